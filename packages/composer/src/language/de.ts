import type { Item } from '../industries';
import type { KindBank, LanguageBank } from './bank-types';

const s = (name: string, description: string): Item => ({ name, description });

// "Sie" throughout, as German businesses address customers; {location} follows "in".
const kinds: Record<string, KindBank> = {
  bakery: {
    noun: 'Bäckerei',
    words: ['bäckerei', 'baeckerei', 'konditorei', 'backstube', 'familienbäckerei', 'bäcker'],
    headlines: ['Brot und Kuchen[ in {location}]', 'Ihre Bäckerei um die Ecke', 'Kommen Sie vorbei'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Bäckerei[ in {location}], in der die Theke immer Lust auf mehr macht.',
      'Eine Bäckerei[ in {location}], in der die Theke immer Lust auf mehr macht.',
    ],
    about: [
      'Bei {name}[ in {location}] freuen wir uns über bekannte Gesichter an der Theke. Kommen Sie vorbei, fragen Sie uns und nehmen Sie etwas Gutes mit nach Hause.',
      'Schauen Sie rein, lassen Sie sich beraten und nehmen Sie etwas Gutes mit[: {services}].',
    ],
    servicesTitles: ['Aus dem Ofen', 'Unser Angebot'],
    services: [
      s('Brot', 'Laibe und Brötchen zum Mitnehmen.'),
      s('Gebäck', 'Etwas Süßes zum Frühstück oder zum Kaffee.'),
      s('Torten', 'Für Geburtstage, Feste oder einfach so.'),
    ],
    serviceLines: ['{service}: fragen Sie uns an der Theke.', '{service} zum Mitnehmen oder Verschenken.'],
    ctaTitles: ['Schauen Sie vorbei', 'Bis bald an der Theke'],
    contactTitle: 'Besuchen Sie uns',
  },
  cafe: {
    noun: 'Café',
    words: ['café', 'cafe', 'kaffeehaus', 'kaffeebar', 'teestube'],
    headlines: [
      'Guter Kaffee[ in {location}]',
      'Setzen Sie sich und bleiben Sie ein bisschen',
      'Ihr Café[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Café[ in {location}] zum Innehalten, Plaudern und Verweilen.',
      'Ein Café[ in {location}] zum Innehalten, Plaudern und Verweilen.',
    ],
    about: [
      '{name}[ in {location}] ist ein Ort, um Freunde zu treffen, zu plaudern oder einfach mit etwas Gutem dazusitzen.',
      'Kommen Sie herein, suchen Sie sich einen Platz am Fenster und bestellen Sie, worauf Sie Lust haben[: {services}].',
    ],
    servicesTitles: ['An der Theke', 'Unser Angebot'],
    services: [
      s('Kaffee', 'Ihr Kaffee, so wie Sie ihn mögen.'),
      s('Frühstück', 'Für einen ruhigen Start in den Tag.'),
      s('Kuchen', 'Das Passende zu Ihrer Tasse.'),
    ],
    ctaTitles: ['Kommen Sie auf einen Kaffee vorbei', 'Bis bald'],
    contactTitle: 'Besuchen Sie uns',
  },
  restaurant: {
    noun: 'Restaurant',
    words: ['restaurant', 'gasthaus', 'gaststätte', 'wirtshaus', 'bistro', 'gasthof'],
    headlines: ['Gut essen[ in {location}]', 'Kommen Sie hungrig', 'Reservieren Sie Ihren Tisch'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Restaurant[ in {location}] für gutes Essen in guter Gesellschaft.',
      'Ein Restaurant[ in {location}] für gutes Essen in guter Gesellschaft.',
    ],
    about: [
      'Bei {name}[ in {location}] bewirten wir unsere Gäste gern. Schauen Sie in die Karte, fragen Sie uns zu jedem Gericht und nehmen Sie sich Zeit.',
      'Ein schnelles Mittagessen oder ein langer Abend mit Freunden: Bei uns ist Platz für beides[. Fragen Sie nach {services}].',
    ],
    servicesTitles: ['Auf der Karte', 'Unser Angebot'],
    services: [
      s('Mittagstisch', 'Vom schnellen Mittagessen bis zur langen Mittagspause.'),
      s('Abendessen', 'Den Tag am Tisch ausklingen lassen.'),
      s('Zum Mitnehmen', 'Ihre Lieblingsgerichte für zu Hause.'),
    ],
    ctaTitles: ['Hunger?', 'Essen Sie mit uns'],
    ctaButtons: ['Tisch reservieren', 'Kontakt aufnehmen'],
    contactTitle: 'Besuchen Sie uns',
  },
  pizzeria: {
    noun: 'Pizzeria',
    words: ['pizzeria'],
    headlines: ['Pizza[ in {location}]', 'Zum Teilen (oder auch nicht)', 'Ihre Pizzeria[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Pizzeria[ in {location}]: vor Ort oder zum Mitnehmen.',
      'Pizza[ in {location}], vor Ort oder zum Mitnehmen.',
    ],
    about: [
      'Bei {name}[ in {location}] ist Pizza zum Teilen da. Kommen Sie mit Freunden oder der Familie und fragen Sie, was es heute gibt.',
      'Bestellen, Platz nehmen, genießen[: {services}]. Oder alles mit nach Hause nehmen.',
    ],
    servicesTitles: ['Auf der Karte', 'Aus dem Ofen'],
    services: [
      s('Pizza', 'Unsere Pizzen, vor Ort oder zum Mitnehmen.'),
      s('Vorspeisen', 'Etwas zum Teilen vorab.'),
      s('Desserts', 'Etwas Süßes zum Schluss.'),
    ],
    ctaTitles: ['Heute Abend Pizza?', 'Kommen Sie auf eine Pizza vorbei'],
    contactTitle: 'Besuchen Sie uns',
  },
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
    ctaTitles: ['Lust auf Veränderung?', 'Vereinbaren Sie einen Termin'],
    ctaButtons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
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
    ctaTitles: ['Zeit für einen Schnitt?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'So finden Sie uns'],
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
    ctaTitles: ['Gönnen Sie sich eine Auszeit', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Behandlungen ansehen'],
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
    ctaTitles: ['Lust auf eine neue Farbe?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    contactTitle: 'Termin vereinbaren',
  },
  plumber: {
    noun: 'Sanitärbetrieb',
    words: ['klempner', 'installateur', 'sanitär', 'sanitärbetrieb', 'heizung und sanitär'],
    headlines: [
      'Sanitär und Heizung[ in {location}]',
      'Rohre, Bäder und Heizungen',
      'Sagen Sie uns, was los ist',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} kümmert sich um Rohre, Bäder und Heizungen[ in {location}].',
      'Rohre, Bäder und Heizungen[ in {location}]: Sagen Sie uns, was los ist.',
    ],
    about: [
      '{name} arbeitet[ in {location}] für Privathaushalte und Betriebe. Bevor wir anfangen, erklären wir Ihnen, was wir sehen, welche Möglichkeiten Sie haben und was es kostet.',
      'Beschreiben Sie uns das Problem, und wir erklären Ihnen, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Was wir machen'],
    services: [
      s('Reparaturen', 'Undichte Stellen, Verstopfungen und tropfende Hähne.'),
      s('Bäder', 'Austausch und Sanierung.'),
      s('Heizung', 'Wartung und Reparatur.'),
    ],
    ctaTitles: ['Ein Leck?', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Angebot anfragen', 'Anrufen'],
    ctaButtons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    contactTitle: 'Angebot anfragen',
  },
  electrician: {
    noun: 'Elektrobetrieb',
    words: ['elektriker', 'elektrobetrieb', 'elektroinstallation'],
    headlines: [
      'Elektrik[ in {location}]',
      'Installation und Reparatur',
      'Erzählen Sie uns von Ihrem Vorhaben',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} kümmert sich um Installationen, Reparaturen und Beleuchtung[ in {location}].',
      'Installationen, Reparaturen und Beleuchtung[ in {location}].',
    ],
    about: [
      '{name} arbeitet[ in {location}] in Wohnungen und Geschäften. Bevor wir anfangen, erklären wir Ihnen, was zu tun ist und warum.',
      'Sagen Sie uns, was Sie brauchen, und wir erklären es Ihnen verständlich[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Was wir machen'],
    services: [
      s('Installation', 'Neue Anschlüsse und Erweiterungen.'),
      s('Reparaturen', 'Wir finden den Fehler und beheben ihn.'),
      s('Beleuchtung', 'Innen und außen.'),
    ],
    ctaTitles: ['Eine Störung?', 'Erzählen Sie uns von Ihrem Vorhaben'],
    buttons: ['Angebot anfragen', 'Anrufen'],
    contactTitle: 'Angebot anfragen',
  },
  builder: {
    noun: 'Baubetrieb',
    words: ['bauunternehmen', 'baubetrieb', 'renovierung', 'sanierung', 'maurer'],
    headlines: [
      'Bauen und Renovieren[ in {location}]',
      'Ihr Projekt, Schritt für Schritt',
      'Sprechen wir über Ihr Vorhaben',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} baut und renoviert[ in {location}], gemeinsam mit Ihnen geplant.',
      'Bauen und Renovieren[ in {location}], gemeinsam mit Ihnen geplant.',
    ],
    about: [
      'Bei {name}[ in {location}] beginnt jede Baustelle mit einem Besuch und einem Gespräch über Ihre Wünsche. Wir stellen Ihnen den Plan vor und bleiben von Anfang bis Ende in Kontakt.',
      'Erzählen Sie uns von Ihrem Projekt, und wir planen es gemeinsam[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Was wir machen'],
    services: [
      s('Renovierung', 'Küchen, Bäder und ganze Wohnungen.'),
      s('Anbauten', 'Mehr Platz, gemeinsam geplant.'),
      s('Kleinere Arbeiten', 'Reparaturen und einzelne Aufträge.'),
    ],
    ctaTitles: ['Sie planen etwas?', 'Sprechen wir über Ihr Vorhaben'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    contactTitle: 'Angebot anfragen',
  },
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
    ctaTitles: ['Sollen wir reden?', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
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
    ctaTitles: ['Zeit für die Kontrolle?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
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
    ctaTitles: ['Tut etwas weh?', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    contactTitle: 'Termin vereinbaren',
  },
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
    ctaTitles: ['Matte ausrollen?', 'Ihre erste Stunde wartet'],
    buttons: ['Stunde buchen', 'Kurse ansehen'],
    contactTitle: 'Kontakt',
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
    ctaTitles: ['Legen wir los?', 'Lernen Sie uns kennen'],
    buttons: ['Vorbeikommen', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
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
    ctaTitles: ['Sprechen wir über Ihr Shooting', 'Erzählen Sie mir Ihre Idee'],
    buttons: ['Termine anfragen', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
  mechanic: {
    noun: 'Autowerkstatt',
    words: ['autowerkstatt', 'kfz-werkstatt', 'werkstatt', 'kfz-meisterbetrieb', 'autoservice'],
    headlines: [
      'Ihr Auto in guten Händen[ in {location}]',
      'Inspektion und Reparatur',
      'Ihre Werkstatt[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Werkstatt[ in {location}], die Ihnen erklärt, was Ihr Auto braucht.',
      'Eine Werkstatt[ in {location}], die Ihnen erklärt, was Ihr Auto braucht.',
    ],
    about: [
      'Bei {name}[ in {location}] erklären wir Ihnen, was Ihrem Auto fehlt und welche Möglichkeiten Sie haben, bevor wir loslegen.',
      'Bringen Sie uns Ihr Auto, und wir sagen Ihnen, was wir sehen[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'In der Werkstatt'],
    services: [
      s('Inspektion', 'Wartung nach Plan.'),
      s('Bremsen', 'Prüfung und Wechsel.'),
      s('Reifen', 'Wechsel und Auswuchten.'),
    ],
    ctaTitles: ['Inspektion fällig?', 'Bringen Sie uns Ihr Auto'],
    buttons: ['Termin vereinbaren', 'Anrufen'],
    contactTitle: 'Besuchen Sie die Werkstatt',
  },
  lawyer: {
    noun: 'Kanzlei',
    words: ['rechtsanwalt', 'rechtsanwältin', 'kanzlei', 'rechtsanwaltskanzlei', 'anwaltskanzlei'],
    headlines: ['Rechtsberatung[ in {location}]', 'Klare Antworten', 'Sprechen wir über Ihr Anliegen'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Kanzlei[ in {location}], die Ihnen jeden Schritt erklärt.',
      'Eine Kanzlei[ in {location}], die Ihnen jeden Schritt erklärt.',
    ],
    about: [
      'Bei {name}[ in {location}] hören wir zu, erklären Ihnen Ihre Möglichkeiten verständlich und begleiten Sie bei jedem Schritt.',
      'Schildern Sie uns Ihre Lage, und wir erklären, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Rechtsgebiete', 'Wobei wir helfen'],
    services: [
      s('Familienrecht', 'Trennung, Sorgerecht und Vereinbarungen.'),
      s('Erbrecht', 'Testamente und Nachlässe.'),
      s('Arbeitsrecht', 'Kündigungen, Verträge und Streitfälle.'),
    ],
    ctaTitles: ['Sprechen wir über Ihr Anliegen', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
  florist: {
    noun: 'Blumenladen',
    words: ['blumenladen', 'floristik', 'florist', 'floristin', 'blumengeschäft'],
    headlines: ['Blumen[ in {location}]', 'Sagen Sie es mit Blumen', 'Ihr Blumenladen[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Blumenladen[ in {location}] für jeden Anlass.',
      'Ein Blumenladen[ in {location}] für jeden Anlass.',
    ],
    about: [
      'Bei {name}[ in {location}] binden wir jeden Strauß mit Blick auf den Menschen, der ihn bekommt. Sagen Sie uns den Anlass, und wir stellen ihn gemeinsam zusammen.',
      'Schauen Sie vorbei, sehen Sie sich die Blumen der Saison an und nehmen Sie etwas Schönes mit[: {services}].',
    ],
    servicesTitles: ['Blumen', 'Unser Angebot'],
    services: [
      s('Sträuße', 'Zum Verschenken oder für zu Hause.'),
      s('Hochzeiten', 'Blumen für Ihren großen Tag.'),
      s('Trauerfloristik', 'Für einen liebevollen Abschied.'),
    ],
    ctaTitles: ['Für wen sind die Blumen?', 'Erzählen Sie uns vom Anlass'],
    buttons: ['Blumen bestellen', 'Besuchen Sie uns'],
    contactTitle: 'Besuchen Sie uns',
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
    ctaTitles: ['Sie brauchen einen Termin?', 'Sagen Sie uns, was Ihrem Tier fehlt'],
    buttons: ['Termin vereinbaren', 'Anrufen'],
    contactTitle: 'Termin vereinbaren',
  },
  tutor: {
    noun: 'Nachhilfe',
    words: ['nachhilfe', 'sprachschule', 'musikschule', 'klavierunterricht', 'nachhilfelehrer'],
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
    ctaTitles: ['Legen wir los?', 'Fragen Sie nach freien Zeiten'],
    buttons: ['Informationen anfragen', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
  accountant: {
    noun: 'Steuerberatung',
    words: ['steuerberater', 'steuerberaterin', 'steuerberatung', 'buchhaltung', 'buchhalter'],
    headlines: [
      'Klare Zahlen[ in {location}]',
      'Steuern ohne Kopfzerbrechen',
      'Ihre Steuerberatung[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Steuerberatung[ in {location}], die Ihnen Ihre Zahlen erklärt.',
      'Eine Steuerberatung[ in {location}], die Ihnen Ihre Zahlen erklärt.',
    ],
    about: [
      'Bei {name}[ in {location}] erklären wir Ihnen Ihre Zahlen verständlich und sagen Ihnen rechtzeitig, was ansteht.',
      'Erzählen Sie uns von Ihrem Betrieb, und wir schauen gemeinsam, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Wobei wir helfen'],
    services: [
      s('Steuererklärungen', 'Erklärungen und Fristen.'),
      s('Buchhaltung', 'Ihre Bücher auf dem aktuellen Stand.'),
      s('Lohnabrechnung', 'Für Ihr Team.'),
    ],
    ctaTitles: ['Sprechen wir über Ihre Zahlen', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    contactTitle: 'Kontakt',
  },
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['kaffeerösterei', 'espressobar'] };
kinds['food-truck'] = {
  noun: 'Foodtruck',
  words: ['foodtruck', 'food truck', 'imbisswagen'],
  headlines: ['Streetfood[ in {location}]', 'Finden Sie uns und kommen Sie hungrig'],
  subtitles: ['{name}[ in {location}]: {services}.', 'Streetfood[ in {location}] zum Mitnehmen.'],
  services: [
    s('Zum Mitnehmen', 'Direkt aus der Luke.'),
    s('Veranstaltungen', 'Fragen Sie uns, ob wir zu Ihrer Feier kommen.'),
    s('Märkte', 'Fragen Sie, wo wir als Nächstes stehen.'),
  ],
  ctaTitles: ['Kommen Sie vorbei', 'Wo stehen wir als Nächstes?'],
  contactTitle: 'So finden Sie uns',
};

export const DE: LanguageBank = {
  fixed: {
    nav: { home: 'Start', about: 'Über uns', services: 'Leistungen', contact: 'Kontakt' },
    sectionNames: {
      aboutExpanded: 'So arbeiten wir',
      features: 'Das Wichtigste',
      pricing: 'Preise',
      faq: 'Fragen',
      cta: 'Handlungsaufruf',
    },
    faqTitle: 'Häufige Fragen',
    pricesTitle: 'Preise',
    pricesSubtitle: 'Tragen Sie Ihre Preise ein, damit Besucher wissen, was sie erwartet.',
    featuresFallbackTitle: 'Was uns wichtig ist',
    option: (n) => `Option ${n}`,
    hoursQuestion: 'Wann haben Sie geöffnet?',
    hoursAnswer: (hours) => `Unsere Öffnungszeiten: ${hours}.`,
    whereQuestion: 'Wo finde ich Sie?',
    whereAnswer: (addresses) => `Sie finden uns hier: ${addresses}.`,
    contactQuestion: 'Wie erreiche ich Sie?',
    call: (phones) => `rufen Sie uns an unter ${phones}`,
    email: (emails) => `schreiben Sie uns an ${emails}`,
    or: ' oder ',
    and: ' und ',
    copyright: (name, year) => `© ${year} ${name}. Alle Rechte vorbehalten.`,
    placeholders: {
      siteName: 'Name Ihres Unternehmens',
      address: 'Ihre Adresse eintragen',
      phone: 'Ihre Telefonnummer eintragen',
      hours: 'Ihre Öffnungszeiten eintragen',
      email: 'Ihre E-Mail-Adresse eintragen',
    },
    noNameWarning: (p) => `In der Beschreibung wurde kein Firmenname gefunden; ersetzen Sie „${p}“.`,
  },
  profile: {
    noun: 'Betrieb',
    headlines: [
      'Willkommen bei {name}',
      'Schön, dass Sie da sind',
      'Das ist {name}',
      'Sprechen wir über das, was Sie brauchen',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} heißt Sie willkommen[ in {location}]. Sagen Sie uns, was Sie brauchen.',
      '[In {location}: ]{services}. Sagen Sie uns, was Sie brauchen.',
      'Sagen Sie uns, was Sie brauchen, und wir melden uns so bald wie möglich.',
    ],
    buttons: ['Kontakt aufnehmen', 'Schreiben Sie uns', 'Fragen Sie uns'],
    aboutTitles: ['Über {name}', 'Wer wir sind', 'Lernen Sie uns kennen'],
    about: [
      '{name} heißt Sie willkommen[ in {location}][ – seit {year}]. Wir hören gern zu, was Sie suchen, und helfen Ihnen, es zu finden. Bei Fragen schreiben Sie uns oder kommen Sie vorbei.',
      'Wir machen unsere Arbeit[ bei {name}][ in {location}] mit Freude. Sagen Sie uns, was Sie suchen, und wir erklären Ihnen in Ruhe, wie wir helfen können[: {services}].',
      'Hinter {name} stehen Menschen, die sich gern Zeit für ihre Kundschaft nehmen[ – in {location}]. Fragen Sie uns[ zu {services}], was Sie wissen möchten.',
    ],
    servicesTitles: ['Unser Angebot', 'Leistungen', 'Was Sie bei uns finden'],
    servicesSubtitles: [
      'Fragen Sie uns nach allem, was Sie interessiert.',
      'Sagen Sie uns, was Sie brauchen.',
      'Fragen zu einer Leistung? Wir erklären sie Ihnen gern.',
    ],
    services: [
      s('Was wir machen', 'Fragen Sie uns, und wir erzählen Ihnen, was wir anbieten.'),
      s('Ihre Fragen', 'Schreiben Sie uns, und wir antworten Ihnen.'),
      s('Sprechen wir', 'Erzählen Sie uns Ihre Idee, und wir schauen gemeinsam, wie wir helfen können.'),
    ],
    serviceLines: [
      '{service}: Fragen Sie uns nach den Einzelheiten.',
      '{service}, persönlich und unkompliziert.',
      '{service}[ bei {name}]: Sagen Sie uns, was Sie brauchen.',
    ],
    featuresTitle: 'Was uns wichtig ist',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s('Persönlich[ bei {name}]', 'Wir nehmen uns Zeit für Sie, ohne Eile[ – hier in {location}].'),
      s(
        'Erst zuhören',
        'Bevor wir Ihnen[ bei {name}] etwas vorschlagen, möchten wir verstehen, was Sie brauchen.',
      ),
      s(
        'Gut erreichbar',
        'Schreiben Sie[ {name}] oder rufen Sie an – die Kontaktdaten finden Sie auf dieser Seite.',
      ),
    ],
    faq: [
      {
        question: 'Wie nehme ich[ mit {name}] Kontakt auf?',
        answer:
          'Schreiben Sie uns oder rufen Sie an – die Kontaktdaten stehen auf dieser Seite[, und Sie finden uns in {location}].',
      },
      {
        question: 'Kann ich vorab eine Frage stellen?',
        answer: 'Natürlich. Schreiben Sie[ {name}], was Sie wissen möchten, und wir erklären es Ihnen.',
      },
      {
        question: 'Welche Fragen kann ich[ {name}] stellen?',
        answer:
          'Alle, die Ihnen weiterhelfen[, etwa zu {services}]: Schildern Sie uns Ihr Anliegen, und wir sagen Ihnen, wie wir helfen können.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: [
      'Sollen wir reden?',
      'Wir helfen Ihnen gern',
      'Sagen Sie uns, was Sie suchen',
      'Noch Fragen?',
    ],
    ctaSubtitles: [
      'Unsere Kontaktdaten finden Sie weiter unten.',
      'Schreiben Sie uns oder kommen Sie vorbei.',
      'Erzählen Sie uns, was Sie vorhaben – wir melden uns bei Ihnen.',
      'Stellen Sie uns Ihre Fragen – wir antworten gern.',
    ],
    ctaButtons: ['Kontakt aufnehmen', 'Schreiben Sie uns', 'Fragen Sie uns'],
    plans: [],
    aboutExpandedTitle: 'So arbeiten wir',
    aboutExpanded: [
      'Alles beginnt mit einem Gespräch: Sie sagen uns, was Sie brauchen, wir erklären Ihnen die Möglichkeiten verständlich und bleiben in Kontakt, bis alles passt.',
      'Bei {name} beginnt alles mit einem Gespräch: Sie sagen uns, was Sie brauchen, wir erklären Ihnen die Möglichkeiten verständlich und bleiben in Kontakt, bis alles passt.',
      'Am Anfang steht bei {name} das Zuhören. Danach erklären wir Ihnen die Möglichkeiten ohne Fachchinesisch, und Sie entscheiden in Ruhe.',
    ],
    contactTitle: 'Kontakt',
    footers: [
      '{name}[ – {location}].',
      '{name}: Wir sind[ in {location}] für Sie da.',
      'Danke für Ihren Besuch bei {name}.',
      'Wir sind[ in {location}] für Sie da.',
    ],
  },
  industries: {
    restaurant: {
      noun: 'Restaurant',
      services: [
        s('Vor Ort essen', 'Setzen Sie sich, bestellen Sie und lassen Sie sich Zeit.'),
        s('Zum Mitnehmen', 'Fragen Sie uns, was Sie mitnehmen können.'),
        s('Gruppen', 'Sagen Sie uns, wie viele Sie sind, und wir besprechen den Rest.'),
      ],
    },
    healthcare: {
      noun: 'Praxis',
      services: [
        s('Persönliche Beratung', 'Wir hören zu und erklären Ihnen die Möglichkeiten.'),
        s('Ihre Fragen', 'Fragen Sie uns in Ruhe, was Sie wissen möchten.'),
        s('Begleitung', 'Wir besprechen mit Ihnen, wie es weitergeht.'),
      ],
    },
    retail: {
      noun: 'Geschäft',
      services: [
        s('Im Laden', 'Kommen Sie vorbei und schauen Sie sich in Ruhe um.'),
        s('Beratung', 'Wir helfen Ihnen bei der Auswahl.'),
        s('Bestellungen', 'Fragen Sie uns, ob wir etwas für Sie besorgen können.'),
      ],
    },
    fitness: {
      noun: 'Studio',
      services: [
        s('Training', 'Einheiten für den Einstieg und für Fortgeschrittene.'),
        s('Ihr erster Besuch', 'Lernen Sie uns kennen – wir zeigen Ihnen, wie alles funktioniert.'),
        s('Kurszeiten', 'Fragen Sie uns nach Kursen und Zeiten.'),
      ],
    },
    professional: {
      noun: 'Büro',
      services: [
        s('Beratung', 'Wir hören zu und erklären Ihnen Ihre Möglichkeiten.'),
        s('Ihr Auftrag', 'Wir planen ihn Schritt für Schritt mit Ihnen.'),
        s('Erstgespräch', 'Schildern Sie uns Ihr Anliegen, und wir sehen, wie wir helfen können.'),
      ],
    },
    education: {
      noun: 'Schule',
      services: [
        s('Unterricht', 'Fragen Sie uns nach Gruppen und Zeiten.'),
        s('Der Einstieg', 'Wir helfen Ihnen, Ihr Niveau zu finden.'),
        s('Begleitung', 'Wir sagen Ihnen, wo Sie stehen.'),
      ],
    },
    technology: {
      noun: 'Studio',
      services: [
        s('Projekte', 'Erzählen Sie uns Ihre Idee, und wir planen sie mit Ihnen.'),
        s('Support', 'Schreiben Sie uns, wenn etwas nicht funktioniert.'),
        s('Beratung', 'Wir helfen Ihnen, das passende Werkzeug zu wählen.'),
      ],
    },
    beauty: {
      noun: 'Studio',
      services: [
        s('Behandlungen', 'Wir erklären Ihnen jede Behandlung, bevor wir beginnen.'),
        s('Beratung', 'Sagen Sie uns, was Sie suchen, und wir empfehlen Ihnen etwas.'),
        s('Besondere Anlässe', 'Für eine Hochzeit, ein Fest oder einfach so.'),
      ],
    },
    'real-estate': {
      noun: 'Immobilienbüro',
      services: [
        s('Kaufen', 'Wir begleiten Sie bei der Suche.'),
        s('Verkaufen', 'Wir erklären Ihnen, wie Sie Ihre Immobilie anbieten.'),
        s('Mieten', 'Fragen Sie uns nach Mietobjekten.'),
      ],
    },
    creative: {
      noun: 'Studio',
      services: [
        s('Projekte', 'Erzählen Sie uns Ihre Idee, und wir geben ihr gemeinsam Form.'),
        s('Aufträge', 'Sagen Sie uns, was Ihnen vorschwebt.'),
        s('Beratung', 'Wir helfen Ihnen, den Anfang zu finden.'),
      ],
    },
    legal: {
      noun: 'Kanzlei',
      services: [
        s('Erstberatung', 'Schildern Sie uns Ihren Fall, und wir erklären Ihnen Ihre Möglichkeiten.'),
        s('Begleitung', 'Wir erklären Ihnen jeden Schritt des Verfahrens.'),
        s('Dokumente', 'Wir gehen Verträge und Unterlagen mit Ihnen durch.'),
      ],
    },
    finance: {
      noun: 'Beratung',
      services: [
        s('Steuern', 'Erklärungen und Fristen, verständlich erklärt.'),
        s('Buchhaltung', 'Ihre Zahlen in Ordnung.'),
        s('Beratung', 'Wir erklären Ihnen Ihre Zahlen verständlich.'),
      ],
    },
    automotive: {
      noun: 'Werkstatt',
      services: [
        s('Wartung', 'Was Ihr Fahrzeug regelmäßig braucht.'),
        s('Reparaturen', 'Wir erklären Ihnen, was zu tun ist, bevor wir anfangen.'),
        s('Diagnose', 'Wir sagen Ihnen, was Ihrem Fahrzeug fehlt.'),
      ],
    },
    construction: {
      noun: 'Betrieb',
      services: [
        s('Umbau und Renovierung', 'Erzählen Sie uns von Ihrem Vorhaben, und wir planen es mit Ihnen.'),
        s('Kleinere Arbeiten', 'Reparaturen und einzelne Aufträge.'),
        s('Angebote', 'Wir erklären Ihnen den Plan, bevor es losgeht.'),
      ],
    },
    entertainment: {
      noun: 'Location',
      services: [
        s('Programm', 'Fragen Sie uns, was in den nächsten Wochen ansteht.'),
        s('Reservierungen', 'Für Gruppen und besondere Anlässe.'),
        s('Private Feiern', 'Erzählen Sie uns Ihre Idee, und wir sehen, ob sie passt.'),
      ],
    },
    travel: {
      noun: 'Reisebüro',
      services: [
        s('Reisen', 'Sagen Sie uns, wohin Sie möchten, und wir planen es mit Ihnen.'),
        s('Kurzurlaub', 'Ideen für ein paar Tage weg.'),
        s('Familien und Gruppen', 'Reisen für alle, die nicht allein unterwegs sind.'),
      ],
    },
    manufacturing: {
      noun: 'Werkstatt',
      services: [
        s('Aufträge', 'Sagen Sie uns, was Sie fertigen lassen möchten.'),
        s('Material', 'Fragen Sie uns nach Materialien und Maßen.'),
        s('Beratung', 'Wir helfen Ihnen, Ihr Vorhaben festzulegen.'),
      ],
    },
    'non-profit': {
      noun: 'Verein',
      services: [
        s('Angebote', 'Fragen Sie uns, was gerade läuft.'),
        s('Ehrenamt', 'Sagen Sie uns, wie Sie gern helfen möchten.'),
        s('Mitglied werden', 'Wir erklären Ihnen, wie Sie mitmachen.'),
      ],
    },
    government: {
      noun: 'Amt',
      services: [
        s('Bürgerservice', 'Wir erklären Ihnen die Schritte Ihres Anliegens.'),
        s('Auskunft', 'Fragen Sie uns zu jedem Anliegen.'),
        s('Termine', 'Vereinbaren Sie einen Termin über die Kontaktdaten auf dieser Seite.'),
      ],
    },
    other: { noun: 'Betrieb' },
  },
  kinds,
};
