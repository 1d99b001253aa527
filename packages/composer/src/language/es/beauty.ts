import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'peluquería',
    words: ['peluquería', 'peluqueria', 'salón de peluquería'],
    headlines: [
      'Tu pelo, como te gusta[ en {location}]',
      'Un cambio de look sin prisas',
      'Tu peluquería[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una peluquería[ en {location}] donde cada cita empieza escuchándote.',
      'Una peluquería[ en {location}] donde cada cita empieza escuchándote.',
    ],
    about: [
      'En {name}[, en {location},] cada cita empieza con una charla: qué quieres, cómo llevas el pelo y qué te apetece probar. Después, a disfrutar del rato.',
      'Cuéntanos qué buscas y te aconsejamos lo que mejor va contigo[: {services}].',
    ],
    servicesTitles: ['Servicios', 'En el sillón'],
    services: [
      s('Corte', 'Un corte pensado para ti y para tu día a día.'),
      s('Color', 'Desde un cambio sutil hasta algo nuevo.'),
      s('Peinados', 'Para una ocasión especial o porque sí.'),
    ],
    ctaTitles: ['¿Te apetece un cambio?', 'Pide tu cita'],
    ctaButtons: ['Pedir cita', 'Reserva tu hora'],
    buttons: ['Pedir cita', 'Ver servicios'],
    features: [
      s('Te escuchamos primero', 'Antes de cortar, hablamos de lo que quieres.'),
      s('Para tu día a día', 'Un peinado fácil de llevar en casa.'),
      s('En tu barrio', 'Tu peluquería de confianza[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Tengo que pedir cita?',
        answer: 'Te lo recomendamos: llámanos o escríbenos y buscamos un hueco.',
      },
      {
        question: '¿Me aconsejáis un cambio de look?',
        answer: 'Claro: cuéntanos qué te apetece y vemos juntos lo que mejor te va.',
      },
      {
        question: '¿Cuánto dura un color?',
        answer: 'Depende del servicio[ y de {services}]: pregúntanos y te lo explicamos.',
      },
    ],
    contactTitle: 'Pide tu cita',
  },
  barber: {
    noun: 'barbería',
    words: ['barbería', 'barberia', 'barbero'],
    headlines: ['Cortes y barba[ en {location}]', 'Siéntate y relájate', 'Tu barbería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una barbería[ en {location}] para cortarse el pelo sin prisas.',
      'Una barbería[ en {location}] para cortarse el pelo sin prisas.',
    ],
    about: [
      'En {name}[, en {location},] te sientas, nos cuentas cómo lo quieres y nos ponemos manos a la obra.',
      'Un buen corte empieza escuchando. Dinos cómo te gusta y lo recordaremos la próxima vez[: {services}].',
    ],
    servicesTitles: ['En el sillón', 'Servicios'],
    services: [
      s('Corte de pelo', 'Un corte a tu gusto.'),
      s('Arreglo de barba', 'Barba perfilada y cuidada.'),
      s('Afeitado', 'Con toalla caliente y sin prisas.'),
    ],
    ctaTitles: ['¿Toca corte?', 'Pide tu cita'],
    buttons: ['Pedir cita', 'Ven a vernos'],
    features: [
      s('Tu rato en el sillón', 'Tu corte, con el tiempo que necesita.'),
      s('Barba a punto', 'Perfilada y cuidada, como te gusta.'),
      s('De barrio', 'Tu barbería de siempre[ en {location}].'),
    ],
    faq: [
      { question: '¿Hace falta cita?', answer: 'Llámanos o escríbenos y te decimos cuándo hay hueco.' },
      { question: '¿Arregláis solo la barba?', answer: 'Claro: dinos qué quieres y lo hacemos.' },
      { question: '¿Cortáis el pelo a niños?', answer: 'Pregúntanos[ en {location}] y te lo contamos.' },
    ],
    contactTitle: 'Ven a la barbería',
  },
  'beauty-salon': {
    noun: 'centro de estética',
    words: ['centro de estética', 'centro de belleza', 'salón de belleza', 'estética'],
    headlines: [
      'Un rato para ti[ en {location}]',
      'Cuídate sin prisas',
      'Tu centro de estética[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un centro de estética[ en {location}] para regalarte un rato de calma.',
      'Un centro de estética[ en {location}] para regalarte un rato de calma.',
    ],
    about: [
      'En {name}[, en {location},] cada tratamiento empieza con una charla sobre lo que buscas. Te explicamos cada paso para que solo tengas que relajarte.',
      'Cuéntanos qué te apetece y te recomendamos lo que mejor va contigo[: {services}].',
    ],
    servicesTitles: ['Tratamientos', 'Lo que ofrecemos'],
    services: [
      s('Faciales', 'Un tratamiento para tu piel, explicado paso a paso.'),
      s('Depilación', 'Con calma y cuidado.'),
      s('Manicura y pedicura', 'Manos y pies a punto.'),
    ],
    ctaTitles: ['Date un capricho', 'Pide tu cita'],
    buttons: ['Pedir cita', 'Ver tratamientos'],
    features: [
      s('Un rato para ti', 'Tiempo para desconectar y cuidarte.'),
      s('Te lo explicamos', 'Cada tratamiento, paso a paso.'),
      s('Cerca de casa', 'Tu centro de estética[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Qué tratamiento me conviene?',
        answer: 'Cuéntanos qué buscas y te recomendamos lo que mejor va contigo.',
      },
      {
        question: '¿Cómo pido cita?',
        answer: 'Llámanos o escríbenos y buscamos el momento que te venga bien.',
      },
      {
        question: '¿Puedo regalar un tratamiento?',
        answer: 'Pregúntanos[ por {services}] y te contamos cómo hacerlo.',
      },
    ],
    contactTitle: 'Pide tu cita',
  },
  'nail-salon': {
    noun: 'salón de uñas',
    words: ['salón de uñas', 'manicura', 'uñas'],
    headlines: ['Uñas bonitas[ en {location}]', 'Manos y pies a punto', 'Tu salón de uñas[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un salón de uñas[ en {location}] para mimar manos y pies.',
      'Un salón de uñas[ en {location}] para mimar manos y pies.',
    ],
    about: [
      'En {name}[, en {location},] te sientas, eliges color y diseño y te olvidas de todo un rato.',
      'Tráenos tu idea o déjate aconsejar[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Para tus uñas'],
    services: [
      s('Manicura', 'Manos cuidadas y uñas a tu gusto.'),
      s('Pedicura', 'Pies listos para lucir.'),
      s('Diseños', 'Trae tu idea y la hacemos realidad.'),
    ],
    ctaTitles: ['¿Te apetece un color nuevo?', 'Pide tu cita'],
    buttons: ['Pedir cita', 'Elige tu color'],
    features: [
      s('Tú eliges', 'Color, forma y diseño, a tu gusto.'),
      s('Con calma', 'Un rato tranquilo para ti.'),
      s('Cerca de ti', 'Tu salón de uñas[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo traer mi propio diseño?',
        answer: 'Claro: enséñanos la idea y vemos cómo hacerla.',
      },
      { question: '¿Cómo pido cita?', answer: 'Llámanos o escríbenos y te buscamos un hueco.' },
      {
        question: '¿Cuánto dura el esmaltado?',
        answer: 'Depende del tipo[ de {services}]: pregúntanos y te lo explicamos.',
      },
    ],
    contactTitle: 'Pide tu cita',
  },
  'dog-groomer': {
    noun: 'peluquería canina',
    words: ['peluquería canina', 'peluqueria canina', 'peluquero canino', 'estética canina'],
    headlines: ['Tu perro, guapo y limpio', 'Peluquería canina[ en {location}]', 'Baño, corte y mimos'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una peluquería canina[ en {location}] donde tu perro va con calma.',
      'Una peluquería canina[ en {location}] donde tu perro va con calma.',
    ],
    about: [
      'En {name}[, en {location},] cada perro tiene su ritmo. Nos cuentas cómo es el tuyo y cómo lo quieres, y lo tratamos con paciencia de principio a fin.',
      'Tráenos a tu perro y dinos cómo te gusta que quede[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Para tu perro'],
    services: [
      s('Baño', 'Baño y secado, con paciencia.'),
      s('Corte', 'Según su raza, su pelo y tu gusto.'),
      s('Uñas y oídos', 'Corte de uñas y limpieza de oídos.'),
    ],
    serviceLines: ['{service}: cuéntanos cómo es tu perro.', '{service}, con calma y paciencia.'],
    features: [
      s('Con paciencia', 'Cada perro a su ritmo, sin agobios.'),
      s('Como tú lo quieres', 'Nos dices cómo te gusta que quede.'),
      s('En tu barrio', 'Tráelo de paseo[, aquí en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo pido cita para mi perro?',
        answer: 'Llámanos o escríbenos, dinos su raza y qué necesita, y buscamos un hueco.',
      },
      {
        question: '¿Y si mi perro se pone nervioso?',
        answer: 'Cuéntanoslo antes: vamos con calma y a su ritmo.',
      },
      {
        question: '¿Atendéis a gatos?',
        answer: 'Pregúntanos[ en {location}] y te decimos qué podemos hacer.',
      },
    ],
    ctaTitles: ['¿Toca baño?', 'Pide cita para tu perro'],
    ctaSubtitles: ['Cuéntanos cómo es y qué necesita.', 'Buscamos un hueco para vosotros.'],
    buttons: ['Pedir cita', 'Cuéntanos cómo es tu perro'],
    ctaButtons: ['Pedir cita', 'Llámanos'],
    contactTitle: 'Pide cita',
  },
};
