import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the healthcare kinds (dentist, physio, vet, pharmacy, optician). */
export const KINDS_HEALTHCARE: Record<string, KindBank> = {
  dentist: {
    noun: 'Zahnarztpraxis',
    words: ['zahnarzt', 'zahnärztin', 'zahnarztpraxis', 'zahnärzte'],
    headlines: [
      'Ihr Lächeln[ in {location}]',
      'Behandlungen, verständlich erklärt',
      'Ihre Zahnarztpraxis[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Zahnarztpraxis[ in {location}], die Ihnen jeden Schritt erklärt.',
      'Eine Zahnarztpraxis[ in {location}], die Ihnen jeden Schritt erklärt.',
    ],
    about: [
      'Bei {name}[ in {location}] sollen Sie sich wohlfühlen: Wir hören zu, erklären Ihnen Ihre Möglichkeiten und beantworten Ihre Fragen.',
      'Fragen Sie alles, was Sie wissen möchten: Wir erklären jede Behandlung, bevor wir beginnen[: {services}].',
    ],
    servicesTitles: ['Behandlungen', 'Unser Angebot'],
    services: [
      s('Vorsorge', 'Damit Ihre Zähne gesund bleiben.'),
      s('Zahnreinigung', 'Saubere, frische Zähne.'),
      s('Kieferorthopädie', 'Wir erklären Ihnen die Möglichkeiten.'),
    ],
    features: [
      s('Jeder Schritt erklärt', 'Vor der Behandlung erklären wir Ihnen, was wir tun.'),
      s('Sie entscheiden', 'Wir zeigen Ihnen die Möglichkeiten und lassen Ihnen Zeit.'),
      s('Ihre Fragen zählen', 'Fragen Sie alles, was Sie wissen möchten.'),
    ],
    faq: [
      {
        question: 'Wie komme ich zu einem Termin in der Praxis?',
        answer: 'Rufen Sie in der Praxis an oder schreiben Sie uns.',
      },
      {
        question: 'Ich habe Angst vor dem Zahnarzt. Was nun?',
        answer: 'Sagen Sie es uns vorher – wir nehmen uns Zeit und erklären jeden Schritt.',
      },
      {
        question: 'Behandeln Sie auch Kinder?',
        answer: 'Fragen Sie uns, und wir sagen Ihnen, was wir für Kinder anbieten.',
      },
    ],
    ctaTitles: ['Zeit für die Kontrolle?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'In unserer Praxis erklären wir jede Behandlung, bevor wir beginnen, und beantworten Ihre Fragen. Sagen Sie uns, wenn Ihnen etwas unangenehm ist.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  physio: {
    noun: 'Physiotherapiepraxis',
    words: ['physiotherapie', 'physiotherapeut', 'physiotherapeutin', 'krankengymnastik'],
    headlines: ['Besser bewegen[ in {location}]', 'Physiotherapie', 'Zurück zu dem, was Sie gern tun'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Physiotherapiepraxis[ in {location}], die Ihnen zuhört.',
      'Eine Physiotherapiepraxis[ in {location}], die Ihnen zuhört.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt jede Behandlung mit Zuhören: Wo tut es weh, seit wann, und was möchten Sie wieder tun können?',
      'Erzählen Sie uns, was Sie plagt, und wir planen die nächsten Schritte gemeinsam[: {services}].',
    ],
    servicesTitles: ['Behandlungen', 'Was wir behandeln'],
    services: [
      s('Rückenschmerzen', 'Befund und Behandlung.'),
      s('Sportverletzungen', 'Zurück ins Training.'),
      s('Rehabilitation', 'Schritt für Schritt, mit Ihnen.'),
    ],
    features: [
      s('Erst der Befund', 'Wir schauen genau hin, bevor wir behandeln.'),
      s('Übungen für zu Hause', 'Damit Sie auch zwischen den Terminen weiterkommen.'),
      s('Ihr Ziel im Blick', 'Wir planen die Behandlung nach dem, was Sie wieder tun möchten.'),
    ],
    faq: [
      {
        question: 'Brauche ich ein Rezept?',
        answer: 'Fragen Sie uns, und wir erklären Ihnen, was Sie für den ersten Termin brauchen.',
      },
      {
        question: 'Was soll ich zum ersten Termin mitbringen?',
        answer: 'Ihre Unterlagen, bequeme Kleidung und Ihre Fragen.',
      },
      {
        question: 'Wie vereinbare ich eine Behandlung?',
        answer: 'Rufen Sie an oder schreiben Sie uns, und wir finden einen Termin.',
      },
    ],
    ctaTitles: ['Tut etwas weh?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Am Anfang stehen der Befund und Ihr Ziel. Daraus planen wir die Behandlung und geben Ihnen Übungen für zu Hause mit.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  vet: {
    noun: 'Tierarztpraxis',
    words: ['tierarzt', 'tierärztin', 'tierarztpraxis', 'tierklinik'],
    headlines: [
      'Für Ihre Tiere[ in {location}]',
      'Ihr Tier in guten Händen',
      'Ihre Tierarztpraxis[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Tierarztpraxis[ in {location}], die sich Zeit zum Zuhören nimmt.',
      'Eine Tierarztpraxis[ in {location}], die sich Zeit zum Zuhören nimmt.',
    ],
    about: [
      'Bei {name}[ in {location}] hören wir zu, erklären Ihnen die Möglichkeiten verständlich und planen die Behandlung Ihres Tieres mit Ihnen.',
      'Fragen Sie uns alles über Ihr Tier[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Unser Angebot'],
    services: [
      s('Sprechstunde', 'Zum Untersuchen und für Ihre Fragen.'),
      s('Impfungen', 'So, wie Ihr Tier sie braucht.'),
      s('Chirurgie', 'Wir erklären jeden Schritt.'),
    ],
    features: [
      s('Ruhe für Ihr Tier', 'Wir lassen uns Zeit bei der Untersuchung.'),
      s('Alles erklärt', 'Sie wissen, was wir tun und warum.'),
      s('Vorsorge im Blick', 'Impfungen und Kontrollen zur richtigen Zeit.'),
    ],
    faq: [
      {
        question: 'Wie vereinbare ich einen Termin?',
        answer: 'Rufen Sie uns an und sagen Sie uns, was Ihrem Tier fehlt.',
      },
      {
        question: 'Was soll ich zum ersten Besuch mitbringen?',
        answer: 'Den Impfpass und alles, was Sie über die Vorgeschichte Ihres Tieres wissen.',
      },
      { question: 'Welche Tiere behandeln Sie?', answer: 'Fragen Sie uns, und wir sagen es Ihnen.' },
    ],
    ctaTitles: ['Sie brauchen einen Termin?', 'Sagen Sie uns, was Ihrem Tier fehlt'],
    buttons: ['Termin vereinbaren', 'Anrufen'],
    aboutExpanded: [
      'Wir untersuchen Ihr Tier in Ruhe, erklären Ihnen, was wir sehen, und besprechen gemeinsam die Behandlung.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  pharmacy: {
    noun: 'Apotheke',
    words: ['apotheke', 'apotheken'],
    headlines: ['Ihre Apotheke[ in {location}]', 'Gut beraten', 'Fragen Sie uns'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Apotheke[ in {location}], in der Sie in Ruhe fragen können.',
      'Eine Apotheke[ in {location}], in der Sie in Ruhe fragen können.',
    ],
    about: [
      'Bei {name} nehmen wir uns Zeit für Ihre Fragen: zu Ihren Medikamenten, zur Einnahme und zu allem, was Sie gerade beschäftigt.',
      'Kommen Sie mit Ihrem Rezept oder einfach mit einer Frage vorbei[: {services}].',
    ],
    servicesTitles: ['In der Apotheke', 'Unser Angebot'],
    services: [
      s('Rezepte', 'Wir lösen Ihr Rezept ein und erklären Ihnen die Einnahme.'),
      s('Beratung', 'Fragen Sie uns zu Medikamenten und Wechselwirkungen.'),
      s('Bestellungen', 'Ist etwas nicht vorrätig, fragen Sie, wann wir es bekommen.'),
    ],
    serviceLines: ['{service}: fragen Sie uns am Tresen.', '{service}, mit Zeit für Ihre Fragen.'],
    features: [
      s('Zeit für Fragen', 'Am Tresen erklären wir Ihnen, was Sie wissen möchten.'),
      s('Ihre Medikamente im Blick', 'Fragen Sie uns, wie sich Ihre Mittel vertragen.'),
      s('In Ihrer Nähe', 'Ihre Apotheke[ in {location}] für alles, was Sie brauchen.'),
    ],
    faq: [
      {
        question: 'Können Sie ein Medikament für mich bestellen?',
        answer: 'Fragen Sie uns, und wir sagen Ihnen, wann es abholbereit ist.',
      },
      {
        question: 'Verträgt sich das mit meinen anderen Medikamenten?',
        answer: 'Bringen Sie Ihre Liste mit, und wir schauen sie gemeinsam mit Ihnen durch.',
      },
      {
        question: 'Kann ich Sie einfach etwas fragen?',
        answer: 'Natürlich – kommen Sie vorbei oder rufen Sie uns an.',
      },
    ],
    ctaTitles: ['Eine Frage zu Ihren Medikamenten?', 'Kommen Sie vorbei'],
    ctaSubtitles: ['Wir beraten Sie gern am Tresen.', 'Rufen Sie an oder schauen Sie vorbei.'],
    aboutExpanded: [
      'Am Tresen nehmen wir uns Zeit für Ihre Fragen: zur Einnahme, zu Wechselwirkungen und zu allem, was Sie sonst beschäftigt.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
  optician: {
    noun: 'Optiker',
    words: ['optiker', 'optikerin', 'augenoptik', 'augenoptiker', 'brillengeschäft'],
    headlines: [
      'Gut sehen[ in {location}]',
      'Eine Brille, die zu Ihnen passt',
      'Ihr Optiker[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Optiker[ in {location}], der sich Zeit für Ihre Augen nimmt.',
      'Brillen und Beratung[ in {location}], mit Zeit für Ihre Fragen.',
    ],
    about: [
      'Bei {name} suchen wir mit Ihnen eine Brille, die zu Ihrem Gesicht, Ihrem Alltag und Ihren Augen passt. Probieren Sie in Ruhe an.',
      'Kommen Sie vorbei, erzählen Sie uns, wobei Ihnen das Sehen schwerfällt, und wir beraten Sie[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Rund ums Sehen'],
    services: [
      s('Brillen', 'Fassungen und Gläser, in Ruhe ausgesucht.'),
      s('Kontaktlinsen', 'Wir beraten Sie, welche Linsen zu Ihnen passen.'),
      s('Sehtest', 'Fragen Sie uns nach einem Termin.'),
    ],
    serviceLines: ['{service}: fragen Sie uns im Geschäft.', '{service}, mit Beratung.'],
    features: [
      s('In Ruhe anprobieren', 'Nehmen Sie sich Zeit vor dem Spiegel.'),
      s(
        'Passend für Ihren Alltag',
        'Ob Bildschirm, Auto oder Lesen: Sagen Sie uns, wofür Sie die Brille brauchen.',
      ),
      s('Auch danach für Sie da', 'Drückt oder rutscht die Brille, kommen Sie vorbei[ – in {location}].'),
    ],
    faq: [
      {
        question: 'Brauche ich einen Termin für einen Sehtest?',
        answer: 'Rufen Sie uns an oder schreiben Sie uns, und wir sagen Ihnen, wann es passt.',
      },
      {
        question: 'Kann ich meine Brille anpassen lassen?',
        answer: 'Ja, kommen Sie vorbei, und wir schauen sie uns an.',
      },
      {
        question: 'Beraten Sie auch zu Kontaktlinsen?',
        answer: 'Fragen Sie uns danach – wir erklären Ihnen, welche Linsen für Sie infrage kommen.',
      },
    ],
    ctaTitles: ['Zeit für eine neue Brille?', 'Kommen Sie vorbei'],
    ctaSubtitles: ['Wir beraten Sie gern im Geschäft.', 'Fragen Sie nach einem Termin für einen Sehtest.'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir fragen zuerst, wofür Sie Ihre Brille brauchen. Dann suchen wir Gläser und Fassung mit Ihnen aus und passen alles an.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
};
