import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the finance kinds (accountant). */
export const KINDS_FINANCE: Record<string, KindBank> = {
  accountant: {
    noun: 'Steuerberatung',
    words: ['steuerberater', 'steuerberaterin', 'steuerberatung', 'buchhaltung', 'buchhalter'],
    headlines: [
      'Klare Zahlen[ in {location}]',
      'Steuern ohne Kopfzerbrechen',
      'Ihre Steuerberatung[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Steuerberatung[ in {location}], die Ihnen Ihre Zahlen erklärt.',
      'Eine Steuerberatung[ in {location}], die Ihnen Ihre Zahlen erklärt.',
    ],
    about: [
      'Bei {name}[ in {location}] erklären wir Ihnen Ihre Zahlen verständlich und sagen Ihnen rechtzeitig, was ansteht.',
      'Erzählen Sie uns von Ihrem Betrieb, und wir schauen gemeinsam, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Wobei wir helfen'],
    services: [
      s('Steuererklärungen', 'Erklärungen und Fristen.'),
      s('Buchhaltung', 'Ihre Bücher auf dem aktuellen Stand.'),
      s('Lohnabrechnung', 'Für Ihr Team.'),
    ],
    features: [
      s('Zahlen verständlich', 'Wir erklären Ihnen, was Ihre Zahlen bedeuten.'),
      s('Fristen im Blick', 'Wir sagen Ihnen rechtzeitig, was ansteht.'),
      s('Für Betriebe und Privatleute', 'Sagen Sie uns, wobei Sie Hilfe brauchen.'),
    ],
    faq: [
      {
        question: 'Welche Unterlagen brauchen Sie von mir?',
        answer: 'Fragen Sie uns – wir schicken Ihnen eine Liste.',
      },
      { question: 'Betreuen Sie auch Selbstständige?', answer: 'Ja, erzählen Sie uns von Ihrem Betrieb.' },
      {
        question: 'Wie beginnt die Zusammenarbeit?',
        answer: 'Mit einem Gespräch über Ihre Situation und was Sie brauchen.',
      },
    ],
    ctaTitles: ['Sprechen wir über Ihre Zahlen', 'Sagen Sie uns, was Sie brauchen'],
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Wir sehen uns Ihre Unterlagen an, erklären Ihnen Ihre Zahlen und behalten die Fristen im Blick, damit nichts liegen bleibt.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
