import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the restaurant kinds (bakery, cafe, restaurant, pizzeria, ice-cream, pub, food-truck). */
export const KINDS_RESTAURANT: Record<string, KindBank> = {
  bakery: {
    noun: 'panadería',
    words: ['panadería', 'panaderia', 'pastelería', 'pasteleria', 'obrador', 'horno'],
    headlines: ['Pan y dulces[ en {location}]', 'Tu panadería de barrio', 'Ven a por tu pan'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una panadería[ en {location}] donde siempre hay algo rico en el mostrador.',
      'Una panadería[ en {location}] con el mostrador lleno de cosas ricas.',
    ],
    about: [
      'En {name} nos gusta ver caras conocidas en el mostrador[ de {location}]. Pásate, pregúntanos por lo que más te apetezca y llévate algo bueno a casa.',
      'Pásate por el mostrador, pregúntanos lo que quieras y llévate algo rico a casa[: {services}].',
    ],
    servicesTitles: ['Del horno al mostrador', 'Lo que horneamos'],
    services: [
      s('Pan', 'Hogazas y barras para llevar a casa.'),
      s('Bollería', 'Algo dulce para el desayuno o la merienda.'),
      s('Tartas', 'Para cumpleaños, celebraciones o simplemente porque sí.'),
    ],
    serviceLines: ['{service}: pregúntanos en el mostrador.', '{service}, para llevar o para regalar.'],
    ctaTitles: ['Pásate a saludarnos', 'Te esperamos en el mostrador'],
    features: [
      s(
        '{Del horno al mostrador|Lo que sale del horno}',
        '{Pan, bollería y dulces para llevar a casa.|Pan, bollería y algo dulce para casa.}',
      ),
      s('Para encargar', 'Pregúntanos por tartas y pedidos para tus celebraciones.'),
      s('La panadería del barrio', 'Tu parada de siempre[ en {location}].'),
    ],
    faq: [
      {
        question: '{¿Puedo encargar una tarta?|¿Se pueden encargar tartas?}',
        answer:
          '{Claro: cuéntanos para cuándo y para cuántos, y lo vemos contigo.|Pregúntanos en el mostrador: dinos la fecha y para cuántos es.}',
      },
      {
        question: '¿Qué hay hoy en el mostrador?',
        answer: 'Pásate o pregúntanos[ por {services}]: te contamos lo que hay.',
      },
      {
        question: '¿Preparáis pedidos para grupos?',
        answer: 'Escríbenos con lo que necesitas y te decimos cómo lo hacemos.',
      },
    ],
    contactTitle: 'Visita la panadería',
  },
  cafe: {
    noun: 'cafetería',
    words: ['cafetería', 'cafeteria', 'café', 'cafe', 'salón de té'],
    headlines: [
      'Un buen café[ en {location}]',
      'Siéntate, pide y quédate un rato',
      'Tu cafetería[ en {location}]',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una cafetería[ en {location}] para parar, charlar y quedarse un rato.',
      'Un sitio[ en {location}] para parar, charlar y quedarse un rato.',
    ],
    about: [
      '{name} es un sitio[ de {location}] para quedar con amigos, ponerse al día o simplemente sentarse con algo rico. Aquí lo sencillo y la buena compañía van de la mano.',
      'Entra, busca un sitio junto a la ventana y pide lo que te apetezca[: {services}]. Del resto nos encargamos nosotros.',
    ],
    servicesTitles: ['En la barra', 'Lo que servimos'],
    services: [
      s('Café', 'Tu café como te gusta.'),
      s('Desayunos', 'Para empezar el día con calma.'),
      s('Algo dulce', 'El acompañante perfecto para tu taza.'),
    ],
    ctaTitles: ['Pásate a tomar algo', 'Nos vemos pronto'],
    features: [
      s('Para quedarse', 'Mesas para charlar, leer o ponerse al día.'),
      s('Desayunos y meriendas', 'Algo rico para cada momento[: {services}].'),
      s('Tu rincón', 'Un sitio para parar[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo venir a trabajar un rato?',
        answer: 'Pásate y busca una mesa tranquila; pregúntanos si tienes dudas.',
      },
      { question: '¿Tenéis opciones sin lactosa?', answer: 'Pregúntanos en la barra y te decimos qué hay.' },
      {
        question: '¿Se puede reservar mesa?',
        answer: 'Escríbenos o llámanos[ y te decimos si hay sitio en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
  restaurant: {
    noun: 'restaurante',
    words: ['restaurante', 'bar de tapas', 'taberna', 'mesón', 'asador', 'marisquería', 'tasca'],
    headlines: ['Buena mesa[ en {location}]', 'Ven con hambre', 'Reserva tu mesa'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un restaurante[ en {location}] para comer bien y en buena compañía.',
      'Un restaurante[ en {location}] para comer bien y en buena compañía.',
    ],
    about: [
      'En {name}[, en {location},] nos gusta dar de comer a la gente. Ven a ver qué hay en la carta, pregúntanos por cualquier plato y tómate tu tiempo.',
      'Una comida rápida o una larga sobremesa con amigos: aquí hay sitio para las dos cosas[. Pregúntanos por {services}].',
    ],
    servicesTitles: ['En la carta', 'Lo que servimos'],
    services: [
      s('Comidas', 'Desde un almuerzo rápido hasta una comida larga.'),
      s('Cenas', 'Para terminar el día alrededor de la mesa.'),
      s('Para llevar', 'Tus platos favoritos para disfrutar en casa.'),
    ],
    ctaTitles: ['¿Tienes hambre?', 'Ven a comer con nosotros'],
    ctaButtons: ['Reservar', 'Reserva tu mesa'],
    features: [
      s('Para compartir', 'Platos para poner en el centro de la mesa.'),
      s('Larga sobremesa', 'Una comida tranquila, con tiempo para charlar.'),
      s('En la mesa', 'Comer bien[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Hace falta reservar?',
        answer: 'Te lo recomendamos, sobre todo para grupos: llámanos o escríbenos.',
      },
      {
        question: '¿Tenéis opciones para alergias o intolerancias?',
        answer: 'Cuéntanoslo al reservar o al pedir y te decimos qué platos te van bien.',
      },
      {
        question: '¿Podemos celebrar algo con vosotros?',
        answer: 'Claro: dinos qué celebras y cuántos sois[, y lo preparamos en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
  pizzeria: {
    noun: 'pizzería',
    words: ['pizzería', 'pizzeria'],
    headlines: ['Pizza[ en {location}]', 'Para compartir (o no)', 'Tu pizzería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una pizzería[ en {location}]: pizza para comer aquí o para llevar.',
      'Pizza[ en {location}] para comer aquí o para llevar.',
    ],
    about: [
      'En {name}[, en {location},] la pizza es para compartir. Ven con amigos o en familia, pide lo que te apetezca y pregúntanos por lo que hay hoy.',
      'Pide en la barra, busca un sitio y disfruta[: {services}]. Si lo prefieres, llévatelo a casa.',
    ],
    servicesTitles: ['En la carta', 'Del horno'],
    services: [
      s('Pizzas', 'Nuestras pizzas, para comer aquí o para llevar.'),
      s('Para picar', 'Algo para compartir mientras esperas.'),
      s('Postres', 'Algo dulce para terminar.'),
    ],
    ctaTitles: ['¿Pizza esta noche?', 'Ven a compartir una pizza'],
    features: [
      s('Para compartir', 'Pizzas al centro y a repartir.'),
      s('Aquí o en casa', 'Cómela en el local o llévatela.'),
      s('Noche de pizza', 'Tu plan para cenar[ en {location}].'),
    ],
    faq: [
      { question: '¿Puedo pedir para llevar?', answer: 'Sí: llámanos, haz tu pedido y pásate a recogerlo.' },
      {
        question: '¿Se pueden cambiar ingredientes?',
        answer: 'Pregúntanos al pedir y te decimos qué podemos hacer.',
      },
      {
        question: '¿Tenéis sitio para grupos?',
        answer: 'Dinos cuántos sois[ y te decimos si hay sitio en {location}].',
      },
    ],
    contactTitle: 'Ven a vernos',
  },
  'ice-cream': {
    noun: 'heladería',
    words: ['heladería', 'heladeria', 'gelateria'],
    headlines: ['Helados[ en {location}]', '¿De qué sabor hoy?', 'Tu heladería[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una heladería[ en {location}] para darse un gusto.',
      'Una heladería[ en {location}] para darse un gusto.',
    ],
    about: [
      'En {name}[, en {location},] lo difícil es elegir. Pide que te dejemos probar, combina sabores y date un capricho.',
      'En cucurucho o en tarrina, aquí o para llevar[: {services}].',
    ],
    servicesTitles: ['En la vitrina', 'Para refrescarte'],
    services: [
      s('Helados', 'Elige sabor, en cucurucho o en tarrina.'),
      s('Batidos', 'Para los días de calor.'),
      s('Para llevar', 'Tarrinas para compartir en casa.'),
    ],
    serviceLines: ['{service}: ven a probarlo.', '{service}, aquí o para llevar.'],
    features: [
      s('Prueba antes de elegir', 'Pídenos una cucharadita del sabor que quieras.'),
      s('Para todos', 'Grandes y pequeños[: {services}].'),
      s('De paseo', 'Un helado mientras das una vuelta[ por {location}].'),
    ],
    faq: [
      {
        question: '¿Puedo probar un sabor antes de pedir?',
        answer: 'Claro, pídenoslo en el mostrador.',
      },
      {
        question: '¿Tenéis tarrinas para llevar?',
        answer: 'Pregúntanos qué tamaños hay[ en {location}] y te lo preparamos.',
      },
      {
        question: '¿Hay sabores sin lactosa o sin gluten?',
        answer: 'Pregúntanos por los ingredientes de cada sabor y te lo decimos.',
      },
    ],
    ctaTitles: ['¿Te apetece un helado?', 'Ven a elegir tu sabor'],
    ctaSubtitles: ['Te esperamos en la vitrina.', 'Pásate y pruébalo.'],
    buttons: ['Ven a por tu helado', 'Cómo llegar'],
    ctaButtons: ['Ven a vernos', 'Cómo llegar'],
    contactTitle: 'Ven a la heladería',
  },
  pub: {
    noun: 'bar',
    words: ['cervecería', 'cerveceria', 'pub', 'bar de copas', 'vermutería'],
    headlines: ['Nos vemos en la barra', 'Algo de tomar[ en {location}]', 'Tu bar[ en {location}]'],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un bar[ en {location}] para tomar algo y charlar.',
      'Un bar[ en {location}] para tomar algo y charlar.',
    ],
    about: [
      'En {name}[, en {location},] se viene a tomar algo, a charlar y a quedarse un rato. Pide en la barra y pregúntanos qué hay hoy.',
      'Una caña, un vino o algo para picar: aquí hay sitio para la tertulia[. Tenemos {services}].',
    ],
    servicesTitles: ['En la barra', 'Para tomar'],
    services: [
      s('Cañas y vinos', 'Para tomar en la barra o en la mesa.'),
      s('Para picar', 'Algo para acompañar tu bebida.'),
      s('Grupos', 'Cuéntanos cuántos sois y os buscamos sitio.'),
    ],
    serviceLines: ['{service}: pregunta en la barra.', '{service}, para compartir.'],
    features: [
      s('Ambiente de barrio', 'Caras conocidas y buena charla.'),
      s('Con algo de picar', 'Para acompañar la caña o el vino[: {services}].'),
      s('Punto de encuentro', 'Para quedar con los tuyos[ en {location}].'),
    ],
    faq: [
      {
        question: '¿Se puede reservar mesa?',
        answer: 'Llámanos o pásate y te decimos cómo lo hacemos.',
      },
      {
        question: '¿Tenéis algo para comer?',
        answer: 'Pregúntanos en la barra qué hay hoy.',
      },
      {
        question: '¿Podemos venir en grupo?',
        answer: 'Claro: avísanos de cuántos sois y os hacemos hueco.',
      },
    ],
    ctaTitles: ['¿Quedamos?', 'Pásate a tomar algo'],
    ctaSubtitles: ['Te esperamos en la barra.', 'Trae a tus amigos.'],
    buttons: ['Ven a vernos', 'Cómo llegar'],
    ctaButtons: ['Cómo llegar', 'Llámanos'],
    contactTitle: 'Ven a vernos',
  },
  'food-truck': {
    noun: 'food truck',
    words: ['food truck', 'foodtruck', 'puesto de comida'],
    headlines: ['Comida callejera[ en {location}]', 'Búscanos y ven con hambre'],
    subtitles: ['{name}[, en {location}]: {services}.', 'Comida callejera[ en {location}] para llevar.'],
    services: [
      s('Comida para llevar', 'Directa de la ventanilla.'),
      s('Eventos', 'Pregúntanos por llevar el food truck a tu evento.'),
      s('Mercados', 'Pregúntanos dónde estaremos.'),
    ],
    ctaTitles: ['Ven a buscarnos', '¿Dónde estaremos?'],
    contactTitle: 'Encuéntranos',
  },
};
