import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the creative kinds (photographer, pottery-studio). */
export const KINDS_CREATIVE: Record<string, KindBank> = {
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
    buttons: ['Consultar fechas', '{Contactar|Contáctanos|Escríbenos}'],
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    ctaButtons: ['{Pedir información|Solicitar información|Infórmate}', 'Reserva tu plaza'],
    contactTitle: 'Visita el taller',
  },
};
