import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'peluquería',
    words: ['peluquería', 'peluqueria', 'salón de peluquería'],
    headlines: [
      '{Tu pelo, como te gusta|Tu pelo, a tu manera|Tu pelo, como lo quieres}[ en {location}]',
      '{Un cambio de look sin prisas|Un cambio de look, con calma|Tu próximo corte, sin prisas}',
      '{Tu peluquería|Una peluquería de barrio}[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una peluquería[ en {location}] donde {cada cita empieza escuchándote|primero hablamos y luego cortamos|te escuchamos antes de coger las tijeras}.',
      'Una peluquería[ en {location}] donde {cada cita empieza escuchándote|primero hablamos y luego cortamos}.',
    ],
    about: [
      'En {name}[, en {location},] cada cita empieza con una charla: qué quieres, cómo llevas el pelo y qué te apetece {probar|cambiar}. Después, {a disfrutar del rato|te relajas y nosotros nos ponemos manos a la obra}.',
      '{Cuéntanos qué buscas|Dinos qué te apetece} y te aconsejamos lo que mejor va contigo[: {services}].',
    ],
    servicesTitles: [
      '{Servicios|Nuestros servicios|Lo que hacemos}',
      '{En el sillón|En la peluquería|Para tu pelo}',
    ],
    services: [
      s(
        'Corte',
        '{Un corte pensado para ti|Un corte a tu medida|Un corte elegido contigo}{ y para tu día a día| y fácil de llevar|, cómodo para tu rutina}.',
      ),
      s(
        'Color',
        '{Desde un cambio sutil|De un reflejo discreto|De unos tonos suaves} {hasta algo nuevo|hasta un cambio total|hasta algo atrevido}.',
      ),
      s(
        'Peinados',
        '{Para una ocasión especial|Para una boda, una fiesta|Para un día señalado} {o porque sí|o solo porque te apetece|o para verte bien}.',
      ),
    ],
    serviceLines: [
      '{service}: cuéntanos qué te apetece.',
      '{service}, con calma y a tu gusto.',
      '{service}: te aconsejamos antes de empezar.',
    ],
    ctaTitles: [
      '{¿Te apetece un cambio?|¿Te animas a un cambio?|¿Toca peluquería?}',
      '{Pide tu cita|Reserva tu hora|Te buscamos un hueco}',
    ],
    ctaSubtitles: [
      '{Llámanos|Escríbenos} y {buscamos un hueco que te venga bien|te damos cita}.',
      '{Cuéntanos qué te apetece|Trae una foto o una idea} y {lo vemos juntos|te aconsejamos}.',
    ],
    ctaButtons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Reserva tu hora|Quiero una cita}'],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Ver servicios|Nuestros servicios}'],
    featuresTitle: '{Lo que cuidamos|Así te atendemos|Lo que nos importa}',
    features: [
      s(
        '{Te escuchamos primero|Primero, hablamos|Antes de cortar, escuchar|Tu idea, lo primero}',
        '{Antes de cortar|Antes de coger las tijeras|Antes de empezar}, {hablamos de lo que quieres|nos cuentas qué te apetece|vemos contigo qué buscas}{ y cómo llevas el pelo|}.',
      ),
      s(
        '{Para tu día a día|Fácil de llevar|Un pelo que funcione|Pensado para tu rutina}',
        '{Un peinado|Un corte} {fácil de llevar en casa|fácil de peinar por tu cuenta|que funcione también entre cita y cita}{, sin complicaciones|}.',
      ),
      s(
        '{En tu barrio|Cerca de casa|Tu sitio de confianza|Consejo sincero}',
        '{Te decimos|Te contamos con franqueza} {qué le va a tu pelo|qué te puede favorecer|lo que mejor te queda}[, aquí en {location}].',
      ),
    ],
    faq: [
      {
        question: '{¿Tengo que pedir cita?|¿Hace falta cita?|¿Cómo pido cita?}',
        answer:
          '{Te lo recomendamos|Mejor con cita}: {llámanos o escríbenos|escríbenos o llámanos} y {buscamos un hueco|te damos hora}.',
      },
      {
        question:
          '{¿Me aconsejáis un cambio de look?|¿Me ayudáis a elegir un cambio?|¿Me ayudáis si no sé qué hacerme?}',
        answer:
          '{Claro|Para eso estamos}: {cuéntanos qué te apetece|dinos qué te gusta y qué no} y {vemos juntos lo que mejor te va|te proponemos algo que te favorezca}.',
      },
      {
        question: '{¿Cuánto dura un color?|¿Cuánto aguanta un tinte?|¿Cada cuánto hay que retocar el color?}',
        answer:
          '{Depende del tipo de color y de tu pelo|Depende de tu pelo y del color que elijas}: {pregúntanos|consúltanos} y te lo {explicamos|contamos con calma}.',
      },
      {
        question:
          '{¿Puedo traer una foto?|¿Os puedo enseñar una foto de lo que quiero?|¿Sirve traer una imagen de referencia?}',
        answer:
          '{Claro|Por supuesto}: {así vemos enseguida lo que te gusta|nos ayuda a entender lo que buscas} y te decimos {cómo adaptarlo a tu pelo|si le va a tu pelo}.',
      },
      {
        question:
          '{¿Me explicáis cómo cuidar el pelo en casa?|¿Me dais consejos para peinarme en casa?|¿Cómo mantengo el corte en casa?}',
        answer:
          '{Sí|Claro}: al terminar te {contamos|enseñamos} {cómo peinarlo y cuidarlo|qué hacer para que te dure} {entre cita y cita|hasta la próxima visita}.',
      },
    ],
    aboutExpandedTitle: '{Así trabajamos|En el sillón|Cómo es tu cita}',
    aboutExpanded: [
      '{Antes de coger las tijeras|Antes de empezar}, hablamos: {de tu pelo, de tu día a día y de lo que te apetece|de lo que quieres, de cómo te peinas y de lo que te gustaría probar}. {Solo entonces nos ponemos manos a la obra|Después, manos a la obra}.',
      'En {name}[, en {location},] {cada cita es una conversación|todo empieza con una charla}: {nos cuentas qué buscas|nos dices qué te apetece}, te {aconsejamos|damos nuestra opinión} con franqueza y {decides tú|eliges con calma}.',
    ],
    contactTitle: '{Pide tu cita|Reserva tu cita|Cita previa}',
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
    buttons: [
      '{Pedir cita|Reservar cita|Pide tu cita}',
      '{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}',
    ],
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
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', 'Ver tratamientos'],
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
    contactTitle: '{Pide tu cita|Reserva tu cita|Cita previa}',
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
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', 'Elige tu color'],
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
    contactTitle: '{Pide tu cita|Reserva tu cita|Cita previa}',
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
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', 'Cuéntanos cómo es tu perro'],
    ctaButtons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Llámanos|Llamar ahora|Haz una llamada}'],
    contactTitle: '{Pide cita|Reserva tu cita|Para pedir cita|Tu cita}',
  },
};
