import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the entertainment kinds (music-venue, choir). */
export const KINDS_ENTERTAINMENT: Record<string, KindBank> = {
  'music-venue': {
    noun: 'Musikclub',
    words: ['musikclub', 'konzertsaal', 'konzerthaus', 'liveclub'],
    headlines: ['Livemusik[ in {location}]', 'Bühne frei', 'Ihr Musikclub[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Musikclub[ in {location}] für Konzerte und lange Abende.',
      'Konzerte und Abende mit Musik[ in {location}].',
    ],
    about: [
      'Bei {name} steht die Musik im Mittelpunkt: Bands, Künstlerinnen und Künstler auf der Bühne, Publikum ganz nah dran.',
      'Schauen Sie ins Programm, bringen Sie Freunde mit und lassen Sie sich überraschen[: {services}].',
    ],
    servicesTitles: ['Programm', 'Bei uns'],
    services: [
      s('Konzerte', 'Fragen Sie uns, wer als Nächstes auf der Bühne steht.'),
      s('Clubabende', 'Musik und Tanz bis spät.'),
      s('Veranstaltungen', 'Fragen Sie uns, ob Ihre Feier bei uns passt.'),
    ],
    serviceLines: ['{service}: schauen Sie ins Programm.', '{service} auf unserer Bühne.'],
    features: [
      s('Nah an der Bühne', 'Hier hören Sie die Musik aus der Nähe.'),
      s('Neues entdecken', 'Im Programm finden Sie Bekanntes und Unbekanntes.'),
      s('Ein Abend mit Freunden', 'Kommen Sie zusammen und genießen Sie die Musik.'),
    ],
    faq: [
      {
        question: 'Wo finde ich das Programm?',
        answer: 'Fragen Sie uns oder folgen Sie unseren Ankündigungen.',
      },
      {
        question: 'Wie komme ich an Karten?',
        answer: 'Schreiben Sie uns, und wir sagen Ihnen, wie es für das jeweilige Konzert läuft.',
      },
      {
        question: 'Kann ich den Club für eine Veranstaltung mieten?',
        answer: 'Erzählen Sie uns von Ihrer Idee, und wir schauen, ob sie passt.',
      },
    ],
    ctaTitles: ['Wer spielt als Nächstes?', 'Wir sehen uns vor der Bühne'],
    ctaSubtitles: ['Fragen Sie uns nach dem Programm.', 'Bringen Sie Ihre Freunde mit.'],
    buttons: ['Programm ansehen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Bei uns kommen Bands und Publikum nah zusammen. Wir stellen ein Programm zusammen, in dem es immer etwas zu entdecken gibt.',
    ],
    contactTitle: '{So finden Sie uns|Hier finden Sie uns}',
  },
  choir: {
    noun: 'Chor',
    words: ['chor', 'gospelchor', 'kirchenchor', 'gesangverein', 'männerchor', 'frauenchor', 'kinderchor'],
    headlines: ['Gemeinsam singen[ in {location}]', 'Stimmen, die zusammenklingen', 'Singen Sie mit'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Chor[ in {location}] für alle, die gern gemeinsam singen.',
      'Gemeinsam singen[ in {location}], Woche für Woche.',
    ],
    about: [
      'Bei {name} singen Menschen, die Freude an der Musik und am Miteinander haben. Neue Stimmen sind willkommen.',
      'Ob Sie schon im Chor gesungen haben oder zum ersten Mal dabei sind: Kommen Sie zu einer Probe und hören Sie rein[ – {services}].',
    ],
    servicesTitles: ['Bei uns', 'Was wir machen'],
    services: [
      s('Proben', 'Fragen Sie uns nach Tag und Uhrzeit.'),
      s('Konzerte', 'Fragen Sie uns, wann wir als Nächstes auftreten.'),
      s('Mitsingen', 'Neue Stimmen sind herzlich willkommen.'),
    ],
    serviceLines: ['{service}: fragen Sie uns nach den Terminen.', '{service} mit Freude am Singen.'],
    features: [
      s('Neue Stimmen willkommen', 'Kommen Sie zu einer Probe und hören Sie rein.'),
      s('Freude am Singen', 'Bei uns zählt das gemeinsame Erlebnis.'),
      s('Auf der Bühne', 'Fragen Sie uns nach unseren nächsten Auftritten[ in {location}].'),
    ],
    faq: [
      {
        question: 'Muss ich Noten lesen können?',
        answer: 'Fragen Sie uns – wir erzählen Ihnen, wie wir die Stücke einüben.',
      },
      {
        question: 'Kann ich einfach zu einer Probe kommen?',
        answer: 'Schreiben Sie uns vorher kurz, und wir sagen Ihnen, wann und wo wir proben.',
      },
      {
        question: 'Treten Sie auch bei Feiern auf?',
        answer: 'Erzählen Sie uns von Ihrem Anlass, und wir schauen, ob es passt.',
      },
    ],
    ctaTitles: ['Singen Sie mit uns', 'Kommen Sie zu einer Probe'],
    ctaSubtitles: [
      'Neue Stimmen sind willkommen.',
      'Schreiben Sie uns, und wir sagen Ihnen, wann wir proben.',
    ],
    buttons: ['Mitsingen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Wir proben jede Woche gemeinsam und üben die Stücke Stimme für Stimme ein. Wer neu dazukommt, wird von den anderen mitgenommen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
