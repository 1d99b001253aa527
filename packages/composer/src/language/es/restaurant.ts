import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the restaurant kinds (bakery, cafe, restaurant, pizzeria, ice-cream, pub, food-truck). */
export const KINDS_RESTAURANT: Record<string, KindBank> = {
  bakery: {
    noun: 'panadería',
    words: ['panadería', 'panaderia', 'pastelería', 'pasteleria', 'obrador', 'horno'],
    headlines: [
      '{Pan y dulces|Buen pan y algo dulce|Buen pan y mucho más}[ en {location}]',
      '{Tu panadería de barrio|La panadería del barrio|Una panadería de barrio}',
      '{Ven a por tu pan|Pásate a por tu pan|El pan te espera}',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es una panadería[ en {location}] donde {siempre hay algo rico en el mostrador|el mostrador da ganas de todo|vienes a por pan y sales con algo dulce}.',
      'Una panadería[ en {location}] {con el mostrador lleno de cosas ricas|donde siempre hay algo rico en el mostrador}.',
    ],
    about: [
      'En {name} nos gusta {ver caras conocidas|saludar a los de siempre} en el mostrador[ de {location}]. {Pásate|Entra}, pregúntanos por lo que más te apetezca y llévate algo bueno a casa.',
      '{Pásate por el mostrador|Entra y echa un vistazo}, pregúntanos lo que quieras y llévate algo rico a casa[: {services}].',
    ],
    servicesTitles: [
      '{Del horno al mostrador|Recién salido del horno|En el mostrador}',
      '{Lo que horneamos|Lo que preparamos|Panes y dulces}',
    ],
    servicesSubtitles: [
      '{Pregúntanos|Pregunta en el mostrador} qué ha salido hoy del horno.',
      '{Para llevar|Para casa o para regalar}, según lo que te apetezca.',
    ],
    services: [
      s(
        'Pan',
        '{Hogazas y barras|Barras, hogazas y panes especiales|El pan de diario y el del domingo} {para llevar a casa|para tu mesa|para cada comida}.',
      ),
      s(
        'Bollería',
        '{Algo dulce|Un capricho|Bollos y dulces} {para el desayuno o la merienda|para empezar el día|para acompañar el café}.',
      ),
      s(
        'Tartas',
        '{Para cumpleaños, celebraciones|Para una fiesta, una comida familiar|Para un día especial} {o simplemente porque sí|o sin motivo alguno|o por darte un capricho}.',
      ),
    ],
    serviceLines: [
      '{service}: pregúntanos en el mostrador.',
      '{service}, para llevar o para regalar.',
      '{service}: pregunta qué ha salido del horno.',
      '{service}, para casa o para una celebración.',
    ],
    ctaTitles: [
      '{Pásate a saludarnos|Ven a vernos|Pásate a vernos}',
      '{Te esperamos en el mostrador|Nos vemos en el mostrador|Hasta pronto en la panadería}',
    ],
    ctaSubtitles: [
      '{Para un encargo|Para cualquier duda}: {escríbenos|llámanos|pásate por el mostrador}.',
      '{¿Te apetece una tarta?|¿Tienes una celebración?} {Cuéntanoslo|Háblanos de ella} y te {aconsejamos|respondemos} con gusto.',
    ],
    featuresTitle: '{Lo que nos importa en el obrador|Entre el horno y el mostrador|Lo que cuidamos}',
    features: [
      s(
        '{Del horno al mostrador|Lo que sale del horno|Recién horneado|El obrador}',
        '{Pregúntanos|Pregunta en el mostrador} qué {acaba de salir del horno|ha salido hoy del horno|está recién hecho}{ y déjate tentar| antes de elegir|}.',
      ),
      s(
        '{Para encargar|Para tus celebraciones|Tartas por encargo|Una tarta para la ocasión}',
        '{¿Un cumpleaños, una comida familiar?|¿Una fiesta, un bautizo?|¿Una mesa grande?} {Cuéntanos qué necesitas|Háblanos de tu encargo} y {vemos juntos qué podemos preparar|lo hablamos contigo}.',
      ),
      s(
        '{La panadería del barrio|Tu parada de las mañanas|Cerca de casa|Una panadería de barrio}',
        '{Pásate|Ven} {a por la barra de la mañana|a por el pan del día|a por la merienda de los niños} {o a por el postre del domingo|o a por algo para un día especial}[, aquí en {location}].',
      ),
    ],
    faq: [
      {
        question: '{¿Puedo encargar una tarta?|¿Se pueden encargar tartas?|¿Aceptáis encargos de tartas?}',
        answer:
          '{Cuéntanoslo|Pregúntanos}: {dinos|indícanos} {para cuándo y para cuántos|la fecha y para cuántas personas} y {vemos contigo qué es posible|lo hablamos contigo}.',
      },
      {
        question:
          '{¿Qué hay hoy en el mostrador?|¿Qué encuentro en el mostrador?|¿Qué ha salido hoy del horno?}',
        answer:
          '{Pásate|Ven a vernos} o {pregúntanos|escríbenos}: te {contamos|decimos} lo que hay {ese día|cuando vengas}.',
      },
      {
        question:
          '{¿Preparáis pedidos para grupos?|¿Podéis preparar un pedido grande?|¿Hacéis pedidos para una fiesta?}',
        answer:
          '{Escríbenos|Cuéntanos} qué necesitas y {para cuándo|para cuántas personas}: te {decimos cómo lo hacemos|contestamos lo antes posible}.',
      },
      {
        question: '{¿Me podéis guardar pan?|¿Se puede reservar el pan?|¿Apartáis pan si os lo pido?}',
        answer:
          '{Pregúntanos|Coméntanoslo} {en el mostrador|al pasar} y te {decimos cómo hacerlo|explicamos cómo funciona}.',
      },
      {
        question: '{¿Qué lleva vuestro pan?|¿Puedo saber los ingredientes?|¿Me decís qué lleva cada dulce?}',
        answer:
          '{Claro|Por supuesto}: {pregúntanos|pregunta} en el mostrador y te {contamos|detallamos} los ingredientes {con gusto|sin problema}.',
      },
    ],
    aboutExpandedTitle: '{En el obrador|Cómo trabajamos|Del obrador al mostrador}',
    aboutExpanded: [
      '{Lo bueno lleva su tiempo|Las prisas no casan con el horno|En el obrador no vamos con prisas}: {una masa que reposa|masas que reposan} y manos que saben lo que hacen. {Lo que llega al mostrador|Lo que ves en el mostrador} lo preparamos con cariño[, aquí en {location}].',
      'En {name}, {todo empieza en el obrador|todo sale del obrador}: {primero el pan|el pan, lo primero}, luego {la bollería y las tartas|lo dulce}. {En el mostrador|Después}, {te ayudamos a elegir|nos tomamos el tiempo de aconsejarte}.',
      '{Nos gusta|Lo que más nos gusta es} {hacer pan|el oficio de panadero} y {ver volver a los de siempre|charlar con quien se acerca al mostrador}. {Pregúntanos|Pídenos consejo}: {para una comida, una fiesta o el desayuno|para el día a día y para los días especiales}, te ayudamos a elegir.',
    ],
    contactTitle: '{Visita la panadería|Ven a la panadería|Dónde encontrarnos}',
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
    contactTitle: '{Ven a vernos|Pásate a vernos|Visítanos|Dónde estamos|Te esperamos}',
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
    ctaButtons: ['{Reservar|Hacer una reserva}', 'Reserva tu mesa'],
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
    contactTitle: '{Ven a vernos|Pásate a vernos|Visítanos|Dónde estamos|Te esperamos}',
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
    contactTitle: '{Ven a vernos|Pásate a vernos|Visítanos|Dónde estamos|Te esperamos}',
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
    ctaButtons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Cómo llegar'],
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
    buttons: ['{Ven a vernos|Pásate a vernos|Visítanos|Cómo llegar}', 'Cómo llegar'],
    ctaButtons: ['Cómo llegar', '{Llámanos|Llamar ahora|Haz una llamada}'],
    contactTitle: '{Ven a vernos|Pásate a vernos|Visítanos|Dónde estamos|Te esperamos}',
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
