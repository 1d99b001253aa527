import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
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
};
