import type { SiteLanguage } from './detect';

/**
 * Headings and short lines built from the owner's own words (the name, the town, the kind, the
 * services), offered beside the phrase bank's own. The composer prefers a template that uses more
 * of what the description gives, so two sites of one kind rarely share a heading word for word.
 * Each template uses one value, so a page mixes them instead of repeating the name in every heading.
 * Templates with {name} are left out when the name is unknown.
 */
export type PersonalLines = {
  headlines: string[];
  aboutTitles: string[];
  servicesTitles: string[];
  servicesSubtitles: string[];
  featuresTitles: string[];
  aboutExpandedTitles: string[];
  ctaTitles: string[];
  ctaSubtitles: string[];
  /** Buttons naming the business, offered beside the bank's (none where a language has none). */
  ctaButtons?: string[];
  /** Feature cards from the owner's facts: the town, the founding year. */
  locationFeature: { name: string; description: string };
  yearFeature: { name: string; description: string };
  /** A question on the first service the owner lists, answered without promising more than the listing. */
  serviceQuestion: { question: string; answer: string };
};

const EN: PersonalLines = {
  headlines: ['{kind} in {location}', 'Your {noun} in {location}'],
  aboutTitles: [
    '{About|Meet|Introducing|Getting to know|The story of|Say hello to} {name}',
    '{Rooted in|At home in|Part of|Here in|Our corner of|Our place in|Proud to be in|From} {location}',
    'Our {location} story',
  ],
  servicesTitles: [
    '{What {name} offers|What {name} does|What you will find at {name}|On offer at {name}}',
    '{Our services|What we offer|What you will find|What we do|On offer} {in|here in} {location}',
    '{Here for|Serving} {location}',
    'What we do for {location}',
  ],
  servicesSubtitles: [
    '{Ask|Talk to} {name} about any of them.',
    '{Questions about any of these|Not sure which is for you|Curious about one of them}? {Ask|Just ask} {name}.',
    '{Ask|Ask us|Just ask} about any of them {when you are|next time you are|whenever you are} in {location}.',
    '{For|Here for} {everyone|anyone|people} in and around {location}.',
    '{In|Near|Around} {location}? {Ask us about any of them|Ask about any of these|Just ask about any of them}.',
  ],
  featuresTitles: [
    '{Why people choose|Reasons to choose|Why come to|What you get with} {name}',
    'What makes {name} different',
    '{What {name} cares about|What matters at {name}|What matters to {name}|How {name} does things}',
    'Why people in {location} {choose us|come to us|come back}',
    'Why {location} comes back',
    '{Choosing a {noun} in {location}|Looking for a {noun} in {location}?}',
    'What to expect from us in {location}',
    '{Why choose us|Why come to us} in {location}',
    'What we bring to {location}',
  ],
  aboutExpandedTitles: [
    '{How|The way} {name} works',
    '{Inside|A closer look at|Behind the scenes at|A day at} {name}',
    '{Our way of working|How we work|How we do things|The way we work|Day to day} {in|here in} {location}',
    'Behind the scenes in {location}',
  ],
  ctaTitles: [
    '{Talk to|Speak to|Get in touch with|Say hello to|Write to} {name}',
    '{Questions for|Ready to talk to} {name}?',
    '{In|In or near|Around|Near|Close to} {location}? {Say hello|Get in touch|Let’s talk|Drop us a line|We would love to hear from you}',
  ],
  ctaSubtitles: [
    '{Tell {name}|Let {name} know} what you {need|have in mind|are looking for}.',
    '{Send {name} a message|Drop {name} a line} and {we will take it from there|start the conversation}.',
    '{Get in touch|Write to us|Send us a message} from anywhere in {location}.',
    '{Wherever you are in|Whether you are in or near} {location}, {we would love to hear from you|tell us what you need|send us a message}.',
    'If you are in {location}, {we would love to hear from you|get in touch|drop us a line}.',
  ],
  ctaButtons: ['Contact {name}', 'Ask {name}', '{Message|Write to} {name}'],
  locationFeature: {
    name: '{Based in|Local to|Right here in|Found in|Working in|Find us in|At home in|In and around|Here in|Part of} {location}',
    description:
      '{{{services}|{kind}}{ — right here in| — here in|, based in|, here in} {location}|{Ask about|Come to us for|Find} {services} in {location}}.',
  },
  yearFeature: {
    name: '{Since|Here since|Established} {year}',
    description:
      '{{year} is where our story starts|Our story starts in {year}|It all began in {year}|We started out in {year}}.',
  },
  serviceQuestion: {
    question:
      '{Do you offer|Do you do|Can I ask about|Can you tell me more about|Can I come to you for} {service}?',
    answer:
      '{Yes|Of course|Certainly|Yes, of course}. {Ask us about {service} and we will tell you more|Get in touch and we will tell you more about {service}|Ask us about {service} and we will talk you through it|Send us a message about {service} and we will tell you more|Just ask: we are happy to talk about {service}}.',
  },
};

const ES: PersonalLines = {
  headlines: ['{noun} en {location}', 'Tu {noun} en {location}'],
  aboutTitles: ['{Sobre {name}|Conoce {name}|Así es {name}}', '{Desde {location}|Aquí, en {location}}'],
  servicesTitles: [
    '{Lo que ofrece {name}|Lo que encontrarás en {name}|Qué hace {name}}',
    '{Nuestros servicios|Lo que ofrecemos|Lo que hacemos} en {location}',
  ],
  servicesSubtitles: [
    '{Pregunta a {name} por cualquiera de ellos|{name} te cuenta los detalles de cada uno|Pide a {name} más detalles de cualquiera}.',
    '{Para todo {location} y alrededores|En {location} y sus alrededores|Para quien vive o trabaja en {location}}.',
  ],
  featuresTitles: [
    '{Por qué elegir|Por qué venir a|Razones para elegir} {name}',
    '{Lo que cuida|Lo que importa en|Lo que define a} {name}',
    '{Por qué nos eligen|Por qué venir a vernos|Lo que nos importa} en {location}',
  ],
  aboutExpandedTitles: [
    '{Así trabaja {name}|El día a día de {name}|Cómo se trabaja en {name}}',
    '{Nuestra forma de trabajar|Cómo trabajamos|Nuestra manera de hacer las cosas} en {location}',
  ],
  ctaTitles: [
    '{Habla con {name}|Escribe a {name}|Ponte en contacto con {name}}',
    '{¿Estás en {location}? Hablemos|¿Vives en {location}? Escríbenos|¿En {location} o cerca? Hablemos}',
  ],
  ctaSubtitles: [
    '{Cuéntale|Explícale|Dile} a {name} qué necesitas{ y te responderá| y te contestará con calma|}.',
    '{Escríbenos desde cualquier punto de {location}|Estés donde estés en {location}, escríbenos|Desde cualquier barrio de {location}, escríbenos}.',
  ],
  ctaButtons: ['{Contactar con|Escribir a} {name}'],
  locationFeature: {
    name: '{En {location}|Aquí, en {location}|Cerca de ti, en {location}}',
    description:
      '{[{services}: ]{cerca de ti|a un paso de tu casa|muy cerca}, en {location}|{Estamos|Te atendemos|Nos encontrarás} en {location}{, cerca de ti|, a un paso de tu casa|}}.',
  },
  yearFeature: {
    name: '{Desde {year}|Aquí desde {year}|Una historia desde {year}}',
    description:
      '{Nuestra historia empieza|Todo empezó|Abrimos} en {year}{.|, y seguimos aquí.|, y seguimos con la misma ilusión.}',
  },
  serviceQuestion: {
    question: '{¿Ofrecéis {service}?|¿Hacéis {service}?|¿Trabajáis {service}?}',
    answer:
      '{Sí|Claro|Por supuesto}. {Pregúntanos por {service}|Escríbenos sobre {service}|Escríbenos} y te {contamos los detalles|lo explicamos con calma|damos toda la información}.',
  },
};

const FR: PersonalLines = {
  headlines: ['Votre {noun} à {location}', '{noun} à {location}'],
  aboutTitles: [
    '{À propos de {name}|Découvrez {name}|Qui est {name} ?}',
    '{Ancré à {location}|Chez nous, à {location}|D’ici, de {location}}',
  ],
  servicesTitles: [
    '{Ce que propose {name}|L’offre de {name}|Ce que vous trouverez chez {name}}',
    '{Nos services|Ce que nous proposons|Notre offre} à {location}',
  ],
  servicesSubtitles: [
    '{Interrogez {name} sur chacun d’eux|Demandez à {name} le détail de chacun|{name} vous en dit plus sur chacun d’eux}.',
    '{Pour tout {location} et ses environs|À {location} et aux alentours|Pour celles et ceux qui vivent ou travaillent à {location}}.',
  ],
  featuresTitles: [
    '{Pourquoi choisir|Pourquoi venir chez|Les raisons de choisir} {name}',
    '{Ce qui compte|Ce qui nous tient à cœur|L’essentiel} chez {name}',
    '{Pourquoi on nous choisit|Pourquoi venir nous voir|Ce qui compte pour nous} à {location}',
  ],
  aboutExpandedTitles: [
    '{La méthode {name}|Comment travaille {name}|Le quotidien de {name}}',
    '{Notre façon de travailler|Notre manière de faire|Comment nous travaillons} à {location}',
  ],
  ctaTitles: [
    '{Parlez à {name}|Écrivez à {name}|Contactez {name}}',
    '{À {location} ? Écrivez-nous|Vous êtes à {location} ? Parlons-en|À {location} ou tout près ? Écrivez-nous}',
  ],
  ctaSubtitles: [
    '{Dites|Expliquez|Racontez} à {name} ce dont vous avez besoin{, nous reviendrons vers vous| : nous vous répondrons|}.',
    '{Écrivez-nous de partout à {location}|Où que vous soyez à {location}, écrivez-nous|De n’importe quel quartier de {location}, écrivez-nous}.',
  ],
  ctaButtons: ['{Contacter|Écrire à} {name}'],
  locationFeature: {
    name: '{À {location}|Ici, à {location}|Tout près, à {location}}',
    description:
      '{[{services} : ]{tout près de chez vous|à deux pas de chez vous|près de chez vous}, à {location}|{Nous vous accueillons|Vous nous trouverez|Nous sommes installés} à {location}{, tout près de chez vous|, à deux pas de chez vous|}}.',
  },
  yearFeature: {
    name: '{Depuis {year}|Ici depuis {year}|Une histoire depuis {year}}',
    description:
      '{Notre histoire commence|Tout a commencé|L’aventure a commencé} en {year}{.|, et nous sommes toujours là.|, et nous continuons avec le même plaisir.}',
  },
  serviceQuestion: {
    question:
      '{Une question sur « {service} » ?|Vous voulez en savoir plus sur « {service} » ?|Vous souhaitez des précisions sur « {service} » ?}',
    answer:
      '{Écrivez-nous|Contactez-nous|Demandez-nous} : nous vous {expliquons|présentons} « {service} » {en détail|dans le détail|simplement}.',
  },
};

const DE: PersonalLines = {
  headlines: [],
  aboutTitles: [
    '{Über {name}|Das ist {name}|Lernen Sie {name} kennen}',
    '{Zu Hause in {location}|Hier in {location}|Aus {location}}',
  ],
  servicesTitles: [
    '{Was {name} bietet|Das Angebot von {name}|Was Sie bei {name} finden}',
    '{Unser Angebot|Unsere Leistungen|Was wir bieten} in {location}',
  ],
  servicesSubtitles: [
    '{Fragen Sie {name} nach allem davon|{name} erzählt Ihnen gern mehr dazu|Fragen Sie {name} nach den Einzelheiten}.',
    '{Für ganz {location} und Umgebung|In {location} und drumherum|Für alle in {location} und Umgebung}.',
  ],
  featuresTitles: [
    '{Warum {name}|Gründe für {name}|Warum Kunden zu {name} kommen}',
    '{Was {name} wichtig ist|Worauf {name} achtet|Wofür {name} steht}',
    '{Warum man uns in {location} wählt|Warum man in {location} zu uns kommt|Was man in {location} an uns schätzt}',
  ],
  aboutExpandedTitles: [
    '{So arbeitet {name}|Ein Blick zu {name}|Wie {name} arbeitet}',
    '{Unsere Arbeit|Unsere Arbeitsweise|So arbeiten wir} in {location}',
  ],
  ctaTitles: [
    '{Sprechen Sie mit {name}|Schreiben Sie {name}|Melden Sie sich bei {name}}',
    '{In {location}? Wir freuen uns auf Sie|Aus {location}? Melden Sie sich|In der Nähe von {location}? Melden Sie sich}',
  ],
  ctaSubtitles: [
    '{Sagen Sie {name}, was Sie brauchen|Erzählen Sie {name}, worum es geht|Schreiben Sie {name}, was Sie vorhaben}{, und wir melden uns| – wir antworten gern|}.',
    '{Schreiben Sie uns aus ganz {location}|Egal, wo in {location} Sie sind: Schreiben Sie uns|Aus jedem Viertel von {location} – schreiben Sie uns}.',
  ],
  ctaButtons: ['{{name} kontaktieren|Schreiben Sie {name}}'],
  locationFeature: {
    name: '{In {location}|Hier in {location}|Vor Ort in {location}}',
    description:
      '{[{services} – ]{ganz in Ihrer Nähe|gleich um die Ecke|nicht weit von Ihnen}, in {location}|{Sie finden uns|Wir sind für Sie da|Wir empfangen Sie} in {location}{, ganz in Ihrer Nähe|, gleich um die Ecke|}}.',
  },
  yearFeature: {
    name: '{Seit {year}|Hier seit {year}|Eine Geschichte seit {year}}',
    description:
      '{Unsere Geschichte beginnt {year}|Angefangen hat alles {year}|{year} hat alles angefangen}{.|, und wir sind noch immer gern für Sie da.}',
  },
  serviceQuestion: {
    question: '{Eine Frage zu „{service}“?|Sie möchten mehr über „{service}“ wissen?|Mehr zu „{service}“?}',
    answer:
      '{Schreiben Sie uns|Fragen Sie uns|Melden Sie sich} – wir erklären Ihnen „{service}“ {gern im Detail|ausführlich|in Ruhe}.',
  },
};

const LINES: Record<SiteLanguage, PersonalLines> = { en: EN, es: ES, fr: FR, de: DE };

export function personalLines(language: SiteLanguage): PersonalLines {
  return LINES[language];
}
