import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the real-estate kinds (estate-agent). */
export const KINDS_REAL_ESTATE: Record<string, KindBank> = {
  'estate-agent': {
    noun: 'inmobiliaria',
    words: ['inmobiliaria', 'agencia inmobiliaria', 'agente inmobiliario', 'agente inmobiliaria'],
    headlines: ['Tu casa[ en {location}]', 'Comprar, vender, alquilar', 'Hablemos de tu vivienda'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una inmobiliaria[ en {location}] que te acompaña de la primera visita a la firma.',
      'Una inmobiliaria[ en {location}] que te acompaña de la primera visita a la firma.',
    ],
    about: [
      'En {name}[, en {location},] hablamos primero de lo que buscas: qué vivienda, en qué zona y para cuándo. Luego te acompañamos en cada paso.',
      'Cuéntanos si buscas casa o quieres vender o alquilar la tuya, y vemos juntos cómo hacerlo[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Cómo te ayudamos'],
    services: [
      s('Compra', 'Te enseñamos viviendas que encajan con lo que buscas.'),
      s('Venta', 'Te acompañamos para vender tu vivienda.'),
      s('Alquiler', 'Para quien busca piso y para quien lo alquila.'),
    ],
    serviceLines: ['{service}: cuéntanos qué buscas.', '{service}, paso a paso contigo.'],
    features: [
      s('En la zona', 'Barrios, calles y viviendas[ de {location}].'),
      s('Paso a paso', 'De la primera visita a la firma.'),
      s('Te lo explicamos', 'Cada trámite, explicado con claridad.'),
    ],
    faq: [
      {
        question: '¿Cómo empiezo a buscar casa con vosotros?',
        answer: 'Cuéntanos qué buscas, en qué zona y para cuándo, y te enseñamos lo que encaje.',
      },
      {
        question: '¿Me ayudáis a vender mi piso?',
        answer: 'Sí: ven a contarnos cómo es y te explicamos cómo lo haríamos.',
      },
      {
        question: '¿Puedo visitar una vivienda?',
        answer: 'Claro: dinos cuál te interesa y quedamos[ en {location}].',
      },
    ],
    ctaTitles: ['¿Buscas casa?', '¿Vendes o alquilas?'],
    ctaSubtitles: ['Cuéntanos qué necesitas.', 'Te acompañamos en cada paso.'],
    buttons: ['Cuéntanos qué buscas', '{Pedir información|Solicitar información|Infórmate}'],
    ctaButtons: ['Habla con nosotros', '{Llámanos|Llamar ahora|Haz una llamada}'],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
