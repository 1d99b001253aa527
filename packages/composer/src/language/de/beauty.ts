import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the beauty kinds (hair-salon, barber, beauty-salon, nail-salon, dog-groomer). */
export const KINDS_BEAUTY: Record<string, KindBank> = {
  'hair-salon': {
    noun: 'Friseursalon',
    words: ['friseur', 'friseursalon', 'friseurin', 'frisör', 'haarstudio'],
    headlines: [
      '{Ihre Haare, wie Sie sie mögen|Ihre Haare, ganz nach Ihrem Geschmack|Ihre Wunschfrisur}[ – in {location}]',
      '{Ein neuer Look, ganz in Ruhe|Neuer Schnitt, ohne Hektik|Zeit für eine Veränderung}',
      '{Ihr Friseur|Ihr Friseursalon im Viertel}[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Friseursalon[ in {location}], {in dem jeder Termin mit Zuhören beginnt|in dem erst geredet und dann geschnitten wird|in dem wir zuhören, bevor wir zur Schere greifen}.',
      'Ein Friseursalon[ in {location}], {in dem jeder Termin mit Zuhören beginnt|in dem erst geredet und dann geschnitten wird}.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt jeder Termin mit einem {Gespräch|kurzen Gespräch}: was Sie möchten, wie Sie Ihr Haar tragen und was Sie {ausprobieren wollen|gern einmal probieren würden}.',
      '{Sagen Sie uns, was Sie suchen|Erzählen Sie uns von Ihren Wünschen}, und wir beraten Sie, was zu Ihnen passt[: {services}].',
    ],
    servicesTitles: [
      '{Leistungen|Unsere Leistungen|Was wir machen}',
      '{Im Salon|Für Ihr Haar|Auf dem Stuhl}',
    ],
    services: [
      s(
        'Haarschnitt',
        '{Ein Schnitt, der zu Ihnen|Ein Schnitt, der zu Ihrem Typ|Ein Haarschnitt, der zu Ihnen} {und Ihrem Alltag passt|passt und leicht zu stylen ist|passt – auch im Alltag}.',
      ),
      s(
        'Farbe',
        '{Von dezent|Von ein paar Strähnen|Von einem Hauch Farbe} {bis ganz neu|bis zur kompletten Veränderung|bis zu etwas Mutigem}.',
      ),
      s(
        'Styling',
        '{Für besondere Anlässe|Für eine Hochzeit, ein Fest|Für einen wichtigen Tag} {oder einfach so|oder einfach, weil Sie Lust haben|oder für ein gutes Gefühl}.',
      ),
    ],
    serviceLines: [
      '{service}: Sagen Sie uns, was Ihnen gefällt.',
      '{service}, sorgfältig und nach Ihrem Geschmack.',
      '{service}: Wir beraten Sie, bevor wir anfangen.',
    ],
    featuresTitle: '{Was uns im Salon wichtig ist|So arbeiten wir an Ihrem Haar|Worauf wir achten}',
    features: [
      s(
        '{Erst das Gespräch|Zuhören vor dem Schneiden|Ihre Idee zuerst|Wir hören zu}',
        '{Vor dem Schnitt|Bevor wir zur Schere greifen,|Bevor wir anfangen,} {besprechen wir, was Sie möchten und wie Sie Ihr Haar tragen|fragen wir nach Ihren Wünschen|schauen wir gemeinsam, was Sie suchen}.',
      ),
      s(
        '{Passend zu Ihrem Alltag|Leicht zu stylen|Ein Schnitt, der hält|Alltagstauglich}',
        '{Eine Frisur, die Sie auch zu Hause hinbekommen|Ein Schnitt, den Sie selbst in Form bringen|Ein Schnitt, der auch zwischen zwei Terminen gut aussieht|Eine Frisur, die auch zwischen zwei Terminen sitzt}.',
      ),
      s(
        '{Ehrliche Beratung|Offene Worte|Ein ehrlicher Rat|Ihr Salon im Viertel}',
        '{Wir sagen Ihnen|Wir erklären Ihnen offen}, {was zu Ihrem Haar passt|was Ihnen stehen kann|was Ihren Typ unterstreicht}[ – hier in {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Wie komme ich zu einem Termin{ im Salon|}?|Brauche ich einen Termin?|Wie vereinbare ich einen Termin?}',
        answer:
          '{Rufen Sie uns an oder schreiben Sie uns|Schreiben Sie uns oder rufen Sie an}, und wir {finden eine Zeit|schlagen Ihnen einen Termin vor}.',
      },
      {
        question: '{Kann ich ein Foto mitbringen?|Hilft Ihnen ein Foto?|Darf ich Ihnen ein Bild zeigen?}',
        answer:
          '{Gern|Natürlich} – so {sehen wir gleich, was Ihnen gefällt|verstehen wir Ihre Idee sofort}, und wir sagen Ihnen, {wie es zu Ihrem Haar passt|was davon zu Ihrem Haar passt}.',
      },
      {
        question:
          '{Beraten Sie mich vor einer neuen Farbe?|Helfen Sie mir bei der Wahl einer Farbe?|Finden Sie mit mir die passende Farbe?}',
        answer:
          '{Ja|Gern}, wir besprechen mit Ihnen, {was zu Ihrem Haar und Typ passt|welche Farbe Ihnen steht}{, bevor wir anfangen|}.',
      },
      {
        question:
          '{Wie lange hält eine Farbe?|Wann muss ich die Farbe auffrischen?|Wie oft sollte ich nachfärben?}',
        answer:
          '{Das hängt von der Farbe und von Ihrem Haar ab|Das kommt auf Ihr Haar und die Farbe an}: {Fragen Sie uns|Sprechen Sie uns an}, und wir {erklären es Ihnen|sagen es Ihnen genau}.',
      },
      {
        question:
          '{Können Sie mir zeigen, wie ich die Frisur zu Hause style?|Bekomme ich Tipps für zu Hause?|Wie halte ich den Schnitt in Form?}',
        answer:
          '{Ja|Gern}: Am Ende des Termins {zeigen|erklären} wir Ihnen, {wie Sie Ihr Haar stylen und pflegen|was Sie tun können, damit der Schnitt hält}{ – bis zum nächsten Besuch|}.',
      },
    ],
    ctaTitles: [
      '{Lust auf Veränderung?|Zeit für einen neuen Schnitt?|Lust auf eine neue Farbe?}',
      '{Vereinbaren Sie einen Termin|Ihr nächster Termin|Wir finden einen Termin}',
    ],
    ctaSubtitles: [
      '{Rufen Sie an|Schreiben Sie uns}, und wir {finden einen Termin, der Ihnen passt|schlagen Ihnen eine Zeit vor}.',
      '{Erzählen Sie uns von Ihren Wünschen|Bringen Sie ein Foto oder eine Idee mit}, und {wir besprechen alles gemeinsam|wir beraten Sie gern}.',
    ],
    ctaButtons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpandedTitle: '{So arbeiten wir|Ihr Termin bei uns|Im Salon}',
    aboutExpanded: [
      '{Bevor die Schere ansetzt|Bevor wir loslegen}, reden wir: {über Ihr Haar, Ihren Alltag und das, was Sie sich wünschen|über Ihre Wünsche, Ihre Frisur und das, was Sie ausprobieren möchten}. {Erst dann legen wir los|Danach geht es an die Arbeit}.',
      'Bei {name}[ in {location}] {ist jeder Termin auch ein Gespräch|beginnt alles mit einem Gespräch}: {Sie sagen uns, was Sie suchen|Sie erzählen uns von Ihren Wünschen}, wir {beraten Sie ehrlich|sagen Ihnen offen unsere Meinung}, und {Sie entscheiden|Sie wählen in Ruhe}.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    buttons: ['{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}', 'So finden Sie uns'],
    aboutExpanded: [
      'Ein guter Schnitt braucht Ruhe. Nehmen Sie Platz, sagen Sie, wie Sie es möchten, und wir nehmen uns die Zeit dafür.',
    ],
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    buttons: ['{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}', 'Behandlungen ansehen'],
    aboutExpanded: [
      'Jede Behandlung beginnt mit Ihren Wünschen. Wir erklären, was wir tun, und passen uns Ihrer Haut und Ihrem Tempo an.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Sie bringen die Idee oder lassen sich beraten, wir kümmern uns um den Rest. Jede Hand bekommt die Zeit, die sie braucht.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Zuerst darf Ihr Hund schnuppern und ankommen. Dann baden, bürsten und schneiden wir in seinem Tempo, mit Pausen, wenn er sie braucht.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
  },
};
