import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the creative kinds (photographer, pottery-studio). */
export const KINDS_CREATIVE: Record<string, KindBank> = {
  photographer: {
    noun: 'Fotostudio',
    words: ['fotograf', 'fotografin', 'fotostudio', 'hochzeitsfotograf', 'hochzeitsfotografin', 'fotografie'],
    headlines: ['Fotografie[ in {location}]', 'Ihre Momente, gut erzählt', 'Sprechen wir über Ihre Fotos'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} fotografiert[ in {location}], in Ruhe und natürlich.',
      'Fotos[ in {location}], in Ruhe und natürlich.',
    ],
    about: [
      'Jedes Shooting mit {name}[ in {location}] beginnt mit einem Gespräch: was Sie erzählen möchten, wo und mit wem.',
      'Erzählen Sie mir Ihre Idee, und wir bereiten sie gemeinsam vor[: {services}].',
    ],
    servicesTitles: ['Shootings', 'Was ich fotografiere'],
    services: [
      s('Hochzeiten', 'Ihr Tag, in Bildern erzählt.'),
      s('Porträts', 'Ruhige, natürliche Shootings.'),
      s('Familien', 'Erinnerungen zum Aufheben.'),
    ],
    features: [
      s('Erst kennenlernen', 'Vor dem Shooting sprechen wir über Ihre Ideen.'),
      s('Natürliche Bilder', 'Ohne steife Posen, mit viel Ruhe.'),
      s('Ihre Geschichte', 'Ich erzähle in Bildern, was Ihnen wichtig ist.'),
    ],
    faq: [
      {
        question: 'Wie buche ich ein Shooting?',
        answer: 'Schreiben Sie mir Ihr Datum und Ihre Idee, und wir besprechen den Rest.',
      },
      {
        question: 'Wann bekomme ich meine Bilder?',
        answer: 'Fragen Sie mich danach – ich sage es Ihnen beim Vorgespräch.',
      },
      {
        question: 'Fotografieren Sie auch draußen?',
        answer: 'Ja, erzählen Sie mir, welcher Ort Ihnen vorschwebt.',
      },
    ],
    ctaTitles: ['Sprechen wir über Ihr Shooting', 'Erzählen Sie mir Ihre Idee'],
    buttons: ['Termine anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Vor jedem Shooting sprechen wir über Ihre Ideen, den Ort und das Licht. Am Tag selbst lasse ich Ihnen Raum, einfach Sie selbst zu sein.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  'pottery-studio': {
    noun: 'Töpferei',
    words: ['töpferei', 'töpferwerkstatt', 'keramikwerkstatt', 'keramikstudio', 'töpferkurs', 'töpferkurse'],
    headlines: ['Töpfern[ in {location}]', 'Mit den Händen in Ton', 'Ihre Töpferei[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Töpferei[ in {location}] zum Zuschauen, Mitmachen und Mitnehmen.',
      'Keramik und Kurse[ in {location}], zum Anfassen.',
    ],
    about: [
      'Bei {name} entsteht jedes Stück von Hand. Schauen Sie in der Werkstatt vorbei oder probieren Sie es in einem Kurs selbst aus.',
      'Ob erster Versuch an der Drehscheibe oder Geschenk aus der Werkstatt: Fragen Sie uns[ nach {services}].',
    ],
    servicesTitles: ['In der Werkstatt', 'Unser Angebot'],
    services: [
      s('Töpferkurse', 'Für Einsteiger und alle, die weitermachen möchten.'),
      s('Keramik', 'Stücke aus der eigenen Werkstatt.'),
      s('Auftragsarbeiten', 'Erzählen Sie uns, was Ihnen vorschwebt.'),
    ],
    serviceLines: ['{service}: fragen Sie uns in der Werkstatt.', '{service}, von Hand gemacht.'],
    features: [
      s('Von Hand gemacht', 'Jedes Stück sieht ein wenig anders aus.'),
      s('Selbst ausprobieren', 'In den Kursen zeigen wir Ihnen jeden Handgriff.'),
      s('Ton, Glasur, Brand', 'Wir erklären Ihnen, wie aus Ton Keramik wird.'),
    ],
    faq: [
      {
        question: 'Brauche ich Vorkenntnisse für einen Kurs?',
        answer: 'Nein, fragen Sie nach den Kursen für Einsteiger.',
      },
      {
        question: 'Wann kann ich meine Stücke abholen?',
        answer: 'Nach dem Trocknen und Brennen – wir sagen Ihnen im Kurs, wann sie fertig sind.',
      },
      {
        question: 'Kann ich ein Stück in Auftrag geben?',
        answer: 'Erzählen Sie uns Ihre Idee, und wir sagen Ihnen, was möglich ist.',
      },
    ],
    ctaTitles: ['Lust auf Ton?', 'Fragen Sie nach dem nächsten Kurs'],
    ctaSubtitles: ['Schauen Sie in der Werkstatt vorbei.', 'Schreiben Sie uns, was Sie interessiert.'],
    buttons: ['Kurs anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'In der Werkstatt wird gedreht, geformt, glasiert und gebrannt. In den Kursen zeigen wir Ihnen jeden Schritt, bis Sie es selbst können.',
    ],
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
  },
};
