import { entry } from './types';

const e = entry('en', 'address');
const es = entry('es', 'address');
const fr = entry('fr', 'address');
const de = entry('de', 'address');

/** Descriptions with street addresses in the formats of ten countries. */
export const ADDRESSES = [
  e(
    "little bakery called Rye & Roll in york, we're at 21 Stonegate, York YO1 8AW",
    'Rye & Roll',
    'restaurant',
    { address: '21 Stonegate, York YO1 8AW', schemaType: 'Bakery' },
  ),
  e(
    'The Corner Bakehouse, 9 Briggate, Leeds LS1 6HD. Sourdough, buns and coffee.',
    'The Corner Bakehouse',
    'restaurant',
    { address: '9 Briggate, Leeds LS1 6HD', schemaType: 'Bakery' },
  ),
  e(
    'Tulsa Tire & Auto is a mechanic at 123 Main St, Tulsa, OK 74103. Call (918) 555-0132.',
    'Tulsa Tire & Auto',
    'automotive',
    { address: '123 Main St, Tulsa, OK 74103', phone: '(918) 555-0132' },
  ),
  e(
    'Grafton Books is a bookshop at 12 Grafton Street, Dublin 2, D02 X285. Open Mon-Sat 9am-6pm.',
    'Grafton Books',
    'retail',
    { address: '12 Grafton Street, Dublin 2, D02 X285', hours: 'Mon-Sat 9am-6pm' },
  ),
  e(
    'Maple Leaf Dental is a dentist at 350 Queen St W, Toronto, ON M5V 2T6. Call 416-555-0182.',
    'Maple Leaf Dental',
    'healthcare',
    { address: '350 Queen St W, Toronto, ON M5V 2T6', phone: '416-555-0182' },
  ),
  e(
    'Harbour Yoga is a yoga studio at 45 George St, Sydney NSW 2000. Call (02) 9555 0123.',
    'Harbour Yoga',
    'fitness',
    { address: '45 George St, Sydney NSW 2000', phone: '(02) 9555 0123' },
  ),
  e(
    'Le Petit Four is a French bakery in London, 14 Rue Mouffetard, 75005 Paris is our sister shop.',
    'Le Petit Four',
    'restaurant',
    { address: '14 Rue Mouffetard, 75005 Paris' },
  ),
  e(
    'Casa Tapas is a tapas bar at Calle Mayor 12, 28013 Madrid. Open daily 12-11pm.',
    'Casa Tapas',
    'restaurant',
    { address: 'Calle Mayor 12, 28013 Madrid', hours: 'daily 12-11pm' },
  ),
  e(
    'Berlin Bikes is a bike shop at Hauptstraße 5, 10115 Berlin. Rentals and repairs.',
    'Berlin Bikes',
    'retail',
    { address: 'Hauptstraße 5, 10115 Berlin' },
  ),
  e(
    'Canal House is a B&B at Prinsengracht 263, 1016 GV Amsterdam with three rooms.',
    'Canal House',
    'travel',
    { address: 'Prinsengracht 263, 1016 GV Amsterdam', schemaType: 'BedAndBreakfast' },
  ),
  e(
    'Trattoria Nonna is a restaurant at Via Roma 10, 00184 Roma. Call +39 06 1234 5678.',
    'Trattoria Nonna',
    'restaurant',
    { address: 'Via Roma 10, 00184 Roma', phone: '+39 06 1234 5678' },
  ),
  e('Stonegate Barbers, 30 Stonegate, York YO1 8AS. Open Tue-Sat 9am-5pm.', 'Stonegate Barbers', 'beauty', {
    address: '30 Stonegate, York YO1 8AS',
    hours: 'Tue-Sat 9am-5pm',
  }),
  e(
    'Kings Cross Physio is a physio at 20 Caledonian Road, London N1 9DT. Call 020 7946 0321.',
    'Kings Cross Physio',
    'healthcare',
    { address: '20 Caledonian Road, London N1 9DT', phone: '020 7946 0321' },
  ),
  e(
    'Austin Guitar School, 500 Congress Ave, Austin, TX 78701. Guitar lessons $45 per lesson.',
    'Austin Guitar School',
    'education',
    { address: '500 Congress Ave, Austin, TX 78701', facts: ['$45 per lesson'] },
  ),
  e('Pine Street Pets is a pet shop at 88 Pine Street, Seattle, WA 98101.', 'Pine Street Pets', 'retail', {
    address: '88 Pine Street, Seattle, WA 98101',
  }),
  e('Castle Dental is a dentist at 4 Castle Street, Edinburgh EH2 3AH.', 'Castle Dental', 'healthcare', {
    address: '4 Castle Street, Edinburgh EH2 3AH',
  }),
  e(
    'Northern Quarter Nails is a nail salon at 61 Oldham Street, Manchester M1 1JR.',
    'Northern Quarter Nails',
    'beauty',
    { address: '61 Oldham Street, Manchester M1 1JR' },
  ),
  e(
    'Galway Surf Hostel, 7 Quay Street, Galway, H91 E2KW. Beds from €25 a night.',
    'Galway Surf Hostel',
    'travel',
    { address: '7 Quay Street, Galway, H91 E2KW', facts: ['€25 a night'] },
  ),
  e(
    'Cork Coffee Roasters is a coffee shop at 2 Bridge Street, Cork, T12 YX45.',
    'Cork Coffee Roasters',
    'restaurant',
    { address: '2 Bridge Street, Cork, T12 YX45' },
  ),
  e(
    'Vancouver Vet Clinic is a vet at 1200 Robson St, Vancouver, BC V6E 1C1.',
    'Vancouver Vet Clinic',
    'healthcare',
    { address: '1200 Robson St, Vancouver, BC V6E 1C1' },
  ),
  e(
    'Montreal Bagel Co is a bakery at 74 Fairmount Ave W, Montreal, QC H2T 2M2.',
    'Montreal Bagel Co',
    'restaurant',
    { address: '74 Fairmount Ave W, Montreal, QC H2T 2M2' },
  ),
  e(
    'Bondi Barbers is a barber at 12 Hall St, Bondi Beach NSW 2026. Open daily 9-6.',
    'Bondi Barbers',
    'beauty',
    { address: '12 Hall St, Bondi Beach NSW 2026', hours: 'daily 9-6' },
  ),
  e('Fitzroy Florist is a florist at 210 Brunswick St, Fitzroy VIC 3065.', 'Fitzroy Florist', 'retail', {
    address: '210 Brunswick St, Fitzroy VIC 3065',
  }),
  e(
    'Brisbane Body Repairs is a body shop at 15 Ipswich Rd, Woolloongabba QLD 4102.',
    'Brisbane Body Repairs',
    'automotive',
    { address: '15 Ipswich Rd, Woolloongabba QLD 4102', schemaType: 'AutoBodyShop' },
  ),
  e(
    'Denver Dog Spa is a dog groomer at 1550 Larimer St, Denver, CO 80202. Grooms from $55.',
    'Denver Dog Spa',
    'beauty',
    { address: '1550 Larimer St, Denver, CO 80202', facts: ['$55'] },
  ),
  e(
    'Brooklyn Vinyl is a record shop at 301 Bedford Ave, Brooklyn, NY 11211 with over 10,000 records.',
    'Brooklyn Vinyl',
    'retail',
    { address: '301 Bedford Ave, Brooklyn, NY 11211', facts: ['over 10,000 records'] },
  ),
  e(
    'Chicago Law Group is a law firm at 100 N LaSalle St, Chicago, IL 60602. Call (312) 555-0110.',
    'Chicago Law Group',
    'legal',
    { address: '100 N LaSalle St, Chicago, IL 60602', phone: '(312) 555-0110' },
  ),
  e(
    'Bristol Climbing Gym, 8 Mead Street, Bristol BS3 4RP. Open daily 10am-10pm.',
    'Bristol Climbing Gym',
    'fitness',
    { address: '8 Mead Street, Bristol BS3 4RP', hours: 'daily 10am-10pm' },
  ),
  e(
    'The Old Forge B&B, 3 Church Lane, Ambleside LA22 9BU. Rooms from £95 a night.',
    'The Old Forge B&B',
    'travel',
    { address: '3 Church Lane, Ambleside LA22 9BU', facts: ['£95 a night'] },
  ),
  e('Soho Tattoo Co is a tattoo studio at 45 Greek Street, London W1D 4EB.', 'Soho Tattoo Co', 'creative', {
    address: '45 Greek Street, London W1D 4EB',
  }),
  e(
    'Cardiff Car Sales is a car dealer at 23 Queen Street, Cardiff CF10 2BU with over 50 cars.',
    'Cardiff Car Sales',
    'automotive',
    { address: '23 Queen Street, Cardiff CF10 2BU', facts: ['over 50 cars'], schemaType: 'AutoDealer' },
  ),
  e(
    'Glasgow Jazz Bar is a live music venue at 119 Sauchiehall Street, Glasgow G2 3EW.',
    'Glasgow Jazz Bar',
    'entertainment',
    { address: '119 Sauchiehall Street, Glasgow G2 3EW', schemaType: 'MusicVenue' },
  ),
  e(
    'Boston Language Center is a language school at 10 Beacon St, Boston, MA 02108.',
    'Boston Language Center',
    'education',
    { address: '10 Beacon St, Boston, MA 02108' },
  ),
  e(
    'Leeds Pottery House is a pottery studio at 5 Call Lane, Leeds LS1 7DH.',
    'Leeds Pottery House',
    'creative',
    { address: '5 Call Lane, Leeds LS1 7DH' },
  ),
  es(
    'Panadería La Espiga es una panadería familiar en Calle de Alcalá 45, 28014 Madrid. Abierto de lunes a sábado 8:00-20:00.',
    'Panadería La Espiga',
    'restaurant',
    { address: 'Calle de Alcalá 45, 28014 Madrid', hours: 'lunes a sábado 8:00-20:00', schemaType: 'Bakery' },
  ),
  es(
    'Peluquería Marta es una peluquería en Carrer de Pau Claris 12, 08010 Barcelona. Llámanos al 934 123 456.',
    'Peluquería Marta',
    'beauty',
    { address: 'Carrer de Pau Claris 12, 08010 Barcelona', phone: '934 123 456', schemaType: 'HairSalon' },
  ),
  es(
    'Taller Ruiz es un taller mecánico en Avenida de la Constitución 8, 41001 Sevilla.',
    'Taller Ruiz',
    'automotive',
    { address: 'Avenida de la Constitución 8, 41001 Sevilla' },
  ),
  fr(
    'Boulangerie Martin est une boulangerie au 14 Rue Mouffetard, 75005 Paris. Ouvert lun-sam 7h-20h.',
    'Boulangerie Martin',
    'restaurant',
    { address: '14 Rue Mouffetard, 75005 Paris', hours: 'lun-sam 7h-20h', schemaType: 'Bakery' },
  ),
  fr(
    'Salon Élégance est un salon de coiffure au 8 Place Bellecour, 69002 Lyon. Appelez le 04 78 12 34 56.',
    'Salon Élégance',
    'beauty',
    { address: '8 Place Bellecour, 69002 Lyon', phone: '04 78 12 34 56', schemaType: 'HairSalon' },
  ),
  fr(
    'Cabinet Dupont est un cabinet d’avocats au 22 Boulevard Haussmann, 75009 Paris.',
    'Cabinet Dupont',
    'legal',
    { address: '22 Boulevard Haussmann, 75009 Paris' },
  ),
  de(
    'Bäckerei Schmidt ist eine Bäckerei in der Hauptstraße 5, 10115 Berlin. Geöffnet Mo–Sa 6–18 Uhr.',
    'Bäckerei Schmidt',
    'restaurant',
    { address: 'Hauptstraße 5, 10115 Berlin', hours: 'Mo–Sa 6–18 Uhr', schemaType: 'Bakery' },
  ),
  de(
    'Friseur Kamm ist ein Friseursalon in der Goethestraße 12, 80336 München. Telefon 089 1234567.',
    'Friseur Kamm',
    'beauty',
    { address: 'Goethestraße 12, 80336 München', phone: '089 1234567', schemaType: 'HairSalon' },
  ),
  de(
    'Zahnarztpraxis Weber ist ein Zahnarzt am Marktplatz 3, 69117 Heidelberg.',
    'Zahnarztpraxis Weber',
    'healthcare',
    { address: 'Marktplatz 3, 69117 Heidelberg', schemaType: 'Dentist' },
  ),
];
