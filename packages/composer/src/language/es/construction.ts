import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the construction kinds (plumber, electrician, builder, locksmith). */
export const KINDS_CONSTRUCTION: Record<string, KindBank> = {
  plumber: {
    noun: 'fontanería',
    words: ['fontanero', 'fontanería', 'fontaneria', 'fontaneros'],
    headlines: ['Fontanería[ en {location}]', 'Fugas, grifos y calderas', 'Cuéntanos qué pasa y vamos'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} se ocupa de fugas, grifos, baños y calderas[ en {location}].',
      'Fugas, grifos, baños y calderas[ en {location}]: cuéntanos qué pasa.',
    ],
    about: [
      '{name} trabaja[ en {location}] en casas y negocios. Te explicamos qué vemos, qué opciones tienes y cuánto costará antes de empezar.',
      'Cuéntanos qué problema tienes y te explicamos cómo podemos ayudarte[: {services}].',
    ],
    servicesTitles: ['Trabajos', 'Lo que hacemos'],
    services: [
      s('Reparaciones', 'Fugas, atascos y grifos que gotean.'),
      s('Baños', 'Cambios y reformas de baño.'),
      s('Calderas y calefacción', 'Revisión y reparación.'),
    ],
    ctaTitles: ['¿Tienes una fuga?', 'Cuéntanos qué necesitas'],
    buttons: [
      '{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}',
      '{Llámanos|Llamar ahora|Haz una llamada}',
    ],
    ctaButtons: ['{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}', 'Cuéntanos tu avería'],
    features: [
      s('Te lo explicamos antes', 'Qué vemos, qué opciones tienes y cuánto costará.'),
      s('Casas y negocios', 'Baños, cocinas y calefacción.'),
      s('Cerca de ti', 'Trabajamos[ en {location}] y alrededores.'),
    ],
    faq: [
      {
        question: '¿Cómo pido presupuesto?',
        answer: 'Cuéntanos qué pasa, mejor con alguna foto, y te decimos cómo seguimos.',
      },
      {
        question: '¿Revisáis calderas?',
        answer: 'Pregúntanos por tu modelo y te contamos qué podemos hacer.',
      },
      { question: '¿Trabajáis en mi zona?', answer: 'Dinos dónde estás[; trabajamos en {location}].' },
    ],
    contactTitle: '{Pide presupuesto|Tu presupuesto|Pide tu presupuesto|Cuéntanos qué necesitas}',
  },
  electrician: {
    noun: 'electricista',
    words: ['electricista', 'electricistas', 'instalaciones eléctricas'],
    headlines: ['Electricidad[ en {location}]', 'Instalaciones y averías', 'Cuéntanos qué necesitas'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} se ocupa de instalaciones, averías e iluminación[ en {location}].',
      'Instalaciones, averías e iluminación[ en {location}].',
    ],
    about: [
      '{name} trabaja[ en {location}] en viviendas y locales. Antes de empezar te explicamos qué hay que hacer y por qué.',
      'Cuéntanos qué necesitas y te lo explicamos con claridad[: {services}].',
    ],
    servicesTitles: ['Trabajos', 'Lo que hacemos'],
    services: [
      s('Instalaciones', 'Instalaciones nuevas y ampliaciones.'),
      s('Averías', 'Localizamos el problema y lo arreglamos.'),
      s('Iluminación', 'Luz interior y exterior.'),
    ],
    ctaTitles: ['¿Una avería?', 'Cuéntanos qué necesitas'],
    buttons: [
      '{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}',
      '{Llámanos|Llamar ahora|Haz una llamada}',
    ],
    features: [
      s('Sin tecnicismos', 'Te explicamos qué hay que hacer y por qué.'),
      s('Viviendas y locales', 'Instalaciones, averías e iluminación.'),
      s('Cerca de ti', 'Trabajamos[ en {location}] y alrededores.'),
    ],
    faq: [
      {
        question: '¿Cómo os pido presupuesto?',
        answer: 'Cuéntanos qué necesitas y te decimos cómo lo haríamos.',
      },
      {
        question: '¿Hacéis pequeños trabajos?',
        answer: 'Sí: un enchufe, una lámpara o un cuadro; pregúntanos.',
      },
      { question: '¿Trabajáis en mi zona?', answer: 'Dinos dónde estás[; trabajamos en {location}].' },
    ],
    contactTitle: '{Pide presupuesto|Tu presupuesto|Pide tu presupuesto|Cuéntanos qué necesitas}',
  },
  builder: {
    noun: 'empresa de reformas',
    words: ['reformas', 'albañil', 'constructora', 'construcción'],
    headlines: ['Reformas[ en {location}]', 'Tu proyecto, paso a paso', 'Hablemos de tu obra'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} hace reformas y obras[ en {location}], planificadas contigo.',
      'Reformas y obras[ en {location}], planificadas contigo.',
    ],
    about: [
      'En {name}[, en {location},] cada obra empieza con una visita y una charla sobre lo que quieres. Te explicamos el plan y seguimos en contacto de principio a fin.',
      'Cuéntanos tu proyecto y lo planificamos juntos[: {services}].',
    ],
    servicesTitles: ['Trabajos', 'Lo que hacemos'],
    services: [
      s('Reformas integrales', 'Cocinas, baños y viviendas completas.'),
      s('Ampliaciones', 'Más espacio, planificado contigo.'),
      s('Pequeñas obras', 'Arreglos y trabajos puntuales.'),
    ],
    ctaTitles: ['¿Tienes un proyecto?', 'Hablemos de tu obra'],
    buttons: ['{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}', 'Cuéntanos tu obra'],
    features: [
      s('Planificado contigo', 'Sabes qué se hace en cada fase.'),
      s('Una visita primero', 'Vemos el espacio antes de proponerte nada.'),
      s('En tu zona', 'Obras y reformas[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo empezamos?',
        answer:
          'Con una visita: vemos el espacio, hablamos de lo que quieres y te preparamos un presupuesto.',
      },
      {
        question: '¿Os ocupáis de los permisos?',
        answer: 'Pregúntanos por tu obra y te explicamos qué hace falta.',
      },
      { question: '¿Hacéis obras pequeñas?', answer: 'Sí: cuéntanos qué necesitas[, ya sea {services}].' },
    ],
    contactTitle: '{Pide presupuesto|Tu presupuesto|Pide tu presupuesto|Cuéntanos tu proyecto}',
  },
  locksmith: {
    noun: 'cerrajería',
    words: ['cerrajero', 'cerrajera', 'cerrajería', 'cerrajeria'],
    headlines: ['Cerrajería[ en {location}]', 'Puertas, cerraduras y llaves', '¿Problemas con la cerradura?'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} abre puertas, cambia cerraduras y hace copias de llaves[ en {location}].',
      'Puertas, cerraduras y llaves[ en {location}]: cuéntanos qué pasa.',
    ],
    about: [
      '{name} trabaja en casas, comercios y comunidades[ de {location}]. Nos cuentas qué ocurre y te explicamos qué podemos hacer antes de empezar.',
      'Una llave perdida, una cerradura que no gira o una puerta que quieres reforzar: cuéntanoslo[. Nos ocupamos de {services}].',
    ],
    servicesTitles: ['Trabajos', 'En qué te ayudamos'],
    services: [
      s('Apertura de puertas', 'Si te has quedado fuera, cuéntanos dónde estás.'),
      s('Cambio de cerraduras', 'Cerraduras y bombines nuevos para tu puerta.'),
      s('Copias de llaves', 'Tráenos tu llave y te hacemos una copia.'),
    ],
    serviceLines: ['{service}: cuéntanos qué necesitas.', '{service}, explicado antes de empezar.'],
    features: [
      s('Te lo explicamos antes', 'Qué vemos y qué opciones tienes, antes de tocar nada.'),
      s('Casas y comercios', 'Puertas de vivienda, locales y portales.'),
      s('Cerca de ti', 'Trabajamos[ en {location}] y alrededores.'),
    ],
    faq: [
      {
        question: '¿Qué hago si me he quedado fuera?',
        answer: 'Llámanos, dinos dónde estás y qué tipo de puerta es, y te contamos cómo lo hacemos.',
      },
      {
        question: '¿Podéis cambiar solo el bombín?',
        answer: 'Sí: cuéntanos qué cerradura tienes y te explicamos las opciones.',
      },
      {
        question: '¿Cuánto costará?',
        answer: 'Depende del trabajo: cuéntanos qué pasa y te lo decimos antes de empezar.',
      },
    ],
    ctaTitles: ['¿Te has quedado fuera?', 'Cuéntanos qué pasa con tu puerta'],
    ctaSubtitles: ['Llámanos y te explicamos qué podemos hacer.', 'Dinos dónde estás y qué necesitas.'],
    buttons: ['{Llámanos|Llamar ahora|Haz una llamada}', 'Cuéntanos qué pasa'],
    ctaButtons: [
      '{Llámanos|Llamar ahora|Haz una llamada}',
      '{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}',
    ],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
