import type { LabelledDescription } from './labels';

/**
 * 24 descriptions written for this check before the channel reader changed, by the helper who then
 * changed it (so not blind), labelled by hand. One change came from it (an email's "@domain" read as
 * an Instagram handle, c-01); its other misses (c-08, c-20) were left as they are.
 */
export const CHECK_SET: Array<LabelledDescription & { lang: string; description: string }> = [
  {
    id: 'c-01',
    lang: 'en',
    description:
      'Mia Chen Photography, newborn and family shoots in Auckland. Sessions from $350. DM me on Instagram @miachenphoto or email mia@miachen.co.nz',
    channels: [
      ['instagram', 'miachenphoto'],
      ['email', 'mia@miachen.co.nz'],
    ],
    hero: 'instagram',
    heroAlso: ['email'],
  },
  {
    id: 'c-02',
    lang: 'en',
    description:
      "Dog walking in Clapham and Battersea, solo walks or small packs of 4. £15 a walk. Text Becky on 07700 900321, I'm usually out walking so I won't pick up calls.",
    channels: [['text', '447700900321']],
    hero: 'text',
  },
  {
    id: 'c-03',
    lang: 'en',
    description:
      'Harbourside Physio, 22 Quay Street, Bristol BS1 4DB. Sports injuries, back pain, post-op rehab. Book online at harboursidephysio.co.uk/booking or ring 0117 496 0555.',
    channels: [
      ['map', '22 Quay Street'],
      ['booking', 'harboursidephysio.co.uk/booking'],
      ['call', '441174960555'],
    ],
    hero: 'booking',
    heroAlso: ['call'],
  },
  {
    id: 'c-04',
    lang: 'en',
    description:
      'Taco Loco food truck, Austin TX. Birria, al pastor, vegan jackfruit. Find where we are parked on IG: tacolocoatx. Catering: call or text (512) 555-0199.',
    channels: [
      ['instagram', 'tacolocoatx'],
      ['call', '15125550199'],
      ['text', '15125550199'],
    ],
    hero: 'call',
    heroAlso: ['text', 'instagram'],
  },
  {
    id: 'c-05',
    lang: 'en',
    description:
      'Nail art and gel extensions by Jade in Sydney (Surry Hills). Appointments only, book through fresha.com/jadenails. Follow my work on TikTok @jadenails.syd',
    channels: [
      ['booking', 'fresha.com/jadenails'],
      ['tiktok', 'jadenails.syd'],
    ],
    hero: 'booking',
  },
  {
    id: 'c-06',
    lang: 'en',
    description:
      'Rusty Anchor Pub, 8 Harbour Road, Whitby. Real ales, Sunday roasts, quiz night Thursdays. No bookings needed, just turn up. facebook.com/rustyanchorwhitby',
    channels: [
      ['map', '8 Harbour Road'],
      ['facebook', 'rustyanchorwhitby'],
    ],
    hero: 'map',
    heroAlso: ['facebook'],
  },
  {
    id: 'c-07',
    lang: 'en',
    description:
      'mobile bike repair brisbane, I come to your home or work. punctures from $25, full service $120. call 0412 345 678 or whatsapp me on the same number',
    channels: [
      ['call', '61412345678'],
      ['whatsapp', '61412345678'],
    ],
    hero: 'call',
    heroAlso: ['whatsapp'],
  },
  {
    id: 'c-08',
    lang: 'en',
    description:
      'Calligraphy workshops in Toronto for beginners. 3-hour class $85, all materials included. Tickets and dates: www.inkwellstudio.ca. Questions? hello@inkwellstudio.ca',
    channels: [
      ['website', 'inkwellstudio.ca'],
      ['email', 'hello@inkwellstudio.ca'],
    ],
    optional: [['booking', 'inkwellstudio.ca']],
    hero: 'website',
    heroAlso: ['booking', 'email'],
  },
  {
    id: 'c-09',
    lang: 'en',
    description:
      'Greenleaf Tree Surgeons – tree felling, crown reduction and stump grinding across Hampshire. NPTC qualified, fully insured. Mob 07700 900987',
    channels: [['call', '447700900987']],
    hero: 'call',
  },
  {
    id: 'c-10',
    lang: 'en',
    description:
      "Violin and viola lessons in Chicago's Logan Square, kids and adults. $60 for 45 minutes. Email first: lessons@loganstrings.com (I teach all day so I can't answer the phone).",
    channels: [['email', 'lessons@loganstrings.com']],
    hero: 'email',
  },
  {
    id: 'c-11',
    lang: 'es',
    description:
      'Peluquería canina Huellitas en Valencia (Ruzafa). Baño, corte y deslanado para perros de todos los tamaños. Pide cita por WhatsApp al 612 345 678. Calle Sueca 45.',
    channels: [
      ['whatsapp', '34612345678'],
      ['map', 'Calle Sueca 45'],
    ],
    hero: 'whatsapp',
  },
  {
    id: 'c-12',
    lang: 'es',
    description:
      'Clases de yoga en Palermo, Buenos Aires. Grupos reducidos, todos los niveles. Reservá tu clase en www.yogapalermo.com.ar/reservas. Instagram: @yogapalermo',
    channels: [
      ['booking', 'yogapalermo.com.ar/reservas'],
      ['instagram', 'yogapalermo'],
    ],
    hero: 'booking',
  },
  {
    id: 'c-13',
    lang: 'es',
    description:
      'Cerrajero 24 horas en Sevilla. Aperturas de puertas, cambio de bombines, cerraduras de seguridad. Llama al 955 123 456, llegamos en 20 minutos.',
    channels: [['call', '34955123456']],
    hero: 'call',
  },
  {
    id: 'c-14',
    lang: 'es',
    description:
      'Pastelería artesanal en Guadalajara, pasteles para bodas y XV años. Pedidos con una semana de anticipación por WhatsApp 33 1234 5678 o en Instagram @dulcetentacion.gdl',
    channels: [
      ['whatsapp', '523312345678'],
      ['instagram', 'dulcetentacion.gdl'],
    ],
    hero: 'whatsapp',
  },
  {
    id: 'c-15',
    lang: 'fr',
    description:
      'Boulangerie Le Fournil, 12 rue de la République, Lyon. Pains au levain, viennoiseries, pâtisseries maison. Ouvert du mardi au dimanche 7h-19h. Tél : 04 72 00 00 00',
    channels: [
      ['map', '12 rue de la République'],
      ['call', '33472000000'],
    ],
    hero: 'call',
    heroAlso: ['map'],
  },
  {
    id: 'c-16',
    lang: 'fr',
    description:
      'Coach sportif à domicile à Bordeaux. Remise en forme, perte de poids, préparation physique. Premier bilan offert. Réservez votre séance sur calendly.com/coach-bordeaux',
    channels: [['booking', 'calendly.com/coach-bordeaux']],
    hero: 'booking',
  },
  {
    id: 'c-17',
    lang: 'fr',
    description:
      'Brocante et dépôt-vente à Namur, meubles anciens et vintage. Nouveautés chaque semaine sur Instagram : @grenier.namur. Écrivez-nous à contact@legrenier.be',
    channels: [
      ['instagram', 'grenier.namur'],
      ['email', 'contact@legrenier.be'],
    ],
    hero: 'instagram',
    heroAlso: ['email'],
  },
  {
    id: 'c-18',
    lang: 'fr',
    description:
      'Plombier chauffagiste à Montréal, dépannage 7 jours sur 7. Chauffe-eau, fuites, débouchage. Textez-nous au 514-555-0123 avec une photo du problème.',
    channels: [['text', '15145550123']],
    hero: 'text',
  },
  {
    id: 'c-19',
    lang: 'de',
    description:
      'Fahrradwerkstatt Kette & Co in Münster. Reparatur, Inspektion, E-Bike-Service. Termine online unter www.kette-und-co.de/termin oder telefonisch 0251 123456.',
    channels: [
      ['booking', 'kette-und-co.de/termin'],
      ['call', '49251123456'],
    ],
    hero: 'booking',
    heroAlso: ['call'],
  },
  {
    id: 'c-20',
    lang: 'de',
    description:
      'Nachhilfe in Mathe und Physik in Graz, Oberstufe und Matura. Einzelstunde 35 €. Schreib mir einfach per WhatsApp: 0664 1234567',
    channels: [['whatsapp', '436641234567']],
    hero: 'whatsapp',
  },
  {
    id: 'c-21',
    lang: 'de',
    description:
      'Blumenladen Wildwuchs, Bergmannstraße 12, 10961 Berlin. Saisonale Sträuße, Hochzeitsfloristik, Trauerkränze. Bestellungen per Mail an bestellung@wildwuchs-berlin.de',
    channels: [
      ['map', 'Bergmannstraße 12'],
      ['email', 'bestellung@wildwuchs-berlin.de'],
    ],
    hero: 'email',
    heroAlso: ['map'],
  },
  {
    id: 'c-22',
    lang: 'de',
    description:
      'Tattoostudio Nadelwerk in Hamburg-Altona. Fineline, Blackwork, Cover-ups. Nur mit Termin – Anfragen über Instagram @nadelwerk.hh',
    channels: [['instagram', 'nadelwerk.hh']],
    hero: 'instagram',
  },
  {
    id: 'c-23',
    lang: 'en',
    description:
      "Sunny Side Up is a breakfast diner at 415 Main St, Bozeman, MT. Pancakes, hash browns, bottomless coffee. Open daily 6am-2pm. We don't take reservations.",
    channels: [['map', '415 Main St']],
    hero: 'map',
  },
  {
    id: 'c-24',
    lang: 'en',
    description:
      'Wild swimming guide in the Lake District, small group dips and coaching. Visit wildswimlakes.co.uk for dates, or message me on Facebook (facebook.com/wildswimlakes).',
    channels: [
      ['website', 'wildswimlakes.co.uk'],
      ['facebook', 'wildswimlakes'],
    ],
    optional: [['booking', 'wildswimlakes.co.uk']],
    hero: 'website',
    heroAlso: ['facebook', 'booking'],
  },
];
