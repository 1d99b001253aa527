import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the retail kinds (florist, bookshop, butcher). */
export const KINDS_RETAIL: Record<string, KindBank> = {
  florist: {
    noun: 'floristería',
    words: ['floristería', 'floristeria', 'florista', 'flores'],
    headlines: ['Flores[ en {location}]', 'Para decirlo con flores', 'Tu floristería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una floristería[ en {location}] para cada ocasión.',
      'Una floristería[ en {location}] para cada ocasión.',
    ],
    about: [
      'En {name}[, en {location},] preparamos cada ramo pensando en quién lo va a recibir. Cuéntanos la ocasión y lo preparamos contigo.',
      'Pásate, mira lo que hay de temporada y llévate algo bonito[: {services}].',
    ],
    servicesTitles: ['Flores', 'Lo que preparamos'],
    services: [
      s('Ramos', 'Para regalar o para casa.'),
      s('Bodas', 'Flores para vuestro día.'),
      s('Coronas y centros', 'Para despedir con cariño.'),
    ],
    ctaTitles: ['¿Para quién son las flores?', 'Cuéntanos la ocasión'],
    buttons: ['Encargar flores', '{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}'],
    features: [
      s('Para cada ocasión', 'Cumpleaños, bodas o porque sí.'),
      s('Pensado para quien lo recibe', 'Cuéntanos para quién es y lo preparamos.'),
      s('En tu barrio', 'Tu floristería[ en {location}].'),
    ],
    faq: [
      { question: '¿Puedo encargar un ramo?', answer: 'Claro: dinos para cuándo y para qué ocasión.' },
      { question: '¿Hacéis flores para bodas?', answer: 'Cuéntanos vuestra idea y la vemos juntos.' },
      {
        question: '¿Qué flores hay ahora?',
        answer: 'Pásate[ por la tienda de {location}] o pregúntanos qué hay de temporada.',
      },
    ],
    contactTitle: '{Visítanos|Ven a vernos|Pásate a vernos|Dónde estamos|Te esperamos}',
  },
  bookshop: {
    noun: 'librería',
    words: ['librería', 'libreria', 'librero', 'librera'],
    headlines: ['Libros[ en {location}]', 'Entra y hojea', 'Tu librería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una librería[ en {location}] para curiosear, hojear y preguntar.',
      'Una librería[ en {location}] para curiosear, hojear y preguntar.',
    ],
    about: [
      'En {name}[, en {location},] nos gusta hablar de libros. Entra, date una vuelta por las estanterías y pregúntanos si buscas algo concreto o quieres una idea.',
      'Cuéntanos qué te gusta leer y te enseñamos por dónde empezar[: {services}].',
    ],
    servicesTitles: ['En las estanterías', 'Entre libros'],
    services: [
      s('Novedades', 'Lo que acaba de llegar, en la mesa de la entrada.'),
      s('Recomendaciones', 'Dinos qué te gusta y te proponemos tu próxima lectura.'),
      s('Encargos', 'Si no lo ves en la estantería, pregúntanos por él.'),
    ],
    serviceLines: ['{service}: pregúntanos en la librería.', '{service}, para leer o para regalar.'],
    features: [
      s('Para curiosear', 'Entra, hojea y tómate tu tiempo.'),
      s('Hablamos de libros', 'Pregúntanos y te damos ideas[ de {services}].'),
      s('Librería de barrio', 'Entre tus calles[, en {location}].'),
    ],
    faq: [
      {
        question: '¿Podéis conseguirme un libro que no tenéis?',
        answer: 'Pregúntanos por él y te decimos cómo podemos conseguirlo.',
      },
      {
        question: '¿Me recomendáis algo para regalar?',
        answer: 'Con mucho gusto: cuéntanos para quién es y qué le gusta.',
      },
      {
        question: '¿Puedo pasar solo a mirar?',
        answer: 'Claro, para eso está la librería[ de {location}]. Entra y curiosea lo que quieras.',
      },
    ],
    ctaTitles: ['¿Qué vas a leer ahora?', 'Pásate a curiosear'],
    ctaSubtitles: [
      'Siempre hay algo nuevo en las estanterías.',
      'Cuéntanos qué buscas y te ayudamos a encontrarlo.',
    ],
    buttons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Pregúntanos por un libro'],
    ctaButtons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Pregunta por un libro'],
    contactTitle: 'Visita la librería',
  },
  butcher: {
    noun: 'carnicería',
    words: ['carnicería', 'carniceria', 'carnicero', 'carnicera'],
    headlines: ['Carne[ en {location}]', 'Pídela a tu gusto', 'Tu carnicería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una carnicería[ en {location}] donde te preparamos la carne como la quieres.',
      'Una carnicería[ en {location}] donde te preparamos la carne como la quieres.',
    ],
    about: [
      'En {name}[, en {location},] te atendemos en el mostrador y te preparamos cada pieza como la vas a cocinar. Pregúntanos qué va bien para tu receta.',
      'Dinos qué vas a cocinar y para cuántos, y te aconsejamos[: {services}].',
    ],
    servicesTitles: ['En el mostrador', 'Lo que preparamos'],
    services: [
      s('Ternera y cerdo', 'Piezas enteras o cortadas a tu gusto.'),
      s('Aves', 'Pollo y pavo, enteros o en piezas.'),
      s('Preparados', 'Hamburguesas, brochetas y otros preparados; pregúntanos qué hay hoy.'),
    ],
    serviceLines: ['{service}: pídelo en el mostrador.', '{service}, cortado como lo necesites.'],
    features: [
      s('Cortado a tu gusto', 'Filetes, trozos o picada: dinos cómo la quieres.'),
      s('Consejo de carnicero', 'Te decimos qué pieza va con tu receta[: {services}].'),
      s('En tu barrio', 'La carnicería de la esquina[, en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo encargar la carne con antelación?',
        answer: 'Pregúntanos[ en la tienda de {location}] y te decimos cómo hacer tu encargo.',
      },
      {
        question: '¿Me la cortáis como quiero?',
        answer: 'Sí: dinos cómo la vas a cocinar y te la preparamos en el mostrador.',
      },
      {
        question: '¿Qué pieza me recomiendas para un guiso?',
        answer: 'Depende de lo que cocines: pregúntanos y te aconsejamos.',
      },
    ],
    ctaTitles: ['¿Qué cocinas hoy?', 'Pásate por el mostrador'],
    ctaSubtitles: ['Te lo preparamos como lo necesites.', 'Cuéntanos tu receta y te aconsejamos.'],
    buttons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Haz tu encargo'],
    ctaButtons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Haz tu encargo'],
    contactTitle: 'Visita la carnicería',
  },
};
