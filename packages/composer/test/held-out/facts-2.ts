import type { HeldOut } from './descriptions';

/**
 * A second held-out set for issue 28's "the owner's words lead" and "only what the owner offers",
 * written before the readers were changed for it: 24/7 and emergency work, guarantees, "accepting
 * new …", towns served, weekly schedules in each language's way of writing them, seasons, minimum
 * stays, "from"/"ab"/"à partir de"/"desde" prices, weekend hours, services sharing a head noun and
 * names with "&" or "and". Here `services` is the whole list the owner names, nothing more.
 */
export const FACTS_2: HeldOut[] = [
  // English, US
  {
    prompt:
      'Rocky Mountain Rooter is a 24/7 emergency plumber for Boulder, Longmont and Louisville, CO. Drain cleaning, sewer line repair and water heater installs. Satisfaction guaranteed.',
    verbatim: ['24/7 emergency', 'Boulder, Longmont and Louisville', 'Satisfaction guaranteed'],
    services: ['drain cleaning', 'sewer line repair', 'water heater installs'],
    hero: '24/7 emergency',
  },
  {
    prompt:
      'Maple Grove Pediatrics in Columbus, OH is accepting new patients. Well-child visits, sports physicals and vaccinations. Mon-Fri 8am-5pm, Sat 9am-12pm. Call (614) 555-0123.',
    e164: '+16145550123',
    verbatim: ['accepting new patients', 'Mon-Fri 8am-5pm, Sat 9am-12pm', '(614) 555-0123'],
    services: ['well-child visits', 'sports physicals', 'vaccinations'],
    hero: 'accepting new patients',
  },
  {
    prompt:
      'Sweet Crumb Bakery & Café in Austin, TX. Open Mon-Fri 7am-3pm, Sat-Sun 8am-2pm. Kolaches, cinnamon rolls and custom cakes from $45.',
    verbatim: ['Mon-Fri 7am-3pm, Sat-Sun 8am-2pm', 'from $45'],
    services: ['kolaches', 'cinnamon rolls', 'custom cakes'],
  },
  {
    prompt:
      'Lone Star Roofing, family owned since 1998, serving Dallas and Fort Worth. Roof repair, full replacements and gutter installs. Free inspections and a 10-year workmanship warranty.',
    verbatim: ['Dallas and Fort Worth', 'Free inspections', '10-year workmanship warranty'],
    services: ['roof repair', 'full replacements', 'gutter installs'],
  },
  {
    prompt:
      'Barks & Bubbles mobile dog grooming in San Diego, we come to you. Full grooms from $75, bath and tidy from $50. Tue-Sat 8-5.',
    verbatim: ['from $75', 'from $50', 'Tue-Sat 8-5', 'we come to you'],
  },
  {
    prompt:
      'Brush and Barrel is a paint-and-sip studio in Nashville. Public classes every Friday and Saturday at 7pm, private parties for groups of 10+. Tickets from $39.',
    verbatim: ['every Friday and Saturday at 7pm', 'from $39'],
  },
  {
    prompt:
      'Summit Strength Gym in Boise, ID, open 24/7 for members. Personal training and group classes. Memberships from $29/month, no sign-up fee.',
    verbatim: ['24/7', 'from $29/month', 'no sign-up fee'],
    services: ['personal training', 'group classes'],
  },
  {
    prompt:
      'Hartley & Sons Moving, local and long-distance moves in the Twin Cities. Licensed & insured, free in-home estimates. Call 612-555-0188.',
    // "Twin Cities" names no country: the digits are dialled as typed.
    verbatim: ['Licensed & insured', 'free in-home estimates', '612-555-0188'],
    services: ['local moves', 'long-distance moves'],
  },
  {
    prompt:
      'Desert Bloom Acupuncture in Tucson, now accepting new clients. Acupuncture, cupping and herbal consultations. Evening appointments Tue and Thu until 8pm.',
    verbatim: ['now accepting new clients', 'Evening appointments Tue and Thu until 8pm'],
    services: ['acupuncture', 'cupping', 'herbal consultations'],
    hero: 'accepting new clients',
  },
  {
    prompt:
      'Coastal Kayak Tours in Monterey, CA. Open May to September, tours daily at 9am and 1pm. Guided tours from $59 per person.',
    verbatim: ['May to September', 'daily at 9am and 1pm', 'from $59 per person'],
  },
  {
    prompt:
      'Pine Ridge Campground near Asheville, NC. Open March through November. Tent sites from $35 a night, 2-night minimum on weekends.',
    verbatim: ['March through November', 'from $35 a night', '2-night minimum on weekends'],
  },
  {
    prompt:
      "Mama Rosa's Trattoria in Boston's North End. Dinner Tue-Sun 5-10pm, brunch Sat & Sun 10am-2pm. Reservations recommended.",
    verbatim: ['Tue-Sun 5-10pm', 'Sat & Sun 10am-2pm', 'Reservations recommended'],
  },
  // English, UK
  {
    prompt:
      'Cotswold Cottage Stays, two stone cottages near Bourton-on-the-Water. Sleeps 4, dogs welcome, 3-night minimum stay. Short breaks from £95 a night.',
    verbatim: ['Sleeps 4', 'dogs welcome', '3-night minimum stay', 'from £95 a night'],
  },
  {
    prompt:
      'Ashford Electrical, approved electricians covering Kent and East Sussex. Rewires, EV chargers and consumer unit upgrades. All work guaranteed for 12 months.',
    verbatim: ['Kent and East Sussex', 'All work guaranteed for 12 months'],
    services: ['rewires', 'EV chargers', 'consumer unit upgrades'],
  },
  {
    prompt:
      'St Cecilia Singers, a community choir in Bath. We rehearse on Wednesdays, 7.30-9.30pm, at the Guildhall. 10-week terms, £60 a term, no auditions.',
    verbatim: ['Wednesdays, 7.30-9.30pm', '10-week terms', '£60 a term', 'no auditions'],
  },
  {
    prompt:
      'The Copper Kettle tearoom in York. Open Tue-Sat 9.30-5, Sun 10-4. Cream teas, homemade scones and light lunches.',
    verbatim: ['Tue-Sat 9.30-5, Sun 10-4'],
    services: ['cream teas', 'homemade scones', 'light lunches'],
  },
  {
    prompt:
      'Greenway Gardens, garden maintenance and landscaping across Leeds, Harrogate and Wetherby. Lawn mowing from £25. Fully insured.',
    verbatim: ['Leeds, Harrogate and Wetherby', 'from £25', 'Fully insured'],
  },
  {
    prompt:
      'Harbour Dental Practice, Plymouth. Now accepting new NHS and private patients. Check-ups, hygiene appointments and teeth whitening.',
    verbatim: ['accepting new NHS and private patients'],
    services: ['check-ups', 'hygiene appointments', 'teeth whitening'],
    hero: 'accepting new NHS and private patients',
  },
  {
    prompt:
      'Little Acorns Forest School, outdoor sessions for ages 3-5 in Epping Forest. Term-time Mondays and Wednesdays 9am-12pm. £18 per session.',
    verbatim: ['Mondays and Wednesdays 9am-12pm', '£18 per session'],
  },
  {
    prompt:
      'Penrose Books & Coffee, an independent bookshop in Truro. Ships nationwide. Open Mon-Sat 9-5.30, Sun 11-4.',
    verbatim: ['Ships nationwide', 'Mon-Sat 9-5.30, Sun 11-4'],
  },
  {
    prompt:
      'Oak & Thistle Joinery in Edinburgh: fitted wardrobes, kitchen and bathroom refits. Free quotes, 5-year guarantee on all fitted furniture.',
    verbatim: ['Free quotes', '5-year guarantee on all fitted furniture'],
    services: ['fitted wardrobes', 'kitchen refits', 'bathroom refits'],
  },
  {
    prompt:
      'Tax & Accounts Direct, Manchester: personal and business tax returns, bookkeeping and payroll. Fixed fees from £150. Accepting new clients for the 2026 tax year.',
    verbatim: ['from £150', 'Accepting new clients'],
    services: ['personal tax returns', 'business tax returns', 'bookkeeping', 'payroll'],
    hero: 'Accepting new clients',
  },
  // English, Australia
  {
    prompt:
      'Bondi Mobile Mechanics, we come to you across the Eastern Suburbs and Inner West. Logbook servicing from $189, brakes and batteries. Open 7 days, 7am-6pm.',
    verbatim: ['Eastern Suburbs and Inner West', 'from $189', '7 days, 7am-6pm'],
  },
  {
    prompt:
      'Sunshine Coast Swim School in Maroochydore. Learn-to-swim lessons for babies, kids and adults in a heated pool. Terms run 10 weeks. Classes from $22.',
    verbatim: ['Terms run 10 weeks', 'from $22'],
  },
  {
    prompt:
      'Ridge & Vine Cellar Door in the Barossa Valley. Tastings daily 10am-5pm, bookings essential on weekends. Free delivery Australia-wide on a dozen.',
    verbatim: ['daily 10am-5pm', 'bookings essential on weekends', 'Free delivery Australia-wide'],
  },
  {
    prompt:
      'Hobart Harbour Cruises: 2-hour sunset cruises from $85, running October to April. Departs Brooke Street Pier at 5pm.',
    verbatim: ['from $85', 'October to April'],
  },
  // Spanish
  {
    prompt:
      'Fontanería Ruiz en Málaga: urgencias 24 horas, desatascos y reparación de calderas. Presupuesto sin compromiso. Tel 952 123 456.',
    e164: '+34952123456',
    verbatim: ['urgencias 24 horas', 'Presupuesto sin compromiso', '952 123 456'],
    hero: 'urgencias 24 horas',
  },
  {
    prompt:
      'Academia de inglés Big Ben en Salamanca. Clases de lunes a jueves de 17:00 a 21:00. Cursos de octubre a junio, desde 55 € al mes.',
    verbatim: ['de lunes a jueves de 17:00 a 21:00', 'de octubre a junio', 'desde 55 € al mes'],
  },
  {
    prompt:
      'Casa Rural El Olivar en Ronda: tres habitaciones con piscina, estancia mínima de 2 noches. Abierto de marzo a noviembre. Desde 90 € la noche.',
    verbatim: ['estancia mínima de 2 noches', 'de marzo a noviembre', 'Desde 90 € la noche'],
  },
  {
    prompt:
      'Coro Voces del Sur en Sevilla: ensayamos los martes a las 20:30 en el centro cívico. Nuevas voces bienvenidas, sin prueba.',
    verbatim: ['los martes a las 20:30', 'Nuevas voces bienvenidas'],
  },
  {
    prompt:
      'Clínica dental Sonrisa en Bilbao. Aceptamos nuevos pacientes. Primera visita gratis. Abierto de lunes a viernes de 9 a 20 h y sábados de 10 a 14 h.',
    verbatim: [
      'Aceptamos nuevos pacientes',
      'Primera visita gratis',
      'de lunes a viernes de 9 a 20 h y sábados de 10 a 14 h',
    ],
    hero: 'Aceptamos nuevos pacientes',
  },
  {
    prompt:
      'Jardinería Verde: mantenimiento de jardines, poda y riego automático en Valencia, Paterna y Burjassot.',
    verbatim: ['Valencia, Paterna y Burjassot'],
    services: ['mantenimiento de jardines', 'poda', 'riego automático'],
  },
  // French
  {
    prompt:
      'Serrurerie Dupont à Toulouse, dépannage 24h/24 et 7j/7, ouverture de porte et changement de serrure. Devis gratuit. Tél. 05 61 23 45 67.',
    e164: '+33561234567',
    verbatim: ['dépannage 24h/24 et 7j/7', 'Devis gratuit', '05 61 23 45 67'],
    hero: 'dépannage 24h/24 et 7j/7',
  },
  {
    prompt:
      'Gîte Les Tilleuls en Dordogne, pour 2 à 6 personnes, ouvert d’avril à octobre. Séjour de 3 nuits minimum. À partir de 80 € la nuit.',
    verbatim: ['pour 2 à 6 personnes', 'd’avril à octobre', '3 nuits minimum', 'À partir de 80 € la nuit'],
  },
  {
    prompt:
      'École de danse Pas à Pas à Lille : cours de salsa le mardi à 19h, bachata le jeudi à 20h30. Premier cours offert.',
    verbatim: ['le mardi à 19h', 'le jeudi à 20h30', 'Premier cours offert'],
  },
  {
    prompt:
      'Cabinet infirmier Martin & Petit à Grenoble, soins à domicile 7j/7 sur Grenoble, Échirolles et Meylan. Prises de sang, pansements et injections.',
    verbatim: ['soins à domicile 7j/7', 'Grenoble, Échirolles et Meylan'],
    services: ['prises de sang', 'pansements', 'injections'],
  },
  {
    prompt:
      'Boulangerie Au Bon Pain à Nantes, ouverte du mardi au samedi de 7h à 19h30 et le dimanche de 7h à 13h. Pains au levain, viennoiseries et pâtisseries.',
    verbatim: ['du mardi au samedi de 7h à 19h30 et le dimanche de 7h à 13h'],
    services: ['pains au levain', 'viennoiseries', 'pâtisseries'],
  },
  {
    prompt:
      'Atelier vélo Roue Libre à Strasbourg : révision complète à partir de 49 €, réparation de crevaison. Livraison gratuite dans toute l’Alsace.',
    verbatim: ['à partir de 49 €', 'Livraison gratuite dans toute l’Alsace'],
  },
  // German
  {
    prompt:
      'Schlüsseldienst Berger in Leipzig: 24-Stunden-Notdienst, Türöffnung ohne Beschädigung, Festpreise ab 69 €. Tel. 0341 1234567.',
    e164: '+493411234567',
    verbatim: ['24-Stunden-Notdienst', 'ab 69 €', '0341 1234567'],
    hero: '24-Stunden-Notdienst',
  },
  {
    prompt:
      'Chor Harmonie Freiburg: Wir proben jeden Mittwoch von 19:30 bis 21:30 Uhr im Gemeindehaus. Neue Stimmen willkommen, kein Vorsingen.',
    verbatim: ['jeden Mittwoch von 19:30 bis 21:30 Uhr', 'Neue Stimmen willkommen'],
  },
  {
    prompt:
      'Ferienwohnung Seeblick am Chiemsee, für 2–4 Personen, Mindestaufenthalt 3 Nächte. Saison von April bis Oktober. Ab 85 € pro Nacht.',
    verbatim: [
      'für 2–4 Personen',
      'Mindestaufenthalt 3 Nächte',
      'von April bis Oktober',
      'Ab 85 € pro Nacht',
    ],
  },
  {
    prompt:
      'Zahnarztpraxis Dr. Weber in Dresden nimmt neue Patienten auf. Prophylaxe, Implantate und Bleaching. Sprechzeiten Mo–Do 8–18 Uhr, Fr 8–13 Uhr.',
    verbatim: ['nimmt neue Patienten auf', 'Mo–Do 8–18 Uhr, Fr 8–13 Uhr'],
    services: ['prophylaxe', 'implantate', 'bleaching'],
    hero: 'nimmt neue Patienten auf',
  },
  {
    prompt:
      'Gartenbau Krause & Sohn: Gartenpflege und Baumschnitt in Hannover, Garbsen und Laatzen. Kostenlose Besichtigung vor Ort.',
    verbatim: ['Hannover, Garbsen und Laatzen', 'Kostenlose Besichtigung vor Ort'],
    services: ['gartenpflege', 'baumschnitt'],
  },
  {
    prompt:
      'Hofladen Sonnenhof bei Lüneburg: Eier, Kartoffeln und Honig vom eigenen Hof. Geöffnet Fr 14–18 Uhr und Sa 8–13 Uhr. Versand deutschlandweit.',
    verbatim: ['Fr 14–18 Uhr und Sa 8–13 Uhr', 'Versand deutschlandweit'],
  },
];
