import type { KindBank, LanguageBank } from './bank-types';
import { KINDS_AUTOMOTIVE } from './es/automotive';
import { KINDS_BEAUTY } from './es/beauty';
import { KINDS_CONSTRUCTION } from './es/construction';
import { KINDS_CREATIVE } from './es/creative';
import { KINDS_EDUCATION } from './es/education';
import { KINDS_ENTERTAINMENT } from './es/entertainment';
import { KINDS_FINANCE } from './es/finance';
import { KINDS_FITNESS } from './es/fitness';
import { KINDS_HEALTHCARE } from './es/healthcare';
import { KINDS_LEGAL } from './es/legal';
import { KINDS_PROFESSIONAL } from './es/professional';
import { KINDS_REAL_ESTATE } from './es/real-estate';
import { KINDS_RESTAURANT } from './es/restaurant';
import { KINDS_RETAIL } from './es/retail';
import { KINDS_TRAVEL } from './es/travel';
import { s } from './item';

// Tuteo, as most small businesses in Spain write; no template asserts how the business works.
// Each kind's copy lives with its industry's in ./es/, each group in the order its first kind had in one file before.
const kinds: Record<string, KindBank> = {
  ...KINDS_RESTAURANT,
  ...KINDS_BEAUTY,
  ...KINDS_CONSTRUCTION,
  ...KINDS_PROFESSIONAL,
  ...KINDS_HEALTHCARE,
  ...KINDS_FITNESS,
  ...KINDS_CREATIVE,
  ...KINDS_AUTOMOTIVE,
  ...KINDS_LEGAL,
  ...KINDS_RETAIL,
  ...KINDS_EDUCATION,
  ...KINDS_FINANCE,
  ...KINDS_ENTERTAINMENT,
  ...KINDS_TRAVEL,
  ...KINDS_REAL_ESTATE,
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['café de especialidad', 'tostadores'] };

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
      '{name} te da la bienvenida[ en {location}]. {Cuéntanos|Dinos} qué necesitas y te ayudamos.',
      '[En {location}: ]{services}. {Cuéntanos|Dinos} qué necesitas.',
      '{Cuéntanos qué necesitas|Dinos qué buscas} y te {responderemos|contestaremos} lo antes posible.',
    ],
    buttons: [
      '{Contáctanos|Ponte en contacto|Contactar}',
      '{Escríbenos|Envíanos un mensaje|Déjanos un mensaje}',
      '{Pregúntanos|Haz tu consulta|Pide información}',
    ],
    aboutTitles: [
      'Sobre {name}',
      '{Quiénes somos|Quiénes estamos detrás|Un poco sobre nosotros}',
      '{Conócenos|Así somos|Te contamos quiénes somos}',
    ],
    about: [
      '{name} te da la bienvenida[ en {location}][ desde {year}]. Nos gusta escuchar lo que buscas y ayudarte a encontrarlo. Si tienes cualquier pregunta, escríbenos o pásate a vernos.',
      'Nos gusta lo que hacemos[ en {name}][, aquí en {location}]. Cuéntanos qué buscas y te explicaremos con calma cómo podemos ayudarte[: {services}].',
      'Detrás de {name} hay personas a las que les gusta atender bien[ en {location}]. Pregúntanos lo que quieras[ sobre {services}] y te lo contamos con calma.',
    ],
    servicesTitles: [
      '{Lo que ofrecemos|Lo que hacemos}',
      '{Servicios|Nuestros servicios}',
      '{Qué puedes encontrar aquí|Lo que te espera aquí}',
    ],
    servicesSubtitles: [
      '{Pregúntanos por cualquiera de ellos|Pregúntanos por el que te interese}.',
      '{Cuéntanos|Dinos} qué necesitas{ y te orientamos|}.',
      '{Si tienes dudas sobre alguno|Si alguno te genera dudas}, {te lo explicamos|te lo contamos con calma}.',
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
      '{service}: te lo explicamos todo, sin tecnicismos.',
      '{service}, a tu medida: escríbenos.',
    ],
    featuresTitle: 'Lo que nos importa',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s(
        '{Trato cercano[ en {name}]|Sin prisas|Un trato de tú a tú|Tiempo para ti|Con calma|Atención sin prisas|Aquí te escuchamos}',
        '{Te atendemos|Nos gusta atenderte|Queremos atenderte} {con calma y sin prisas|sin prisas|con tiempo}[, aquí en {location}]{. Pregunta lo que quieras.|. Tus dudas son bienvenidas.|.}',
      ),
      s(
        '{Primero, escucharte|Antes que nada, escucharte|Escuchar antes de proponer|Entender lo que buscas|Lo tuyo, primero|Preguntar antes de proponer|Tu caso, bien entendido}',
        '{Antes de proponerte nada|Antes de darte una opción|Antes de aconsejarte}, {queremos|nos gusta|preferimos} entender {qué vienes a buscar[ a {name}]|qué necesitas|lo que buscas}.',
      ),
      s(
        '{Fácil de contactar|A un mensaje de distancia|Contacto sencillo|Sin complicaciones|Basta con un mensaje|Hablar con nosotros es fácil}',
        '{Escribe o llama[ a {name}]|Llámanos o escríbenos|Escríbenos} {con|usando} los datos {de esta página|que tienes aquí|que verás más abajo}.',
      ),
    ],
    faq: [
      {
        question:
          '{¿Cómo me pongo en contacto[ con {name}]?|¿Cómo puedo contactaros?|¿Cómo os escribo?|¿Cuál es la mejor forma de contactaros?|¿Por dónde os contacto?}',
        answer:
          '{Escríbenos o llámanos|Por mensaje o por teléfono, como prefieras}: {los datos están en esta página|tienes nuestros datos en esta página|nuestros datos están más abajo}[; te atendemos desde {location}].',
      },
      {
        question:
          '{¿Puedo preguntar antes de decidirme?|¿Puedo consultaros algo antes de decidir?|¿Puedo resolver dudas antes de comprometerme?}',
        answer:
          '{Claro|Por supuesto|Sin problema}. {Escribe[ a {name}]|Cuéntanos} lo que necesites saber y te lo {explicamos|contamos con calma}.',
      },
      {
        question:
          '{¿Qué puedo consultar[ en {name}]?|¿Sobre qué puedo preguntaros?|¿Qué dudas me podéis resolver?|¿De qué puedo hablaros?|¿Para qué puedo escribiros?}',
        answer:
          '{Lo que necesites|Cualquier cosa que te ayude a decidir|Todo lo que quieras saber}[ sobre {services}]: {cuéntanos tu caso|explícanos qué buscas} y te {decimos|explicamos} cómo podemos ayudarte.',
      },
      {
        question:
          '{¿Dónde puedo saber más[ sobre {name}]?|¿Cómo consigo más información?|¿Cómo me informo mejor?}',
        answer:
          '{En esta página tienes lo esencial|Lo esencial está en esta página}; {para todo lo demás|para lo que no encuentres aquí}, {escríbenos|ponte en contacto con nosotros} y te {respondemos|informamos} con gusto.',
      },
      {
        question:
          '{¿Contestáis los mensajes?|¿Leéis los mensajes que os llegan?|¿Me responderéis si os escribo?|¿Qué pasa cuando os escribo?|¿Recibiré respuesta a mi mensaje?}',
        answer:
          '{Sí|Claro}, {leemos cada mensaje|cada mensaje se lee} y te {respondemos|contestamos} {lo antes posible|en cuanto podemos}.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: [
      '{¿Hablamos?|¿Lo hablamos?|Hablemos}',
      '{Estamos aquí para ayudarte|Podemos ayudarte|¿Te echamos una mano?}',
      '{Cuéntanos|Dinos} qué buscas',
      '{¿Tienes alguna duda?|¿Alguna pregunta?|¿Todavía lo estás pensando?}',
    ],
    ctaSubtitles: [
      '{Encontrarás nuestros datos de contacto|Tienes nuestros datos|Nuestros datos de contacto están} más abajo.',
      '{Escríbenos|Llámanos, escríbenos} o {pásate a vernos|ven a vernos}.',
      '{Cuéntanos|Explícanos} qué tienes en mente y te {decimos|contamos} cómo podemos ayudarte.',
      '{Pregunta lo que quieras|Escríbenos con tus dudas}: te {contestamos|respondemos} con gusto.',
    ],
    ctaButtons: [
      '{Contáctanos|Ponte en contacto|Contactar}',
      '{Escríbenos|Envíanos un mensaje|Déjanos un mensaje}',
      '{Pregúntanos|Haz tu consulta|Pide información}',
    ],
    plans: [],
    aboutExpandedTitle: 'Cómo trabajamos',
    aboutExpanded: [
      '{Todo empieza con una conversación|Lo primero es una conversación|El punto de partida es siempre una charla}: nos cuentas qué necesitas, te explicamos las opciones {con claridad|sin tecnicismos} y {seguimos en contacto|seguimos a tu lado} hasta que todo esté a tu gusto.',
      '{{name} trabaja paso a paso|En {name} vamos paso a paso|Con {name}, todo va paso a paso}: nos {cuentas|explicas} qué necesitas, te presentamos las opciones {con claridad|de forma sencilla|sin rodeos} y {seguimos en contacto|seguimos disponibles} hasta que todo esté a tu gusto.',
      'En {name}[, en {location},] {lo primero es escucharte|todo empieza por escucharte|siempre empezamos escuchándote}. Luego te explicamos las opciones {sin tecnicismos|con palabras sencillas|con claridad} y decides tú{, con toda la información| a tu ritmo|}.',
    ],
    contactTitle: '{Contacto|Datos de contacto|Habla con nosotros|Contáctanos}',
    footers: [
      '{name}[ — {location}].',
      '{name}: {estamos a tu disposición|aquí para lo que necesites|te esperamos}[ en {location}].',
      '{Gracias por visitar|Gracias por pasarte por la web de} {name}.',
      '{Estamos a tu disposición|Aquí para lo que necesites|Te esperamos}[ en {location}].',
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
