import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the automotive kinds (mechanic, car-dealer). */
export const KINDS_AUTOMOTIVE: Record<string, KindBank> = {
  mechanic: {
    noun: 'Autowerkstatt',
    words: ['autowerkstatt', 'kfz-werkstatt', 'werkstatt', 'kfz-meisterbetrieb', 'autoservice'],
    headlines: [
      'Ihr Auto in guten Händen[ in {location}]',
      'Inspektion und Reparatur',
      'Ihre Werkstatt[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Werkstatt[ in {location}], die Ihnen erklärt, was Ihr Auto braucht.',
      'Eine Werkstatt[ in {location}], die Ihnen erklärt, was Ihr Auto braucht.',
    ],
    about: [
      'Bei {name}[ in {location}] erklären wir Ihnen, was Ihrem Auto fehlt und welche Möglichkeiten Sie haben, bevor wir loslegen.',
      'Bringen Sie uns Ihr Auto, und wir sagen Ihnen, was wir sehen[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'In der Werkstatt'],
    services: [
      s('Inspektion', 'Wartung nach Plan.'),
      s('Bremsen', 'Prüfung und Wechsel.'),
      s('Reifen', 'Wechsel und Auswuchten.'),
    ],
    features: [
      s('Erst erklären, dann reparieren', 'Sie wissen, was gemacht wird, bevor wir anfangen.'),
      s('Klare Absprachen', 'Wir melden uns, bevor wir mehr machen als besprochen.'),
      s('Für Ihr Fahrzeug', 'Inspektion, Reparatur und alles dazwischen.'),
    ],
    faq: [
      {
        question: 'Was soll ich Ihnen sagen, wenn ich anrufe?',
        answer: 'Marke, Modell und was Ihnen am Fahrzeug auffällt.',
      },
      {
        question: 'Bekomme ich vorher einen Kostenvoranschlag?',
        answer: 'Fragen Sie uns danach, und wir besprechen die Arbeiten vorab mit Ihnen.',
      },
      {
        question: 'Wann kann ich mein Auto bringen?',
        answer: 'Rufen Sie uns an oder kommen Sie vorbei, und wir vereinbaren einen Termin.',
      },
    ],
    ctaTitles: ['Inspektion fällig?', 'Bringen Sie uns Ihr Auto'],
    buttons: ['Termin vereinbaren', 'Anrufen'],
    aboutExpanded: [
      'Wir schauen uns Ihr Fahrzeug an, sagen Ihnen, was wir finden, und besprechen mit Ihnen, was jetzt nötig ist und was warten kann.',
    ],
    contactTitle: 'Besuchen Sie die Werkstatt',
  },
  'car-dealer': {
    noun: 'Autohaus',
    words: ['autohaus', 'autohändler', 'gebrauchtwagenhändler', 'autohandel'],
    headlines: ['Autos[ in {location}]', 'Ihr nächstes Auto', 'Ihr Autohaus[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Autohaus[ in {location}], in dem Sie sich in Ruhe umsehen können.',
      'Autos[ in {location}], in Ruhe angeschaut und probegefahren.',
    ],
    about: [
      'Bei {name} schauen Sie sich in Ruhe um. Sagen Sie uns, wofür Sie ein Auto brauchen, und wir zeigen Ihnen, was passen könnte.',
      'Fragen Sie uns zu jedem Fahrzeug, was Sie wissen möchten, und vereinbaren Sie eine Probefahrt[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Im Autohaus'],
    services: [
      s('Gebrauchtwagen', 'Fragen Sie uns, welche Fahrzeuge gerade da sind.'),
      s('Probefahrt', 'Fahren Sie das Auto, bevor Sie sich entscheiden.'),
      s('Inzahlungnahme', 'Fragen Sie uns, ob wir Ihr altes Auto nehmen.'),
    ],
    serviceLines: ['{service}: sprechen Sie uns an.', '{service} im Autohaus.'],
    features: [
      s('In Ruhe umsehen', 'Schauen Sie sich die Fahrzeuge an, ohne Eile.'),
      s('Erst probefahren', 'Vereinbaren Sie eine Probefahrt, bevor Sie entscheiden.'),
      s('Offene Fragen', 'Fragen Sie uns zu Zustand und Geschichte jedes Fahrzeugs.'),
    ],
    faq: [
      { question: 'Kann ich eine Probefahrt machen?', answer: 'Ja, vereinbaren Sie einen Termin mit uns.' },
      {
        question: 'Nehmen Sie mein altes Auto in Zahlung?',
        answer: 'Sagen Sie uns Marke, Modell und Baujahr, und wir sprechen darüber.',
      },
      {
        question: 'Welche Fahrzeuge haben Sie gerade da?',
        answer: 'Schreiben Sie uns oder kommen Sie vorbei[ – Sie finden uns in {location}].',
      },
    ],
    ctaTitles: ['Auf der Suche nach einem Auto?', 'Vereinbaren Sie eine Probefahrt'],
    ctaSubtitles: ['Sagen Sie uns, was Sie suchen.', 'Kommen Sie vorbei und schauen Sie sich um.'],
    buttons: ['Probefahrt vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Schauen Sie sich die Fahrzeuge in Ruhe an und fragen Sie, was Sie wissen möchten. Vor dem Kauf machen Sie eine Probefahrt.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
};
