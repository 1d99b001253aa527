import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the real-estate kinds (estate-agent). */
export const KINDS_REAL_ESTATE: Record<string, KindBank> = {
  'estate-agent': {
    noun: 'Immobilienbüro',
    words: ['immobilienmakler', 'immobilienmaklerin', 'immobilienbüro', 'maklerbüro', 'immobilienagentur'],
    headlines: ['Immobilien[ in {location}]', 'Kaufen, verkaufen, mieten', 'Ihr Maklerbüro[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} begleitet Sie[ in {location}] beim Kaufen, Verkaufen und Mieten.',
      'Kaufen, verkaufen oder mieten[ in {location}]: Sprechen wir darüber.',
    ],
    about: [
      'Bei {name} beginnt jede Suche und jeder Verkauf mit einem Gespräch: was Sie vorhaben, was Ihnen wichtig ist und wie wir vorgehen.',
      'Sie suchen ein neues Zuhause oder möchten Ihre Immobilie anbieten? Erzählen Sie uns davon, und wir erklären Ihnen die nächsten Schritte[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Wobei wir helfen'],
    services: [
      s('Verkauf', 'Wir erklären Ihnen, wie wir Ihre Immobilie anbieten.'),
      s('Kauf', 'Wir suchen mit Ihnen nach dem Passenden.'),
      s('Vermietung', 'Von der Anzeige bis zur Übergabe.'),
    ],
    serviceLines: ['{service}: sprechen Sie mit uns.', '{service}, Schritt für Schritt begleitet.'],
    features: [
      s('Ihre Pläne zuerst', 'Wir möchten wissen, was Sie vorhaben, bevor wir etwas vorschlagen.'),
      s('Von der Besichtigung bis zum Vertrag', 'Sie wissen immer, was als Nächstes kommt.'),
      s('Immer ansprechbar', 'Fragen Sie uns, sobald etwas unklar ist[ – wir sind in {location}].'),
    ],
    faq: [
      {
        question: 'Wie läuft ein Verkauf mit Ihnen ab?',
        answer:
          'Wir schauen uns Ihre Immobilie an, besprechen das Vorgehen und halten Sie bei jedem Schritt auf dem Laufenden.',
      },
      {
        question: 'Helfen Sie mir bei der Suche?',
        answer: 'Sagen Sie uns, was Sie suchen, und wir melden uns mit passenden Angeboten.',
      },
      {
        question: 'Was brauche ich für das erste Gespräch?',
        answer: 'Ein paar Worte zu Ihrem Vorhaben genügen für den Anfang.',
      },
    ],
    ctaTitles: ['Sie planen einen Umzug?', 'Sprechen wir über Ihre Immobilie'],
    ctaSubtitles: ['Erzählen Sie uns, was Sie vorhaben.', 'Wir erklären Ihnen die nächsten Schritte.'],
    buttons: ['Gespräch vereinbaren', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Wir hören zuerst zu, was Sie vorhaben. Dann erklären wir den Ablauf, begleiten Besichtigungen und halten Sie bis zum Vertrag auf dem Laufenden.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
