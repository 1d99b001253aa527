import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'Friseursalon',
    words: ['friseur', 'friseursalon', 'friseurin', 'frisör', 'haarstudio'],
    headlines: [
      'Ihre Haare, wie Sie sie mögen[ in {location}]',
      'Ein neuer Look, ganz in Ruhe',
      'Ihr Friseur[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Friseursalon[ in {location}], in dem jeder Termin mit Zuhören beginnt.',
      'Ein Friseursalon[ in {location}], in dem jeder Termin mit Zuhören beginnt.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt jeder Termin mit einem Gespräch: was Sie möchten, wie Sie Ihr Haar tragen und was Sie ausprobieren wollen.',
      'Sagen Sie uns, was Sie suchen, und wir beraten Sie, was zu Ihnen passt[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Im Salon'],
    services: [
      s('Haarschnitt', 'Ein Schnitt, der zu Ihnen und Ihrem Alltag passt.'),
      s('Farbe', 'Von dezent bis ganz neu.'),
      s('Styling', 'Für besondere Anlässe oder einfach so.'),
    ],
    features: [
      s('Erst das Gespräch', 'Vor dem Schnitt besprechen wir, was Sie möchten.'),
      s('Passend zu Ihrem Alltag', 'Eine Frisur, die Sie auch zu Hause hinbekommen.'),
      s('Ehrliche Beratung', 'Wir sagen Ihnen, was zu Ihrem Haar passt.'),
    ],
    faq: [
      {
        question: 'Wie komme ich zu einem Termin{ im Salon|}?',
        answer: 'Rufen Sie uns an oder schreiben Sie uns, und wir finden eine Zeit.',
      },
      { question: 'Kann ich ein Foto mitbringen?', answer: 'Gern – so sehen wir gleich, was Ihnen gefällt.' },
      {
        question: 'Beraten Sie mich vor einer neuen Farbe?',
        answer: 'Ja, wir besprechen mit Ihnen, was zu Ihrem Haar und Typ passt.',
      },
    ],
    ctaTitles: ['Lust auf Veränderung?', 'Vereinbaren Sie einen Termin'],
    ctaButtons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Bevor die Schere ansetzt, reden wir: über Ihr Haar, Ihren Alltag und das, was Sie sich wünschen. Erst dann legen wir los.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  barber: {
    noun: 'Barbershop',
    words: ['barbershop', 'barbier', 'herrenfriseur'],
    headlines: ['Haarschnitt und Bart[ in {location}]', 'Nehmen Sie Platz', 'Ihr Barbershop[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Barbershop[ in {location}], der sich Zeit nimmt.',
      'Ein Barbershop[ in {location}], der sich Zeit nimmt.',
    ],
    about: [
      'Bei {name}[ in {location}] nehmen Sie Platz, sagen uns, wie Sie es möchten, und wir legen los.',
      'Ein guter Schnitt beginnt mit Zuhören. Sagen Sie uns, wie Sie ihn mögen, und wir merken es uns[: {services}].',
    ],
    servicesTitles: ['Im Stuhl', 'Leistungen'],
    services: [
      s('Haarschnitt', 'Ein Schnitt nach Ihrem Geschmack.'),
      s('Bartpflege', 'Ein gepflegter, sauber konturierter Bart.'),
      s('Nassrasur', 'Mit heißem Tuch und ohne Eile.'),
    ],
    features: [
      s('Ohne Eile', 'Jeder Schnitt bekommt die Zeit, die er braucht.'),
      s('Ihr Stil', 'Sagen Sie uns, wie Sie es tragen möchten.'),
      s('Bart mit Sorgfalt', 'Konturen, Länge und Pflege nach Ihrem Wunsch.'),
    ],
    faq: [
      {
        question: 'Brauche ich einen Termin?',
        answer: 'Fragen Sie uns am besten vorher, dann planen wir Zeit für Sie ein.',
      },
      { question: 'Schneiden Sie auch Bärte?', answer: 'Ja, fragen Sie uns nach Bartpflege und Nassrasur.' },
      {
        question: 'Darf ich ein Bild meiner Wunschfrisur zeigen?',
        answer: 'Gern, so wissen wir gleich, was Sie möchten.',
      },
    ],
    ctaTitles: ['Zeit für einen Schnitt?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'So finden Sie uns'],
    aboutExpanded: [
      'Ein guter Schnitt braucht Ruhe. Nehmen Sie Platz, sagen Sie, wie Sie es möchten, und wir nehmen uns die Zeit dafür.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
  'beauty-salon': {
    noun: 'Kosmetikstudio',
    words: ['kosmetikstudio', 'kosmetikerin', 'kosmetiksalon', 'schönheitssalon'],
    headlines: [
      'Zeit für sich[ in {location}]',
      'Gönnen Sie sich etwas',
      'Ihr Kosmetikstudio[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Kosmetikstudio[ in {location}] für eine ruhige Auszeit.',
      'Ein Kosmetikstudio[ in {location}] für eine ruhige Auszeit.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt jede Behandlung mit einem Gespräch über Ihre Wünsche. Wir erklären jeden Schritt, damit Sie einfach entspannen können.',
      'Sagen Sie uns, worauf Sie Lust haben, und wir beraten Sie[: {services}].',
    ],
    servicesTitles: ['Behandlungen', 'Unser Angebot'],
    services: [
      s('Gesichtsbehandlungen', 'Eine Behandlung für Ihre Haut, Schritt für Schritt erklärt.'),
      s('Haarentfernung', 'Sanft und sorgfältig.'),
      s('Maniküre und Pediküre', 'Gepflegte Hände und Füße.'),
    ],
    features: [
      s('Erst beraten', 'Wir besprechen Ihre Wünsche, bevor wir beginnen.'),
      s('Nichts ohne Erklärung', 'Sie wissen immer, was wir gerade machen.'),
      s('Zeit zum Abschalten', 'Eine ruhige Stunde nur für Sie.'),
    ],
    faq: [
      {
        question: 'Welche Behandlung passt zu mir?',
        answer: 'Erzählen Sie uns von Ihrer Haut und Ihren Wünschen, und wir beraten Sie.',
      },
      {
        question: 'Wie buche ich eine Behandlung?',
        answer: 'Rufen Sie an oder schreiben Sie uns, welche Behandlung Sie interessiert.',
      },
      {
        question: 'Was sollte ich Ihnen vorher sagen?',
        answer: 'Allergien, Empfindlichkeiten und alles, was uns helfen kann.',
      },
    ],
    ctaTitles: ['Gönnen Sie sich eine Auszeit', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Behandlungen ansehen'],
    aboutExpanded: [
      'Jede Behandlung beginnt mit Ihren Wünschen. Wir erklären, was wir tun, und passen uns Ihrer Haut und Ihrem Tempo an.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  'nail-salon': {
    noun: 'Nagelstudio',
    words: ['nagelstudio', 'nageldesign'],
    headlines: ['Schöne Nägel[ in {location}]', 'Gepflegte Hände', 'Ihr Nagelstudio[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Nagelstudio[ in {location}] zum Verwöhnen von Händen und Füßen.',
      'Ein Nagelstudio[ in {location}] zum Verwöhnen von Händen und Füßen.',
    ],
    about: [
      'Bei {name}[ in {location}] wählen Sie Farbe und Design und vergessen für eine Weile alles andere.',
      'Bringen Sie Ihre Idee mit oder lassen Sie sich beraten[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Für Ihre Nägel'],
    services: [
      s('Maniküre', 'Gepflegte Hände, Nägel nach Ihrem Geschmack.'),
      s('Pediküre', 'Füße, bereit für den Sommer.'),
      s('Nageldesign', 'Bringen Sie Ihre Idee mit.'),
    ],
    features: [
      s('Ihre Idee zählt', 'Bringen Sie ein Foto mit oder lassen Sie sich inspirieren.'),
      s('Sorgfalt bis in die Spitzen', 'Jeder Nagel bekommt seine Zeit.'),
      s('Eine kleine Auszeit', 'Lehnen Sie sich zurück und entspannen Sie.'),
    ],
    faq: [
      {
        question: 'Wie bekomme ich einen Termin{ für meine Nägel|}?',
        answer: 'Rufen Sie an oder schreiben Sie uns, und wir finden eine Zeit.',
      },
      {
        question: 'Kann ich ein Design mitbringen?',
        answer: 'Gern, zeigen Sie uns Ihr Foto, und wir besprechen es.',
      },
      {
        question: 'Wie pflege ich meine Nägel danach?',
        answer: 'Fragen Sie uns – wir geben Ihnen Tipps für zu Hause.',
      },
    ],
    ctaTitles: ['Lust auf eine neue Farbe?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Sie bringen die Idee oder lassen sich beraten, wir kümmern uns um den Rest. Jede Hand bekommt die Zeit, die sie braucht.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
  'dog-groomer': {
    noun: 'Hundesalon',
    words: ['hundesalon', 'hundefriseur', 'hundepflege', 'tierfriseur'],
    headlines: [
      'Gepflegte Hunde[ in {location}]',
      'Baden, scheren, wohlfühlen',
      'Ihr Hundesalon[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Hundesalon[ in {location}], in dem sich jeder Hund Zeit lassen darf.',
      'Fellpflege[ in {location}], in Ruhe und mit Geduld.',
    ],
    about: [
      'Bei {name} lernen wir Ihren Hund erst kennen, bevor wir zu Bürste und Schere greifen. Sagen Sie uns, was er mag und was nicht.',
      'Jedes Fell ist anders. Erzählen Sie uns von Ihrem Hund, und wir besprechen, was er braucht[: {services}].',
    ],
    servicesTitles: ['Fellpflege', 'Leistungen'],
    services: [
      s('Baden', 'Waschen, trocknen und durchbürsten.'),
      s('Scheren', 'Ein Schnitt, der zu Rasse und Fell passt.'),
      s('Krallen und Ohren', 'Die kleinen Dinge, die dazugehören.'),
    ],
    serviceLines: ['{service}: in Ruhe und mit Geduld.', '{service}, abgestimmt auf Ihren Hund.'],
    features: [
      s('Schnuppern erlaubt', 'Wir lassen Ihrem Hund Zeit, sich an uns zu gewöhnen.'),
      s('Jedes Fell ist anders', 'Wir besprechen mit Ihnen, was zu Ihrem Hund passt.'),
      s('Sagen Sie uns alles', 'Ängstlich, alt oder empfindlich? Erzählen Sie es uns vorher.'),
    ],
    faq: [
      {
        question: 'Wie vereinbare ich einen Termin{ für meinen Hund|}?',
        answer: 'Rufen Sie uns an oder schreiben Sie uns, und wir finden einen Termin.',
      },
      {
        question: 'Mein Hund ist ängstlich. Was nun?',
        answer: 'Sagen Sie es uns vorher, dann planen wir mehr Zeit ein und gehen es langsam an.',
      },
      {
        question: 'Was sollte ich Ihnen über meinen Hund sagen?',
        answer: 'Rasse, Alter und alles, was wir über Fell, Haut oder Verhalten wissen sollten.',
      },
    ],
    ctaTitles: ['Zeit für die Fellpflege?', 'Vereinbaren Sie einen Termin'],
    ctaSubtitles: ['Erzählen Sie uns von Ihrem Hund.', 'Wir finden einen Termin, der passt.'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Zuerst darf Ihr Hund schnuppern und ankommen. Dann baden, bürsten und schneiden wir in seinem Tempo, mit Pausen, wenn er sie braucht.',
    ],
    contactTitle: 'Termin vereinbaren',
  },
};
