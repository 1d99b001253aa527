import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the education kinds (tutor, driving-instructor, childcare, language-school). */
export const KINDS_EDUCATION: Record<string, KindBank> = {
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
    buttons: ['{Pedir información|Solicitar información|Infórmate}', '{Contactar|Contáctanos|Escríbenos}'],
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    buttons: ['Apúntate', '{Pedir información|Solicitar información|Infórmate}'],
    ctaButtons: ['{Pedir información|Solicitar información|Infórmate}', 'Apúntate'],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    buttons: ['{Pedir información|Solicitar información|Infórmate}', 'Visítanos'],
    ctaButtons: ['{Pedir información|Solicitar información|Infórmate}', 'Ven a conocernos'],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    buttons: ['{Pedir información|Solicitar información|Infórmate}', 'Ver horarios'],
    ctaButtons: ['{Pedir información|Solicitar información|Infórmate}', 'Escríbenos'],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
