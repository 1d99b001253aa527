import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the entertainment kinds (music-venue, choir). */
export const KINDS_ENTERTAINMENT: Record<string, KindBank> = {
  'music-venue': {
    noun: 'sala de conciertos',
    words: ['sala de conciertos', 'sala de música', 'sala de musica'],
    headlines: ['Música en directo[ en {location}]', 'Nos vemos en la sala', 'Sube el volumen'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una sala de conciertos[ en {location}] para escuchar música de cerca.',
      'Una sala de conciertos[ en {location}] para escuchar música de cerca.',
    ],
    about: [
      '{name} es un sitio para ver a los grupos de cerca[ en {location}]. Consulta la programación, trae a tus amigos y disfruta del concierto.',
      'Escenario, buen ambiente y ganas de música[: {services}]. Pregúntanos por lo que viene.',
    ],
    servicesTitles: ['En la sala', 'Qué hay'],
    services: [
      s('Conciertos', 'Música en directo; consulta la programación.'),
      s('Entradas', 'Pregúntanos cómo conseguir las tuyas.'),
      s('Alquiler de sala', 'Para tu concierto o evento: cuéntanos la idea.'),
    ],
    serviceLines: ['{service}: consulta la programación.', '{service}, en directo y de cerca.'],
    features: [
      s('De cerca', 'Los grupos, a unos metros de ti.'),
      s('Programación', 'Pregúntanos qué viene[: {services}].'),
      s('En la ciudad', 'Una sala para la música[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Dónde veo la programación?',
        answer: 'Escríbenos o síguenos y te contamos los próximos conciertos.',
      },
      {
        question: '¿Cómo consigo entradas?',
        answer: 'Pregúntanos por cada concierto y te decimos cómo comprarlas.',
      },
      {
        question: '¿Se puede alquilar la sala?',
        answer: 'Cuéntanos qué tienes en mente[ en {location}] y vemos si encaja.',
      },
    ],
    ctaTitles: ['¿Qué concierto toca?', 'Nos vemos en primera fila'],
    ctaSubtitles: ['Pregúntanos por la programación.', 'Trae a tus amigos.'],
    buttons: ['Ver programación', 'Pregunta por las entradas'],
    ctaButtons: ['{Pregúntanos|Haz tu consulta}', 'Próximos conciertos'],
    contactTitle: 'Cómo llegar',
  },
  choir: {
    noun: 'coro',
    words: ['coro', 'coral polifónica', 'orfeón', 'orfeon'],
    headlines: ['Cantamos juntos[ en {location}]', 'Ven a cantar', 'Voces que suenan juntas'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un coro[ en {location}] para quien disfruta cantando.',
      'Un coro[ en {location}] para quien disfruta cantando.',
    ],
    about: [
      '{name} reúne a gente a la que le gusta cantar[ en {location}]. Ensayamos juntos, preparamos repertorio y salimos a cantarlo.',
      'Si te gusta cantar, pásate por un ensayo y conócenos[: {services}].',
    ],
    servicesTitles: ['Qué hacemos', 'El coro'],
    services: [
      s('Ensayos', 'Cantamos juntos; pregúntanos el día y la hora.'),
      s('Conciertos', 'Actuaciones a lo largo del año; te avisamos de las próximas.'),
      s('Nuevas voces', 'Si te gusta cantar, ven a conocernos.'),
    ],
    serviceLines: ['{service}: pregúntanos los detalles.', '{service}, con el coro.'],
    features: [
      s('Cantar en grupo', 'El gusto de sonar todos a la vez.'),
      s('Nuevas voces', 'Pregúntanos cómo unirte.'),
      s('Cerca de ti', 'Ensayamos[ en {location}]; ven a escucharnos.'),
    ],
    faq: [
      {
        question: '¿Tengo que saber leer música?',
        answer: 'Pregúntanos y te contamos cómo trabajamos el repertorio.',
      },
      {
        question: '¿Puedo ir a un ensayo?',
        answer: 'Claro: escríbenos y te decimos cuándo y dónde ensayamos.',
      },
      {
        question: '¿Cantáis en eventos?',
        answer: 'Cuéntanos qué celebras[ en {location}] y lo hablamos.',
      },
    ],
    ctaTitles: ['¿Te gusta cantar?', 'Ven a un ensayo'],
    ctaSubtitles: ['Te esperamos con las partituras.', 'Escríbenos y te contamos.'],
    buttons: ['Únete al coro', 'Ven a un ensayo'],
    ctaButtons: ['Escríbenos', 'Quiero cantar'],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
