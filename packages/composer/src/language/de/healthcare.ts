import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the healthcare kinds (dentist, physio, vet, pharmacy, optician). */
export const KINDS_HEALTHCARE: Record<string, KindBank> = {
  dentist: {
    noun: 'Zahnarztpraxis',
    words: ['zahnarzt', 'zahnärztin', 'zahnarztpraxis', 'zahnärzte'],
    headlines: [
      '{Ihr Lächeln|Gesunde Zähne|Für Ihre Zähne}[ in {location}]',
      '{Behandlungen, verständlich erklärt|Jeder Schritt erklärt|Zahnmedizin in Ruhe erklärt}',
      '{Ihre Zahnarztpraxis|Ihre Praxis für Zahngesundheit}[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Zahnarztpraxis[ in {location}], {die Ihnen jeden Schritt erklärt|in der Sie Ihre Fragen in Ruhe stellen können|in der wir erst erklären und dann behandeln}.',
      'Eine Zahnarztpraxis[ in {location}], {die Ihnen jeden Schritt erklärt|in der wir erst erklären und dann behandeln}.',
    ],
    about: [
      'Bei {name}[ in {location}] sollen Sie sich {wohlfühlen|gut aufgehoben fühlen}: Wir hören zu, erklären Ihnen Ihre Möglichkeiten und {beantworten Ihre Fragen|nehmen uns Zeit für Ihre Fragen}.',
      '{Fragen Sie alles, was Sie wissen möchten|Stellen Sie uns all Ihre Fragen}: Wir {erklären|besprechen mit Ihnen} jede Behandlung, bevor wir {beginnen|anfangen}[: {services}].',
    ],
    servicesTitles: [
      '{Behandlungen|Unsere Behandlungen|Was wir behandeln}',
      '{Unser Angebot|Für Ihre Zähne|In der Praxis}',
    ],
    services: [
      s(
        'Vorsorge',
        '{Damit Ihre Zähne gesund bleiben|Regelmäßige Kontrolle für gesunde Zähne|Wir schauen nach, ob alles in Ordnung ist}{.|. Wir erklären Ihnen alles in Ruhe.}',
      ),
      s(
        'Zahnreinigung',
        '{Saubere, frische Zähne|Gründlich gereinigte Zähne|Für ein sauberes Gefühl im Mund}{.| – und Tipps für die Pflege zu Hause.}',
      ),
      s(
        'Kieferorthopädie',
        '{Wir erklären Ihnen die Möglichkeiten|Wir zeigen Ihnen, welche Wege es gibt|Wir besprechen mit Ihnen, was infrage kommt}{.| – Sie entscheiden.}',
      ),
    ],
    serviceLines: [
      '{service}: Wir erklären Ihnen jeden Schritt.',
      '{service} – fragen Sie uns, was dazugehört.',
      '{service}: Wir besprechen alles vorher mit Ihnen.',
    ],
    featuresTitle: '{Was uns in der Praxis wichtig ist|So behandeln wir|Was Sie bei uns erwartet}',
    features: [
      s(
        '{Jeder Schritt erklärt|Erst erklären, dann behandeln|Keine Überraschungen|Verständlich erklärt}',
        '{Vor der Behandlung|Bevor wir beginnen,|Vor jedem Schritt} {erklären wir Ihnen, was wir tun|sagen wir Ihnen, was wir vorhaben|besprechen wir mit Ihnen, was geplant ist}{, in klaren Worten|}.',
      ),
      s(
        '{Sie entscheiden|Ihre Entscheidung|Zeit zum Überlegen|Gemeinsam entscheiden}',
        'Wir {zeigen Ihnen die Möglichkeiten|erklären Ihnen, welche Wege es gibt} und {lassen Ihnen Zeit|drängen Sie zu nichts|beantworten Ihre Fragen, bevor Sie sich entscheiden}.',
      ),
      s(
        '{Ihre Fragen zählen|Fragen erwünscht|Offen für Ihre Fragen|Wir hören zu}',
        '{Fragen Sie alles, was Sie wissen möchten|Keine Frage ist zu klein|Sagen Sie uns, was Sie beschäftigt}{ – wir nehmen uns Zeit| – wir antworten in Ruhe|}[ – hier in {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Wie komme ich zu einem Termin in der Praxis?|Wie vereinbare ich einen Termin?|Wie bekomme ich einen Termin?}',
        answer:
          '{Rufen Sie in der Praxis an oder schreiben Sie uns|Schreiben Sie uns oder rufen Sie an}{, und wir finden eine passende Zeit|}.',
      },
      {
        question:
          '{Ich habe Angst vor dem Zahnarzt. Was nun?|Was, wenn ich Angst vor der Behandlung habe?|Ich bin nervös vor dem Termin – was tun?}',
        answer:
          '{Sagen Sie es uns vorher|Sprechen Sie uns darauf an} – wir {nehmen uns Zeit und erklären jeden Schritt|gehen in Ruhe vor und erklären Ihnen alles}.',
      },
      {
        question:
          '{Behandeln Sie auch Kinder?|Kann ich mit meinem Kind kommen?|Kommen auch Kinder zu Ihnen?}',
        answer:
          '{Fragen Sie uns|Sprechen Sie uns an}, und wir sagen Ihnen, {was wir für Kinder anbieten|wie wir mit Kindern arbeiten}.',
      },
      {
        question:
          '{Wie oft sollte ich zur Kontrolle kommen?|Wann ist die nächste Kontrolle fällig?|Wie oft ist eine Kontrolle sinnvoll?}',
        answer:
          '{Das hängt von Ihren Zähnen ab|Das ist von Mensch zu Mensch verschieden}: {Fragen Sie uns|Wir sagen es Ihnen} {beim nächsten Besuch|bei Ihrem Termin}{, und wir besprechen es mit Ihnen|}.',
      },
      {
        question:
          '{Erklären Sie mir die Behandlung vorher?|Erfahre ich vorher, was gemacht wird?|Weiß ich vorher, was auf mich zukommt?}',
        answer:
          '{Ja|Immer}: Wir {erklären Ihnen die Möglichkeiten|sagen Ihnen, was wir vorhaben}, und {Sie entscheiden|Sie entscheiden in Ruhe}.',
      },
      {
        question:
          '{Was soll ich zum ersten Termin mitbringen?|Was brauche ich beim ersten Besuch?|Wie bereite ich mich auf den ersten Termin vor?}',
        answer:
          '{Fragen Sie uns bei der Terminvereinbarung|Wir sagen es Ihnen, wenn Sie den Termin vereinbaren}{ – dann sind Sie gut vorbereitet|}.',
      },
    ],
    ctaTitles: [
      '{Zeit für die Kontrolle?|Kontrolle fällig?|Länger nicht beim Zahnarzt gewesen?}',
      '{Vereinbaren Sie einen Termin|Ihr Termin in der Praxis|Wir nehmen uns Zeit für Sie}',
    ],
    ctaSubtitles: [
      '{Rufen Sie an|Schreiben Sie uns}, und wir {finden einen Termin, der Ihnen passt|schlagen Ihnen eine Zeit vor}.',
      '{Fragen vor dem Termin?|Unsicher, was Sie brauchen?} {Sprechen Sie uns an|Schreiben Sie uns} – wir {erklären es Ihnen|antworten gern}.',
    ],
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpandedTitle: '{So arbeiten wir|In unserer Praxis|Ihr Besuch bei uns}',
    aboutExpanded: [
      'In unserer Praxis {erklären wir jede Behandlung, bevor wir beginnen,|besprechen wir jeden Schritt vorher mit Ihnen} und {beantworten Ihre Fragen|nehmen uns Zeit für Ihre Fragen}. {Sagen Sie uns, wenn Ihnen etwas unangenehm ist|Wenn Ihnen etwas unangenehm ist, sagen Sie es uns}.',
      'Bei {name}[ in {location}] {beginnt jede Behandlung mit einem Gespräch|steht am Anfang ein Gespräch}: {Wir sehen uns Ihre Zähne an|Wir untersuchen in Ruhe}, {erklären Ihnen, was wir sehen|sagen Ihnen offen, was wir finden}, und {Sie entscheiden, wie es weitergeht|wir besprechen gemeinsam die nächsten Schritte}.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Am Anfang stehen der Befund und Ihr Ziel. Daraus planen wir die Behandlung und geben Ihnen Übungen für zu Hause mit.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
    ],
    aboutExpanded: [
      'Wir untersuchen Ihr Tier in Ruhe, erklären Ihnen, was wir sehen, und besprechen gemeinsam die Behandlung.',
    ],
    contactTitle: '{Termin vereinbaren|Ihr Termin bei uns|Termine|Einen Termin finden}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    buttons: [
      '{Termin vereinbaren|Termin anfragen|Einen Termin ausmachen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Wir fragen zuerst, wofür Sie Ihre Brille brauchen. Dann suchen wir Gläser und Fassung mit Ihnen aus und passen alles an.',
    ],
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
  },
};
