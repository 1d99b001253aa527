import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the education kinds (tutor, language-school, driving-instructor, childcare). */
export const KINDS_EDUCATION: Record<string, KindBank> = {
  tutor: {
    noun: 'Nachhilfe',
    words: ['nachhilfe', 'musikschule', 'klavierunterricht', 'nachhilfelehrer'],
    headlines: ['Lernen[ in {location}]', 'Unterricht in Ihrem Tempo', 'Schritt für Schritt weiterkommen'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} unterrichtet[ in {location}] in Ihrem Tempo.',
      'Unterricht[ in {location}] in Ihrem Tempo.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt alles mit einem Gespräch: Was soll gelernt werden, und wie lernt es sich am besten?',
      'Sagen Sie uns, was Sie brauchen, und wir finden die passende Zeit[: {services}].',
    ],
    servicesTitles: ['Unterricht', 'Was wir unterrichten'],
    services: [
      s('Gruppenunterricht', 'Kleine Gruppen nach Niveau.'),
      s('Einzelunterricht', 'Eins zu eins, in Ihrem Tempo.'),
      s('Prüfungsvorbereitung', 'Gut vorbereitet in die Prüfung.'),
    ],
    serviceLines: ['{service} in Ihrem Tempo.', '{service} für jedes Niveau.'],
    features: [
      s('In Ihrem Tempo', 'Wir gehen erst weiter, wenn es sitzt.'),
      s('Klare Rückmeldung', 'Sie wissen, wo Sie stehen und was als Nächstes kommt.'),
      s('Passende Zeiten', 'Wir finden Termine, die in Ihre Woche passen.'),
    ],
    faq: [
      {
        question: 'Wie fangen wir an?',
        answer: 'Mit einem Gespräch darüber, was gelernt werden soll und wo es hakt.',
      },
      {
        question: 'Gibt es Einzel- und Gruppenunterricht?',
        answer: 'Fragen Sie uns, und wir sagen Ihnen, was möglich ist.',
      },
      { question: 'Wann findet der Unterricht statt?', answer: 'Fragen Sie uns nach freien Zeiten.' },
    ],
    ctaTitles: ['Legen wir los?', 'Fragen Sie nach freien Zeiten'],
    buttons: ['Informationen anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Zuerst schauen wir, wo es hakt und was das Ziel ist. Dann planen wir den Unterricht Schritt für Schritt und sagen Ihnen, wie es vorangeht.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  'language-school': {
    noun: 'Sprachschule',
    words: ['sprachschule', 'sprachkurs', 'sprachkurse', 'sprachinstitut'],
    headlines: [
      'Sprachen lernen[ in {location}]',
      'Eine neue Sprache, Schritt für Schritt',
      'Ihre Sprachschule[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Sprachschule[ in {location}] für alle, die eine Sprache lernen oder auffrischen möchten.',
      'Sprachkurse[ in {location}] für den Alltag, den Beruf und die Reise.',
    ],
    about: [
      'Bei {name} fangen wir dort an, wo Sie stehen: Wir finden gemeinsam Ihr Niveau und den Kurs, der dazu passt.',
      'Ob für die Arbeit, das Studium oder den nächsten Urlaub: Sagen Sie uns, wofür Sie die Sprache brauchen[ – {services}].',
    ],
    servicesTitles: ['Kurse', 'Unsere Sprachen'],
    services: [
      s('Gruppenkurse', 'Lernen mit anderen auf Ihrem Niveau.'),
      s('Einzelunterricht', 'Stunden, die sich nach Ihren Zielen richten.'),
      s('Einstufung', 'Wir finden mit Ihnen heraus, wo Sie anfangen.'),
    ],
    serviceLines: [
      '{service}: fragen Sie nach den nächsten Kursen.',
      '{service} für Anfänger und Fortgeschrittene.',
    ],
    features: [
      s('Ihr Niveau zuerst', 'Vor dem ersten Kurs schauen wir gemeinsam, wo Sie stehen.'),
      s('Sprechen von Anfang an', 'Im Unterricht wird geredet, gefragt und ausprobiert.'),
      s('Kurse, die passen', 'Sagen Sie uns, wofür Sie die Sprache brauchen[ – {services}].'),
    ],
    faq: [
      {
        question: 'Wie finde ich den richtigen Kurs?',
        answer: 'Erzählen Sie uns, was Sie schon können, und wir schlagen Ihnen einen Kurs vor.',
      },
      {
        question: 'Kann ich auch als Anfänger einsteigen?',
        answer: 'Fragen Sie uns nach den nächsten Anfängerkursen[ in {location}].',
      },
      {
        question: 'Gibt es auch Einzelunterricht?',
        answer: 'Fragen Sie uns danach – wir sagen Ihnen, welche Zeiten möglich sind.',
      },
    ],
    ctaTitles: ['Welche Sprache soll es sein?', 'Fragen Sie nach dem nächsten Kurs'],
    ctaSubtitles: ['Sagen Sie uns, was Sie lernen möchten.', 'Wir helfen Ihnen, Ihr Niveau zu finden.'],
    buttons: ['Kurse ansehen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Zuerst finden wir Ihr Niveau heraus, dann den passenden Kurs. Im Unterricht wird viel gesprochen, denn so bleibt eine Sprache hängen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  'driving-instructor': {
    noun: 'Fahrschule',
    words: ['fahrschule', 'fahrlehrer', 'fahrlehrerin'],
    headlines: ['Führerschein[ in {location}]', 'Sicher ans Steuer', 'Ihre Fahrschule[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Fahrschule[ in {location}], die Sie in Ruhe zum Führerschein begleitet.',
      'Theorie und Praxis[ in {location}], in Ihrem Tempo.',
    ],
    about: [
      'Bei {name} lernen Sie in Ihrem Tempo: Wir erklären jede Situation, üben, bis sie sitzt, und sagen Ihnen ehrlich, wo Sie stehen.',
      'Vom ersten Theorieabend bis zur Prüfungsfahrt: Fragen Sie uns, wie es bei uns abläuft[ – {services}].',
    ],
    servicesTitles: ['Ausbildung', 'Führerscheinklassen'],
    services: [
      s('Theorieunterricht', 'Die Regeln, verständlich erklärt.'),
      s('Fahrstunden', 'Üben im Verkehr, Schritt für Schritt.'),
      s('Prüfungsvorbereitung', 'Damit Sie wissen, was Sie erwartet.'),
    ],
    serviceLines: ['{service}: fragen Sie nach dem Ablauf.', '{service} in Ihrem Tempo.'],
    features: [
      s('In Ihrem Tempo', 'Wir üben, bis Sie sich sicher fühlen.'),
      s('Ehrliche Rückmeldung', 'Nach jeder Stunde wissen Sie, wo Sie stehen.'),
      s('Theorie, die hängen bleibt', 'Wir erklären Regeln mit Beispielen aus dem Verkehr[ in {location}].'),
    ],
    faq: [
      {
        question: 'Wie melde ich mich an?',
        answer: 'Kommen Sie vorbei oder schreiben Sie uns, und wir erklären Ihnen die ersten Schritte.',
      },
      {
        question: 'Welche Unterlagen brauche ich?',
        answer: 'Fragen Sie uns bei der Anmeldung – wir gehen die Liste mit Ihnen durch.',
      },
      {
        question: 'Wann finden die Theoriestunden statt?',
        answer: 'Fragen Sie uns nach den aktuellen Terminen.',
      },
    ],
    ctaTitles: ['Bereit für den Führerschein?', 'Melden Sie sich an'],
    ctaSubtitles: ['Wir erklären Ihnen, wie es losgeht.', 'Fragen Sie nach den nächsten Theorieterminen.'],
    buttons: ['Anmelden', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Theorie und Praxis greifen bei uns ineinander. Wir üben die Situationen, die Ihnen schwerfallen, so lange, bis Sie sich sicher fühlen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  childcare: {
    noun: 'Kita',
    words: ['kita', 'kindertagesstätte', 'kindergarten', 'kinderkrippe', 'tagesmutter'],
    headlines: [
      'Kinderbetreuung[ in {location}]',
      'Spielen, entdecken, wachsen',
      'Ihre Kita[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Kita[ in {location}], in der Kinder spielen, entdecken und Freunde finden.',
      'Ein Ort[ in {location}], an dem Kinder spielen, entdecken und Freunde finden.',
    ],
    about: [
      'Bei {name} bekommt jedes Kind Zeit, anzukommen. Wir sprechen mit Ihnen über die Eingewöhnung und halten Sie auf dem Laufenden.',
      'Sie suchen einen Platz für Ihr Kind? Lernen Sie uns kennen und stellen Sie uns Ihre Fragen[ – {services}].',
    ],
    servicesTitles: ['Bei uns', 'Unser Alltag'],
    services: [
      s('Betreuung', 'Ein geregelter Tag mit Spiel, Essen und Ruhe.'),
      s('Eingewöhnung', 'In kleinen Schritten und mit Ihnen gemeinsam.'),
      s('Spielen und Entdecken', 'Drinnen, draußen und mit allen Sinnen.'),
    ],
    serviceLines: ['{service}: fragen Sie uns, wie es bei uns abläuft.', '{service}, in Ruhe und mit Zeit.'],
    features: [
      s('Ankommen in Ruhe', 'Die Eingewöhnung planen wir gemeinsam mit Ihnen.'),
      s('Im Gespräch mit Eltern', 'Wir erzählen Ihnen, wie der Tag Ihres Kindes war.'),
      s('Spielen und Entdecken', 'Jeder Tag bringt etwas Neues zum Ausprobieren.'),
    ],
    faq: [
      {
        question: 'Wie bekomme ich einen Platz?',
        answer: 'Schreiben Sie uns oder rufen Sie an, und wir erklären Ihnen, wie die Anmeldung abläuft.',
      },
      {
        question: 'Wie läuft die Eingewöhnung ab?',
        answer: 'Schritt für Schritt und gemeinsam mit Ihnen – wir besprechen sie vorher in Ruhe.',
      },
      {
        question: 'Kann ich die Kita vorher kennenlernen?',
        answer: 'Fragen Sie uns nach einem Termin zum Kennenlernen.',
      },
    ],
    ctaTitles: ['Lernen Sie uns kennen', 'Fragen Sie nach einem Platz'],
    ctaSubtitles: ['Wir beantworten gern Ihre Fragen.', 'Vereinbaren Sie einen Termin zum Kennenlernen.'],
    buttons: ['Platz anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Jedes Kind kommt in seinem Tempo bei uns an. Wir gestalten den Tag mit Spiel, Bewegung und Ruhe und sprechen regelmäßig mit Ihnen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
