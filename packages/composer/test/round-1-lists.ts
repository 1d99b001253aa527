/**
 * Round 1's 64 descriptions (docs/review/2026-11-28-round-1), hand-labelled: what a careful reader
 * lists as the services, the prices with their units, the owner's selling points, and the pieces of
 * sentences the page once showed as services. A tuning set now: figures on it are not fresh results.
 * Matching is by case-insensitive substring: "Brake pads" matches "Brake pads (per axle)".
 */
export type ListsCase = {
  id: string;
  /** Each must name a service card or a price-list row. */
  services: string[];
  /** Each price, with the unit the owner gave, must stand on a card or a row ("£85 a tuning"). */
  prices?: string[];
  /** The owner's selling points, each kept verbatim in the hero or the block right under it. */
  points?: string[];
  /** Never a card's or a row's whole name. */
  fragments?: string[];
};

export const ROUND_1_LISTS: ListsCase[] = [
  {
    id: 'en-01-locksmith',
    services: ['Lockouts', 'Snapped keys', 'uPVC door repairs', 'Lock upgrades'],
    points: ['No call-out charge', 'usually with you in 30 mins'],
  },
  {
    id: 'en-02-piano-tuner',
    services: ['tuning', 'small repairs'],
    prices: ['£85 a tuning'],
    fragments: ['Option 1', 'Odd harpsichord'],
  },
  {
    id: 'en-03-beekeeper',
    services: ['Heather honey', 'Wildflower', 'Beeswax candles', 'Cut comb'],
    points: ['Unfiltered, unheated, nothing added'],
    fragments: ['Unfiltered', 'Unheated', 'Nothing added'],
  },
  {
    id: 'en-04-knife-sharpener',
    services: ['Scissors', 'Garden tools'],
    prices: ['$12 a knife'],
    points: ['we come to you', 'Japanese knives welcome'],
    fragments: [
      'Restaurants',
      'Butchers',
      'Home cooks',
      'Markets',
      'Garden tools too',
      'Japanese knives welcome',
    ],
  },
  {
    id: 'en-05-bakery',
    services: ['Sourdough', 'Morning buns', 'Seasonal fruit galettes', 'cardamom knots'],
    points: ['baked on site from 4am'],
  },
  {
    id: 'en-06-plumber',
    services: ['Boilers serviced', 'Leaks', 'Bathrooms fitted'],
    points: ['RGII registered', 'no call out fee'],
  },
  {
    id: 'en-07-hair-salon',
    services: [
      "Women's cut & blow dry",
      "Men's cut",
      'Kids (under 12)',
      'Full head colour',
      'Balayage',
      'Keratin smoothing',
    ],
    prices: ['£48', '£28', '£18', 'from £75', 'from £120', '£150'],
    fragments: ['Kids', 'Under 12)'],
  },
  {
    id: 'en-08-cafe',
    services: ['cabinet food', 'big breakfasts', 'scones'],
    points: ['Dogs welcome on the deck'],
  },
  {
    id: 'en-09-dentist',
    services: ['Cleanings', 'Fillings', 'Crowns', 'Invisalign', 'emergency appointments'],
    points: ['same-day emergency appointments'],
  },
  {
    id: 'en-10-cleaner',
    services: ['weekly or fortnightly clean', 'deep clean', 'end of tenancy'],
    prices: ['£15/hour'],
    points: ['We speak Polish and English'],
    fragments: ['Hi', 'I am Kasia', 'Horsforth', 'Headingley', 'Roundhay', 'Option 1'],
  },
  {
    id: 'en-11-accountant',
    services: ['Tax returns', 'BAS', 'Bookkeeping', 'SMSF'],
    points: ['Fixed fees', 'no surprise bills'],
    fragments: ['Fixed fees', 'No surprise bills'],
  },
  {
    id: 'en-12-yoga-studio',
    services: ['Hatha', 'Yin', 'Gentle flow'],
    prices: ['£14', '£60'],
    points: ['Never more than 6 in a class'],
  },
  {
    id: 'en-13-sign-language-interpreter',
    services: ['Medical appointments', 'Court', 'Job interviews', 'Conferences', 'Weddings'],
    points: ['Remote video interpreting available at short notice'],
  },
  {
    id: 'en-14-falconry',
    services: ['Flying displays', 'Hands-on experiences', 'Half-day hawk walks'],
    points: ['Fully insured'],
    fragments: ['Hawkridge Falconry brings owls'],
  },
  {
    id: 'en-15-bike-courier',
    services: ['Docs and parcels'],
    points: ['same-hour delivery', 'zero emissions'],
  },
  {
    id: 'en-16-taxidermist',
    services: ['shoulder mounts', 'European skull mounts', 'Birds', 'Fish'],
    prices: ['from $650'],
    points: ['I do all the work myself'],
  },
  {
    id: 'en-17-escape-room',
    services: ['The Heist', 'Lost in the Mine', "Grandma's Attic"],
    prices: ['$35pp'],
    fragments: ['Vault', "Christchurch's original escape room"],
  },
  {
    id: 'en-18-drone-surveyor',
    services: ['Farm mapping', 'Stockpile volumes', 'Roof inspections', 'NDVI crop health'],
    points: ['CASA licensed'],
    fragments: ['Toowoomba + Darling Downs'],
  },
  {
    id: 'en-19-costume-hire',
    services: ['Victorian', 'superheroes', 'panto dames', 'mascots'],
    prices: ['from £25'],
  },
  {
    id: 'en-20-mobile-dog-wash',
    services: ['warm wash'],
    prices: ['$45 small', '$60 large'],
    points: ['no clipping'],
    fragments: ['No clipping', 'Option 1'],
  },
  {
    id: 'en-21-notary',
    services: ['Document certification', 'Powers of attorney', 'Company documents for use abroad'],
    points: ['Same-day apostilles', 'We speak French, Spanish and Mandarin'],
  },
  {
    id: 'en-22-upholsterer',
    services: ['Sofas', 'Dining chairs', 'Antique pieces', 'Boat cushions'],
    points: ['Free quotes'],
    fragments: ['Use your own', 'Fabric'],
  },
  { id: 'en-23-cider-farm', services: ['Scrumpy', 'Perry', 'Apple juice', 'Cider brandy'] },
  {
    id: 'en-24-tattoo-removal',
    services: ['Full removal', 'fading for cover-ups'],
    prices: ['from $75'],
    points: ['Free consultation and patch test'],
    fragments: ['Fewer sessions', 'Less discomfort'],
  },
  {
    id: 'en-25-paddle-lessons',
    services: ['Beginner 2-hour lessons', 'Sunset paddles', 'SUP yoga'],
    prices: ['£35 including board, paddle and wetsuit'],
    fragments: ['Board', 'Wetsuit'],
  },
  {
    id: 'en-26-vintage-camera-repair',
    services: ['CLA', 'Light seals', 'Shutter timing', 'Lens cleaning'],
    points: ['Mail-in nationwide'],
  },
  {
    id: 'en-27-electrician',
    services: ['Switchboard upgrades', 'Safety switches', 'Lighting', 'Ceiling fans', 'Smoke alarms'],
    points: ['No job too small', 'Pensioner discount'],
  },
  {
    id: 'en-28-florist',
    services: ['Seasonal Scottish flowers', 'bouquets', 'Wedding flowers', 'Funeral tributes'],
    points: ['Local delivery'],
    fragments: ['On our plot'],
  },
  {
    id: 'en-29-mechanic',
    services: [
      'Oil change',
      'Brake pads (per axle)',
      'Tire rotation',
      'Check engine light diagnosis',
      'AC recharge',
      'Battery replacement',
    ],
    prices: ['$39.95', '$149', '$25', '$89', '$129', 'from $149 installed'],
    fragments: ['Per axle)'],
  },
  {
    id: 'en-30-wedding-photographer',
    services: ['Packages'],
    prices: ['from $2,800 NZD'],
    fragments: ['Hey!', 'Hey'],
  },
  {
    id: 'en-31-driving-instructor',
    services: ['Intensive courses', 'Pass Plus', '1 hour', 'Block of 10'],
    prices: ['£38', '£360'],
    points: ['great with nervous learners'],
    fragments: ['Kings Heath', 'Moseley', 'Selly Oak', 'Harborne', 'Edgbaston'],
  },
  {
    id: 'en-32-sauna-boat',
    services: ['Private 90-min sessions'],
    prices: ['$240 for the whole boat'],
    fragments: ['Option 1'],
  },
  {
    id: 'en-33-gardener',
    services: ['Lawns', 'Hedges', 'Planting', 'Patios', 'Fencing', 'Garden clearances'],
    points: ['Fully insured'],
    fragments: ['Guildford', 'Woking', 'Godalming', 'Farnham'],
  },
  { id: 'en-34-tutor', services: ['grinds'], prices: ['€40/hr'], fragments: ['Option 1'] },
  {
    id: 'es-01-zapatero',
    services: ['tapas', 'medias suelas', 'bolsos', 'cremalleras', 'cinturones'],
    points: ['mientras esperas'],
  },
  {
    id: 'es-02-mariachi',
    services: ['Serenatas', 'Bodas', 'XV años', 'Bautizos', 'servicios funerarios'],
    points: ['las 24 horas'],
    fragments: ['También servicios funerarios'],
  },
  { id: 'es-03-clases-tango', services: ['Grupal', 'Particular'], prices: ['$8.000', '$25.000'] },
  { id: 'es-04-tour-cafetero', services: ['Recorrido por los cafetales', 'Recolección', 'cata'] },
  {
    id: 'es-05-veterinaria',
    services: ['Medicina general', 'Vacunas', 'Cirugías menores', 'Atención de exóticos'],
    points: ['Atención a domicilio'],
  },
  {
    id: 'es-06-guitarrero',
    services: ['reparaciones', 'ajustes'],
    fragments: ['Mas de 30 años', 'Tambien reparaciones'],
  },
  {
    id: 'es-07-cerveceria-artesanal',
    services: ['Visita a la fábrica', 'hazte tu cerveza', 'Barriles para eventos y bodas'],
    prices: ['15 €', '60 €'],
  },
  { id: 'es-08-taqueria', services: ['Tacos de trompo', 'Quesadillas', 'Gringas'] },
  {
    id: 'es-09-fisioterapeuta',
    services: [
      'Lesiones deportivas',
      'Dolor de espalda',
      'Rehabilitación después de operaciones',
      'Fisio para personas mayores',
    ],
    prices: ['55 €', '250 €'],
    points: ['Solo voy a domicilio'],
    fragments: ['Hola', 'Soy Laura', 'Fisioterapeuta colegiada'],
  },
  { id: 'es-10-queseria', services: ['Queso de Gamonéu', 'azules madurados en cueva', 'requesón'] },
  { id: 'fr-01-caviste', services: ['Vins nature et bio', 'dégustations'] },
  {
    id: 'fr-02-ramoneur',
    services: ['cheminées', 'inserts'],
    prices: ['70 € TTC le conduit'],
    points: ['Certificat de ramonage remis le jour même'],
    fragments: ['Tarif', 'Annecy', 'Seynod', 'Rumilly'],
  },
  { id: 'fr-03-cabane-a-sucre', services: ['Soupe aux pois', 'Fèves au lard', 'Omelette', 'Jambon'] },
  { id: 'fr-04-friterie', services: ['frites', 'fricadelles', 'boulets à la liégeoise', 'mitraillettes'] },
  {
    id: 'fr-05-horloger',
    services: ['montres mécaniques', 'pendules', 'horloges anciennes'],
    points: ['Devis gratuit', 'garantie 2 ans'],
  },
  {
    id: 'fr-06-traductrice-juree',
    services: ['actes de naissance', 'diplômes', 'jugements', 'contrats'],
    points: ['urgences possibles'],
  },
  {
    id: 'fr-07-psychologue',
    services: ['anxiété', 'burn-out', 'deuil', 'difficultés relationnelles'],
    prices: ['60 € la séance'],
    fragments: ['Psychologue clinicienne', 'Adultes', 'Adolescents', 'Option 1'],
  },
  {
    id: 'fr-08-deneigement',
    services: ['Entrées', 'Stationnements', 'Galeries', 'Toitures'],
    prices: ['450 $ pour la saison'],
  },
  {
    id: 'fr-09-reparation-velo',
    services: ['Révision complète', 'Réglage freins', 'Changement chambre à air'],
    prices: ['65 €', '15 €', '12 € + pièce'],
    points: ['Vélos électriques acceptés', 'Sans rendez-vous le samedi'],
    fragments: ['Vélos électriques acceptés'],
  },
  {
    id: 'fr-10-cours-ceramique',
    services: ['tournage', 'modelage'],
    prices: ["20 € la séance d'initiation", '35 € le cours de 2h'],
    points: ['débutants bienvenus', 'Petits groupes de 5 max'],
    fragments: ['Débutants bienvenus', 'Pu', 'Option 1'],
  },
  {
    id: 'de-01-metzgerei',
    services: ['Weißwürste', 'Leberkäse', 'Partyservice'],
    points: ['eigene Schlachtung'],
  },
  {
    id: 'de-02-hufschmied',
    services: ['Beschlag', 'Barhufbearbeitung', 'orthopädischer Beschlag'],
    points: ['ich komme zu Ihnen in den Stall'],
    fragments: ['Offenburg', 'Emmendingen', 'Einzugsgebiet Freiburg'],
  },
  { id: 'de-03-heuriger', services: ['Brettljause', 'Liptauer', 'Schweinsbraten'] },
  {
    id: 'de-04-skischule',
    services: ['Kinderskikurse', 'Anfängerkurse', 'Privatstunden', 'Snowboard'],
    points: ['Max. 8 Kinder pro Gruppe', 'Wir sprechen Deutsch, Englisch und Niederländisch'],
    fragments: ['Wir sprechen Deutsch', 'Englisch', 'Niederländisch'],
  },
  {
    id: 'de-05-buchbinderei',
    services: ['Gästebücher', 'Fotoalben', 'Einsteigerkurse'],
    points: ['Express in 24 h'],
  },
  {
    id: 'de-06-hundepension',
    services: ['Hol- und Bringservice'],
    prices: ['35 € pro Tag'],
    points: ['Keine Zwinger', 'Max. 8 Gäste gleichzeitig'],
    fragments: ['Option 1'],
  },
  {
    id: 'de-07-tischlerei',
    services: [
      'Einbauschränke & Dachschrägen',
      'Küchen nach Maß',
      'Treppen',
      'Reparatur von Fenstern und Türen',
    ],
    points: ['Meisterbetrieb seit 1994'],
  },
  {
    id: 'de-08-kosmetikstudio',
    services: [
      'Gesichtsbehandlungen',
      'Wimpernlifting',
      'Brauen',
      'Waxing',
      'Klassische Gesichtsbehandlung (75 Min.)',
    ],
    prices: ['ab 69 €'],
    points: ['nur mit Termin', 'Termine auch auf Englisch'],
    fragments: ['Ich arbeite allein', 'Deshalb ruhig', 'Ohne Hektik', ')'],
  },
  {
    id: 'de-09-umzuege',
    services: ['Privat- und Firmenumzüge', 'Möbelmontage', 'Halteverbotszonen', 'Entrümpelung'],
    points: ['Festpreis nach Besichtigung'],
  },
  {
    id: 'de-10-hebamme',
    services: ['Wochenbettbetreuung zu Hause', 'Stillberatung', 'Geburtsvorbereitungskurse'],
    points: ['Ich spreche Deutsch, Französisch und Italienisch'],
    fragments: ['Ich spreche Deutsch', 'Französisch', 'Italienisch'],
  },
];
