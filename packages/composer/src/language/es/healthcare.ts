import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the healthcare kinds (dentist, physio, vet, pharmacy, optician). */
export const KINDS_HEALTHCARE: Record<string, KindBank> = {
  dentist: {
    noun: 'clínica dental',
    words: ['clínica dental', 'clinica dental', 'dentista', 'odontología'],
    headlines: [
      '{Tu sonrisa|Tus dientes, en buenas manos|Cuidamos de tu boca}[ en {location}]',
      '{Cuidamos tus dientes|Cada paso, explicado|Tratamientos explicados con calma}',
      '{Tu clínica dental|Una clínica dental cercana}[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una clínica dental[ en {location}] {donde te explicamos cada paso|donde resolvemos tus dudas con calma|donde primero explicamos y luego tratamos}.',
      'Una clínica dental[ en {location}] {donde te explicamos cada paso|donde primero explicamos y luego tratamos}.',
    ],
    about: [
      'En {name} queremos que te sientas {cómodo|a gusto}[ en {location}]: te escuchamos, te explicamos las opciones con claridad y {resolvemos tus dudas|contestamos a tus preguntas}.',
      '{Pregunta todo lo que quieras|No te quedes con ninguna duda}: te {explicamos|contamos} cada tratamiento antes de {empezar|hacerlo}[: {services}].',
    ],
    servicesTitles: [
      '{Tratamientos|Nuestros tratamientos|Lo que tratamos}',
      '{Lo que hacemos|En la clínica|Para tu boca}',
    ],
    services: [
      s(
        'Revisiones',
        '{Para tener tu boca bajo control|Un repaso periódico a tus dientes|Comprobamos que todo esté bien}{.|. Te contamos lo que vemos.}',
      ),
      s(
        'Limpieza dental',
        '{Una boca sana y fresca|Dientes limpios a fondo|Una limpieza a fondo}{.|, y consejos para casa.}',
      ),
      s(
        'Ortodoncia',
        '{Te explicamos las opciones|Te contamos qué alternativas hay|Vemos contigo qué es posible}{.|, y decides tú.}',
      ),
    ],
    serviceLines: [
      '{service}: te explicamos cada paso.',
      '{service}: pregúntanos qué incluye.',
      '{service}, explicado antes de empezar.',
    ],
    ctaTitles: [
      '{¿Toca revisión?|¿Hace tiempo de tu última revisión?|¿Te toca revisión?}',
      '{Pide tu cita|Reserva tu cita|Te buscamos hora}',
    ],
    ctaSubtitles: [
      '{Llámanos|Escríbenos} y {te buscamos una hora que te venga bien|te damos cita}.',
      '{¿Dudas antes de venir?|¿No sabes qué necesitas?} {Escríbenos|Pregúntanos} y te lo {explicamos|contamos con calma}.',
    ],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Pide tu revisión|Quiero una revisión}'],
    featuresTitle: '{Lo que cuidamos en la clínica|Así te atendemos|Lo que nos importa}',
    features: [
      s(
        '{Sin sorpresas|Cada paso, explicado|Primero explicar|Con claridad}',
        '{Antes de empezar|Antes de cada tratamiento|En cada paso}, te {explicamos qué vamos a hacer|contamos lo que planeamos|decimos lo que vemos}{, con palabras sencillas|}.',
      ),
      s(
        '{Decides tú|Tiempo para pensarlo|Tu decisión|Decidimos juntos}',
        'Te {explicamos las opciones|contamos qué alternativas hay} y {te damos tiempo para decidir|no te metemos prisa|resolvemos tus dudas antes de que decidas}.',
      ),
      s(
        '{Tus dudas importan|Pregunta sin miedo|Te escuchamos|Ninguna pregunta sobra}',
        '{Pregunta todo lo que quieras saber|Ninguna duda es pequeña|Cuéntanos lo que te preocupa}{: te respondemos con calma|: nos tomamos el tiempo de contestarte|}[, aquí en {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{¿Cada cuánto debo hacerme una revisión?|¿Cuándo me toca la próxima revisión?|¿Con qué frecuencia conviene revisarse?}',
        answer:
          '{Depende de cada persona|Depende de tu boca}: {pregúntanos y te lo decimos según tu caso|te lo decimos en tu visita}.',
      },
      {
        question:
          '{¿Me explicáis el tratamiento antes?|¿Sabré antes qué me vais a hacer?|¿Me contáis las opciones antes de empezar?}',
        answer:
          '{Siempre|Sí}: te {contamos las opciones|explicamos lo que planeamos} y {decides tú|la decisión es tuya}.',
      },
      {
        question: '{¿Cómo pido cita?|¿Cómo reservo una cita?|¿Cómo consigo hora?}',
        answer: '{Llámanos o escríbenos|Escríbenos o llámanos}[ y te buscamos hora en {location}].',
      },
      {
        question:
          '{Me dan miedo los dentistas, ¿qué hago?|¿Y si me dan nervios en el sillón?|¿Qué pasa si tengo miedo al tratamiento?}',
        answer:
          '{Cuéntanoslo antes|Dínoslo desde el principio}: {vamos con calma y te explicamos cada paso|nos tomamos el tiempo que haga falta y te lo contamos todo}.',
      },
      {
        question: '{¿Atendéis también a niños?|¿Puedo venir con mi hijo?|¿Tratáis a los más pequeños?}',
        answer:
          '{Pregúntanos|Consúltanos} y te contamos {qué ofrecemos para niños|cómo atendemos a los pequeños}.',
      },
    ],
    aboutExpandedTitle: '{Cómo trabajamos|En la clínica|Tu visita}',
    aboutExpanded: [
      'En la clínica {te explicamos cada tratamiento antes de empezar|repasamos contigo cada paso antes de hacerlo} y {resolvemos tus dudas|nos tomamos el tiempo de contestar tus preguntas}. {Si algo te incomoda, dínoslo|Dinos si algo te resulta incómodo}.',
      'En {name}[, en {location},] {todo tratamiento empieza con una conversación|lo primero es hablar}: {revisamos tu boca|miramos tus dientes con calma}, te {contamos lo que vemos|decimos con franqueza lo que encontramos} y {decides cómo seguir|decidimos juntos el siguiente paso}.',
    ],
    contactTitle: '{Pide cita|Reserva tu cita|Para pedir cita|Tu cita}',
  },
  physio: {
    noun: 'fisioterapia',
    words: ['fisioterapia', 'fisioterapeuta', 'fisio'],
    headlines: ['Muévete mejor[ en {location}]', 'Fisioterapia', 'Vuelve a lo que te gusta'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un centro de fisioterapia[ en {location}]: te escuchamos y planificamos contigo.',
      'Fisioterapia[ en {location}]: te escuchamos y planificamos contigo.',
    ],
    about: [
      'En {name} cada sesión empieza escuchándote[ en {location}]: qué te duele, desde cuándo y qué quieres volver a hacer.',
      'Cuéntanos qué te pasa y planificamos juntos los pasos[: {services}].',
    ],
    servicesTitles: ['Tratamientos', 'Lo que tratamos'],
    services: [
      s('Dolor de espalda', 'Valoración y tratamiento.'),
      s('Lesiones deportivas', 'Para volver a entrenar.'),
      s('Rehabilitación', 'Paso a paso, contigo.'),
    ],
    ctaTitles: ['¿Te duele algo?', 'Pide tu cita'],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', 'Cuéntanos qué te pasa'],
    features: [
      s('Te escuchamos', 'Qué te duele, desde cuándo y qué quieres recuperar.'),
      s('Un plan contigo', 'Sesiones y ejercicios pensados para ti.'),
      s('Cerca de ti', 'Tu fisio[ en {location}].'),
    ],
    faq: [
      { question: '¿Necesito volante del médico?', answer: 'Pregúntanos por tu caso y te lo decimos.' },
      {
        question: '¿Qué llevo a la primera sesión?',
        answer: 'Ropa cómoda y, si los tienes, informes o pruebas.',
      },
      {
        question: '¿Cuántas sesiones necesitaré?',
        answer: 'Depende de lo que te pase: lo vemos juntos tras la valoración.',
      },
    ],
    contactTitle: '{Pide cita|Reserva tu cita|Para pedir cita|Tu cita}',
  },
  vet: {
    noun: 'clínica veterinaria',
    words: ['veterinario', 'veterinaria', 'clínica veterinaria', 'clinica veterinaria'],
    headlines: [
      'Cuidamos de tus animales[ en {location}]',
      'Tu mascota, en buenas manos',
      'Tu clínica veterinaria[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una clínica veterinaria[ en {location}] con tiempo para escucharte.',
      'Una clínica veterinaria[ en {location}] con tiempo para escucharte.',
    ],
    about: [
      'En {name}[, en {location},] te escuchamos, te explicamos las opciones con claridad y planificamos el cuidado de tu mascota contigo.',
      'Pregúntanos lo que quieras sobre tu animal[: {services}].',
    ],
    servicesTitles: ['Servicios', 'Cómo cuidamos'],
    services: [
      s('Consultas', 'Para revisar y resolver dudas.'),
      s('Vacunas', 'Según lo que necesite tu mascota.'),
      s('Cirugía', 'Te explicamos cada paso.'),
    ],
    ctaTitles: ['¿Necesitas cita?', 'Cuéntanos qué le pasa'],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Llámanos|Llamar ahora|Haz una llamada}'],
    features: [
      s('Con tiempo', 'Te escuchamos y te explicamos cada opción.'),
      s('Perros, gatos y más', 'Pregúntanos por tu animal.'),
      s('Cerca de ti', 'Tu clínica veterinaria[ en {location}].'),
    ],
    faq: [
      { question: '¿Cómo pido cita?', answer: 'Llámanos, cuéntanos qué le pasa y buscamos hora.' },
      {
        question: '¿Qué vacunas necesita mi mascota?',
        answer: 'Depende de su edad y de cómo vive: te lo explicamos en consulta.',
      },
      { question: '¿Atendéis a otros animales?', answer: 'Pregúntanos[ en {location}] por tu animal.' },
    ],
    contactTitle: '{Pide cita|Reserva tu cita|Para pedir cita|Tu cita}',
  },
  pharmacy: {
    noun: 'farmacia',
    words: ['farmacia'],
    headlines: ['Tu farmacia[ en {location}]', 'Pregúntanos, para eso estamos', 'Una farmacia de barrio'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una farmacia[ en {location}] donde puedes preguntar con calma.',
      'Una farmacia[ en {location}] donde puedes preguntar con calma.',
    ],
    about: [
      'En {name}[, en {location},] nos gusta conocer a quien entra por la puerta. Pregúntanos por un medicamento, una receta o cualquier duda de salud y te atendemos sin prisas.',
      'Una farmacia también es un sitio para preguntar. Cuéntanos qué necesitas y te orientamos[: {services}].',
    ],
    servicesTitles: ['En la farmacia', 'Cómo te ayudamos'],
    services: [
      s('Medicamentos y recetas', 'Te preparamos tu receta y te explicamos cómo tomar cada medicamento.'),
      s('Consejo farmacéutico', 'Pregúntanos por catarros, alergias o pequeñas molestias del día a día.'),
      s('Cuidado personal', 'Productos para la piel, la higiene y el cuidado de toda la familia.'),
    ],
    serviceLines: ['{service}: pregúntanos en el mostrador.', '{service}, con el consejo de tu farmacia.'],
    features: [
      s('Consejo en el mostrador', 'Pregunta lo que quieras sobre tus medicamentos y te lo explicamos.'),
      s('Cerca de casa', 'Tu farmacia de siempre[, en {location}].'),
      s('Para toda la familia', 'De los más pequeños a los mayores[: {services}].'),
    ],
    faq: [
      {
        question: '¿Puedo preguntar aunque no traiga receta?',
        answer:
          'Claro. Cuéntanos qué te pasa y te orientamos; si hace falta, te diremos que vayas al médico.',
      },
      {
        question: '¿Me explicáis cómo tomar un medicamento?',
        answer: 'Sí: pregúntanos por la dosis, el horario o cualquier duda y te lo explicamos con calma.',
      },
      {
        question: '¿Y si no tenéis lo que busco?',
        answer: 'Pregúntanos[ en {location}] y te decimos qué podemos hacer.',
      },
    ],
    ctaTitles: ['¿Tienes una duda?', 'Pásate por la farmacia'],
    ctaSubtitles: [
      'Te atendemos en el mostrador[ de {location}].',
      'Pregunta lo que necesites: para eso estamos.',
    ],
    buttons: ['Ven a la farmacia', 'Haz tu consulta'],
    ctaButtons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', '{Pregúntanos|Haz tu consulta}'],
    contactTitle: 'Visita la farmacia',
  },
  optician: {
    noun: 'óptica',
    words: ['óptica', 'optica', 'óptico', 'optometrista'],
    headlines: ['Ve bien[ en {location}]', 'Gafas, lentillas y revisiones', 'Tu óptica[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una óptica[ en {location}] donde eliges tus gafas con calma.',
      'Una óptica[ en {location}] donde eliges tus gafas con calma.',
    ],
    about: [
      'En {name}[, en {location},] te revisamos la vista, te explicamos el resultado y te ayudamos a elegir lo que mejor te queda, sin prisas.',
      'Pruébate monturas, pregunta lo que quieras y decide tranquilamente[: {services}].',
    ],
    servicesTitles: ['En la óptica', 'Para tu vista'],
    services: [
      s('Revisión de la vista', 'Comprobamos tu graduación y te explicamos el resultado.'),
      s('Gafas', 'Monturas graduadas y de sol, elegidas contigo.'),
      s('Lentillas', 'Te ayudamos a elegirlas y te enseñamos a ponértelas.'),
    ],
    serviceLines: ['{service}: pregúntanos en la óptica.', '{service}, con calma y a tu medida.'],
    features: [
      s('Pruébate lo que quieras', 'Mírate con varias monturas antes de decidir.'),
      s('Todo explicado', 'Qué graduación tienes y qué opciones hay[ para {services}].'),
      s('A mano', 'Tu óptica de barrio[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Hace falta cita para revisarme la vista?',
        answer: 'Llámanos o pásate[ por la óptica de {location}] y te decimos cuándo puedes venir.',
      },
      {
        question: '¿Puedo probarme gafas sin comprar nada?',
        answer: 'Claro. Pruébate las monturas que quieras y pregúntanos lo que necesites.',
      },
      {
        question: '¿Me ayudáis a empezar con lentillas?',
        answer: 'Sí: te explicamos qué tipos hay y te enseñamos a ponértelas y a cuidarlas.',
      },
    ],
    ctaTitles: ['¿Toca revisión?', '¿Buscas gafas nuevas?'],
    ctaSubtitles: ['Ven a probarte monturas[ en {location}].', 'Pregúntanos y te orientamos.'],
    buttons: [
      '{Pedir cita|Reservar cita|Pide tu cita}',
      '{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}',
    ],
    ctaButtons: ['{Pedir cita|Reservar cita|Pide tu cita}', 'Pregunta en la óptica'],
    contactTitle: 'Visita la óptica',
  },
};
