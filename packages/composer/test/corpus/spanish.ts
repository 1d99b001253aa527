import { entry } from './types';

const e = entry('es', 'plain');

/** Descriptions written in Spanish. */
export const SPANISH = [
  e(
    'Panadería La Espiga es una panadería familiar en Sevilla con pan de masa madre desde 1985.',
    'Panadería La Espiga',
    'restaurant',
    { facts: ['desde 1985'], schemaType: 'Bakery' },
  ),
  e(
    'Peluquería Lola es una peluquería en Valencia. Cortes, color y peinados. Abierto de martes a sábado 10:00-20:00.',
    'Peluquería Lola',
    'beauty',
    { hours: 'martes a sábado 10:00-20:00', schemaType: 'HairSalon' },
  ),
  e(
    'Clínica Dental Sonrisa es una clínica dental en Málaga. Llámanos al 952 123 456.',
    'Clínica Dental Sonrisa',
    'healthcare',
    { phone: '952 123 456', schemaType: 'Dentist' },
  ),
  e(
    'Taller Hermanos García es un taller mecánico en Zaragoza desde 1990. Revisiones, frenos y neumáticos.',
    'Taller Hermanos García',
    'automotive',
    { facts: ['desde 1990'] },
  ),
  e(
    'Café Central es una cafetería en Salamanca con desayunos, tostadas y café de especialidad.',
    'Café Central',
    'restaurant',
    { schemaType: 'CafeOrCoffeeShop' },
  ),
  e(
    'Floristería Jazmín es una floristería en Granada. Ramos, bodas y coronas. Escríbenos a hola@jazmin.es',
    'Floristería Jazmín',
    'retail',
    { email: 'hola@jazmin.es', schemaType: 'Florist' },
  ),
  e(
    'Gimnasio Titán es un gimnasio en Bilbao abierto de lunes a viernes 7:00-22:00. Cuota desde 35 €.',
    'Gimnasio Titán',
    'fitness',
    { hours: 'lunes a viernes 7:00-22:00', schemaType: 'ExerciseGym' },
  ),
  e(
    'Bufete Morales es un despacho de abogados en Madrid: derecho de familia y herencias. Llame al 910 555 123.',
    'Bufete Morales',
    'legal',
    { phone: '910 555 123' },
  ),
  e(
    'Restaurante El Faro es un restaurante de pescado en Cádiz. Abierto todos los días 13:00-23:00.',
    'Restaurante El Faro',
    'restaurant',
    { hours: 'todos los días 13:00-23:00', schemaType: 'Restaurant' },
  ),
  e(
    'Academia Babel es una academia de idiomas en Murcia con clases de inglés, francés y alemán.',
    'Academia Babel',
    'education',
  ),
  e(
    'Clínica Veterinaria Patitas es una clínica veterinaria en Córdoba para perros y gatos.',
    'Clínica Veterinaria Patitas',
    'healthcare',
    { schemaType: 'VeterinaryCare' },
  ),
  e(
    'Librería Cervantes es una librería en Alcalá de Henares con más de 8.000 libros.',
    'Librería Cervantes',
    'retail',
    { facts: ['más de 8.000 libros'], schemaType: 'BookStore' },
  ),
  e(
    'Fontanería Rápida es un fontanero en Alicante para fugas, calderas y desatascos. Teléfono 965 123 789.',
    'Fontanería Rápida',
    'construction',
    { phone: '965 123 789', schemaType: 'Plumber' },
  ),
  e(
    'Uñas Bonitas es un salón de uñas en Madrid: manicura, pedicura y uñas de gel.',
    'Uñas Bonitas',
    'beauty',
    { schemaType: 'NailSalon' },
  ),
  e(
    'Peluquería Canina Guau es una peluquería canina en Valladolid. Baño y corte desde 25 €.',
    'Peluquería Canina Guau',
    'beauty',
    { facts: ['25 €'] },
  ),
  e(
    'Casa Rural El Roble es una casa rural en Asturias con seis habitaciones y desayuno casero.',
    'Casa Rural El Roble',
    'travel',
    { schemaType: 'BedAndBreakfast' },
  ),
  e('Estudio Luz es un fotógrafo de bodas en Toledo. Sígueme en @estudioluz', 'Estudio Luz', 'creative', {
    facts: ['@estudioluz'],
  }),
  e(
    'Asesoría Pérez es una asesoría en Vigo: contabilidad, impuestos y nóminas para autónomos.',
    'Asesoría Pérez',
    'finance',
    { schemaType: 'AccountingService' },
  ),
  e(
    'Inmobiliaria Sol es una inmobiliaria en Marbella para comprar y alquilar pisos.',
    'Inmobiliaria Sol',
    'real-estate',
    { schemaType: 'RealEstateAgent' },
  ),
  e(
    'Farmacia Norte es una farmacia en Pamplona abierta de lunes a sábado 9:00-21:00.',
    'Farmacia Norte',
    'healthcare',
    { hours: 'lunes a sábado 9:00-21:00', schemaType: 'Pharmacy' },
  ),
  e(
    'Pizzería Napoli es una pizzería en Barcelona con horno de leña. Pide al 933 456 789.',
    'Pizzería Napoli',
    'restaurant',
    { phone: '933 456 789' },
  ),
  e('Barbería Don Bigote es una barbería en Sevilla. Corte y barba 18 €.', 'Barbería Don Bigote', 'beauty', {
    facts: ['18 €'],
    schemaType: 'HairSalon',
  }),
  e(
    'Autoescuela Vía es una autoescuela en León con clases prácticas y teóricas.',
    'Autoescuela Vía',
    'education',
  ),
  e(
    'Carnicería Hnos. López es una carnicería en Burgos con carne de la zona desde 1970.',
    'Carnicería Hnos. López',
    'retail',
    { facts: ['desde 1970'] },
  ),
  e(
    'Óptica Visión es una óptica en Santander: gafas, lentillas y revisiones de la vista.',
    'Óptica Visión',
    'healthcare',
    { schemaType: 'Optician' },
  ),
  e(
    'Fisioterapia Activa es una clínica de fisioterapia en Logroño para lesiones deportivas.',
    'Fisioterapia Activa',
    'healthcare',
    { schemaType: 'Physiotherapy' },
  ),
  e(
    'Heladería Polar es una heladería en Alicante con más de 40 sabores artesanos.',
    'Heladería Polar',
    'restaurant',
    { facts: ['más de 40 sabores'], schemaType: 'IceCreamShop' },
  ),
  e(
    'Electricidad Ramos es un electricista en Albacete para instalaciones y reparaciones.',
    'Electricidad Ramos',
    'construction',
    { schemaType: 'Electrician' },
  ),
  e('Yoga Shanti es un estudio de yoga en Cádiz con clases de hatha y vinyasa.', 'Yoga Shanti', 'fitness'),
  e(
    'Cerrajería Express es un cerrajero en Madrid, urgencias 24/7. Llama al 600 123 456.',
    'Cerrajería Express',
    'construction',
    { phone: '600 123 456', hours: '24/7', schemaType: 'Locksmith' },
  ),
  e(
    'Agencia Mundo es una agencia de viajes en Oviedo: viajes de novios y escapadas.',
    'Agencia Mundo',
    'travel',
    { schemaType: 'TravelAgency' },
  ),
  e(
    'Dojo Samurai es una escuela de artes marciales en Getafe: kárate y judo para niños.',
    'Dojo Samurai',
    'fitness',
  ),
  e(
    'Guardería Pequeñines es una guardería en Toledo para niños de 0 a 3 años.',
    'Guardería Pequeñines',
    'education',
    { schemaType: 'ChildCare' },
  ),
  e(
    'Mudanzas Ya es una empresa de mudanzas en Valencia para pisos y oficinas.',
    'Mudanzas Ya',
    'professional',
    { schemaType: 'MovingCompany' },
  ),
  e(
    'Pastelería Dulce es una pastelería en Bilbao con tartas por encargo desde 1995.',
    'Pastelería Dulce',
    'restaurant',
    { facts: ['desde 1995'], schemaType: 'Bakery' },
  ),
  e(
    'Taller de Cerámica Barro es un taller de cerámica en Granada con cursos de torno.',
    'Taller de Cerámica Barro',
    'creative',
  ),
  e(
    'Sala Rock es una sala de conciertos en Madrid con música en directo cada fin de semana.',
    'Sala Rock',
    'entertainment',
    { schemaType: 'MusicVenue' },
  ),
  e(
    'Concesionario Motor Sur es un concesionario de coches de segunda mano en Jaén.',
    'Concesionario Motor Sur',
    'automotive',
    { schemaType: 'AutoDealer' },
  ),
  e('Coro Voces del Sur es un coro en Huelva que ensaya los jueves.', 'Coro Voces del Sur', 'entertainment', {
    schemaType: 'MusicGroup',
  }),
  e(
    'Limpiezas Brillo es una empresa de limpieza en Zaragoza para casas y oficinas. Email info@brillo.es',
    'Limpiezas Brillo',
    'professional',
    { email: 'info@brillo.es' },
  ),
  e(
    'Bar La Tasca es un bar de tapas en Logroño, abierto de martes a domingo 12:00-24:00.',
    'Bar La Tasca',
    'restaurant',
    { hours: 'martes a domingo 12:00-24:00' },
  ),
];
