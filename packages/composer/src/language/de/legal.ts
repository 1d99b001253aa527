import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the legal kinds (lawyer). */
export const KINDS_LEGAL: Record<string, KindBank> = {
  lawyer: {
    noun: 'Kanzlei',
    words: ['rechtsanwalt', 'rechtsanwältin', 'kanzlei', 'rechtsanwaltskanzlei', 'anwaltskanzlei'],
    headlines: ['Rechtsberatung[ in {location}]', 'Klare Antworten', 'Sprechen wir über Ihr Anliegen'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Kanzlei[ in {location}], die Ihnen jeden Schritt erklärt.',
      'Eine Kanzlei[ in {location}], die Ihnen jeden Schritt erklärt.',
    ],
    about: [
      'Bei {name}[ in {location}] hören wir zu, erklären Ihnen Ihre Möglichkeiten verständlich und begleiten Sie bei jedem Schritt.',
      'Schildern Sie uns Ihre Lage, und wir erklären, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Rechtsgebiete', 'Wobei wir helfen'],
    services: [
      s('Familienrecht', 'Trennung, Sorgerecht und Vereinbarungen.'),
      s('Erbrecht', 'Testamente und Nachlässe.'),
      s('Arbeitsrecht', 'Kündigungen, Verträge und Streitfälle.'),
    ],
    features: [
      s('Verständlich erklärt', 'Wir übersetzen Juristendeutsch in klare Sätze.'),
      s('Ihr Fall im Mittelpunkt', 'Wir hören zu, bevor wir raten.'),
      s('Jeder Schritt besprochen', 'Sie wissen, wie es weitergeht.'),
    ],
    faq: [
      {
        question: 'Wie läuft das erste Gespräch ab?',
        answer: 'Sie schildern uns Ihren Fall, und wir erklären Ihnen Ihre Möglichkeiten.',
      },
      {
        question: 'Welche Unterlagen soll ich mitbringen?',
        answer: 'Alles, was mit Ihrem Fall zu tun hat: Briefe, Verträge, Bescheide.',
      },
      {
        question: 'Wie bekomme ich einen Beratungstermin?',
        answer: 'Rufen Sie in der Kanzlei an oder schreiben Sie uns kurz, worum es geht.',
      },
    ],
    ctaTitles: ['Sprechen wir über Ihr Anliegen', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Im ersten Gespräch hören wir zu und ordnen Ihren Fall ein. Danach erklären wir Ihnen Ihre Möglichkeiten und besprechen jeden weiteren Schritt.',
    ],
    contactTitle: 'Kontakt',
  },
};
