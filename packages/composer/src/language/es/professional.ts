import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the professional kinds (cleaner, removals). */
export const KINDS_PROFESSIONAL: Record<string, KindBank> = {
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
    buttons: ['{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}', 'Cuéntanos qué necesitas'],
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
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
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
    buttons: ['{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}', 'Cuéntanos tu mudanza'],
    ctaButtons: [
      '{Pedir presupuesto|Pide tu presupuesto|Solicitar presupuesto}',
      '{Llámanos|Llamar ahora|Haz una llamada}',
    ],
    contactTitle: '{Pide presupuesto|Tu presupuesto|Pide tu presupuesto|Cuéntanos tu mudanza}',
  },
};
