import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the fitness kinds (yoga, gym, martial-arts). */
export const KINDS_FITNESS: Record<string, KindBank> = {
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    buttons: ['{Pedir información|Solicitar información|Infórmate}', 'Ver horarios'],
    ctaButtons: [
      '{Pedir información|Solicitar información|Infórmate}',
      '{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}',
    ],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
