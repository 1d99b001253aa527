import type { KindBank } from '../bank-types';
import { s } from '../item';

/** Spanish copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
  lawyer: {
    noun: 'despacho de abogados',
    words: ['abogado', 'abogada', 'abogados', 'despacho de abogados', 'bufete'],
    headlines: [
      '{Asesoramiento legal|Abogados a tu lado|Tu despacho de abogados}[ en {location}]',
      '{Te lo explicamos claro|La ley, explicada con claridad|Tu caso, explicado sin rodeos}',
      '{Hablemos de tu caso|Cuéntanos tu situación|Empezamos escuchándote}',
    ],
    subtitles: [
      '{name}[, en {location}]: {services}.',
      '{name} es un despacho de abogados[ en {location}] {que te explica cada paso|que se toma el tiempo de escucharte|que te habla sin tecnicismos}.',
      'Un despacho de abogados[ en {location}] {que te explica cada paso|que te habla sin tecnicismos}.',
    ],
    about: [
      'En {name}[, en {location},] te escuchamos, te explicamos tus opciones {con claridad|sin tecnicismos} y te acompañamos {en cada paso|de principio a fin}.',
      '{Cuéntanos tu situación|Explícanos tu caso} y te explicamos cómo podemos ayudarte[: {services}].',
    ],
    servicesTitles: [
      '{Áreas|Nuestras áreas|Áreas de trabajo}',
      '{En qué te ayudamos|Qué asuntos llevamos|Cómo te ayudamos}',
    ],
    services: [
      s(
        'Derecho de familia',
        '{Separaciones, custodias y acuerdos|Divorcios, custodia y convenios|Separaciones y asuntos familiares}{.|, explicados paso a paso.}',
      ),
      s(
        'Herencias',
        '{Testamentos y sucesiones|Herencias, testamentos y repartos|Todo lo que rodea a una herencia}{.|, con explicaciones claras.}',
      ),
      s(
        'Derecho laboral',
        '{Despidos, contratos y reclamaciones|Contratos, despidos y conflictos laborales|Tus derechos como trabajador o empresa}{.|, paso a paso.}',
      ),
    ],
    serviceLines: [
      '{service}: cuéntanos tu situación.',
      '{service}: te explicamos tus opciones.',
      '{service}, explicado sin tecnicismos.',
    ],
    ctaTitles: [
      '{¿Hablamos de tu caso?|¿Tienes una duda legal?|Cuéntanos tu caso}',
      '{Cuéntanos tu situación|Pide una primera cita|Te escuchamos}',
    ],
    ctaSubtitles: [
      '{Escríbenos|Llama al despacho} y {te damos cita|buscamos un momento para hablar}.',
      '{Resúmenos tu caso en unas líneas|Dinos qué te preocupa} y te {respondemos|contestamos} lo antes posible.',
    ],
    buttons: ['{Pedir cita|Reservar cita|Pide tu cita}', '{Contactar|Contáctanos|Escríbenos}'],
    featuresTitle: '{Cómo trabajamos|Lo que cuidamos en el despacho|Lo que puedes esperar}',
    features: [
      s(
        '{Claridad|Sin tecnicismos|La ley, en claro|Entender tu caso}',
        '{Tus opciones, explicadas sin tecnicismos|Te explicamos tus opciones con palabras sencillas|Traducimos el lenguaje jurídico a palabras claras}{, para que decidas con toda la información|}.',
      ),
      s(
        '{A tu lado|Acompañamiento paso a paso|Cada paso, explicado|Al tanto de tu caso}',
        '{Te acompañamos|Estamos contigo} {en cada paso|desde la primera cita hasta el final del asunto} y te {contamos cómo va tu caso|mantenemos al tanto}.',
      ),
      s(
        '{Tu caso, primero|Escucha atenta|Primero, escucharte|Tu historia importa}',
        '{Antes de aconsejarte|Antes de recomendarte nada}, {escuchamos tu historia|nos tomamos el tiempo de entender tu situación}[, aquí en {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{¿Cómo es la primera consulta?|¿Qué pasa en la primera cita?|¿Cómo funciona la primera reunión?}',
        answer:
          '{Nos cuentas tu situación|Nos explicas qué te trae} y te {explicamos qué opciones tienes|decimos qué caminos hay}.',
      },
      {
        question: '{¿Qué documentos llevo?|¿Qué tengo que preparar?|¿Qué papeles necesito?}',
        answer:
          '{Escríbenos y te decimos qué preparar según tu caso|Todo lo relacionado con tu caso: cartas, contratos, resoluciones}{.|. Si dudas, pregúntanos.}',
      },
      {
        question: '{¿En qué asuntos trabajáis?|¿Qué casos lleváis?|¿Podéis ayudarme con mi caso?}',
        answer:
          '{Pregúntanos|Cuéntanos tu caso}[ (trabajamos en {services})] y te decimos si podemos ayudarte.',
      },
      {
        question: '{¿Cómo pido cita?|¿Cómo consigo una cita en el despacho?|¿Cómo os consulto?}',
        answer:
          '{Llama al despacho o escríbenos|Escríbenos o llama al despacho}{ con unas líneas sobre tu caso|} y te {damos cita|proponemos una hora}.',
      },
      {
        question: '{¿Me mantendréis informado?|¿Cómo sigo mi caso?|¿Sabré en qué punto está mi asunto?}',
        answer:
          '{Sí|Claro}: te {explicamos cada paso|contamos cómo va tu caso} y {resolvemos tus dudas|respondemos a tus preguntas} por el camino.',
      },
    ],
    aboutExpandedTitle: '{Cómo trabajamos|En el despacho|Así llevamos tu caso}',
    aboutExpanded: [
      '{En la primera cita|En la primera conversación}, {te escuchamos y situamos tu caso|escuchamos tu historia y ordenamos el asunto}. {Después|Luego} te {explicamos tus opciones|contamos qué caminos hay} y {hablamos contigo de cada paso|decidimos juntos cómo seguir}.',
      'En {name}[, en {location},] {cada caso empieza escuchando|todo empieza por tu historia}: {nos cuentas qué pasa|nos explicas la situación}, te {explicamos la ley con palabras claras|decimos con franqueza qué es posible} y {decides tú|eliges cómo seguir}.',
    ],
    contactTitle:
      '{Contacto|Contáctanos|Datos de contacto|Habla con nosotros|Escríbenos|Estamos en contacto}',
  },
};
