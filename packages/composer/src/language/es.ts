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
    ctaButtons: ['Reservar', 'Contáctanos'],
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
    ctaButtons: ['Pedir cita', 'Contáctanos'],
    buttons: ['Pedir cita', 'Contáctanos'],
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
    buttons: ['Pedir cita', 'Contáctanos'],
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
    ctaButtons: ['Pedir presupuesto', 'Contáctanos'],
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
    buttons: ['Pedir presupuesto', 'Contáctanos'],
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
    buttons: ['Pedir presupuesto', 'Contáctanos'],
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
    buttons: ['Pedir cita', 'Contáctanos'],
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
    buttons: ['Pedir cita', 'Contáctanos'],
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
    buttons: ['Ven a conocernos', 'Contáctanos'],
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
    contactTitle: 'Pide cita',
  },
  tutor: {
    noun: 'academia',
    words: [
      'academia',
      'clases particulares',
      'profesor particular',
      'profesora particular',
      'escuela de idiomas',
    ],
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
