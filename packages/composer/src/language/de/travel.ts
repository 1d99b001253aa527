import type { KindBank } from '../bank-types';
import { s } from '../item';

/** The buttons of a place to stay, at the top and at the end of the page. */
const ROOM_BUTTONS = [
  '{Zimmer anfragen|Verfügbarkeit anfragen}',
  '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
];

/** German copy for the travel kinds (bed-and-breakfast, hotel, travel-agent). */
export const KINDS_TRAVEL: Record<string, KindBank> = {
  'bed-and-breakfast': {
    noun: 'Pension',
    words: ['pension', 'gästehaus', 'frühstückspension'],
    headlines: ['Übernachten[ in {location}]', 'Ankommen und durchatmen', 'Ihre Pension[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Pension[ in {location}] für ruhige Nächte und einen guten Start in den Tag.',
      'Ein Zimmer[ in {location}] für ruhige Nächte und einen guten Start in den Tag.',
    ],
    about: [
      'Bei {name} wohnen Sie wie bei Freunden: Wir zeigen Ihnen Ihr Zimmer, geben Tipps für die Umgebung und sind da, wenn Sie etwas brauchen.',
      'Ob Wochenende oder längerer Aufenthalt: Schreiben Sie uns Ihre Daten, und wir sagen Ihnen, was frei ist[ – {services}].',
    ],
    servicesTitles: ['Bei uns', 'Ihr Aufenthalt'],
    services: [
      s('Zimmer', 'Fragen Sie uns nach freien Zimmern für Ihre Daten.'),
      s('Frühstück', 'Fragen Sie uns bei der Buchung danach.'),
      s('Tipps für die Umgebung', 'Wir erzählen Ihnen gern, was es in der Nähe zu entdecken gibt.'),
    ],
    serviceLines: ['{service}: fragen Sie uns bei der Buchung.', '{service} für Ihren Aufenthalt.'],
    features: [
      s('Persönlich empfangen', 'Wir begrüßen Sie selbst und zeigen Ihnen alles.'),
      s('Tipps aus erster Hand', 'Fragen Sie uns, was Sie[ in {location}] nicht verpassen sollten.'),
      s('Ein ruhiger Ort', 'Ein Zimmer zum Ausschlafen nach einem langen Tag.'),
    ],
    faq: [
      {
        question: 'Wie buche ich ein Zimmer?',
        answer: 'Schreiben Sie uns Ihre Daten und die Zahl der Gäste, und wir sagen Ihnen, was frei ist.',
      },
      {
        question: 'Wann kann ich anreisen?',
        answer: 'Sagen Sie uns, wann Sie ankommen, und wir stimmen die Schlüsselübergabe mit Ihnen ab.',
      },
      {
        question: 'Können Sie mir Tipps für die Umgebung geben?',
        answer: 'Gern – fragen Sie uns vor der Anreise oder vor Ort.',
      },
    ],
    ctaTitles: ['Planen Sie einen Aufenthalt?', 'Fragen Sie nach einem freien Zimmer'],
    ctaSubtitles: ['Schreiben Sie uns Ihre Daten.', 'Wir sagen Ihnen, was frei ist.'],
    buttons: ROOM_BUTTONS,
    ctaButtons: ROOM_BUTTONS,
    aboutExpanded: [
      'Wir sind ein kleines Haus, und das merkt man: Wir kennen unsere Gäste, geben Tipps für die Umgebung und haben ein offenes Ohr für Ihre Wünsche.',
    ],
    contactTitle: '{Zimmer anfragen|Ihre Anfrage}',
  },
  hotel: {
    noun: 'Hotel',
    words: ['hotel', 'landhotel', 'stadthotel', 'hotel garni'],
    headlines: ['Übernachten[ in {location}]', 'Willkommen im Hotel', 'Ihr Hotel[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Hotel[ in {location}] für Reisende, Gäste auf Durchreise und alle, die ein paar Tage bleiben.',
      'Ein Hotel[ in {location}] für eine Nacht oder ein paar Tage.',
    ],
    about: [
      'Bei {name} sollen Sie sich vom ersten Moment an wohlfühlen. An der Rezeption beantworten wir Ihre Fragen und helfen bei Ihren Plänen.',
      'Ob geschäftlich oder privat unterwegs: Sagen Sie uns, wann Sie kommen, und wir kümmern uns um den Rest[ – {services}].',
    ],
    servicesTitles: ['Ihr Aufenthalt', 'Im Hotel'],
    services: [
      s('Zimmer', 'Für eine Nacht oder länger: fragen Sie nach Ihren Daten.'),
      s('Frühstück', 'Fragen Sie uns bei der Buchung danach.'),
      s('Gruppen', 'Sagen Sie uns, wie viele Sie sind, und wir planen mit Ihnen.'),
    ],
    serviceLines: ['{service}: fragen Sie an der Rezeption.', '{service} für Ihren Aufenthalt.'],
    features: [
      s('Gut ankommen', 'Wir erklären Ihnen bei der Ankunft alles, was Sie wissen müssen.'),
      s('Fragen Sie die Rezeption', 'Wir helfen Ihnen bei Ihren Plänen[ in {location}].'),
      s('Ihr Aufenthalt, Ihre Wünsche', 'Sagen Sie uns vorher, was Sie brauchen.'),
    ],
    faq: [
      {
        question: 'Wie buche ich ein Zimmer?',
        answer: 'Schreiben Sie uns oder rufen Sie an – mit Ihren Daten und der Zahl der Gäste.',
      },
      {
        question: 'Kann ich mit einer Gruppe kommen?',
        answer: 'Ja, sagen Sie uns, wie viele Sie sind, und wir schauen, was möglich ist.',
      },
      {
        question: 'Was passiert, wenn sich meine Pläne ändern?',
        answer: 'Sagen Sie uns so früh wie möglich Bescheid, und wir besprechen es mit Ihnen.',
      },
    ],
    ctaTitles: ['Planen Sie Ihre Reise?', 'Fragen Sie nach einem Zimmer'],
    ctaSubtitles: ['Sagen Sie uns Ihre Daten.', 'Wir freuen uns auf Ihren Besuch.'],
    buttons: ROOM_BUTTONS,
    ctaButtons: ROOM_BUTTONS,
    aboutExpanded: [
      'Vom Check-in bis zur Abreise sind wir an der Rezeption für Sie da. Sagen Sie uns, was Ihren Aufenthalt angenehmer macht.',
    ],
    contactTitle: '{Zimmer anfragen|Ihre Anfrage}',
  },
  'travel-agent': {
    noun: 'Reisebüro',
    words: ['reisebüro', 'reisebuero', 'reiseveranstalter', 'reiseagentur'],
    headlines: ['Reisen[ ab {location}]', 'Wohin soll es gehen?', 'Ihr Reisebüro[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Reisebüro[ in {location}], das Ihre Reise mit Ihnen plant.',
      'Ihre nächste Reise, gemeinsam geplant[ in {location}].',
    ],
    about: [
      'Bei {name} beginnt jede Reise mit einem Gespräch: wohin Sie möchten, wann und mit wem. Danach planen wir mit Ihnen Schritt für Schritt.',
      'Erzählen Sie uns von Ihrer Traumreise, und wir schauen gemeinsam, wie sie möglich wird[: {services}].',
    ],
    servicesTitles: ['Reisen', 'Wobei wir helfen'],
    services: [
      s('Pauschalreisen', 'Flug, Unterkunft und mehr aus einer Hand.'),
      s('Rundreisen', 'Mehrere Orte, eine Reise.'),
      s('Beratung', 'Wir helfen Ihnen, das passende Ziel zu finden.'),
    ],
    serviceLines: ['{service}: erzählen Sie uns Ihre Wünsche.', '{service}, mit Ihnen geplant.'],
    features: [
      s('Persönlich geplant', 'Wir hören zu, bevor wir Ihnen Reisen vorschlagen.'),
      s('Alles an einem Ort', 'Fragen Sie uns zu Flug, Unterkunft und Ausflügen.'),
      s('Ansprechbar vor Ort', 'Kommen Sie vorbei[ – wir sind in {location}].'),
    ],
    faq: [
      {
        question: 'Wie plane ich eine Reise mit Ihnen?',
        answer:
          'Kommen Sie vorbei oder schreiben Sie uns: Wohin, wann und mit wem – den Rest besprechen wir.',
      },
      {
        question: 'Planen Sie auch Reisen für Gruppen?',
        answer: 'Ja, sagen Sie uns, wie viele Sie sind und was Sie vorhaben.',
      },
      {
        question: 'Was, wenn sich meine Pläne ändern?',
        answer: 'Sagen Sie uns so früh wie möglich Bescheid, und wir erklären Ihnen Ihre Möglichkeiten.',
      },
    ],
    ctaTitles: ['Wohin geht die nächste Reise?', 'Planen wir Ihre Reise'],
    ctaSubtitles: ['Erzählen Sie uns, wohin Sie möchten.', 'Kommen Sie vorbei oder schreiben Sie uns.'],
    buttons: ['Reise anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Wir fragen zuerst, wie Sie reisen möchten: ruhig oder aktiv, allein oder in Gesellschaft. Dann stellen wir Ihnen Vorschläge zusammen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
