import { type KindCase, known as k, unknown as u } from './kind-case';

/**
 * Trades the registry does not know, and descriptions where a word in passing names another
 * trade ("next to the school", "pet daycare", "a bar with live music").
 */
export const KINDS_CONFUSABLE: KindCase[] = [
  k('dog-walker', 'Happy Tails is a dog daycare in Denver, supervised play groups, naps and pick-up by 6pm.'),
  k(
    ['dog-walker', 'dog-groomer'],
    'pet daycare and grooming in leeds, your dog plays all day and goes home clean 🐾',
  ),
  k(
    'dog-walker',
    'Woof Camp - doggy day care and overnight boarding in Surrey, large secure fields, webcam access.',
  ),
  k(
    ['pub', 'music-venue'],
    'The Velvet Room is a cocktail bar with live jazz on Fridays in Shoreditch. Signature martinis.',
  ),
  k(
    ['music-venue', 'pub'],
    'cocktail bar and live music venue in nashville, bands every night, no cover before 8',
  ),
  k(
    'car-dealer',
    'Used cars for sale in Swindon - Redline Autos, 40+ hatchbacks and estates, part exchange welcome.',
  ),
  k(
    'plumber',
    '24hr emergency plumber covering Manchester, burst pipes, no heating, blocked toilets. 0161 555 0101',
  ),
  u(
    'Paddle North runs guided kayak tours on Lake Superior, half-day and sunset trips, all gear included.',
    'travel',
  ),
  k(
    ['hotel', 'bed-and-breakfast'],
    'Two holiday apartments for rent in Lisbon old town, sleeps 4, self check-in, balcony with river view.',
  ),
  k(
    ['hotel', 'bed-and-breakfast'],
    'vacation rentals on the outer banks, 6 beach houses, weekly stays june to august',
  ),
  u(
    'Derma Laser Clinic in Harley Street: laser hair removal, skin rejuvenation and pigmentation treatments.',
    'healthcare',
    'beauty',
  ),
  u(
    'Sarah Kent, psychotherapist in Islington, individual therapy for anxiety, depression and trauma.',
    'healthcare',
  ),
  u(
    'Licensed marriage and family therapist in Portland, couples counseling online and in person.',
    'healthcare',
  ),
  u(
    'Aldridge Wealth is an independent wealth manager in Edinburgh, investment management and retirement planning.',
    'finance',
  ),
  u(
    'Fade Away offers laser tattoo removal in Leeds, free patch test, from £40 per session.',
    'beauty',
    'healthcare',
  ),
  u("I'm Tom, a dog trainer in Bristol. Puppy classes, recall and reactive dog one-to-ones."),
  k(
    'music-teacher',
    'piano lessons for kids and adults in Bath, grades 1-8, in my home studio near the park',
  ),
  k('dj', 'wedding DJ in Kent, first dance to last song, uplighting and a photo booth for hire'),
  u('Sam Lee, wedding celebrant in Devon writing personal ceremonies for couples and families.'),
  u('Notary public in Brighton, document certification, apostilles and powers of attorney.', 'legal'),
  u('Hartley & Sons Funeral Directors, a family funeral home in Derby since 1921, pre-paid funeral plans.'),
  k(
    'childcare',
    'Little Stars nursery next to the primary school in Leeds, ages 0-5, forest school afternoons.',
  ),
  k(
    'martial-arts',
    'karate classes for kids and adults in Leicester, next to the bakery on High St, first lesson free',
  ),
  k(
    'mechanic',
    'Jones Garage, MOT and servicing in Crewe, large car park, we can collect your car from work',
  ),
  k('cafe', 'cafe opposite the hair salon on Mill Road, toasties, soup and cake, dogs welcome'),
  k(
    'hair-salon',
    'hair salon in Hove, kids cuts, gents cuts and colour, opposite the train station and the pub',
  ),
  u(
    'We make handmade soap and candles in Cornwall and sell online and at craft fairs.',
    'retail',
    'manufacturing',
  ),
  u('Bee Happy Honey - beekeeper in Herefordshire selling raw honey and beeswax wraps.', 'retail'),
  u('Chimney sweep in Shropshire, wood burners and open fires, certificate for insurance.'),
  u('Pest control in Birmingham: wasps, rats, mice and bed bugs. Same-day callouts.'),
  u('I am a life coach in Austin helping women through career changes. Free discovery call.', 'professional'),
  u('Hearing aid audiologist in Norwich, hearing tests and ear wax removal.', 'healthcare'),
  u('Stonemason in the Cotswolds restoring dry stone walls and memorials.', 'construction'),
  u('tree surgeon in kent, felling, crown reductions, stump grinding, fully insured', 'construction'),
  u(
    'Handyman in Richmond: flat pack, shelves, curtain poles, small repairs. No job too small.',
    'construction',
  ),
  u('Computer repair in Swansea, laptops, screens, virus removal and data recovery.', 'technology'),
  u('We are a translation agency in Bristol: certified translations in 40 languages.', 'professional'),
  u('Guía turística en Sevilla, visitas guiadas por el centro histórico y el Alcázar.', 'travel'),
  u('Psicóloga en Madrid, terapia para ansiedad y depresión, sesiones online y presenciales.', 'healthcare'),
  k(
    'dog-walker',
    'Guardería canina en Valencia: tu perro juega todo el día con supervisión, recogida a domicilio.',
  ),
  u('Notaría en Zaragoza, escrituras, testamentos y poderes.', 'legal'),
  u('Alquiler de kayaks y rutas guiadas por la Costa Brava, salidas cada mañana en verano.', 'travel'),
  k(
    ['car-dealer'],
    'Compraventa de coches de segunda mano en Alicante, más de 50 vehículos revisados y con garantía.',
  ),
  k(
    ['hotel', 'bed-and-breakfast'],
    'Location de gîtes en Ardèche, trois maisons avec piscine, à la semaine en été.',
  ),
  u(
    'Psychologue à Lyon, thérapie pour adultes et adolescents, séances en cabinet ou en visio.',
    'healthcare',
  ),
  u('Pompes funèbres Lefèvre à Rouen, organisation des obsèques, contrats obsèques.'),
  k(
    'dog-walker',
    'Pension canine et garderie pour chiens près de Nantes, grands parcs, promenades quotidiennes.',
  ),
  u('Conseiller en gestion de patrimoine à Bordeaux, placements, assurance vie et retraite.', 'finance'),
  u('Cave à cocktails avec concerts le jeudi à Montmartre, DJ le week-end.', 'entertainment'),
  k('dog-walker', 'Hundetagesstätte Pfotenglück in München, Betreuung in Gruppen, Abholservice.'),
  u(
    'Psychotherapeutin in Hamburg, Verhaltenstherapie für Erwachsene, Termine nach Vereinbarung.',
    'healthcare',
  ),
  u('Bestattungen Meier in Köln, Erd- und Feuerbestattung, Vorsorge.'),
  k(
    ['hotel', 'bed-and-breakfast'],
    'Ferienwohnungen an der Ostsee, drei Wohnungen mit Meerblick, ab 3 Nächten.',
  ),
  u('Kanutouren auf der Mecklenburgischen Seenplatte, geführte Touren und Bootsverleih.', 'travel'),
  u('Vermögensberater in Düsseldorf, Geldanlage, Altersvorsorge und Finanzplanung.', 'finance'),
  k('car-dealer', 'Gebrauchtwagenhandel Auto Krüger in Leipzig, über 70 Fahrzeuge, Finanzierung möglich.'),
  u('Cocktailbar mit Livemusik in Köln, jeden Samstag Jazz, Happy Hour bis 20 Uhr.', 'entertainment'),
  u(
    'Escuela de surf en Cantabria: clases para todos los niveles y alquiler de tablas.',
    'fitness',
    'education',
  ),
  u('Fahrradverleih und geführte Radtouren an der Mosel.', 'travel'),
  u(
    'Clinique esthétique laser à Nice, épilation laser, taches pigmentaires, rajeunissement.',
    'healthcare',
    'beauty',
  ),
  u('Blacksmith in Vermont making hand forged hooks, knives and gates to order.'),
  u('Mobile notary and loan signing agent in Dallas, evenings and weekends, I come to you.', 'legal'),
  u('Sign writer in Bath: hand painted shop signs, gilding and van lettering.'),
  u('Upholsterer in Norwich re-covering sofas, armchairs and dining chairs in your fabric or ours.'),
  u('Costurera en Sevilla: arreglos de ropa, bajos, cremalleras y vestidos a medida.'),
  u('Cordonnerie du Centre à Nancy, réparation de chaussures, clés minute et gravure.'),
  u('Schneiderei Nadelöhr in Bremen, Änderungen, Reparaturen und Maßanfertigung.'),
];
