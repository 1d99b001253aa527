import type { Item } from '../industries';
import type { KindBank, LanguageBank } from './bank-types';

const s = (name: string, description: string): Item => ({ name, description });

// Tuteo, as most small businesses in Spain write; no template asserts how the business works.
const kinds: Record<string, KindBank> = {
  bakery: {
    noun: 'panadería',
    words: ['panadería', 'panaderia', 'pastelería', 'pasteleria', 'obrador', 'horno'],
    headlines: ['Pan y dulces[ en {location}]', 'Tu panadería de barrio', 'Ven a por tu pan'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una panadería[ en {location}] donde siempre hay algo rico en el mostrador.',
      'Una panadería[ en {location}] con el mostrador lleno de cosas ricas.',
    ],
    about: [
      'En {name} nos gusta ver caras conocidas en el mostrador[ de {location}]. Pásate, pregúntanos por lo que más te apetezca y llévate algo bueno a casa.',
      'Pásate por el mostrador, pregúntanos lo que quieras y llévate algo rico a casa[: {services}].',
    ],
    servicesTitles: ['Del horno al mostrador', 'Lo que horneamos'],
    services: [
      s('Pan', 'Hogazas y barras para llevar a casa.'),
      s('Bollería', 'Algo dulce para el desayuno o la merienda.'),
      s('Tartas', 'Para cumpleaños, celebraciones o simplemente porque sí.'),
    ],
    serviceLines: ['{service}: pregúntanos en el mostrador.', '{service}, para llevar o para regalar.'],
    ctaTitles: ['Pásate a saludarnos', 'Te esperamos en el mostrador'],
    features: [
      s(
        '{Del horno al mostrador|Lo que sale del horno}',
        '{Pan, bollería y dulces para llevar a casa.|Pan, bollería y algo dulce para casa.}',
      ),
      s('Para encargar', 'Pregúntanos por tartas y pedidos para tus celebraciones.'),
      s('La panadería del barrio', 'Tu parada de siempre[ en {location}].'),
    ],
    faq: [
      {
        question: '{¿Puedo encargar una tarta?|¿Se pueden encargar tartas?}',
        answer:
          '{Claro: cuéntanos para cuándo y para cuántos, y lo vemos contigo.|Pregúntanos en el mostrador: dinos la fecha y para cuántos es.}',
      },
      {
        question: '¿Qué hay hoy en el mostrador?',
        answer: 'Pásate o pregúntanos[ por {services}]: te contamos lo que hay.',
      },
      {
        question: '¿Preparáis pedidos para grupos?',
        answer: 'Escríbenos con lo que necesitas y te decimos cómo lo hacemos.',
      },
    ],
    contactTitle: 'Visita la panadería',
  },
  cafe: {
    noun: 'cafetería',
    words: ['cafetería', 'cafeteria', 'café', 'cafe', 'salón de té'],
    headlines: [
      'Un buen café[ en {location}]',
      'Siéntate, pide y quédate un rato',
      'Tu cafetería[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una cafetería[ en {location}] para parar, charlar y quedarse un rato.',
      'Un sitio[ en {location}] para parar, charlar y quedarse un rato.',
    ],
    about: [
      '{name} es un sitio[ de {location}] para quedar con amigos, ponerse al día o simplemente sentarse con algo rico. Aquí lo sencillo y la buena compañía van de la mano.',
      'Entra, busca un sitio junto a la ventana y pide lo que te apetezca[: {services}]. Del resto nos encargamos nosotros.',
    ],
    servicesTitles: ['En la barra', 'Lo que servimos'],
    services: [
      s('Café', 'Tu café como te gusta.'),
      s('Desayunos', 'Para empezar el día con calma.'),
      s('Algo dulce', 'El acompañante perfecto para tu taza.'),
    ],
    ctaTitles: ['Pásate a tomar algo', 'Nos vemos pronto'],
    features: [
      s('Para quedarse', 'Mesas para charlar, leer o ponerse al día.'),
      s('Desayunos y meriendas', 'Algo rico para cada momento[: {services}].'),
      s('Tu rincón', 'Un sitio para parar[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo venir a trabajar un rato?',
        answer: 'Pásate y busca una mesa tranquila; pregúntanos si tienes dudas.',
      },
      { question: '¿Tenéis opciones sin lactosa?', answer: 'Pregúntanos en la barra y te decimos qué hay.' },
      {
        question: '¿Se puede reservar mesa?',
        answer: 'Escríbenos o llámanos[ y te decimos si hay sitio en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
  restaurant: {
    noun: 'restaurante',
    words: ['restaurante', 'bar de tapas', 'taberna', 'mesón', 'asador', 'marisquería', 'tasca'],
    headlines: ['Buena mesa[ en {location}]', 'Ven con hambre', 'Reserva tu mesa'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un restaurante[ en {location}] para comer bien y en buena compañía.',
      'Un restaurante[ en {location}] para comer bien y en buena compañía.',
    ],
    about: [
      'En {name}[, en {location},] nos gusta dar de comer a la gente. Ven a ver qué hay en la carta, pregúntanos por cualquier plato y tómate tu tiempo.',
      'Una comida rápida o una larga sobremesa con amigos: aquí hay sitio para las dos cosas[. Pregúntanos por {services}].',
    ],
    servicesTitles: ['En la carta', 'Lo que servimos'],
    services: [
      s('Comidas', 'Desde un almuerzo rápido hasta una comida larga.'),
      s('Cenas', 'Para terminar el día alrededor de la mesa.'),
      s('Para llevar', 'Tus platos favoritos para disfrutar en casa.'),
    ],
    ctaTitles: ['¿Tienes hambre?', 'Ven a comer con nosotros'],
    ctaButtons: ['Reservar', 'Reserva tu mesa'],
    features: [
      s('Para compartir', 'Platos para poner en el centro de la mesa.'),
      s('Larga sobremesa', 'Una comida tranquila, con tiempo para charlar.'),
      s('En la mesa', 'Comer bien[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Hace falta reservar?',
        answer: 'Te lo recomendamos, sobre todo para grupos: llámanos o escríbenos.',
      },
      {
        question: '¿Tenéis opciones para alergias o intolerancias?',
        answer: 'Cuéntanoslo al reservar o al pedir y te decimos qué platos te van bien.',
      },
      {
        question: '¿Podemos celebrar algo con vosotros?',
        answer: 'Claro: dinos qué celebras y cuántos sois[, y lo preparamos en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
  pizzeria: {
    noun: 'pizzería',
    words: ['pizzería', 'pizzeria'],
    headlines: ['Pizza[ en {location}]', 'Para compartir (o no)', 'Tu pizzería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una pizzería[ en {location}]: pizza para comer aquí o para llevar.',
      'Pizza[ en {location}] para comer aquí o para llevar.',
    ],
    about: [
      'En {name}[, en {location},] la pizza es para compartir. Ven con amigos o en familia, pide lo que te apetezca y pregúntanos por lo que hay hoy.',
      'Pide en la barra, busca un sitio y disfruta[: {services}]. Si lo prefieres, llévatelo a casa.',
    ],
    servicesTitles: ['En la carta', 'Del horno'],
    services: [
      s('Pizzas', 'Nuestras pizzas, para comer aquí o para llevar.'),
      s('Para picar', 'Algo para compartir mientras esperas.'),
      s('Postres', 'Algo dulce para terminar.'),
    ],
    ctaTitles: ['¿Pizza esta noche?', 'Ven a compartir una pizza'],
    features: [
      s('Para compartir', 'Pizzas al centro y a repartir.'),
      s('Aquí o en casa', 'Cómela en el local o llévatela.'),
      s('Noche de pizza', 'Tu plan para cenar[ en {location}].'),
    ],
    faq: [
      { question: '¿Puedo pedir para llevar?', answer: 'Sí: llámanos, haz tu pedido y pásate a recogerlo.' },
      {
        question: '¿Se pueden cambiar ingredientes?',
        answer: 'Pregúntanos al pedir y te decimos qué podemos hacer.',
      },
      {
        question: '¿Tenéis sitio para grupos?',
        answer: 'Dinos cuántos sois[ y te decimos si hay sitio en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
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
    buttons: ['Pedir presupuesto', 'Llámanos'],
    ctaButtons: ['Pedir presupuesto', 'Cuéntanos tu avería'],
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
    contactTitle: 'Pide presupuesto',
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
    buttons: ['Pedir presupuesto', 'Llámanos'],
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
    contactTitle: 'Pide presupuesto',
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
    buttons: ['Pedir presupuesto', 'Cuéntanos tu obra'],
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
    contactTitle: 'Pide presupuesto',
  },
  cleaner: {
    noun: 'servicio de limpieza',
    words: ['limpieza', 'limpiezas', 'empresa de limpieza'],
    headlines: ['Limpieza[ en {location}]', 'Tu casa, lista', 'Un problema menos'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} limpia casas y oficinas[ en {location}].',
      'Limpieza de casas y oficinas[ en {location}].',
    ],
    about: [
      '{name} trabaja[ en {location}] en casas y oficinas. Nos cuentas qué necesitas y con qué frecuencia, y nos adaptamos a ti.',
      'Dinos qué necesitas y cuándo[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Lo que limpiamos'],
    services: [
      s('Limpieza de hogar', 'Semanal, quincenal o cuando lo necesites.'),
      s('Oficinas', 'Espacios de trabajo limpios.'),
      s('Limpiezas a fondo', 'Para mudanzas o cambios de temporada.'),
    ],
    ctaTitles: ['¿Hablamos?', 'Cuéntanos qué necesitas'],
    buttons: ['Pedir presupuesto', 'Cuéntanos qué necesitas'],
    features: [
      s('A tu medida', 'Tú decides qué limpiamos y con qué frecuencia.'),
      s('Casas y oficinas', 'Espacios de vivir y de trabajar.'),
      s('Cerca de ti', 'Trabajamos[ en {location}] y alrededores.'),
    ],
    faq: [
      {
        question: '¿Cada cuánto podéis venir?',
        answer: 'Semanal, quincenal o cuando lo necesites: dinos qué te va mejor.',
      },
      { question: '¿Tengo que estar en casa?', answer: 'Lo hablamos contigo y nos adaptamos.' },
      {
        question: '¿Cómo pido presupuesto?',
        answer: 'Cuéntanos qué hay que limpiar y cada cuánto, y te lo preparamos.',
      },
    ],
    contactTitle: 'Contacto',
  },
  dentist: {
    noun: 'clínica dental',
    words: ['clínica dental', 'clinica dental', 'dentista', 'odontología'],
    headlines: ['Tu sonrisa[ en {location}]', 'Cuidamos tus dientes', 'Tu clínica dental[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una clínica dental[ en {location}] donde te explicamos cada paso.',
      'Una clínica dental[ en {location}] donde te explicamos cada paso.',
    ],
    about: [
      'En {name} queremos que te sientas cómodo[ en {location}]: te escuchamos, te explicamos las opciones con claridad y resolvemos tus dudas.',
      'Pregunta todo lo que quieras: te explicamos cada tratamiento antes de empezar[: {services}].',
    ],
    servicesTitles: ['Tratamientos', 'Lo que hacemos'],
    services: [
      s('Revisiones', 'Para tener tu boca bajo control.'),
      s('Limpieza dental', 'Una boca sana y fresca.'),
      s('Ortodoncia', 'Te explicamos las opciones.'),
    ],
    ctaTitles: ['¿Toca revisión?', 'Pide tu cita'],
    buttons: ['Pedir cita', 'Pide tu revisión'],
    features: [
      s('Sin sorpresas', 'Te explicamos cada tratamiento antes de empezar.'),
      s('Para toda la familia', 'Revisiones para pequeños y mayores.'),
      s('Cerca de ti', 'Tu clínica dental[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cada cuánto debo hacerme una revisión?',
        answer: 'Pregúntanos y te lo decimos según tu caso.',
      },
      {
        question: '¿Me explicáis el tratamiento antes?',
        answer: 'Siempre: te contamos las opciones y decides tú.',
      },
      { question: '¿Cómo pido cita?', answer: 'Llámanos o escríbenos[ y te buscamos hora en {location}].' },
    ],
    contactTitle: 'Pide cita',
  },
  physio: {
    noun: 'fisioterapia',
    words: ['fisioterapia', 'fisioterapeuta', 'fisio'],
    headlines: ['Muévete mejor[ en {location}]', 'Fisioterapia', 'Vuelve a lo que te gusta'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un centro de fisioterapia[ en {location}]: te escuchamos y planificamos contigo.',
      'Fisioterapia[ en {location}]: te escuchamos y planificamos contigo.',
    ],
    about: [
      'En {name} cada sesión empieza escuchándote[ en {location}]: qué te duele, desde cuándo y qué quieres volver a hacer.',
      'Cuéntanos qué te pasa y planificamos juntos los pasos[: {services}].',
    ],
    servicesTitles: ['Tratamientos', 'Lo que tratamos'],
    services: [
      s('Dolor de espalda', 'Valoración y tratamiento.'),
      s('Lesiones deportivas', 'Para volver a entrenar.'),
      s('Rehabilitación', 'Paso a paso, contigo.'),
    ],
    ctaTitles: ['¿Te duele algo?', 'Pide tu cita'],
    buttons: ['Pedir cita', 'Cuéntanos qué te pasa'],
    features: [
      s('Te escuchamos', 'Qué te duele, desde cuándo y qué quieres recuperar.'),
      s('Un plan contigo', 'Sesiones y ejercicios pensados para ti.'),
      s('Cerca de ti', 'Tu fisio[ en {location}].'),
    ],
    faq: [
      { question: '¿Necesito volante del médico?', answer: 'Pregúntanos por tu caso y te lo decimos.' },
      {
        question: '¿Qué llevo a la primera sesión?',
        answer: 'Ropa cómoda y, si los tienes, informes o pruebas.',
      },
      {
        question: '¿Cuántas sesiones necesitaré?',
        answer: 'Depende de lo que te pase: lo vemos juntos tras la valoración.',
      },
    ],
    contactTitle: 'Pide cita',
  },
  yoga: {
    noun: 'estudio de yoga',
    words: ['yoga', 'estudio de yoga'],
    headlines: ['Respira, muévete[ en {location}]', 'Yoga para todos', 'Un rato para ti'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un estudio de yoga[ en {location}] para todos los niveles.',
      'Un estudio de yoga[ en {location}] para todos los niveles.',
    ],
    about: [
      '{name} es un espacio tranquilo[ en {location}] para todos los niveles. Las clases van sin prisas y se adaptan a cómo llegas.',
      'Tanto si empiezas como si llevas tiempo practicando, aquí encontrarás un sitio para ir a tu ritmo[: {services}].',
    ],
    servicesTitles: ['Clases', 'Formas de practicar'],
    services: [
      s('Clases para principiantes', 'Para empezar desde cero.'),
      s('Clases abiertas', 'Para todos los niveles.'),
      s('Sesiones privadas', 'Uno a uno, a tu ritmo.'),
    ],
    serviceLines: ['{service}, para todos los niveles.', 'Clases de {service} a tu ritmo.'],
    ctaTitles: ['¿Desenrollas la esterilla?', 'Tu primera clase te espera'],
    buttons: ['Reservar clase', 'Ver clases'],
    features: [
      s('Todos los niveles', 'Vengas como vengas, hay sitio para ti.'),
      s('Clases tranquilas', 'Sin prisas, a tu ritmo.'),
      s('Tu estudio', 'Un rincón de calma[ en {location}].'),
    ],
    faq: [
      { question: '¿Nunca he hecho yoga, puedo venir?', answer: 'Claro: avísanos y te ayudamos a empezar.' },
      { question: '¿Qué tengo que traer?', answer: 'Ropa cómoda; pregúntanos si necesitas esterilla.' },
      {
        question: '¿Qué tipo de yoga hacéis?',
        answer: 'Pregúntanos[ por {services}] y te contamos cómo son las clases.',
      },
    ],
    contactTitle: 'Contacto',
  },
  gym: {
    noun: 'gimnasio',
    words: ['gimnasio', 'gym', 'centro deportivo', 'box de crossfit'],
    headlines: ['Entrena[ en {location}]', 'Más fuerte, a tu ritmo', 'Tu gimnasio[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un gimnasio[ en {location}] para entrenar a tu ritmo.',
      'Un gimnasio[ en {location}] para entrenar a tu ritmo.',
    ],
    about: [
      '{name} es un sitio para entrenar a tu ritmo[ en {location}], empieces de cero o lleves años.',
      'Ven a conocernos y te enseñamos cómo funciona todo[: {services}].',
    ],
    servicesTitles: ['Entrenamiento', 'Lo que ofrecemos'],
    services: [
      s('Sala de entrenamiento', 'Para entrenar a tu aire.'),
      s('Clases colectivas', 'Entrena en grupo.'),
      s('Entrenamiento personal', 'Un plan pensado para ti.'),
    ],
    ctaTitles: ['¿Empezamos?', 'Ven a conocernos'],
    buttons: ['Ven a conocernos', 'Empieza a entrenar'],
    features: [
      s('A tu ritmo', 'Empieces de cero o lleves años.'),
      s('Entrena como quieras', 'Por tu cuenta, en grupo o con un plan.'),
      s('Cerca de casa', 'Tu gimnasio[ en {location}].'),
    ],
    faq: [
      { question: '¿Puedo ver el gimnasio antes de apuntarme?', answer: 'Claro: pásate y te lo enseñamos.' },
      {
        question: '¿Nunca he entrenado, por dónde empiezo?',
        answer: 'Cuéntanoslo y te ayudamos con tus primeros pasos.',
      },
      { question: '¿Qué clases tenéis?', answer: 'Pregúntanos por los horarios[ de {services}].' },
    ],
    contactTitle: 'Contacto',
  },
  photographer: {
    noun: 'fotografía',
    words: ['fotógrafo', 'fotógrafa', 'fotografo', 'fotografa', 'fotografía', 'estudio de fotografía'],
    headlines: ['Fotografía[ en {location}]', 'Tus momentos, bien contados', 'Hablemos de tus fotos'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} hace fotografía[ en {location}] con calma y naturalidad.',
      'Fotografía[ en {location}] con calma y naturalidad.',
    ],
    about: [
      'Cada sesión de {name} empieza con una charla: qué quieres contar, dónde y con quién.',
      'Cuéntanos tu idea y la preparamos juntos[: {services}].',
    ],
    servicesTitles: ['Sesiones', 'Lo que fotografío'],
    services: [
      s('Bodas', 'Vuestro día, contado con fotos.'),
      s('Retratos', 'Sesiones tranquilas y naturales.'),
      s('Familias', 'Recuerdos para guardar.'),
    ],
    ctaTitles: ['¿Hablamos de tu sesión?', 'Cuéntame tu idea'],
    buttons: ['Consultar fechas', 'Contactar'],
    features: [
      s('Con naturalidad', 'Fotos tranquilas, sin poses forzadas.'),
      s('Tu idea primero', 'Preparamos la sesión a partir de lo que quieres contar.'),
      s('Donde estés', 'Sesiones[ en {location}] y alrededores.'),
    ],
    faq: [
      {
        question: '¿Con cuánta antelación reservo?',
        answer: 'Cuanto antes; escríbeme con la fecha y te digo si está libre.',
      },
      { question: '¿Dónde hacemos la sesión?', answer: 'Donde tenga sentido para ti: lo hablamos antes.' },
      { question: '¿Cómo recibo las fotos?', answer: 'Pregúntame y te explico cómo las entrego.' },
    ],
    contactTitle: 'Contacto',
  },
  mechanic: {
    noun: 'taller',
    words: ['taller mecánico', 'taller', 'mecánico', 'mecanico', 'taller de coches'],
    headlines: [
      'Tu coche, en buenas manos[ en {location}]',
      'Revisiones y reparaciones',
      'Tu taller[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un taller[ en {location}] que te explica lo que necesita tu coche.',
      'Un taller[ en {location}] que te explica lo que necesita tu coche.',
    ],
    about: [
      'En {name}[, en {location},] te explicamos qué le pasa a tu coche y qué opciones tienes antes de tocar nada.',
      'Tráenos tu coche y te contamos lo que vemos[: {services}].',
    ],
    servicesTitles: ['Servicios', 'En el taller'],
    services: [
      s('Revisiones', 'Mantenimiento para tu coche.'),
      s('Frenos', 'Revisión y cambio.'),
      s('Neumáticos', 'Cambio y equilibrado.'),
    ],
    ctaTitles: ['¿Le toca revisión?', 'Tráenos tu coche'],
    buttons: ['Pedir cita', 'Llámanos'],
    features: [
      s('Te contamos qué le pasa', 'Qué le pasa a tu coche y qué opciones tienes.'),
      s('Antes de tocar nada', 'Te contamos el trabajo y lo apruebas tú.'),
      s('Cerca de ti', 'Tu taller[ en {location}].'),
    ],
    faq: [
      { question: '¿Tengo que pedir cita?', answer: 'Llámanos y te decimos cuándo puedes traer el coche.' },
      {
        question: '¿Me avisáis antes de hacer un trabajo?',
        answer: 'Sí: te explicamos lo que vemos y decides tú.',
      },
      { question: '¿Qué trabajos hacéis?', answer: 'Pregúntanos[ por {services}] y te lo contamos.' },
    ],
    contactTitle: 'Ven al taller',
  },
  lawyer: {
    noun: 'despacho de abogados',
    words: ['abogado', 'abogada', 'abogados', 'despacho de abogados', 'bufete'],
    headlines: ['Asesoramiento legal[ en {location}]', 'Te lo explicamos claro', 'Hablemos de tu caso'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un despacho de abogados[ en {location}] que te explica cada paso.',
      'Un despacho de abogados[ en {location}] que te explica cada paso.',
    ],
    about: [
      'En {name}[, en {location},] te escuchamos, te explicamos tus opciones con claridad y te acompañamos en cada paso.',
      'Cuéntanos tu situación y te explicamos cómo podemos ayudarte[: {services}].',
    ],
    servicesTitles: ['Áreas', 'En qué te ayudamos'],
    services: [
      s('Derecho de familia', 'Separaciones, custodias y acuerdos.'),
      s('Herencias', 'Testamentos y sucesiones.'),
      s('Derecho laboral', 'Despidos, contratos y reclamaciones.'),
    ],
    ctaTitles: ['¿Hablamos de tu caso?', 'Cuéntanos tu situación'],
    buttons: ['Pedir cita', 'Contactar'],
    features: [
      s('Claridad', 'Tus opciones, explicadas sin tecnicismos.'),
      s('A tu lado', 'Te acompañamos en cada paso.'),
      s('Cerca de ti', 'Tu despacho[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo es la primera consulta?',
        answer: 'Nos cuentas tu situación y te explicamos qué opciones tienes.',
      },
      { question: '¿Qué documentos llevo?', answer: 'Escríbenos y te decimos qué preparar según tu caso.' },
      {
        question: '¿En qué asuntos trabajáis?',
        answer: 'Pregúntanos[ por {services}] y te decimos si podemos ayudarte.',
      },
    ],
    contactTitle: 'Contacto',
  },
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
    buttons: ['Encargar flores', 'Ven a vernos'],
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
    contactTitle: 'Visítanos',
  },
  vet: {
    noun: 'clínica veterinaria',
    words: ['veterinario', 'veterinaria', 'clínica veterinaria', 'clinica veterinaria'],
    headlines: [
      'Cuidamos de tus animales[ en {location}]',
      'Tu mascota, en buenas manos',
      'Tu clínica veterinaria[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una clínica veterinaria[ en {location}] con tiempo para escucharte.',
      'Una clínica veterinaria[ en {location}] con tiempo para escucharte.',
    ],
    about: [
      'En {name}[, en {location},] te escuchamos, te explicamos las opciones con claridad y planificamos el cuidado de tu mascota contigo.',
      'Pregúntanos lo que quieras sobre tu animal[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Cómo cuidamos'],
    services: [
      s('Consultas', 'Para revisar y resolver dudas.'),
      s('Vacunas', 'Según lo que necesite tu mascota.'),
      s('Cirugía', 'Te explicamos cada paso.'),
    ],
    ctaTitles: ['¿Necesitas cita?', 'Cuéntanos qué le pasa'],
    buttons: ['Pedir cita', 'Llámanos'],
    features: [
      s('Con tiempo', 'Te escuchamos y te explicamos cada opción.'),
      s('Perros, gatos y más', 'Pregúntanos por tu animal.'),
      s('Cerca de ti', 'Tu clínica veterinaria[ en {location}].'),
    ],
    faq: [
      { question: '¿Cómo pido cita?', answer: 'Llámanos, cuéntanos qué le pasa y buscamos hora.' },
      {
        question: '¿Qué vacunas necesita mi mascota?',
        answer: 'Depende de su edad y de cómo vive: te lo explicamos en consulta.',
      },
      { question: '¿Atendéis a otros animales?', answer: 'Pregúntanos[ en {location}] por tu animal.' },
    ],
    contactTitle: 'Pide cita',
  },
  tutor: {
    noun: 'academia',
    words: ['academia', 'clases particulares', 'profesor particular', 'profesora particular'],
    headlines: ['Aprende[ en {location}]', 'Clases a tu ritmo', 'Tu academia[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} da clases[ en {location}] a tu ritmo.',
      'Clases[ en {location}] a tu ritmo.',
    ],
    about: [
      'En {name}[, en {location},] cada alumno empieza con una charla: qué quiere aprender y cómo aprende mejor.',
      'Cuéntanos qué necesitas y buscamos el grupo o el horario que te va mejor[: {services}].',
    ],
    servicesTitles: ['Clases', 'Lo que enseñamos'],
    services: [
      s('Clases en grupo', 'Grupos reducidos por nivel.'),
      s('Clases particulares', 'Uno a uno, a tu ritmo.'),
      s('Preparación de exámenes', 'Te ayudamos a prepararte.'),
    ],
    serviceLines: ['{service}, a tu ritmo.', 'Clases de {service} para todos los niveles.'],
    ctaTitles: ['¿Empezamos?', 'Pregúntanos por los horarios'],
    buttons: ['Pedir información', 'Contactar'],
    features: [
      s('A tu ritmo', 'Cada alumno avanza a su velocidad.'),
      s('Grupos reducidos', 'Para preguntar y participar.'),
      s('Cerca de casa', 'Tu academia[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo sé en qué grupo entro?',
        answer: 'Hablamos contigo y vemos tu nivel antes de empezar.',
      },
      { question: '¿Puedo empezar a mitad de curso?', answer: 'Pregúntanos y buscamos la manera.' },
      { question: '¿Qué horarios hay?', answer: 'Escríbenos[ y te contamos los de {services}].' },
    ],
    contactTitle: 'Contacto',
  },
  accountant: {
    noun: 'asesoría',
    words: ['asesoría', 'asesoria', 'gestoría', 'gestoria', 'contable', 'asesor fiscal'],
    headlines: [
      'Tus cuentas, claras[ en {location}]',
      'Impuestos sin dolores de cabeza',
      'Tu asesoría[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una asesoría[ en {location}] que te explica tus números con claridad.',
      'Una asesoría[ en {location}] que te explica tus números con claridad.',
    ],
    about: [
      'En {name}[, en {location},] te explicamos tus números con claridad y te avisamos de lo que viene.',
      'Cuéntanos cómo es tu negocio y vemos juntos cómo ayudarte[: {services}].',
    ],
    servicesTitles: ['Servicios', 'En qué te ayudamos'],
    services: [
      s('Impuestos', 'Declaraciones y trámites.'),
      s('Contabilidad', 'Tus cuentas al día.'),
      s('Nóminas', 'Para tu equipo.'),
    ],
    ctaTitles: ['¿Hablamos de tus cuentas?', 'Cuéntanos qué necesitas'],
    buttons: ['Pedir cita', 'Contactar'],
    features: [
      s('Números claros', 'Te explicamos tus cuentas sin tecnicismos.'),
      s('Te avisamos', 'De las fechas y los trámites que vienen.'),
      s('Cerca de ti', 'Tu asesoría[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Trabajáis con autónomos?',
        answer: 'Pregúntanos por tu caso y te decimos cómo podemos ayudarte.',
      },
      { question: '¿Qué necesito para empezar?', answer: 'Escríbenos y te decimos qué documentos preparar.' },
      {
        question: '¿Os puedo consultar por correo?',
        answer: 'Claro: escríbenos con tu duda[ sobre {services}].',
      },
    ],
    contactTitle: 'Contacto',
  },
  pharmacy: {
    noun: 'farmacia',
    words: ['farmacia'],
    headlines: ['Tu farmacia[ en {location}]', 'Pregúntanos, para eso estamos', 'Una farmacia de barrio'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una farmacia[ en {location}] donde puedes preguntar con calma.',
      'Una farmacia[ en {location}] donde puedes preguntar con calma.',
    ],
    about: [
      'En {name}[, en {location},] nos gusta conocer a quien entra por la puerta. Pregúntanos por un medicamento, una receta o cualquier duda de salud y te atendemos sin prisas.',
      'Una farmacia también es un sitio para preguntar. Cuéntanos qué necesitas y te orientamos[: {services}].',
    ],
    servicesTitles: ['En la farmacia', 'Cómo te ayudamos'],
    services: [
      s('Medicamentos y recetas', 'Te preparamos tu receta y te explicamos cómo tomar cada medicamento.'),
      s('Consejo farmacéutico', 'Pregúntanos por catarros, alergias o pequeñas molestias del día a día.'),
      s('Cuidado personal', 'Productos para la piel, la higiene y el cuidado de toda la familia.'),
    ],
    serviceLines: ['{service}: pregúntanos en el mostrador.', '{service}, con el consejo de tu farmacia.'],
    features: [
      s('Consejo en el mostrador', 'Pregunta lo que quieras sobre tus medicamentos y te lo explicamos.'),
      s('Cerca de casa', 'Tu farmacia de siempre[, en {location}].'),
      s('Para toda la familia', 'De los más pequeños a los mayores[: {services}].'),
    ],
    faq: [
      {
        question: '¿Puedo preguntar aunque no traiga receta?',
        answer:
          'Claro. Cuéntanos qué te pasa y te orientamos; si hace falta, te diremos que vayas al médico.',
      },
      {
        question: '¿Me explicáis cómo tomar un medicamento?',
        answer: 'Sí: pregúntanos por la dosis, el horario o cualquier duda y te lo explicamos con calma.',
      },
      {
        question: '¿Y si no tenéis lo que busco?',
        answer: 'Pregúntanos[ en {location}] y te decimos qué podemos hacer.',
      },
    ],
    ctaTitles: ['¿Tienes una duda?', 'Pásate por la farmacia'],
    ctaSubtitles: [
      'Te atendemos en el mostrador[ de {location}].',
      'Pregunta lo que necesites: para eso estamos.',
    ],
    buttons: ['Ven a la farmacia', 'Haz tu consulta'],
    ctaButtons: ['Ven a vernos', 'Pregúntanos'],
    contactTitle: 'Visita la farmacia',
  },
  optician: {
    noun: 'óptica',
    words: ['óptica', 'optica', 'óptico', 'optometrista'],
    headlines: ['Ve bien[ en {location}]', 'Gafas, lentillas y revisiones', 'Tu óptica[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una óptica[ en {location}] donde eliges tus gafas con calma.',
      'Una óptica[ en {location}] donde eliges tus gafas con calma.',
    ],
    about: [
      'En {name}[, en {location},] te revisamos la vista, te explicamos el resultado y te ayudamos a elegir lo que mejor te queda, sin prisas.',
      'Pruébate monturas, pregunta lo que quieras y decide tranquilamente[: {services}].',
    ],
    servicesTitles: ['En la óptica', 'Para tu vista'],
    services: [
      s('Revisión de la vista', 'Comprobamos tu graduación y te explicamos el resultado.'),
      s('Gafas', 'Monturas graduadas y de sol, elegidas contigo.'),
      s('Lentillas', 'Te ayudamos a elegirlas y te enseñamos a ponértelas.'),
    ],
    serviceLines: ['{service}: pregúntanos en la óptica.', '{service}, con calma y a tu medida.'],
    features: [
      s('Pruébate lo que quieras', 'Mírate con varias monturas antes de decidir.'),
      s('Todo explicado', 'Qué graduación tienes y qué opciones hay[ para {services}].'),
      s('A mano', 'Tu óptica de barrio[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Hace falta cita para revisarme la vista?',
        answer: 'Llámanos o pásate[ por la óptica de {location}] y te decimos cuándo puedes venir.',
      },
      {
        question: '¿Puedo probarme gafas sin comprar nada?',
        answer: 'Claro. Pruébate las monturas que quieras y pregúntanos lo que necesites.',
      },
      {
        question: '¿Me ayudáis a empezar con lentillas?',
        answer: 'Sí: te explicamos qué tipos hay y te enseñamos a ponértelas y a cuidarlas.',
      },
    ],
    ctaTitles: ['¿Toca revisión?', '¿Buscas gafas nuevas?'],
    ctaSubtitles: ['Ven a probarte monturas[ en {location}].', 'Pregúntanos y te orientamos.'],
    buttons: ['Pedir cita', 'Ven a vernos'],
    ctaButtons: ['Pedir cita', 'Pregunta en la óptica'],
    contactTitle: 'Visita la óptica',
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
    buttons: ['Ven a vernos', 'Pregúntanos por un libro'],
    ctaButtons: ['Ven a vernos', 'Pregunta por un libro'],
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
    buttons: ['Ven a vernos', 'Haz tu encargo'],
    ctaButtons: ['Ven a vernos', 'Haz tu encargo'],
    contactTitle: 'Visita la carnicería',
  },
  'ice-cream': {
    noun: 'heladería',
    words: ['heladería', 'heladeria', 'gelateria'],
    headlines: ['Helados[ en {location}]', '¿De qué sabor hoy?', 'Tu heladería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una heladería[ en {location}] para darse un gusto.',
      'Una heladería[ en {location}] para darse un gusto.',
    ],
    about: [
      'En {name}[, en {location},] lo difícil es elegir. Pide que te dejemos probar, combina sabores y date un capricho.',
      'En cucurucho o en tarrina, aquí o para llevar[: {services}].',
    ],
    servicesTitles: ['En la vitrina', 'Para refrescarte'],
    services: [
      s('Helados', 'Elige sabor, en cucurucho o en tarrina.'),
      s('Batidos', 'Para los días de calor.'),
      s('Para llevar', 'Tarrinas para compartir en casa.'),
    ],
    serviceLines: ['{service}: ven a probarlo.', '{service}, aquí o para llevar.'],
    features: [
      s('Prueba antes de elegir', 'Pídenos una cucharadita del sabor que quieras.'),
      s('Para todos', 'Grandes y pequeños[: {services}].'),
      s('De paseo', 'Un helado mientras das una vuelta[ por {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo probar un sabor antes de pedir?',
        answer: 'Claro, pídenoslo en el mostrador.',
      },
      {
        question: '¿Tenéis tarrinas para llevar?',
        answer: 'Pregúntanos qué tamaños hay[ en {location}] y te lo preparamos.',
      },
      {
        question: '¿Hay sabores sin lactosa o sin gluten?',
        answer: 'Pregúntanos por los ingredientes de cada sabor y te lo decimos.',
      },
    ],
    ctaTitles: ['¿Te apetece un helado?', 'Ven a elegir tu sabor'],
    ctaSubtitles: ['Te esperamos en la vitrina.', 'Pásate y pruébalo.'],
    buttons: ['Ven a por tu helado', 'Cómo llegar'],
    ctaButtons: ['Ven a vernos', 'Cómo llegar'],
    contactTitle: 'Ven a la heladería',
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
    buttons: ['Llámanos', 'Cuéntanos qué pasa'],
    ctaButtons: ['Llámanos', 'Pedir presupuesto'],
    contactTitle: 'Contacto',
  },
  removals: {
    noun: 'empresa de mudanzas',
    words: ['mudanzas', 'mudanza', 'empresa de mudanzas'],
    headlines: ['Mudanzas[ en {location}]', 'Tu mudanza, paso a paso', '¿Te mudas?'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} hace mudanzas[ en {location}], planificadas contigo.',
      'Mudanzas de pisos y oficinas[ en {location}], planificadas contigo.',
    ],
    about: [
      'En {name} cada mudanza empieza con una charla: qué hay que llevar, desde dónde y adónde, y qué día te viene bien[. Trabajamos en {location}].',
      'Cuéntanos cómo es tu casa o tu oficina y organizamos juntos el traslado[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Cómo te ayudamos'],
    services: [
      s('Mudanzas de pisos', 'Cuéntanos qué hay que llevar y adónde.'),
      s('Traslados de oficinas', 'Locales y oficinas, organizados contigo.'),
      s('Embalaje', 'Cajas y protección para que tus cosas viajen bien.'),
    ],
    serviceLines: ['{service}: cuéntanos qué necesitas.', '{service}, planificado contigo.'],
    features: [
      s('Planificado contigo', 'Fecha, horario y lo que hay que llevar, hablado antes.'),
      s('Pisos y oficinas', 'Mudanzas grandes y pequeñas[: {services}].'),
      s('Desde aquí', 'Salimos[ de {location}] y vamos adonde te mudes.'),
    ],
    faq: [
      {
        question: '¿Cómo pido presupuesto para la mudanza?',
        answer: 'Cuéntanos qué hay que llevar, desde dónde y adónde, y te preparamos uno.',
      },
      {
        question: '¿Con cuánta antelación debo avisar?',
        answer: 'Cuanto antes, mejor para encontrar la fecha que quieres. Escríbenos y lo vemos.',
      },
      {
        question: '¿Podéis desmontar muebles?',
        answer: 'Pregúntanos por los muebles que tengas[ en {location}] y te decimos cómo lo organizamos.',
      },
    ],
    ctaTitles: ['¿Cuándo te mudas?', 'Cuéntanos tu mudanza'],
    ctaSubtitles: ['Dinos qué hay que llevar y adónde.', 'Lo planificamos contigo.'],
    buttons: ['Pedir presupuesto', 'Cuéntanos tu mudanza'],
    ctaButtons: ['Pedir presupuesto', 'Llámanos'],
    contactTitle: 'Pide presupuesto',
  },
  'driving-instructor': {
    noun: 'autoescuela',
    words: ['autoescuela', 'auto escuela', 'carnet de conducir', 'carné de conducir'],
    headlines: ['Tu carnet[ en {location}]', 'Al volante, a tu ritmo', 'Tu autoescuela[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una autoescuela[ en {location}] para sacarte el carnet a tu ritmo.',
      'Una autoescuela[ en {location}] para sacarte el carnet a tu ritmo.',
    ],
    about: [
      'En {name}[, en {location},] preparamos contigo la teoría y las prácticas. Te explicamos cada paso, del primer día de clase al examen.',
      'Cuéntanos qué permiso quieres sacar y cómo te viene mejor organizarte[: {services}].',
    ],
    servicesTitles: ['Clases', 'Para tu carnet'],
    services: [
      s('Clases teóricas', 'Para preparar el examen teórico.'),
      s('Clases prácticas', 'Al volante, a tu ritmo.'),
      s('Permisos', 'Pregúntanos por los permisos que preparamos.'),
    ],
    serviceLines: ['{service}, a tu ritmo.', '{service}: pregúntanos por los horarios.'],
    features: [
      s('De la primera clase al examen', 'Sabiendo en cada momento qué toca.'),
      s('Tu horario cuenta', 'Pregúntanos cómo encajar las prácticas en tu semana.'),
      s('Por tus calles', 'Practica en las calles que vas a conducir[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo me apunto?',
        answer: 'Pásate por la autoescuela o escríbenos y te contamos cómo empezar.',
      },
      {
        question: '¿Puedo hacer la teoría y las prácticas a la vez?',
        answer: 'Pregúntanos y te explicamos cómo organizarlo según tu horario.',
      },
      {
        question: '¿Qué permisos puedo sacar?',
        answer: 'Cuéntanos cuál necesitas y te explicamos cómo prepararlo.',
      },
    ],
    ctaTitles: ['¿Empezamos?', '¿Quieres sacarte el carnet?'],
    ctaSubtitles: ['Te contamos cómo funcionan las clases.', 'Pregúntanos por los horarios.'],
    buttons: ['Apúntate', 'Pedir información'],
    ctaButtons: ['Pedir información', 'Apúntate'],
    contactTitle: 'Contacto',
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
  childcare: {
    noun: 'guardería',
    words: ['guardería', 'guarderia', 'escuela infantil', 'jardín de infancia'],
    headlines: [
      'Crecer jugando[ en {location}]',
      'Un sitio para los más pequeños',
      'Tu guardería[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una guardería[ en {location}] donde los pequeños juegan, descubren y crecen.',
      'Un espacio[ en {location}] donde los pequeños juegan, descubren y crecen.',
    ],
    about: [
      'En {name}[, en {location},] el día a día de los niños gira en torno al juego, las rutinas y el cariño. Ven a conocernos y te enseñamos cómo pasan el día.',
      'Nos gusta conocer a cada familia antes de empezar. Pregúntanos lo que quieras[ sobre {services}].',
    ],
    servicesTitles: ['El día a día', 'Qué hacemos'],
    services: [
      s('Cuidado diario', 'Rutinas tranquilas pensadas para los más pequeños.'),
      s('Juego y aprendizaje', 'Actividades para descubrir, jugar y crecer.'),
      s('Familias', 'Hablamos contigo de cómo va tu hijo o tu hija.'),
    ],
    serviceLines: [
      '{service}: pregúntanos cómo lo organizamos.',
      '{service}, pensado para los más pequeños.',
    ],
    features: [
      s('Jugar para aprender', 'El juego está en el centro del día a día.'),
      s('Cerca de las familias', 'Te contamos cómo van las cosas y escuchamos lo que nos cuentas.'),
      s('En el barrio', 'Una guardería cerca de casa[, en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo visitar la guardería antes de apuntar a mi hijo?',
        answer: 'Claro. Escríbenos o llámanos y quedamos para enseñártela.',
      },
      {
        question: '¿Cómo es la adaptación?',
        answer: 'Hablamos contigo antes de empezar para que los primeros días sean tranquilos.',
      },
      {
        question: '¿Cómo hago la inscripción?',
        answer: 'Pregúntanos[ en {location}] por las plazas y te explicamos los pasos.',
      },
    ],
    ctaTitles: ['¿Quieres conocernos?', 'Ven a ver la guardería'],
    ctaSubtitles: ['Te enseñamos las aulas y resolvemos tus dudas.', 'Pregúntanos por las plazas.'],
    buttons: ['Pedir información', 'Visítanos'],
    ctaButtons: ['Pedir información', 'Ven a conocernos'],
    contactTitle: 'Contacto',
  },
  'music-venue': {
    noun: 'sala de conciertos',
    words: ['sala de conciertos', 'sala de música', 'sala de musica'],
    headlines: ['Música en directo[ en {location}]', 'Nos vemos en la sala', 'Sube el volumen'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una sala de conciertos[ en {location}] para escuchar música de cerca.',
      'Una sala de conciertos[ en {location}] para escuchar música de cerca.',
    ],
    about: [
      '{name} es un sitio para ver a los grupos de cerca[ en {location}]. Consulta la programación, trae a tus amigos y disfruta del concierto.',
      'Escenario, buen ambiente y ganas de música[: {services}]. Pregúntanos por lo que viene.',
    ],
    servicesTitles: ['En la sala', 'Qué hay'],
    services: [
      s('Conciertos', 'Música en directo; consulta la programación.'),
      s('Entradas', 'Pregúntanos cómo conseguir las tuyas.'),
      s('Alquiler de sala', 'Para tu concierto o evento: cuéntanos la idea.'),
    ],
    serviceLines: ['{service}: consulta la programación.', '{service}, en directo y de cerca.'],
    features: [
      s('De cerca', 'Los grupos, a unos metros de ti.'),
      s('Programación', 'Pregúntanos qué viene[: {services}].'),
      s('En la ciudad', 'Una sala para la música[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Dónde veo la programación?',
        answer: 'Escríbenos o síguenos y te contamos los próximos conciertos.',
      },
      {
        question: '¿Cómo consigo entradas?',
        answer: 'Pregúntanos por cada concierto y te decimos cómo comprarlas.',
      },
      {
        question: '¿Se puede alquilar la sala?',
        answer: 'Cuéntanos qué tienes en mente[ en {location}] y vemos si encaja.',
      },
    ],
    ctaTitles: ['¿Qué concierto toca?', 'Nos vemos en primera fila'],
    ctaSubtitles: ['Pregúntanos por la programación.', 'Trae a tus amigos.'],
    buttons: ['Ver programación', 'Pregunta por las entradas'],
    ctaButtons: ['Pregúntanos', 'Próximos conciertos'],
    contactTitle: 'Cómo llegar',
  },
  'car-dealer': {
    noun: 'concesionario',
    words: ['concesionario', 'compraventa de coches', 'coches de segunda mano', 'coches de ocasión'],
    headlines: ['Tu próximo coche[ en {location}]', 'Ven a verlos', 'Coches para probar sin prisas'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un concesionario[ en {location}] donde eliges coche con calma.',
      'Un concesionario[ en {location}] donde eliges coche con calma.',
    ],
    about: [
      'En {name}[, en {location},] te enseñamos los coches, respondemos a tus preguntas y te dejamos decidir tranquilamente.',
      'Cuéntanos qué uso le vas a dar y qué presupuesto tienes, y te enseñamos lo que encaja[: {services}].',
    ],
    servicesTitles: ['En el concesionario', 'Cómo te ayudamos'],
    services: [
      s('Coches de ocasión', 'Ven a verlos y pregúntanos por su historial.'),
      s('Prueba de conducción', 'Pruébalo antes de decidir.'),
      s('Tu coche actual', 'Tráelo y hablamos de lo que podemos ofrecerte por él.'),
    ],
    serviceLines: ['{service}: pregúntanos los detalles.', '{service}, explicado con calma.'],
    features: [
      s('Pregunta todo', 'Kilómetros, revisiones, historial: te lo contamos.'),
      s('Pruébalo primero', 'Conduce el coche antes de decidir.'),
      s('Ven a vernos', 'Los coches, a la vista[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo probar el coche?',
        answer: 'Sí: dinos cuál te interesa y quedamos para que lo pruebes.',
      },
      {
        question: '¿Os quedáis con mi coche actual?',
        answer: 'Tráelo y hablamos; te decimos qué podemos ofrecerte.',
      },
      {
        question: '¿Qué coches tenéis ahora?',
        answer: 'Pásate[ por {location}] o escríbenos y te contamos lo que hay.',
      },
    ],
    ctaTitles: ['¿Buscas coche?', 'Ven a probarlo'],
    ctaSubtitles: ['Te enseñamos lo que tenemos.', 'Cuéntanos qué buscas.'],
    buttons: ['Ven a verlos', 'Pregunta por un coche'],
    ctaButtons: ['Pedir información', 'Llámanos'],
    contactTitle: 'Visítanos',
  },
  choir: {
    noun: 'coro',
    words: ['coro', 'coral polifónica', 'orfeón', 'orfeon'],
    headlines: ['Cantamos juntos[ en {location}]', 'Ven a cantar', 'Voces que suenan juntas'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un coro[ en {location}] para quien disfruta cantando.',
      'Un coro[ en {location}] para quien disfruta cantando.',
    ],
    about: [
      '{name} reúne a gente a la que le gusta cantar[ en {location}]. Ensayamos juntos, preparamos repertorio y salimos a cantarlo.',
      'Si te gusta cantar, pásate por un ensayo y conócenos[: {services}].',
    ],
    servicesTitles: ['Qué hacemos', 'El coro'],
    services: [
      s('Ensayos', 'Cantamos juntos; pregúntanos el día y la hora.'),
      s('Conciertos', 'Actuaciones a lo largo del año; te avisamos de las próximas.'),
      s('Nuevas voces', 'Si te gusta cantar, ven a conocernos.'),
    ],
    serviceLines: ['{service}: pregúntanos los detalles.', '{service}, con el coro.'],
    features: [
      s('Cantar en grupo', 'El gusto de sonar todos a la vez.'),
      s('Nuevas voces', 'Pregúntanos cómo unirte.'),
      s('Cerca de ti', 'Ensayamos[ en {location}]; ven a escucharnos.'),
    ],
    faq: [
      {
        question: '¿Tengo que saber leer música?',
        answer: 'Pregúntanos y te contamos cómo trabajamos el repertorio.',
      },
      {
        question: '¿Puedo ir a un ensayo?',
        answer: 'Claro: escríbenos y te decimos cuándo y dónde ensayamos.',
      },
      {
        question: '¿Cantáis en eventos?',
        answer: 'Cuéntanos qué celebras[ en {location}] y lo hablamos.',
      },
    ],
    ctaTitles: ['¿Te gusta cantar?', 'Ven a un ensayo'],
    ctaSubtitles: ['Te esperamos con las partituras.', 'Escríbenos y te contamos.'],
    buttons: ['Únete al coro', 'Ven a un ensayo'],
    ctaButtons: ['Escríbenos', 'Quiero cantar'],
    contactTitle: 'Contacto',
  },
  pub: {
    noun: 'bar',
    words: ['cervecería', 'cerveceria', 'pub', 'bar de copas', 'vermutería'],
    headlines: ['Nos vemos en la barra', 'Algo de tomar[ en {location}]', 'Tu bar[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un bar[ en {location}] para tomar algo y charlar.',
      'Un bar[ en {location}] para tomar algo y charlar.',
    ],
    about: [
      'En {name}[, en {location},] se viene a tomar algo, a charlar y a quedarse un rato. Pide en la barra y pregúntanos qué hay hoy.',
      'Una caña, un vino o algo para picar: aquí hay sitio para la tertulia[. Tenemos {services}].',
    ],
    servicesTitles: ['En la barra', 'Para tomar'],
    services: [
      s('Cañas y vinos', 'Para tomar en la barra o en la mesa.'),
      s('Para picar', 'Algo para acompañar tu bebida.'),
      s('Grupos', 'Cuéntanos cuántos sois y os buscamos sitio.'),
    ],
    serviceLines: ['{service}: pregunta en la barra.', '{service}, para compartir.'],
    features: [
      s('Ambiente de barrio', 'Caras conocidas y buena charla.'),
      s('Con algo de picar', 'Para acompañar la caña o el vino[: {services}].'),
      s('Punto de encuentro', 'Para quedar con los tuyos[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Se puede reservar mesa?',
        answer: 'Llámanos o pásate y te decimos cómo lo hacemos.',
      },
      {
        question: '¿Tenéis algo para comer?',
        answer: 'Pregúntanos en la barra qué hay hoy.',
      },
      {
        question: '¿Podemos venir en grupo?',
        answer: 'Claro: avísanos de cuántos sois y os hacemos hueco.',
      },
    ],
    ctaTitles: ['¿Quedamos?', 'Pásate a tomar algo'],
    ctaSubtitles: ['Te esperamos en la barra.', 'Trae a tus amigos.'],
    buttons: ['Ven a vernos', 'Cómo llegar'],
    ctaButtons: ['Cómo llegar', 'Llámanos'],
    contactTitle: 'Ven a vernos',
  },
  'travel-agent': {
    noun: 'agencia de viajes',
    words: ['agencia de viajes', 'agencia de viaje'],
    headlines: ['¿Adónde vamos?', 'Tu próximo viaje[, desde {location}]', 'Viajes pensados contigo'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una agencia de viajes[ en {location}] que prepara tu viaje contigo.',
      'Una agencia de viajes[ en {location}] que prepara tu viaje contigo.',
    ],
    about: [
      'En {name}[, en {location},] cada viaje empieza con una charla: adónde te apetece ir, cuántos días y qué quieres vivir. Con eso lo preparamos juntos.',
      'Cuéntanos qué viaje tienes en la cabeza y te proponemos opciones[: {services}].',
    ],
    servicesTitles: ['Viajes', 'Qué preparamos'],
    services: [
      s('Viajes a medida', 'Nos cuentas qué te apetece y lo preparamos contigo.'),
      s('Escapadas', 'Unos días fuera sin complicarte.'),
      s('Viajes de novios', 'Para empezar juntos con un buen viaje.'),
    ],
    serviceLines: ['{service}: cuéntanos qué te apetece.', '{service}, preparado contigo.'],
    features: [
      s('Hablado contigo', 'Tu viaje, a partir de lo que te apetece.'),
      s('Todo en un sitio', 'Pregúntanos por transporte, alojamiento y planes.'),
      s('Agencia de barrio', 'Pásate a contarnos tu idea[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo empezamos a preparar el viaje?',
        answer: 'Cuéntanos destino, fechas y con quién viajas, y te proponemos opciones.',
      },
      {
        question: '¿Y si aún no sé adónde ir?',
        answer: 'Mejor aún: dinos qué te apetece y te damos ideas.',
      },
      {
        question: '¿Puedo pasar por la agencia?',
        answer: 'Claro, ven a vernos[ en {location}] o escríbenos si lo prefieres.',
      },
    ],
    ctaTitles: ['¿Pensando en viajar?', 'Cuéntanos tu próximo viaje'],
    ctaSubtitles: ['Lo preparamos contigo.', 'Dinos adónde te apetece ir.'],
    buttons: ['Pedir información', 'Planea tu viaje'],
    ctaButtons: ['Cuéntanos tu idea', 'Ven a la agencia'],
    contactTitle: 'Ven a la agencia',
  },
  'martial-arts': {
    noun: 'escuela de artes marciales',
    words: ['artes marciales', 'kárate', 'karate', 'judo', 'taekwondo', 'dojo'],
    headlines: ['Artes marciales[ en {location}]', 'Disciplina, respeto y ganas', 'Al tatami'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una escuela de artes marciales[ en {location}] para niños y adultos.',
      'Artes marciales[ en {location}] para niños y adultos.',
    ],
    about: [
      'En {name}[, en {location},] se entrena con respeto, constancia y buen ambiente. Cada alumno avanza a su ritmo, empiece a la edad que empiece.',
      'Ven a ver una clase y te contamos cómo empezar[: {services}].',
    ],
    servicesTitles: ['Clases', 'En el tatami'],
    services: [
      s('Clases para niños', 'Juego, disciplina y respeto desde pequeños.'),
      s('Clases para adultos', 'Técnica y forma física a tu ritmo.'),
      s('Principiantes', 'Si nunca has entrenado, empezamos por lo básico.'),
    ],
    serviceLines: ['{service}, a tu ritmo.', '{service}: pregúntanos por los horarios.'],
    features: [
      s('Respeto ante todo', 'Los valores del tatami, dentro y fuera de clase.'),
      s('Para todas las edades', 'Grupos para niños y para adultos[: {services}].'),
      s('Cerca de casa', 'Entrena en tu barrio[, en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo empezar sin haber entrenado nunca?',
        answer: 'Pregúntanos y te decimos qué grupo te va bien para empezar.',
      },
      {
        question: '¿Desde qué edad pueden apuntarse los niños?',
        answer: 'Pregúntanos y te contamos qué grupos hay.',
      },
      {
        question: '¿Qué necesito para la primera clase?',
        answer: 'Ropa cómoda y ganas. Escríbenos[ y te esperamos en {location}].',
      },
    ],
    ctaTitles: ['¿Subes al tatami?', 'Ven a ver una clase'],
    ctaSubtitles: ['Pregúntanos por los horarios.', 'Te contamos cómo empezar.'],
    buttons: ['Pedir información', 'Ver horarios'],
    ctaButtons: ['Pedir información', 'Ven a vernos'],
    contactTitle: 'Contacto',
  },
  'pottery-studio': {
    noun: 'taller de cerámica',
    words: ['taller de cerámica', 'taller de ceramica', 'estudio de cerámica', 'alfarería', 'alfarero'],
    headlines: [
      'Manos al barro[ en {location}]',
      'Aprende cerámica',
      'Tu taller de cerámica[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un taller de cerámica[ en {location}] para aprender y crear con barro.',
      'Un taller de cerámica[ en {location}] para aprender y crear con barro.',
    ],
    about: [
      'En {name}[, en {location},] aprendes a trabajar el barro paso a paso, desde la primera bola hasta la pieza terminada. Solo hacen falta ganas de mancharse las manos.',
      'Ven a probar y descubre lo que se puede hacer con barro[: {services}].',
    ],
    servicesTitles: ['Cursos', 'En el taller'],
    services: [
      s('Cursos de torno', 'Aprende a centrar el barro y a levantar tus piezas.'),
      s('Modelado', 'Pellizco, churros y planchas, para empezar sin torno.'),
      s('Talleres sueltos', 'Una sesión para probar, solo o con amigos.'),
    ],
    serviceLines: ['{service}: pregúntanos por las fechas.', '{service}, paso a paso.'],
    features: [
      s('Para empezar', 'Si nunca has tocado el barro, pregúntanos por dónde empezar.'),
      s('Tus piezas', 'Lo que haces en clase te lo llevas a casa.'),
      s('Un rato para ti', 'Desconecta con las manos en el barro[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Necesito experiencia?',
        answer: 'Pregúntanos y te decimos qué curso te va bien para empezar.',
      },
      {
        question: '¿Me llevo lo que hago?',
        answer: 'Pregúntanos cómo funcionan la cocción y la recogida de las piezas.',
      },
      {
        question: '¿Puedo venir con amigos?',
        answer: 'Claro: cuéntanos cuántos sois[ y buscamos un hueco en el taller de {location}].',
      },
    ],
    ctaTitles: ['¿Te manchas las manos?', 'Ven a probar el torno'],
    ctaSubtitles: ['Pregúntanos por los próximos cursos.', 'Te esperamos en el taller.'],
    buttons: ['Apúntate', 'Ver cursos'],
    ctaButtons: ['Pedir información', 'Reserva tu plaza'],
    contactTitle: 'Visita el taller',
  },
  'estate-agent': {
    noun: 'inmobiliaria',
    words: ['inmobiliaria', 'agencia inmobiliaria', 'agente inmobiliario', 'agente inmobiliaria'],
    headlines: ['Tu casa[ en {location}]', 'Comprar, vender, alquilar', 'Hablemos de tu vivienda'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una inmobiliaria[ en {location}] que te acompaña de la primera visita a la firma.',
      'Una inmobiliaria[ en {location}] que te acompaña de la primera visita a la firma.',
    ],
    about: [
      'En {name}[, en {location},] hablamos primero de lo que buscas: qué vivienda, en qué zona y para cuándo. Luego te acompañamos en cada paso.',
      'Cuéntanos si buscas casa o quieres vender o alquilar la tuya, y vemos juntos cómo hacerlo[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Cómo te ayudamos'],
    services: [
      s('Compra', 'Te enseñamos viviendas que encajan con lo que buscas.'),
      s('Venta', 'Te acompañamos para vender tu vivienda.'),
      s('Alquiler', 'Para quien busca piso y para quien lo alquila.'),
    ],
    serviceLines: ['{service}: cuéntanos qué buscas.', '{service}, paso a paso contigo.'],
    features: [
      s('En la zona', 'Barrios, calles y viviendas[ de {location}].'),
      s('Paso a paso', 'De la primera visita a la firma.'),
      s('Te lo explicamos', 'Cada trámite, explicado con claridad.'),
    ],
    faq: [
      {
        question: '¿Cómo empiezo a buscar casa con vosotros?',
        answer: 'Cuéntanos qué buscas, en qué zona y para cuándo, y te enseñamos lo que encaje.',
      },
      {
        question: '¿Me ayudáis a vender mi piso?',
        answer: 'Sí: ven a contarnos cómo es y te explicamos cómo lo haríamos.',
      },
      {
        question: '¿Puedo visitar una vivienda?',
        answer: 'Claro: dinos cuál te interesa y quedamos[ en {location}].',
      },
    ],
    ctaTitles: ['¿Buscas casa?', '¿Vendes o alquilas?'],
    ctaSubtitles: ['Cuéntanos qué necesitas.', 'Te acompañamos en cada paso.'],
    buttons: ['Cuéntanos qué buscas', 'Pedir información'],
    ctaButtons: ['Habla con nosotros', 'Llámanos'],
    contactTitle: 'Contacto',
  },
  'bed-and-breakfast': {
    noun: 'casa rural',
    words: ['casa rural', 'casa de turismo rural', 'alojamiento rural', 'turismo rural'],
    headlines: ['Descansa[ en {location}]', 'Una casa para desconectar', 'Tu casa rural[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una casa rural[ en {location}] para desconectar unos días.',
      'Una casa rural[ en {location}] para desconectar unos días.',
    ],
    about: [
      'En {name}[, en {location},] te recibimos como en casa. Descansa, sal a conocer la zona y pregúntanos lo que quieras: te contamos qué ver y dónde comer.',
      'Unos días de calma, paseos y buena mesa[: {services}]. Escríbenos y te contamos.',
    ],
    servicesTitles: ['Tu estancia', 'En la casa'],
    services: [
      s('Habitaciones', 'Para descansar después del día.'),
      s('Desayunos', 'Para empezar el día con calma.'),
      s('La zona', 'Te contamos qué ver y qué hacer cerca.'),
    ],
    serviceLines: ['{service}: pregúntanos los detalles.', '{service}, para disfrutar sin prisas.'],
    features: [
      s('Calma', 'Días tranquilos lejos del ruido.'),
      s('Como en casa', 'Te recibimos y te contamos todo lo que necesites.'),
      s('Para explorar', 'Paseos y rincones[ de {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo reservo?',
        answer: 'Escríbenos o llámanos con tus fechas y te decimos qué hay disponible.',
      },
      {
        question: '¿Qué se puede hacer por la zona?',
        answer: 'Pregúntanos y te recomendamos paseos, visitas y sitios para comer[ en {location}].',
      },
      {
        question: '¿A qué hora puedo llegar?',
        answer: 'Dinos cuándo llegas y te esperamos.',
      },
    ],
    ctaTitles: ['¿Te escapas unos días?', 'Consulta tus fechas'],
    ctaSubtitles: ['Escríbenos y te decimos qué hay disponible.', 'Te esperamos para desconectar.'],
    buttons: ['Consultar fechas', 'Escríbenos'],
    ctaButtons: ['Reservar', 'Consultar fechas'],
    contactTitle: 'Reserva',
  },
  'language-school': {
    noun: 'academia de idiomas',
    words: ['academia de idiomas', 'escuela de idiomas', 'clases de idiomas'],
    headlines: [
      'Aprende idiomas[ en {location}]',
      'Habla con confianza',
      'Tu academia de idiomas[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una academia de idiomas[ en {location}]: cuéntanos qué idioma quieres aprender.',
      'Una academia de idiomas[ en {location}]: cuéntanos qué idioma quieres aprender.',
    ],
    about: [
      'En {name}[, en {location},] empezamos viendo tu nivel y lo que necesitas: trabajo, viajes, exámenes o ganas de aprender. Con eso buscamos el grupo que te encaja.',
      'Los idiomas se aprenden usándolos. Cuéntanos qué quieres conseguir y te proponemos un plan[: {services}].',
    ],
    servicesTitles: ['Clases', 'Idiomas'],
    services: [
      s('Grupos por nivel', 'Para practicar hablando con otros alumnos.'),
      s('Clases individuales', 'A tu ritmo y según lo que necesites.'),
      s('Preparación de exámenes', 'Para llegar al examen sabiendo qué te espera.'),
    ],
    serviceLines: ['{service}, para todos los niveles.', '{service}: pregúntanos por los horarios.'],
    features: [
      s('Tu objetivo', 'Trabajo, viajes o exámenes: cuéntanos para qué lo necesitas.'),
      s('Tu nivel', 'Vemos dónde estás y seguimos desde ahí.'),
      s('Cerca de ti', 'Una academia en tu barrio[, en {location}].'),
    ],
    faq: [
      {
        question: '¿Cómo sé qué nivel tengo?',
        answer: 'Pregúntanos y vemos contigo tu nivel antes de empezar.',
      },
      {
        question: '¿Qué idiomas puedo estudiar?',
        answer: 'Escríbenos[ a {name}] y te contamos los grupos que hay.',
      },
      {
        question: '¿Puedo empezar a mitad de curso?',
        answer: 'Pregúntanos[ en {location}] y vemos qué grupo te encaja.',
      },
    ],
    ctaTitles: ['¿Empezamos?', '¿Qué idioma quieres aprender?'],
    ctaSubtitles: ['Pregúntanos por los grupos y horarios.', 'Vemos tu nivel y buscamos tu grupo.'],
    buttons: ['Pedir información', 'Ver horarios'],
    ctaButtons: ['Pedir información', 'Escríbenos'],
    contactTitle: 'Contacto',
  },
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['café de especialidad', 'tostadores'] };
kinds['food-truck'] = {
  noun: 'food truck',
  words: ['food truck', 'foodtruck', 'puesto de comida'],
  headlines: ['Comida callejera[ en {location}]', 'Búscanos y ven con hambre'],
  subtitles: ['{name}[, en {location}]: {services}.', 'Comida callejera[ en {location}] para llevar.'],
  services: [
    s('Comida para llevar', 'Directa de la ventanilla.'),
    s('Eventos', 'Pregúntanos por llevar el food truck a tu evento.'),
    s('Mercados', 'Pregúntanos dónde estaremos.'),
  ],
  ctaTitles: ['Ven a buscarnos', '¿Dónde estaremos?'],
  contactTitle: 'Encuéntranos',
};

export const ES: LanguageBank = {
  fixed: {
    nav: { home: 'Inicio', about: 'Nosotros', services: 'Servicios', contact: 'Contacto' },
    sectionNames: {
      aboutExpanded: 'Cómo trabajamos',
      features: 'Lo importante',
      pricing: 'Precios',
      faq: 'Preguntas',
      cta: 'Llamada a la acción',
    },
    faqTitle: 'Preguntas frecuentes',
    pricesTitle: 'Precios',
    pricesSubtitle: 'Añade tus precios para que tus clientes sepan qué esperar.',
    featuresFallbackTitle: 'Lo que nos importa',
    option: (n) => `Opción ${n}`,
    hoursQuestion: '¿Cuál es el horario?',
    hoursAnswer: (hours) => `Nuestro horario: ${hours}.`,
    whereQuestion: '¿Cuál es la dirección?',
    whereAnswer: (addresses) => `Nos encontrarás en ${addresses}.`,
    contactQuestion: '¿Cómo puedo contactar?',
    call: (phones) => `llámanos al ${phones}`,
    email: (emails) => `escríbenos a ${emails}`,
    or: ' o ',
    and: ' y ',
    copyright: (name, year) => `© ${year} ${name}. Todos los derechos reservados.`,
    placeholders: {
      siteName: 'Nombre de tu negocio',
      address: 'Añade tu dirección',
      phone: 'Añade tu teléfono',
      hours: 'Añade tu horario',
      email: 'Añade tu correo electrónico',
    },
    noNameWarning: (p) => `No se ha encontrado el nombre del negocio en la descripción; sustituye «${p}».`,
  },
  profile: {
    noun: 'negocio',
    headlines: [
      'Bienvenidos a {name}',
      'Esto es {name}',
      'Te esperamos[ en {location}]',
      'Hablemos de lo que necesitas',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} te da la bienvenida[ en {location}]. Cuéntanos qué necesitas y te ayudamos.',
      '[En {location}: ]{services}. Cuéntanos qué necesitas.',
      'Cuéntanos qué necesitas y te responderemos lo antes posible.',
    ],
    buttons: ['Contáctanos', 'Escríbenos', 'Pregúntanos'],
    aboutTitles: ['Sobre {name}', 'Quiénes somos', 'Conócenos'],
    about: [
      '{name} te da la bienvenida[ en {location}][ desde {year}]. Nos gusta escuchar lo que buscas y ayudarte a encontrarlo. Si tienes cualquier pregunta, escríbenos o pásate a vernos.',
      'Nos gusta lo que hacemos[ en {name}][, aquí en {location}]. Cuéntanos qué buscas y te explicaremos con calma cómo podemos ayudarte[: {services}].',
      'Detrás de {name} hay personas a las que les gusta atender bien[ en {location}]. Pregúntanos lo que quieras[ sobre {services}] y te lo contamos con calma.',
    ],
    servicesTitles: ['Lo que ofrecemos', 'Servicios', 'Qué puedes encontrar aquí'],
    servicesSubtitles: [
      'Pregúntanos por cualquiera de ellos.',
      'Cuéntanos qué necesitas.',
      'Si tienes dudas sobre alguno, te lo explicamos.',
    ],
    services: [
      s('Lo que hacemos', 'Pregúntanos y te contamos todo lo que ofrecemos.'),
      s('Consultas', 'Escríbenos con tus dudas y te responderemos.'),
      s('Hablemos', 'Cuéntanos tu idea y vemos juntos cómo ayudarte.'),
    ],
    serviceLines: [
      '{service}: pregúntanos y te contamos los detalles.',
      '{service}, con calma y cercanía.',
      '{service}[ en {name}]: cuéntanos qué necesitas.',
    ],
    featuresTitle: 'Lo que nos importa',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s('Trato cercano[ en {name}]', 'Te atendemos con calma y sin prisas[, aquí en {location}].'),
      s('Primero, escucharte', 'Antes de proponerte nada, queremos entender qué vienes a buscar[ a {name}].'),
      s('Fácil de contactar', 'Escribe o llama[ a {name}] con los datos de esta página.'),
    ],
    faq: [
      {
        question: '¿Cómo me pongo en contacto[ con {name}]?',
        answer: 'Escríbenos o llámanos con los datos de esta página[; te atendemos desde {location}].',
      },
      {
        question: '¿Puedo preguntar antes de decidirme?',
        answer: 'Claro. Escribe[ a {name}] con lo que necesites saber y te lo explicamos.',
      },
      {
        question: '¿Qué puedo consultar[ en {name}]?',
        answer: 'Lo que necesites[ sobre {services}]: cuéntanos tu caso y te decimos cómo podemos ayudarte.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: ['¿Hablamos?', 'Estamos aquí para ayudarte', 'Cuéntanos qué buscas', '¿Tienes alguna duda?'],
    ctaSubtitles: [
      'Encontrarás nuestros datos de contacto más abajo.',
      'Escríbenos o pásate a vernos.',
      'Cuéntanos qué tienes en mente y te decimos cómo podemos ayudarte.',
      'Pregunta lo que quieras: te contestamos con gusto.',
    ],
    ctaButtons: ['Contáctanos', 'Escríbenos', 'Pregúntanos'],
    plans: [],
    aboutExpandedTitle: 'Cómo trabajamos',
    aboutExpanded: [
      'Todo empieza con una conversación: nos cuentas qué necesitas, te explicamos las opciones con claridad y seguimos en contacto hasta que todo esté a tu gusto.',
      '{name} trabaja paso a paso: nos cuentas qué necesitas, te explicamos las opciones con claridad y seguimos en contacto hasta que todo esté a tu gusto.',
      'En {name}[, en {location},] lo primero es escucharte. Luego te explicamos las opciones sin tecnicismos y decides tú, con toda la información.',
    ],
    contactTitle: 'Contacto',
    footers: [
      '{name}[ — {location}].',
      '{name}: estamos a tu disposición[ en {location}].',
      'Gracias por visitar {name}.',
      'Estamos a tu disposición[ en {location}].',
    ],
  },
  industries: {
    restaurant: {
      noun: 'restaurante',
      services: [
        s('Para comer aquí', 'Siéntate, pide y tómate tu tiempo.'),
        s('Para llevar', 'Pregúntanos qué puedes llevarte a casa.'),
        s('Grupos', 'Cuéntanos cuántos sois y te decimos cómo organizarlo.'),
      ],
    },
    healthcare: {
      noun: 'consulta',
      services: [
        s('Atención personal', 'Te escuchamos y te explicamos las opciones.'),
        s('Consejo', 'Pregúntanos lo que quieras, sin prisas.'),
        s('Seguimiento', 'Revisamos contigo cómo vas.'),
      ],
    },
    retail: {
      noun: 'tienda',
      services: [
        s('En la tienda', 'Pásate y echa un vistazo con calma.'),
        s('Consejo', 'Te ayudamos a elegir lo que buscas.'),
        s('Encargos', 'Pregúntanos si podemos conseguirte algo que no ves.'),
      ],
    },
    fitness: {
      noun: 'centro deportivo',
      services: [
        s('Entrenamiento', 'Sesiones para empezar o para seguir avanzando.'),
        s('Tu primera visita', 'Ven a conocernos y te enseñamos cómo funciona todo.'),
        s('Horarios', 'Pregúntanos por las clases y los horarios.'),
      ],
    },
    professional: {
      noun: 'despacho',
      services: [
        s('Asesoramiento', 'Te escuchamos y te explicamos tus opciones.'),
        s('Tu encargo', 'Lo planificamos contigo, paso a paso.'),
        s('Primera reunión', 'Cuéntanos tu caso y vemos cómo ayudarte.'),
      ],
    },
    education: {
      noun: 'academia',
      services: [
        s('Clases', 'Pregúntanos por los grupos y los horarios.'),
        s('Para empezar', 'Te ayudamos a encontrar tu nivel.'),
        s('Seguimiento', 'Te contamos cómo vas avanzando.'),
      ],
    },
    technology: {
      noun: 'estudio',
      services: [
        s('Proyectos', 'Cuéntanos tu idea y la planificamos contigo.'),
        s('Soporte', 'Pregúntanos cuando algo no funcione.'),
        s('Asesoramiento', 'Te ayudamos a elegir la herramienta adecuada.'),
      ],
    },
    beauty: {
      noun: 'centro de estética',
      services: [
        s('Tratamientos', 'Te explicamos cada uno antes de empezar.'),
        s('Asesoramiento', 'Cuéntanos qué buscas y te recomendamos.'),
        s('Ocasiones especiales', 'Para una boda, una fiesta o porque sí.'),
      ],
    },
    'real-estate': {
      noun: 'inmobiliaria',
      services: [
        s('Comprar', 'Te acompañamos en la búsqueda de tu casa.'),
        s('Vender', 'Te explicamos cómo poner tu vivienda a la venta.'),
        s('Alquilar', 'Pregúntanos por los pisos en alquiler.'),
      ],
    },
    creative: {
      noun: 'estudio',
      services: [
        s('Proyectos', 'Cuéntanos tu idea y le damos forma juntos.'),
        s('Encargos', 'Pregúntanos por lo que tienes en mente.'),
        s('Asesoramiento', 'Te ayudamos a decidir por dónde empezar.'),
      ],
    },
    legal: {
      noun: 'despacho',
      services: [
        s('Consultas', 'Cuéntanos tu caso y te explicamos tus opciones.'),
        s('Acompañamiento', 'Te explicamos cada paso del proceso.'),
        s('Documentos', 'Revisamos contigo contratos y papeles.'),
      ],
    },
    finance: {
      noun: 'asesoría',
      services: [
        s('Impuestos', 'Declaraciones y trámites, explicados.'),
        s('Contabilidad', 'Tus cuentas en orden.'),
        s('Asesoramiento', 'Te explicamos tus números con claridad.'),
      ],
    },
    automotive: {
      noun: 'taller',
      services: [
        s('Revisiones', 'El mantenimiento que necesita tu vehículo.'),
        s('Reparaciones', 'Te explicamos qué hay que hacer antes de empezar.'),
        s('Diagnóstico', 'Te contamos qué le pasa a tu vehículo.'),
      ],
    },
    construction: {
      noun: 'empresa de reformas',
      services: [
        s('Reformas', 'Cuéntanos tu proyecto y lo planificamos contigo.'),
        s('Reparaciones', 'Arreglos y trabajos puntuales.'),
        s('Presupuestos', 'Te explicamos el plan antes de empezar.'),
      ],
    },
    entertainment: {
      noun: 'local',
      services: [
        s('Programación', 'Pregúntanos qué hay estas semanas.'),
        s('Reservas', 'Para grupos y ocasiones especiales.'),
        s('Eventos privados', 'Cuéntanos tu idea y vemos si encaja.'),
      ],
    },
    travel: {
      noun: 'agencia de viajes',
      services: [
        s('Viajes', 'Cuéntanos adónde quieres ir y lo planificamos contigo.'),
        s('Escapadas', 'Ideas para unos días fuera.'),
        s('Familias y grupos', 'Viajes pensados para ir acompañado.'),
      ],
    },
    manufacturing: {
      noun: 'taller',
      services: [
        s('Encargos', 'Cuéntanos qué necesitas fabricar.'),
        s('Materiales', 'Pregúntanos por materiales y medidas.'),
        s('Asesoramiento', 'Te ayudamos a definir el proyecto.'),
      ],
    },
    'non-profit': {
      noun: 'asociación',
      services: [
        s('Actividades', 'Pregúntanos qué tenemos en marcha.'),
        s('Voluntariado', 'Cuéntanos cómo te gustaría ayudar.'),
        s('Hazte socio', 'Te explicamos cómo unirte.'),
      ],
    },
    government: {
      noun: 'servicio',
      services: [
        s('Atención', 'Te explicamos los trámites paso a paso.'),
        s('Información', 'Pregúntanos por cualquier gestión.'),
        s('Citas', 'Pide cita con los datos de esta página.'),
      ],
    },
    other: { noun: 'negocio' },
  },
  kinds,
};
