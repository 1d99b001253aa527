import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the automotive kinds (mechanic, car-dealer). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'taller',
    words: ['taller mecánico', 'taller', 'mecánico', 'mecanico', 'taller de coches'],
    headlines: [
      '{Tu coche, en buenas manos|Tu coche, bien atendido|Mecánica sin rodeos}[ en {location}]',
      '{Revisiones y reparaciones|Mantenimiento y reparaciones|Lo que tu coche necesite}',
      '{Tu taller|Un taller de barrio}[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un taller[ en {location}] {que te explica lo que necesita tu coche|donde te contamos qué le pasa al coche antes de tocarlo|que habla claro sobre tu coche}.',
      'Un taller[ en {location}] {que te explica lo que necesita tu coche|que habla claro sobre tu coche}.',
    ],
    about: [
      'En {name}[, en {location},] te {explicamos|contamos} qué le pasa a tu coche y qué opciones tienes {antes de tocar nada|antes de ponernos a trabajar}.',
      '{Tráenos tu coche|Pásate con el coche} y te contamos lo que vemos[: {services}].',
    ],
    servicesTitles: [
      '{Servicios|Nuestros servicios|Lo que hacemos}',
      '{En el taller|Para tu coche|Trabajos de taller}',
    ],
    services: [
      s(
        'Revisiones',
        '{Mantenimiento para tu coche|El mantenimiento que toca|Revisamos lo que tu coche necesita}{.|. Te explicamos lo que vemos.}',
      ),
      s(
        'Frenos',
        '{Revisión y cambio|Comprobación y sustitución|Pastillas, discos y lo que haga falta}{.|, con el trabajo explicado antes.}',
      ),
      s(
        'Neumáticos',
        '{Cambio y equilibrado|Montaje y equilibrado|Cambio de ruedas y revisión}{.|: pregúntanos cuándo traerlo.}',
      ),
    ],
    serviceLines: [
      '{service}: te explicamos el trabajo antes de empezar.',
      '{service}: tráenos el coche y lo vemos.',
      '{service}, con el trabajo hablado antes.',
    ],
    ctaTitles: [
      '{¿Le toca revisión?|¿Algo suena raro?|¿Tu coche necesita un repaso?}',
      '{Tráenos tu coche|Pásate por el taller|Te echamos un vistazo al coche}',
    ],
    ctaSubtitles: [
      '{Llámanos|Escríbenos} y te decimos {cuándo puedes traer el coche|qué día te viene bien}.',
      '{Cuéntanos qué notas en el coche|Dinos qué le pasa al coche} y te {orientamos|decimos cómo lo vemos}.',
    ],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Llámanos|Llamar ahora|Haz una llamada}'],
    featuresTitle: '{Cómo trabajamos en el taller|Lo que nos importa|Así cuidamos tu coche}',
    features: [
      s(
        '{Te contamos qué le pasa|Diagnóstico claro|Sin rodeos|Primero, el diagnóstico}',
        '{Qué le pasa a tu coche y qué opciones tienes|Te decimos qué vemos y qué se puede hacer|Te explicamos la avería con palabras sencillas}{, antes de empezar|}.',
      ),
      s(
        '{Antes de tocar nada|Tú decides|Sin trabajos sorpresa|Todo hablado antes}',
        '{Te contamos el trabajo y lo apruebas tú|Nada se hace sin que lo sepas|Si vemos algo más, te llamamos antes}{.|. Así sabes siempre qué se hace.}',
      ),
      s(
        '{Cerca de ti|Tu taller de confianza|El taller del barrio|Mecánica de cercanía}',
        '{Tu taller|Un taller donde te explican las cosas|Un taller que habla claro}[ en {location}].',
      ),
    ],
    faq: [
      {
        question: '{¿Tengo que pedir cita?|¿Hace falta cita para llevar el coche?|¿Cómo pido cita?}',
        answer:
          '{Llámanos|Escríbenos o llámanos} y te decimos {cuándo puedes traer el coche|qué día te viene bien}.',
      },
      {
        question:
          '{¿Me avisáis antes de hacer un trabajo?|¿Me consultáis antes de reparar?|¿Sabré antes qué vais a hacer?}',
        answer:
          '{Sí|Siempre}: te {explicamos lo que vemos|contamos qué encontramos} y {decides tú|la decisión es tuya}.',
      },
      {
        question: '{¿Qué trabajos hacéis?|¿Qué reparaciones hacéis?|¿Podéis mirar mi coche?}',
        answer: '{Pregúntanos|Cuéntanos qué necesitas}[ (hacemos {services})] y te lo {contamos|decimos}.',
      },
      {
        question:
          '{¿Qué os digo cuando llame?|¿Qué información necesitáis del coche?|¿Qué tengo que contaros?}',
        answer:
          '{La marca, el modelo y lo que notas|Qué coche es y qué le notas}{: un ruido, una luz, una vibración|}.',
      },
      {
        question:
          '{¿Me dais presupuesto antes?|¿Sé cuánto costará antes de empezar?|¿Puedo pedir presupuesto?}',
        answer:
          '{Pregúntanos|Pídenoslo} y {hablamos del trabajo contigo antes de empezar|te explicamos el trabajo antes de hacer nada}.',
      },
    ],
    aboutExpandedTitle: '{Cómo trabajamos|En el taller|Así va tu coche}',
    aboutExpanded: [
      '{Miramos tu coche|Revisamos el coche con calma}, te {decimos lo que encontramos|contamos lo que vemos} y {hablamos contigo de lo que urge y lo que puede esperar|decidimos juntos qué hacer ahora y qué más adelante}.',
      'En {name}[, en {location},] {nada se toca sin explicarlo antes|primero se explica y luego se repara}: te {contamos qué le pasa al coche|explicamos la avería}, {qué opciones hay|qué se puede hacer} y {decides tú|eliges cómo seguir}.',
    ],
    contactTitle: '{Ven al taller|Pásate por el taller|Dónde estamos}',
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
    ctaButtons: [
      '{Pedir información|Solicitar información|Infórmate}',
      '{Llámanos|Llamar ahora|Haz una llamada}',
    ],
    contactTitle: '{Visítanos|Ven a vernos|Pásate a vernos|Dónde estamos|Te esperamos}',
  },
};
