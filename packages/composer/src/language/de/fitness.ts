import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the fitness kinds (yoga, gym, martial-arts). */
export const KINDS_FITNESS: Record<string, KindBank> = {
  yoga: {
    noun: 'Yogastudio',
    words: ['yoga', 'yogastudio', 'yogaschule'],
    headlines: ['Atmen, bewegen[ in {location}]', 'Yoga für alle', 'Zeit für sich'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Yogastudio[ in {location}] für alle Level.',
      'Ein Yogastudio[ in {location}] für alle Level.',
    ],
    about: [
      '{name} ist ein ruhiger Ort[ in {location}] für alle Level. Die Stunden lassen sich Zeit und passen sich Ihrer Tagesform an.',
      'Ob Sie neu anfangen oder schon lange üben: Hier finden Sie Raum für Ihr eigenes Tempo[: {services}].',
    ],
    servicesTitles: ['Kurse', 'Üben mit uns'],
    services: [
      s('Einsteigerkurse', 'Sanft beginnen.'),
      s('Offene Stunden', 'Für alle Level.'),
      s('Einzelstunden', 'Eins zu eins, in Ihrem Tempo.'),
    ],
    serviceLines: ['{service} für alle Level.', '{service} in Ihrem Tempo.'],
    features: [
      s('Für jedes Level', 'Sie üben in Ihrem Tempo, ohne Vergleich.'),
      s('Ein ruhiger Raum', 'Lassen Sie den Alltag vor der Tür.'),
      s('Begleitet üben', 'Wir zeigen Ihnen Varianten für jede Haltung.'),
    ],
    faq: [
      {
        question: 'Ich habe noch nie Yoga gemacht. Kann ich mitmachen?',
        answer: 'Ja, fragen Sie uns nach den Stunden für Einsteiger.',
      },
      {
        question: 'Was brauche ich für die erste Stunde?',
        answer: 'Bequeme Kleidung genügt – fragen Sie uns, ob Sie eine Matte mitbringen sollten.',
      },
      { question: 'Wann finden die Kurse statt?', answer: 'Fragen Sie uns nach den aktuellen Zeiten.' },
    ],
    ctaTitles: ['Matte ausrollen?', 'Ihre erste Stunde wartet'],
    buttons: ['Stunde buchen', 'Kurse ansehen'],
    aboutExpanded: [
      'Jede Stunde lädt ein, langsamer zu werden. Wir zeigen Varianten für jede Haltung, damit Sie so üben können, wie es Ihnen heute guttut.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  gym: {
    noun: 'Fitnessstudio',
    words: ['fitnessstudio', 'gym', 'sportstudio', 'crossfit box'],
    headlines: ['Trainieren[ in {location}]', 'Stärker, in Ihrem Tempo', 'Ihr Fitnessstudio[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Fitnessstudio[ in {location}] zum Trainieren in Ihrem Tempo.',
      'Ein Fitnessstudio[ in {location}] zum Trainieren in Ihrem Tempo.',
    ],
    about: [
      '{name} ist ein Ort zum Trainieren in Ihrem Tempo[ in {location}], ob Sie neu anfangen oder nicht.',
      'Lernen Sie uns kennen, wir zeigen Ihnen, wie alles funktioniert[: {services}].',
    ],
    servicesTitles: ['Training', 'Unser Angebot'],
    services: [
      s('Trainingsfläche', 'Zum freien Training.'),
      s('Kurse', 'Gemeinsam trainieren.'),
      s('Personal Training', 'Ein Plan, der zu Ihnen passt.'),
    ],
    features: [
      s('Gut eingewiesen', 'Wir zeigen Ihnen die Geräte, bevor Sie loslegen.'),
      s('Ihr Tempo', 'Ob Einstieg oder Wiedereinstieg – Sie trainieren, wie es zu Ihnen passt.'),
      s('Gemeinsam trainieren', 'Fragen Sie nach unseren Kursen.'),
    ],
    faq: [
      {
        question: 'Kann ich mir das Studio vorher ansehen?',
        answer: 'Ja, kommen Sie vorbei, und wir zeigen Ihnen alles.',
      },
      {
        question: 'Ich habe lange nicht trainiert. Ist das ein Problem?',
        answer: 'Nein, wir helfen Ihnen beim Einstieg.',
      },
      { question: 'Welche Kurse gibt es?', answer: 'Fragen Sie uns nach dem aktuellen Kursplan.' },
    ],
    ctaTitles: ['Legen wir los?', 'Lernen Sie uns kennen'],
    buttons: ['Vorbeikommen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Beim ersten Besuch zeigen wir Ihnen das Studio und die Geräte. Danach trainieren Sie in Ihrem Tempo, und wir sind da, wenn Sie Fragen haben.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
  'martial-arts': {
    noun: 'Kampfsportschule',
    words: ['kampfsportschule', 'kampfsport', 'karateschule', 'judoverein', 'dojo'],
    headlines: ['Kampfsport[ in {location}]', 'Auf die Matte', 'Ihre Kampfsportschule[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Kampfsportschule[ in {location}] für Einsteiger und Fortgeschrittene.',
      'Training[ in {location}] für Körper, Kopf und Miteinander.',
    ],
    about: [
      'Bei {name} lernen Sie mit Respekt und Geduld: Technik, Ausdauer und Konzentration, Schritt für Schritt.',
      'Ob Kind oder Erwachsener, ob ganz neu oder mit Vorkenntnissen: Kommen Sie zu einem Training vorbei[ – {services}].',
    ],
    servicesTitles: ['Training', 'Unsere Kurse'],
    services: [
      s('Kindertraining', 'Bewegung, Regeln und Selbstvertrauen.'),
      s('Erwachsene', 'Technik und Kondition für jedes Niveau.'),
      s('Einsteigerkurse', 'Für alle, die neu anfangen.'),
    ],
    serviceLines: [
      '{service}: fragen Sie nach den Trainingszeiten.',
      '{service} für Einsteiger und Fortgeschrittene.',
    ],
    features: [
      s('Respekt auf der Matte', 'Wir trainieren miteinander, nicht gegeneinander.'),
      s('Schritt für Schritt', 'Jede Technik wird erklärt und geübt, bis sie sitzt.'),
      s('Die passende Gruppe', 'Fragen Sie uns, welche Gruppe zu Ihnen passt[: {services}].'),
    ],
    faq: [
      {
        question: 'Kann ich zum Ausprobieren vorbeikommen?',
        answer: 'Fragen Sie uns, wann ein Einstieg möglich ist.',
      },
      {
        question: 'Ab welchem Alter können Kinder mitmachen?',
        answer: 'Sprechen Sie uns an, und wir sagen Ihnen, welche Gruppe passt.',
      },
      {
        question: 'Was brauche ich für das erste Training?',
        answer: 'Bequeme Sportkleidung und etwas zu trinken reichen für den Anfang.',
      },
    ],
    ctaTitles: ['Lust auf das erste Training?', 'Fragen Sie nach den Trainingszeiten'],
    ctaSubtitles: ['Wir zeigen Ihnen, wie alles abläuft.', 'Schreiben Sie uns oder kommen Sie vorbei.'],
    buttons: ['Training anfragen', '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}'],
    aboutExpanded: [
      'Jedes Training beginnt und endet mit Respekt. Dazwischen üben wir Technik, Kondition und Konzentration, jeder auf seinem Niveau.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
  },
};
