import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the automotive kinds (mechanic, car-dealer). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'taller',
    words: ['taller mecánico', 'taller', 'mecánico', 'mecanico', 'taller de coches'],
    headlines: [
      'Tu coche, en buenas manos[ en {location}]',
      'Revisiones y reparaciones',
      'Tu taller[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un taller[ en {location}] que te explica lo que necesita tu coche.',
      'Un taller[ en {location}] que te explica lo que necesita tu coche.',
    ],
    about: [
      'En {name}[, en {location},] te explicamos qué le pasa a tu coche y qué opciones tienes antes de tocar nada.',
      'Tráenos tu coche y te contamos lo que vemos[: {services}].',
    ],
    servicesTitles: ['Servicios', 'En el taller'],
    services: [
      s('Revisiones', 'Mantenimiento para tu coche.'),
      s('Frenos', 'Revisión y cambio.'),
      s('Neumáticos', 'Cambio y equilibrado.'),
    ],
    ctaTitles: ['¿Le toca revisión?', 'Tráenos tu coche'],
    buttons: ['Pedir cita', 'Llámanos'],
    features: [
      s('Te contamos qué le pasa', 'Qué le pasa a tu coche y qué opciones tienes.'),
      s('Antes de tocar nada', 'Te contamos el trabajo y lo apruebas tú.'),
      s('Cerca de ti', 'Tu taller[ en {location}].'),
    ],
    faq: [
      { question: '¿Tengo que pedir cita?', answer: 'Llámanos y te decimos cuándo puedes traer el coche.' },
      {
        question: '¿Me avisáis antes de hacer un trabajo?',
        answer: 'Sí: te explicamos lo que vemos y decides tú.',
      },
      { question: '¿Qué trabajos hacéis?', answer: 'Pregúntanos[ por {services}] y te lo contamos.' },
    ],
    contactTitle: 'Ven al taller',
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
    ctaButtons: ['Pedir información', 'Llámanos'],
    contactTitle: 'Visítanos',
  },
};
