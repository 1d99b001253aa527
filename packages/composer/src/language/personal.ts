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
  aboutTitles: ['About {name}', 'Meet {name}', 'Rooted in {location}'],
  servicesTitles: ['What {name} offers', '{Our services|What we offer|What you will find} in {location}'],
  servicesSubtitles: [
    'Ask {name} about any of them.',
    '{For everyone in and around {location}|Ask about any of them when you are in {location}}.',
  ],
  featuresTitles: [
    'Why people choose {name}',
    'Why {{location} comes back|people in {location} choose us}',
    'What {name} cares about',
  ],
  aboutExpandedTitles: ['How {name} works', 'Inside {name}', 'Our way of working in {location}'],
  ctaTitles: ['Talk to {name}', '{In|In or near|Around} {location}? {Say hello|Get in touch}'],
  ctaSubtitles: [
    'Tell {name} what you need.',
    'Get in touch from anywhere in {location}{ — we will tell you more about {services}|}.',
  ],
  ctaButtons: ['Contact {name}', 'Ask {name}'],
  locationFeature: {
    name: '{Based in|Local to} {location}',
    description: '{{services}|{kind}} — right here in {location}.',
  },
  yearFeature: { name: 'Since {year}', description: '{year} is where our story starts.' },
  serviceQuestion: {
    question: 'Do you offer {service}?',
    answer: 'Yes. Ask us about {service} and we will tell you more.',
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
