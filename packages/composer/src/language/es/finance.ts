import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the finance kinds (accountant). */
export const KINDS_FINANCE: Record<string, KindBank> = {
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
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Contactar|Contáctanos|Escríbenos}'],
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
