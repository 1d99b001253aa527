/**
 * Descriptions written for issue 28's checks and never tuned against: en/es/fr/de, US/UK/EU details.
 * `e164` is the country-coded phone the description supports (undefined: none may be added);
 * `verbatim` are the owner's offers, schedules, areas, "from" prices and hours the page must show
 * word for word; `services` the offerings it names, when it names some.
 */
export type HeldOut = {
  prompt: string;
  e164?: string;
  verbatim: string[];
  services?: string[];
  /** The owner's promise the hero line must lead with, verbatim. */
  hero?: string;
};

export const HELD_OUT: HeldOut[] = [
  {
    prompt:
      'Kettle & Crumb is a neighbourhood café in Bristol. Open Mon-Fri 7-6, Sat 8-2. Flat whites, toasties and traybakes. Call 0117 496 0321.',
    e164: '+441174960321',
    verbatim: ['Mon-Fri 7-6, Sat 8-2', '0117 496 0321'],
    services: ['flat whites', 'toasties', 'traybakes'],
  },
  {
    prompt:
      'Dave Ortiz Plumbing, licensed plumber in Denver. 24/7 emergency service, water heaters and drain cleaning. Call (303) 555-0187.',
    e164: '+13035550187',
    verbatim: ['(303) 555-0187'],
    hero: '24/7 emergency service',
  },
  {
    prompt: 'Handyman for small jobs around the house, flat-pack assembly and shelves. Text 07700 900461.',
    verbatim: ['07700 900461'],
  },
  {
    prompt: 'Mobile dog groomer, I come to you. Baths, nail trims and de-shedding. Call 555-0142.',
    verbatim: ['555-0142'],
  },
  {
    prompt:
      'Bäckerei Kornblume in München: Sauerteigbrot, Brezen und Kuchen. Geöffnet Mo-Sa 6-18 Uhr. Telefon 089 2345678.',
    e164: '+49892345678',
    verbatim: ['089 2345678'],
  },
  {
    prompt:
      'Physiotherapie Lindner in Hamburg, Termine nach Vereinbarung, Parkplätze im Hof. Krankengymnastik, Massage und Lymphdrainage. Tel. 040 3456789.',
    e164: '+49403456789',
    verbatim: ['040 3456789'],
  },
  {
    prompt:
      'Yoga mit Anna in Köln: Hatha und Yin Yoga, Kurse dienstags 18:30 und donnerstags 19:00. Schreib mir an anna@yoga-koeln.example.',
    verbatim: ['anna@yoga-koeln.example'],
  },
  {
    prompt:
      'Boulangerie Le Fournil à Lyon, pain au levain, viennoiseries et tartes. Ouvert du mardi au dimanche 7h-19h. Tél. 04 78 12 34 56.',
    e164: '+33478123456',
    verbatim: ['04 78 12 34 56'],
  },
  {
    prompt:
      'Cabinet de kinésithérapie à Bordeaux, sur rendez-vous uniquement. Rééducation du sport, massages et drainage. Parking gratuit devant le cabinet.',
    verbatim: ['sur rendez-vous uniquement'],
  },
  {
    prompt:
      'Atelier de céramique à Nantes : cours de tournage pour débutants, le samedi de 10h à 12h. Écrivez-nous : bonjour@argile-nantes.example',
    verbatim: ['bonjour@argile-nantes.example'],
  },
  {
    prompt:
      'Peluquería Marina en Valencia: cortes, color y peinados de novia. Abierto de martes a sábado de 10 a 20 h. Llámanos al 963 123 456.',
    e164: '+34963123456',
    verbatim: ['963 123 456'],
  },
  {
    prompt:
      'Clases de guitarra en Madrid para niños y adultos, desde 25 € la hora. Hablamos español e inglés. Escríbenos a hola@guitarra-madrid.example.',
    verbatim: ['25 €', 'hola@guitarra-madrid.example'],
  },
  {
    prompt: 'Fontanero en Sevilla, urgencias 24 horas, reparación de fugas y calentadores. Tel 954 987 654.',
    e164: '+34954987654',
    verbatim: ['954 987 654'],
  },
  {
    prompt:
      'Green Thumb Landscaping serves Austin, Round Rock and Cedar Park. Lawn care from $45 per visit, hedge trimming and mulching. Free estimates: (512) 555-0199.',
    e164: '+15125550199',
    verbatim: ['from $45 per visit', '(512) 555-0199'],
  },
  {
    prompt:
      'Brightside Dental in Leeds is accepting new patients. Check-ups, hygienist visits and white fillings. Call 0113 496 0555.',
    e164: '+441134960555',
    verbatim: ['0113 496 0555'],
    hero: 'accepting new patients',
  },
  {
    prompt:
      'The Harbour Choir rehearses every Thursday at 7:30pm in St Mary’s Hall, Falmouth. New voices welcome, no audition.',
    verbatim: [],
  },
  {
    prompt:
      'Riverside Kayak Tours in Asheville, NC. Half-day trips from $65, sunset paddles on weekends. Book online.',
    verbatim: ['from $65'],
  },
  {
    prompt:
      'Wedding photographer based in Edinburgh, covering all of Scotland. Full-day packages from £1,200.',
    verbatim: ['from £1,200'],
  },
  {
    prompt:
      'Smokin Joe’s BBQ food truck, brisket, pulled pork and mac and cheese. Find us at the Saturday market in Portland, Oregon.',
    verbatim: [],
    services: ['brisket', 'pulled pork', 'mac and cheese'],
  },
  {
    prompt: 'Emergency locksmith in Manchester, 24/7 call-outs, lockouts and lock changes. 0161 496 0777.',
    e164: '+441614960777',
    verbatim: ['0161 496 0777'],
  },
  {
    prompt:
      'Tutoring in maths and physics for GCSE and A-level students, online or in person in Oxford. £35 an hour.',
    verbatim: ['£35 an hour'],
  },
  {
    prompt:
      'Pet sitter and dog walker in Brooklyn, NY. Walks from $20, overnight stays. Email walks@brooklynpaws.example.',
    verbatim: ['walks@brooklynpaws.example'],
  },
  {
    prompt:
      'Family-run Thai restaurant in Glasgow, pad thai, green curry and massaman. Open Tue-Sun 5pm-10pm.',
    verbatim: ['Tue-Sun 5pm-10pm'],
    services: ['pad thai', 'green curry', 'massaman'],
  },
  {
    prompt:
      'Electrician covering Surrey and south London, rewires, consumer units and EV chargers. Call 020 7946 0123.',
    e164: '+442079460123',
    verbatim: ['020 7946 0123'],
  },
  {
    prompt:
      'Nail salon in Chicago with gel manicures, pedicures and nail art. Walk-ins welcome. (312) 555-0144',
    e164: '+13125550144',
    verbatim: ['(312) 555-0144'],
    hero: 'Walk-ins welcome',
  },
  {
    prompt: 'Vacation rental cabin near Lake Tahoe, sleeps 6, hot tub and fire pit. Minimum 2 nights.',
    verbatim: [],
  },
  {
    prompt:
      'Bike repair shop, tune-ups from £40, puncture repairs while you wait. 10 Mill Lane, Cambridge CB2 1RX.',
    verbatim: ['from £40', '10 Mill Lane, Cambridge CB2 1RX'],
  },
  {
    prompt:
      'Friseursalon Schnittpunkt in Berlin: Haarschnitte, Farbe und Strähnchen. Di-Fr 9-19 Uhr, Sa 9-14 Uhr.',
    verbatim: ['Di-Fr 9-19 Uhr, Sa 9-14 Uhr'],
  },
  {
    prompt: 'Crêperie Ty Breizh à Rennes, galettes et crêpes maison, cidre breton. Fermé le lundi.',
    verbatim: [],
  },
  {
    prompt:
      'Taller mecánico en Zaragoza: cambio de aceite, frenos y neumáticos. Cita previa en el 976 555 123.',
    e164: '+34976555123',
    verbatim: ['976 555 123'],
  },
  {
    prompt: 'Surf school, lessons for beginners and kids. Call +351 912 345 678.',
    e164: '+351912345678',
    verbatim: ['+351 912 345 678'],
  },
  {
    prompt:
      'Accountant for freelancers and small businesses, self-assessment and VAT returns. hello@ledgerly.example',
    verbatim: ['hello@ledgerly.example'],
  },
];
