import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the travel kinds (travel-agent, bed-and-breakfast). */
export const KINDS_TRAVEL: Record<string, KindBank> = {
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
    buttons: ['{Pedir información|Solicitar información|Infórmate}', 'Planea tu viaje'],
    ctaButtons: ['Cuéntanos tu idea', 'Ven a la agencia'],
    contactTitle: 'Ven a la agencia',
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
    ctaButtons: ['{Reservar|Hacer una reserva}', 'Consultar fechas'],
    contactTitle: 'Reserva',
  },
};
