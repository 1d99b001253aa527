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
  headlines: ['{noun} en {location}'],
  aboutTitles: ['Sobre {name}', 'Desde {location}'],
  servicesTitles: ['Lo que ofrece {name}', 'Nuestros servicios en {location}'],
  servicesSubtitles: ['Pregunta a {name} por cualquiera de ellos.', 'Para todo {location} y alrededores.'],
  featuresTitles: ['Por qué elegir {name}', 'Lo que cuida {name}', 'Por qué nos eligen en {location}'],
  aboutExpandedTitles: ['Así trabaja {name}', 'Nuestra forma de trabajar en {location}'],
  ctaTitles: ['Habla con {name}', '¿Estás en {location}? Hablemos'],
  ctaSubtitles: ['Cuéntale a {name} qué necesitas.', 'Escríbenos desde cualquier punto de {location}.'],
  locationFeature: { name: 'En {location}', description: '[{services}: ]cerca de ti, en {location}.' },
  yearFeature: { name: 'Desde {year}', description: 'Nuestra historia empieza en {year}.' },
  serviceQuestion: {
    question: '¿Ofrecéis {service}?',
    answer: 'Sí. Pregúntanos por {service} y te contamos los detalles.',
  },
};

const FR: PersonalLines = {
  headlines: ['Votre {noun} à {location}'],
  aboutTitles: ['À propos de {name}', 'Ancré à {location}'],
  servicesTitles: ['Ce que propose {name}', 'Nos services à {location}'],
  servicesSubtitles: ['Interrogez {name} sur chacun d’eux.', 'Pour tout {location} et ses environs.'],
  featuresTitles: [
    'Pourquoi choisir {name}',
    'Ce qui compte chez {name}',
    'Pourquoi on nous choisit à {location}',
  ],
  aboutExpandedTitles: ['La méthode {name}', 'Notre façon de travailler à {location}'],
  ctaTitles: ['Parlez à {name}', 'À {location} ? Écrivez-nous'],
  ctaSubtitles: ['Dites à {name} ce dont vous avez besoin.', 'Écrivez-nous de partout à {location}.'],
  locationFeature: {
    name: 'À {location}',
    description: '[{services} : ]tout près de chez vous, à {location}.',
  },
  yearFeature: { name: 'Depuis {year}', description: 'Notre histoire commence en {year}.' },
  serviceQuestion: {
    question: 'Une question sur « {service} » ?',
    answer: 'Écrivez-nous : nous vous expliquons « {service} » en détail.',
  },
};

const DE: PersonalLines = {
  headlines: [],
  aboutTitles: ['Über {name}', 'Zu Hause in {location}'],
  servicesTitles: ['Was {name} bietet', 'Unser Angebot in {location}'],
  servicesSubtitles: ['Fragen Sie {name} nach allem davon.', 'Für ganz {location} und Umgebung.'],
  featuresTitles: ['Warum {name}', 'Was {name} wichtig ist', 'Warum man uns in {location} wählt'],
  aboutExpandedTitles: ['So arbeitet {name}', 'Unsere Arbeit in {location}'],
  ctaTitles: ['Sprechen Sie mit {name}', 'In {location}? Wir freuen uns auf Sie'],
  ctaSubtitles: ['Sagen Sie {name}, was Sie brauchen.', 'Schreiben Sie uns aus ganz {location}.'],
  locationFeature: {
    name: 'In {location}',
    description: '[{services} – ]ganz in Ihrer Nähe, in {location}.',
  },
  yearFeature: { name: 'Seit {year}', description: 'Unsere Geschichte beginnt {year}.' },
  serviceQuestion: {
    question: 'Eine Frage zu „{service}“?',
    answer: 'Schreiben Sie uns – wir erklären Ihnen „{service}“ gern im Detail.',
  },
};

const LINES: Record<SiteLanguage, PersonalLines> = { en: EN, es: ES, fr: FR, de: DE };

export function personalLines(language: SiteLanguage): PersonalLines {
  return LINES[language];
}
