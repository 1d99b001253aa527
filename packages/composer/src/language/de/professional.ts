import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the professional kinds (cleaner, removals). */
export const KINDS_PROFESSIONAL: Record<string, KindBank> = {
  cleaner: {
    noun: 'Reinigungsservice',
    words: ['reinigung', 'gebäudereinigung', 'reinigungsservice', 'putzfirma'],
    headlines: ['Reinigung[ in {location}]', 'Ein sauberes Zuhause', 'Eine Sorge weniger'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} reinigt Wohnungen und Büros[ in {location}].',
      'Reinigung von Wohnungen und Büros[ in {location}].',
    ],
    about: [
      '{name} arbeitet[ in {location}] in Wohnungen und Büros. Sagen Sie uns, was Sie brauchen und wie oft.',
      'Sagen Sie uns, was und wann[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Was wir reinigen'],
    services: [
      s('Wohnungsreinigung', 'Wöchentlich, alle zwei Wochen oder nach Bedarf.'),
      s('Büros', 'Saubere Arbeitsplätze.'),
      s('Grundreinigung', 'Zum Umzug oder Jahreszeitenwechsel.'),
    ],
    features: [
      s('Nach Ihrem Plan', 'Wöchentlich, alle zwei Wochen oder einmalig.'),
      s('Feste Absprachen', 'Sie wissen, wer kommt und was gemacht wird.'),
      s('Zuhause und Büro', 'Sagen Sie uns, was gereinigt werden soll.'),
    ],
    faq: [
      {
        question: 'Wie komme ich zu einem Angebot{ für die Reinigung|}?',
        answer: 'Sagen Sie uns, was gereinigt werden soll, wie groß es ist und wie oft.',
      },
      {
        question: 'Bringen Sie Ihre Reinigungsmittel mit?',
        answer: 'Fragen Sie uns danach, und wir stimmen es mit Ihnen ab.',
      },
      {
        question: 'Reinigen Sie auch einmalig?',
        answer: 'Ja, zum Beispiel nach einem Umzug – fragen Sie uns.',
      },
    ],
    ctaTitles: ['Sollen wir reden?', 'Sagen Sie uns, was Sie brauchen'],
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Zuerst klären wir, was gereinigt werden soll und wie oft. Danach wissen Sie, wer kommt und was gemacht wird.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  removals: {
    noun: 'Umzugsfirma',
    words: ['umzugsfirma', 'umzugsunternehmen', 'umzugsservice', 'umzugshelfer'],
    headlines: ['Umzüge[ in {location}]', 'Von Tür zu Tür', 'Ihr Umzug, gut geplant'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} plant und erledigt Umzüge[ in {location}] mit Ihnen.',
      'Umzüge[ in {location}], gemeinsam mit Ihnen geplant.',
    ],
    about: [
      'Bei {name} beginnt jeder Umzug mit einer Besichtigung oder einem Gespräch: was mitkommt, wohin es geht und wann.',
      'Sagen Sie uns, wohin Sie ziehen und was mit muss, und wir planen mit Ihnen[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Rund um den Umzug'],
    services: [
      s('Privatumzüge', 'Ihre Wohnung, sorgfältig eingepackt und transportiert.'),
      s('Firmenumzüge', 'Büros und Betriebe, mit Ihnen geplant.'),
      s('Möbelmontage', 'Abbauen, transportieren, wieder aufbauen.'),
    ],
    serviceLines: ['{service}: erzählen Sie uns von Ihrem Umzug.', '{service}, gemeinsam geplant.'],
    features: [
      s('Erst planen', 'Wir besprechen mit Ihnen jeden Schritt vor dem Umzugstag.'),
      s('Sorgfältig verpackt', 'Wir gehen mit Ihren Sachen um wie mit unseren eigenen.'),
      s('Klare Absprachen', 'Sie wissen vorher, wer kommt, wann und was geschieht.'),
    ],
    faq: [
      {
        question: 'Was brauchen Sie für ein Umzugsangebot?',
        answer: 'Sagen Sie uns, von wo nach wo, wann und was mitkommt, und wir melden uns bei Ihnen.',
      },
      {
        question: 'Bauen Sie auch Möbel ab und auf?',
        answer: 'Fragen Sie uns danach, und wir planen es mit ein.',
      },
      {
        question: 'Wie früh sollte ich mich melden?',
        answer: 'Am besten, sobald Ihr Umzugstermin feststeht.',
      },
    ],
    ctaTitles: ['Sie ziehen um?', 'Planen wir Ihren Umzug'],
    ctaSubtitles: ['Erzählen Sie uns, wohin es geht.', 'Wir melden uns mit einem Angebot.'],
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    ctaButtons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Zuerst klären wir, was mitkommt und wohin. Dann planen wir den Tag, packen sorgfältig und stellen alles dort ab, wo Sie es haben möchten.',
    ],
    contactTitle: '{Angebot anfragen|Ihr Angebot|Ihre Anfrage|Erzählen Sie uns von Ihrem Umzug}',
  },
};
