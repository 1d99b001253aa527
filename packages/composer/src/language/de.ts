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
    features: [
      s('Frisch aus der Backstube', 'Fragen Sie an der Theke, was gerade aus dem Ofen kommt.'),
      s('Auf Bestellung', 'Für Feste und Feiern backen wir auf Anfrage.'),
      s('Für den Alltag', 'Vom Frühstücksbrötchen bis zum Kuchen am Sonntag.'),
    ],
    faq: [
      {
        question: 'Kann ich eine Torte bestellen?',
        answer: 'Ja, sagen Sie uns, für wann und für wie viele Personen, und wir besprechen den Rest.',
      },
      { question: 'Kann ich Brot vorbestellen?', answer: 'Fragen Sie uns an der Theke oder am Telefon.' },
      {
        question: 'Was ist in Ihren Backwaren?',
        answer: 'Fragen Sie uns nach den Zutaten – wir sagen es Ihnen gern.',
      },
    ],
    ctaTitles: ['Schauen Sie vorbei', 'Bis bald an der Theke'],
    aboutExpanded: [
      'Gutes Backen braucht Zeit: Teig, der ruhen darf, und Hände, die wissen, was sie tun. Was in die Theke kommt, backen wir mit Sorgfalt[ – hier in {location}].',
    ],
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
    features: [
      s('Ein Platz für Sie', 'Zum Lesen, Plaudern oder einfach Aus-dem-Fenster-Schauen.'),
      s('Heute auf der Theke', 'Fragen Sie uns, was es heute gibt[: {services}].'),
      s('Zum Bleiben', 'Hier hat niemand es eilig.'),
    ],
    faq: [
      {
        question: 'Muss ich einen Tisch reservieren?',
        answer: 'Für größere Gruppen fragen Sie am besten vorher bei uns an.',
      },
      { question: 'Kann ich auch etwas mitnehmen?', answer: 'Ja, fragen Sie an der Theke.' },
      {
        question: 'Gibt es auch etwas ohne Milch oder Gluten?',
        answer: 'Fragen Sie uns – wir sagen Ihnen, was in jedem Gericht steckt.',
      },
    ],
    ctaTitles: ['Kommen Sie auf einen Kaffee vorbei', 'Bis bald'],
    aboutExpanded: [
      'Ein Café lebt von seinen Gästen. Wir sorgen für die Tasse und den Teller, Sie bringen die Zeit mit[ – {services}].',
    ],
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
    features: [
      s('Zeit am Tisch', 'Bei uns müssen Sie nicht hetzen.'),
      s('Fragen Sie uns', 'Wir erzählen Ihnen gern, was in jedem Gericht steckt.'),
      s('Für Gruppen', 'Sagen Sie uns, wie viele Sie sind, und wir planen den Abend mit Ihnen.'),
    ],
    faq: [
      {
        question: 'Kann ich einen Tisch reservieren?',
        answer: 'Ja, rufen Sie uns an oder schreiben Sie uns.',
      },
      {
        question: 'Nehmen Sie Rücksicht auf Allergien?',
        answer: 'Sagen Sie uns bei der Bestellung Bescheid, und wir erklären Ihnen die Zutaten.',
      },
      {
        question: 'Kann ich bei Ihnen feiern?',
        answer: 'Erzählen Sie uns von Ihrem Anlass, und wir schauen gemeinsam, was möglich ist.',
      },
    ],
    ctaTitles: ['Hunger?', 'Essen Sie mit uns'],
    ctaButtons: ['Tisch reservieren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir kochen, wie wir selbst gern essen: mit Sorgfalt und ohne Eile. Sagen Sie uns, was Sie mögen, und wir beraten Sie bei der Auswahl.',
    ],
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
    features: [
      s('Zum Teilen', 'Eine Pizza für den Tisch oder jedem seine eigene.'),
      s('Vor Ort oder zu Hause', 'Essen Sie bei uns oder nehmen Sie die Pizza mit.'),
      s('Nach Ihrem Geschmack', 'Fragen Sie uns nach Extras und Wünschen.'),
    ],
    faq: [
      {
        question: 'Kann ich telefonisch bestellen?',
        answer: 'Ja, rufen Sie uns an und holen Sie Ihre Bestellung ab.',
      },
      {
        question: 'Kann ich Zutaten weglassen oder tauschen?',
        answer: 'Sagen Sie es uns bei der Bestellung.',
      },
      {
        question: 'Kann ich für eine Gruppe reservieren?',
        answer: 'Sagen Sie uns, wie viele Sie sind und wann Sie kommen.',
      },
    ],
    ctaTitles: ['Heute Abend Pizza?', 'Kommen Sie auf eine Pizza vorbei'],
    aboutExpanded: [
      'Teig, Belag, Ofen – mehr braucht eine gute Pizza nicht. Fragen Sie uns, was heute auf der Karte steht[, oder bestellen Sie {services}].',
    ],
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
    features: [
      s('Erst erklären', 'Sie erfahren, was wir sehen, bevor wir anfangen.'),
      s('Sauber gearbeitet', 'Wir hinterlassen den Raum so, wie wir ihn vorgefunden haben.'),
      s('Bad, Heizung, Rohre', 'Sagen Sie uns, worum es geht[: {services}].'),
    ],
    faq: [
      {
        question: 'Was soll ich Ihnen am Telefon sagen?',
        answer: 'Was passiert ist, wo und seit wann – ein Foto hilft oft weiter.',
      },
      {
        question: 'Bekomme ich vorher ein Angebot?',
        answer: 'Fragen Sie uns danach, und wir besprechen den Auftrag vorab mit Ihnen.',
      },
      {
        question: 'Planen Sie auch ein neues Bad?',
        answer: 'Ja, erzählen Sie uns von Ihrer Idee, und wir planen sie mit Ihnen.',
      },
    ],
    ctaTitles: ['Ein Leck?', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Angebot anfragen', 'Anrufen'],
    ctaButtons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir schauen uns zuerst an, was los ist, erklären es Ihnen und besprechen die Möglichkeiten. Erst wenn Sie einverstanden sind, geht es los.',
    ],
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
    features: [
      s('Klartext statt Fachchinesisch', 'Wir sagen Ihnen, was zu tun ist, und warum.'),
      s('Sorgfältig angeschlossen', 'Jede Leitung und jeder Anschluss mit Sorgfalt.'),
      s('Für Wohnung und Geschäft', 'Sagen Sie uns, wo es hakt.'),
    ],
    faq: [
      {
        question: 'Was soll ich Ihnen vorab sagen?',
        answer: 'Was nicht funktioniert oder was Sie vorhaben, und wo.',
      },
      {
        question: 'Können wir den Auftrag vorher durchgehen?',
        answer: 'Gern – sagen Sie uns, was Sie vorhaben, und wir besprechen es Punkt für Punkt.',
      },
      {
        question: 'Kümmern Sie sich auch um Beleuchtung?',
        answer: 'Ja, erzählen Sie uns, was Ihnen vorschwebt.',
      },
    ],
    ctaTitles: ['Eine Störung?', 'Erzählen Sie uns von Ihrem Vorhaben'],
    buttons: ['Angebot anfragen', 'Anrufen'],
    aboutExpanded: [
      'Zuerst suchen wir die Ursache, dann erklären wir sie Ihnen in klaren Worten. Gearbeitet wird erst, wenn Sie wissen, was passiert.',
    ],
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
    features: [
      s('Gemeinsam geplant', 'Sie sehen den Plan, bevor es losgeht.'),
      s('In Kontakt bleiben', 'Wir sagen Ihnen, was auf der Baustelle passiert.'),
      s('Von klein bis groß', 'Von der Reparatur bis zum Umbau.'),
    ],
    faq: [
      {
        question: 'Wie beginnt ein Projekt mit Ihnen?',
        answer: 'Mit einem Besuch vor Ort und einem Gespräch über Ihre Wünsche.',
      },
      {
        question: 'Was brauchen Sie für ein Angebot?',
        answer: 'Erzählen Sie uns von Ihrem Vorhaben, gern mit Fotos, und wir melden uns.',
      },
      {
        question: 'Übernehmen Sie auch kleinere Arbeiten?',
        answer: 'Fragen Sie uns – wir sagen Ihnen, was wir übernehmen können.',
      },
    ],
    ctaTitles: ['Sie planen etwas?', 'Sprechen wir über Ihr Vorhaben'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Jedes Vorhaben beginnt mit einem Besuch vor Ort. Wir planen gemeinsam, sagen Ihnen, was wann passiert, und bleiben während der Arbeiten erreichbar.',
    ],
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
    features: [
      s('Nach Ihrem Plan', 'Wöchentlich, alle zwei Wochen oder einmalig.'),
      s('Feste Absprachen', 'Sie wissen, wer kommt und was gemacht wird.'),
      s('Zuhause und Büro', 'Sagen Sie uns, was gereinigt werden soll.'),
    ],
    faq: [
      {
        question: 'Wie komme ich zu einem Angebot{ für die Reinigung|}?',
        answer: 'Sagen Sie uns, was gereinigt werden soll, wie groß es ist und wie oft.',
      },
      {
        question: 'Bringen Sie Ihre Reinigungsmittel mit?',
        answer: 'Fragen Sie uns danach, und wir stimmen es mit Ihnen ab.',
      },
      {
        question: 'Reinigen Sie auch einmalig?',
        answer: 'Ja, zum Beispiel nach einem Umzug – fragen Sie uns.',
      },
    ],
    ctaTitles: ['Sollen wir reden?', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Zuerst klären wir, was gereinigt werden soll und wie oft. Danach wissen Sie, wer kommt und was gemacht wird.',
    ],
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
    buttons: ['Vorbeikommen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Beim ersten Besuch zeigen wir Ihnen das Studio und die Geräte. Danach trainieren Sie in Ihrem Tempo, und wir sind da, wenn Sie Fragen haben.',
    ],
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
    buttons: ['Termine anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Vor jedem Shooting sprechen wir über Ihre Ideen, den Ort und das Licht. Am Tag selbst lasse ich Ihnen Raum, einfach Sie selbst zu sein.',
    ],
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
    features: [
      s('Erst erklären, dann reparieren', 'Sie wissen, was gemacht wird, bevor wir anfangen.'),
      s('Klare Absprachen', 'Wir melden uns, bevor wir mehr machen als besprochen.'),
      s('Für Ihr Fahrzeug', 'Inspektion, Reparatur und alles dazwischen.'),
    ],
    faq: [
      {
        question: 'Was soll ich Ihnen sagen, wenn ich anrufe?',
        answer: 'Marke, Modell und was Ihnen am Fahrzeug auffällt.',
      },
      {
        question: 'Bekomme ich vorher einen Kostenvoranschlag?',
        answer: 'Fragen Sie uns danach, und wir besprechen die Arbeiten vorab mit Ihnen.',
      },
      {
        question: 'Wann kann ich mein Auto bringen?',
        answer: 'Rufen Sie uns an oder kommen Sie vorbei, und wir vereinbaren einen Termin.',
      },
    ],
    ctaTitles: ['Inspektion fällig?', 'Bringen Sie uns Ihr Auto'],
    buttons: ['Termin vereinbaren', 'Anrufen'],
    aboutExpanded: [
      'Wir schauen uns Ihr Fahrzeug an, sagen Ihnen, was wir finden, und besprechen mit Ihnen, was jetzt nötig ist und was warten kann.',
    ],
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
    features: [
      s('Verständlich erklärt', 'Wir übersetzen Juristendeutsch in klare Sätze.'),
      s('Ihr Fall im Mittelpunkt', 'Wir hören zu, bevor wir raten.'),
      s('Jeder Schritt besprochen', 'Sie wissen, wie es weitergeht.'),
    ],
    faq: [
      {
        question: 'Wie läuft das erste Gespräch ab?',
        answer: 'Sie schildern uns Ihren Fall, und wir erklären Ihnen Ihre Möglichkeiten.',
      },
      {
        question: 'Welche Unterlagen soll ich mitbringen?',
        answer: 'Alles, was mit Ihrem Fall zu tun hat: Briefe, Verträge, Bescheide.',
      },
      {
        question: 'Wie bekomme ich einen Beratungstermin?',
        answer: 'Rufen Sie in der Kanzlei an oder schreiben Sie uns kurz, worum es geht.',
      },
    ],
    ctaTitles: ['Sprechen wir über Ihr Anliegen', 'Vereinbaren Sie einen Termin'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Im ersten Gespräch hören wir zu und ordnen Ihren Fall ein. Danach erklären wir Ihnen Ihre Möglichkeiten und besprechen jeden weiteren Schritt.',
    ],
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
    features: [
      s('Sträuße nach Wunsch', 'Sagen Sie uns Anlass, Farben und Stil.'),
      s('Für jeden Anlass', 'Vom Geburtstag bis zum Abschied.'),
      s('Blumen zum Verschenken', 'Fragen Sie uns, was gerade schön ist.'),
    ],
    faq: [
      {
        question: 'Kann ich einen Strauß vorbestellen?',
        answer: 'Ja, sagen Sie uns, wann Sie ihn abholen möchten.',
      },
      {
        question: 'Gestalten Sie auch Blumen für Hochzeiten?',
        answer: 'Erzählen Sie uns von Ihrem Tag, und wir besprechen Ihre Wünsche.',
      },
      { question: 'Liefern Sie auch?', answer: 'Fragen Sie uns, und wir sagen Ihnen, was möglich ist.' },
    ],
    ctaTitles: ['Für wen sind die Blumen?', 'Erzählen Sie uns vom Anlass'],
    buttons: ['Blumen bestellen', 'Besuchen Sie uns'],
    aboutExpanded: [
      'Jeder Strauß beginnt mit einer Frage: Für wen ist er, und zu welchem Anlass? Danach wählen wir Blumen und Farben mit Ihnen aus.',
    ],
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
    buttons: ['Informationen anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Zuerst schauen wir, wo es hakt und was das Ziel ist. Dann planen wir den Unterricht Schritt für Schritt und sagen Ihnen, wie es vorangeht.',
    ],
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
    features: [
      s('Zahlen verständlich', 'Wir erklären Ihnen, was Ihre Zahlen bedeuten.'),
      s('Fristen im Blick', 'Wir sagen Ihnen rechtzeitig, was ansteht.'),
      s('Für Betriebe und Privatleute', 'Sagen Sie uns, wobei Sie Hilfe brauchen.'),
    ],
    faq: [
      {
        question: 'Welche Unterlagen brauchen Sie von mir?',
        answer: 'Fragen Sie uns – wir schicken Ihnen eine Liste.',
      },
      { question: 'Betreuen Sie auch Selbstständige?', answer: 'Ja, erzählen Sie uns von Ihrem Betrieb.' },
      {
        question: 'Wie beginnt die Zusammenarbeit?',
        answer: 'Mit einem Gespräch über Ihre Situation und was Sie brauchen.',
      },
    ],
    ctaTitles: ['Sprechen wir über Ihre Zahlen', 'Sagen Sie uns, was Sie brauchen'],
    buttons: ['Termin vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir sehen uns Ihre Unterlagen an, erklären Ihnen Ihre Zahlen und behalten die Fristen im Blick, damit nichts liegen bleibt.',
    ],
    contactTitle: 'Kontakt',
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
    buttons: ['Kurse ansehen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Zuerst finden wir Ihr Niveau heraus, dann den passenden Kurs. Im Unterricht wird viel gesprochen, denn so bleibt eine Sprache hängen.',
    ],
    contactTitle: 'Kontakt',
  },
  bookshop: {
    noun: 'Buchhandlung',
    words: ['buchhandlung', 'buchladen', 'antiquariat'],
    headlines: ['Bücher[ in {location}]', 'Zeit zum Stöbern', 'Ihre Buchhandlung[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Buchhandlung[ in {location}] zum Stöbern und Entdecken.',
      'Eine Buchhandlung[ in {location}] zum Stöbern, Fragen und Entdecken.',
    ],
    about: [
      'Bei {name} dürfen Sie blättern, so lange Sie mögen. Und wenn Sie nicht wissen, was Sie als Nächstes lesen sollen, fragen Sie uns.',
      'Kommen Sie herein, schauen Sie sich um und erzählen Sie uns, was Ihnen zuletzt gefallen hat[: {services}].',
    ],
    servicesTitles: ['In unseren Regalen', 'Unser Angebot'],
    services: [
      s('Bücher', 'Romane, Sachbücher und Kinderbücher zum Stöbern.'),
      s('Bestellungen', 'Was nicht im Regal steht, bestellen wir für Sie.'),
      s('Empfehlungen', 'Sagen Sie uns, was Sie mögen, und wir suchen etwas für Sie heraus.'),
    ],
    serviceLines: ['{service}: fragen Sie uns im Laden.', '{service} zum Stöbern und Verschenken.'],
    features: [
      s('Lesetipps von Menschen', 'Fragen Sie uns, was wir gerade gern lesen.'),
      s('Stöbern erwünscht', 'Nehmen Sie sich ein Buch aus dem Regal und lassen Sie sich Zeit.'),
      s('Auch auf Bestellung', 'Fehlt ein Titel, fragen Sie uns, ob wir ihn besorgen können.'),
    ],
    faq: [
      {
        question: 'Können Sie ein Buch für mich bestellen?',
        answer: 'Fragen Sie uns nach dem Titel, und wir sagen Ihnen, ob und wann wir ihn besorgen können.',
      },
      {
        question: 'Helfen Sie mir, ein Geschenk zu finden?',
        answer: 'Gern. Erzählen Sie uns, für wen es ist und was die Person gern liest.',
      },
      {
        question: 'Kann ich einfach zum Stöbern vorbeikommen?',
        answer: 'Natürlich[ – Sie finden uns in {location}].',
      },
    ],
    ctaTitles: ['Auf der Suche nach dem nächsten Buch?', 'Kommen Sie zum Stöbern vorbei'],
    ctaSubtitles: [
      'Fragen Sie uns nach einem Titel oder einer Empfehlung.',
      'Wir freuen uns auf Ihren Besuch im Laden.',
    ],
    aboutExpanded: [
      'Unsere Regale sind zum Stöbern da. Wer einen Tipp möchte, fragt einfach; wer einen bestimmten Titel sucht, bekommt ihn bestellt.',
    ],
    contactTitle: 'Besuchen Sie uns',
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
    buttons: ['Zimmer anfragen', 'Kontakt aufnehmen'],
    ctaButtons: ['Zimmer anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir sind ein kleines Haus, und das merkt man: Wir kennen unsere Gäste, geben Tipps für die Umgebung und haben ein offenes Ohr für Ihre Wünsche.',
    ],
    contactTitle: 'Zimmer anfragen',
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
    buttons: ['Zimmer anfragen', 'Kontakt aufnehmen'],
    ctaButtons: ['Zimmer anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Vom Check-in bis zur Abreise sind wir an der Rezeption für Sie da. Sagen Sie uns, was Ihren Aufenthalt angenehmer macht.',
    ],
    contactTitle: 'Zimmer anfragen',
  },
  'estate-agent': {
    noun: 'Immobilienbüro',
    words: ['immobilienmakler', 'immobilienmaklerin', 'immobilienbüro', 'maklerbüro', 'immobilienagentur'],
    headlines: ['Immobilien[ in {location}]', 'Kaufen, verkaufen, mieten', 'Ihr Maklerbüro[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} begleitet Sie[ in {location}] beim Kaufen, Verkaufen und Mieten.',
      'Kaufen, verkaufen oder mieten[ in {location}]: Sprechen wir darüber.',
    ],
    about: [
      'Bei {name} beginnt jede Suche und jeder Verkauf mit einem Gespräch: was Sie vorhaben, was Ihnen wichtig ist und wie wir vorgehen.',
      'Sie suchen ein neues Zuhause oder möchten Ihre Immobilie anbieten? Erzählen Sie uns davon, und wir erklären Ihnen die nächsten Schritte[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Wobei wir helfen'],
    services: [
      s('Verkauf', 'Wir erklären Ihnen, wie wir Ihre Immobilie anbieten.'),
      s('Kauf', 'Wir suchen mit Ihnen nach dem Passenden.'),
      s('Vermietung', 'Von der Anzeige bis zur Übergabe.'),
    ],
    serviceLines: ['{service}: sprechen Sie mit uns.', '{service}, Schritt für Schritt begleitet.'],
    features: [
      s('Ihre Pläne zuerst', 'Wir möchten wissen, was Sie vorhaben, bevor wir etwas vorschlagen.'),
      s('Von der Besichtigung bis zum Vertrag', 'Sie wissen immer, was als Nächstes kommt.'),
      s('Immer ansprechbar', 'Fragen Sie uns, sobald etwas unklar ist[ – wir sind in {location}].'),
    ],
    faq: [
      {
        question: 'Wie läuft ein Verkauf mit Ihnen ab?',
        answer:
          'Wir schauen uns Ihre Immobilie an, besprechen das Vorgehen und halten Sie bei jedem Schritt auf dem Laufenden.',
      },
      {
        question: 'Helfen Sie mir bei der Suche?',
        answer: 'Sagen Sie uns, was Sie suchen, und wir melden uns mit passenden Angeboten.',
      },
      {
        question: 'Was brauche ich für das erste Gespräch?',
        answer: 'Ein paar Worte zu Ihrem Vorhaben genügen für den Anfang.',
      },
    ],
    ctaTitles: ['Sie planen einen Umzug?', 'Sprechen wir über Ihre Immobilie'],
    ctaSubtitles: ['Erzählen Sie uns, was Sie vorhaben.', 'Wir erklären Ihnen die nächsten Schritte.'],
    buttons: ['Gespräch vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir hören zuerst zu, was Sie vorhaben. Dann erklären wir den Ablauf, begleiten Besichtigungen und halten Sie bis zum Vertrag auf dem Laufenden.',
    ],
    contactTitle: 'Kontakt',
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
    buttons: ['Anmelden', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Theorie und Praxis greifen bei uns ineinander. Wir üben die Situationen, die Ihnen schwerfallen, so lange, bis Sie sich sicher fühlen.',
    ],
    contactTitle: 'Kontakt',
  },
  butcher: {
    noun: 'Metzgerei',
    words: ['metzgerei', 'metzger', 'fleischerei', 'fleischer', 'schlachterei'],
    headlines: [
      'Ihre Metzgerei[ in {location}]',
      'Fleisch und Wurst von der Theke',
      'Gut beraten an der Fleischtheke',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Metzgerei[ in {location}] mit Beratung an der Theke.',
      'Fleisch und Wurst[ in {location}], mit Rat an der Theke.',
    ],
    about: [
      'Bei {name} fragen Sie an der Theke, was Sie wissen möchten: welches Stück für welches Gericht passt und wie Sie es zubereiten.',
      'Sagen Sie uns, was Sie vorhaben – ob Sonntagsbraten oder Grillabend –, und wir suchen das Passende aus[: {services}].',
    ],
    servicesTitles: ['An der Theke', 'Unser Angebot'],
    services: [
      s('Frischfleisch', 'Zugeschnitten, wie Sie es brauchen.'),
      s('Wurst und Aufschnitt', 'Zum Frühstück, für die Brotzeit oder das Abendbrot.'),
      s('Bestellungen', 'Für Feiern und größere Mengen, fragen Sie uns vorab.'),
    ],
    serviceLines: ['{service}: fragen Sie uns an der Theke.', '{service}, so wie Sie es brauchen.'],
    features: [
      s('Rat an der Theke', 'Fragen Sie uns, welches Stück zu Ihrem Rezept passt.'),
      s('Zugeschnitten für Sie', 'Sagen Sie uns, wie viel und wie dick.'),
      s('Für Feste planen', 'Bestellen Sie größere Mengen rechtzeitig bei uns vor.'),
    ],
    faq: [
      {
        question: 'Kann ich vorbestellen?',
        answer: 'Ja, sagen Sie uns, was Sie brauchen und wann Sie es abholen möchten.',
      },
      {
        question: 'Welches Stück nehme ich für meinen Braten?',
        answer: 'Erzählen Sie uns an der Theke, was Sie kochen möchten, und wir beraten Sie.',
      },
      {
        question: 'Bereiten Sie etwas für Feiern vor?',
        answer: 'Sprechen Sie uns an – wir besprechen mit Ihnen Menge und Auswahl.',
      },
    ],
    ctaTitles: ['Was darf es sein?', 'Bestellen Sie für Ihre Feier vor'],
    ctaSubtitles: ['Wir beraten Sie gern an der Theke.', 'Sagen Sie uns, was Sie brauchen.'],
    aboutExpanded: [
      'An unserer Theke beraten wir Sie: welches Stück zu welchem Gericht passt, wie viel Sie brauchen und wie Sie es zubereiten.',
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
  'ice-cream': {
    noun: 'Eiscafé',
    words: ['eiscafé', 'eiscafe', 'eisdiele', 'eissalon', 'gelateria'],
    headlines: ['Eis[ in {location}]', 'Eine Kugel oder zwei?', 'Ihre Eisdiele[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Eisdiele[ in {location}] für eine Pause mit etwas Süßem.',
      'Eis[ in {location}], in der Waffel, im Becher oder am Tisch.',
    ],
    about: [
      'Bei {name} dürfen Sie probieren, bevor Sie sich entscheiden. Fragen Sie an der Theke, welche Sorten es heute gibt.',
      'Ein Eis auf die Hand oder ein Becher am Tisch: Kommen Sie vorbei und suchen Sie sich etwas aus[: {services}].',
    ],
    servicesTitles: ['An der Theke', 'Unser Angebot'],
    services: [
      s('Eis zum Mitnehmen', 'In der Waffel oder im Becher.'),
      s('Eisbecher', 'Zum Hinsetzen und Genießen.'),
      s('Kaffee', 'Das Passende zu Ihrem Eis.'),
    ],
    serviceLines: ['{service}: fragen Sie uns an der Theke.', '{service} zum Mitnehmen oder am Tisch.'],
    features: [
      s('Erst probieren', 'Fragen Sie nach einem Löffel zum Kosten.'),
      s('Sorten zum Entdecken', 'Fragen Sie, was es heute in der Theke gibt.'),
      s('Eine Pause[ in {location}]', 'Setzen Sie sich und lassen Sie sich Zeit.'),
    ],
    faq: [
      {
        question: 'Welche Sorten gibt es heute?',
        answer: 'Schauen Sie an der Theke vorbei oder fragen Sie uns.',
      },
      {
        question: 'Gibt es Sorten ohne Milch?',
        answer: 'Fragen Sie uns an der Theke – wir sagen Ihnen, was in jeder Sorte steckt.',
      },
      {
        question: 'Kann ich Eis für eine Feier bestellen?',
        answer: 'Sprechen Sie uns an, und wir besprechen, was möglich ist.',
      },
    ],
    ctaTitles: ['Lust auf ein Eis?', 'Kommen Sie auf eine Kugel vorbei'],
    ctaSubtitles: ['Wir freuen uns auf Sie an der Theke.', 'Schauen Sie vorbei und probieren Sie.'],
    aboutExpanded: [
      'Eis ist bei uns eine Sache zum Probieren. Lassen Sie sich einen Löffel geben, bevor Sie sich entscheiden.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
  locksmith: {
    noun: 'Schlüsseldienst',
    words: ['schlüsseldienst', 'aufsperrdienst'],
    headlines: [
      'Schlüssel und Schlösser[ in {location}]',
      'Tür zu, Schlüssel drinnen?',
      'Ihr Schlüsseldienst[ in {location}]',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} öffnet Türen und tauscht Schlösser[ in {location}].',
      'Türöffnungen, Schlösser und Schlüssel[ in {location}].',
    ],
    about: [
      'Bei {name} besprechen wir am Telefon mit Ihnen, worum es geht und was wir vor Ort tun werden.',
      'Sagen Sie uns, wo Sie sind und was passiert ist, und wir erklären Ihnen, wie wir helfen können[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Wobei wir helfen'],
    services: [
      s('Türöffnung', 'Wenn Sie vor verschlossener Tür stehen.'),
      s('Schlosstausch', 'Neue Zylinder und Schlösser für Ihre Tür.'),
      s('Schlüssel nachmachen', 'Fragen Sie uns nach Ihrem Schlüsseltyp.'),
    ],
    serviceLines: ['{service}: sagen Sie uns, worum es geht.', '{service}, vorher besprochen.'],
    features: [
      s('Erst besprechen', 'Wir erklären Ihnen am Telefon, was wir tun werden.'),
      s('Kosten vorher klären', 'Fragen Sie vorher nach den Kosten – wir sagen sie Ihnen.'),
      s('Sicher zu Hause', 'Wir beraten Sie zu Schlössern für Tür und Wohnung[ in {location}].'),
    ],
    faq: [
      {
        question: 'Was kostet eine Türöffnung?',
        answer: 'Fragen Sie uns am Telefon danach, bevor wir einen Termin ausmachen.',
      },
      {
        question: 'Was soll ich Ihnen am Telefon sagen?',
        answer: 'Wo Sie sind, welche Tür es ist und was passiert ist.',
      },
      {
        question: 'Tauschen Sie auch Schlösser aus?',
        answer: 'Ja, sagen Sie uns, um welche Tür es geht, und wir beraten Sie.',
      },
    ],
    ctaTitles: ['Vor verschlossener Tür?', 'Rufen Sie uns an'],
    ctaSubtitles: ['Sagen Sie uns, wo Sie sind.', 'Wir erklären Ihnen, wie wir helfen können.'],
    buttons: ['Anrufen', 'Kontakt aufnehmen'],
    ctaButtons: ['Anrufen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Am Telefon klären wir, wo Sie sind und was passiert ist. Vor Ort sagen wir Ihnen, was wir tun, bevor wir anfangen.',
    ],
    contactTitle: 'Kontakt',
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
    buttons: ['Reise anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir fragen zuerst, wie Sie reisen möchten: ruhig oder aktiv, allein oder in Gesellschaft. Dann stellen wir Ihnen Vorschläge zusammen.',
    ],
    contactTitle: 'Kontakt',
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
    buttons: ['Training anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Jedes Training beginnt und endet mit Respekt. Dazwischen üben wir Technik, Kondition und Konzentration, jeder auf seinem Niveau.',
    ],
    contactTitle: 'Kontakt',
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
    buttons: ['Platz anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Jedes Kind kommt in seinem Tempo bei uns an. Wir gestalten den Tag mit Spiel, Bewegung und Ruhe und sprechen regelmäßig mit Ihnen.',
    ],
    contactTitle: 'Kontakt',
  },
  removals: {
    noun: 'Umzugsfirma',
    words: ['umzugsfirma', 'umzugsunternehmen', 'umzugsservice', 'umzugshelfer'],
    headlines: ['Umzüge[ in {location}]', 'Von Tür zu Tür', 'Ihr Umzug, gut geplant'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} plant und erledigt Umzüge[ in {location}] mit Ihnen.',
      'Umzüge[ in {location}], gemeinsam mit Ihnen geplant.',
    ],
    about: [
      'Bei {name} beginnt jeder Umzug mit einer Besichtigung oder einem Gespräch: was mitkommt, wohin es geht und wann.',
      'Sagen Sie uns, wohin Sie ziehen und was mit muss, und wir planen mit Ihnen[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Rund um den Umzug'],
    services: [
      s('Privatumzüge', 'Ihre Wohnung, sorgfältig eingepackt und transportiert.'),
      s('Firmenumzüge', 'Büros und Betriebe, mit Ihnen geplant.'),
      s('Möbelmontage', 'Abbauen, transportieren, wieder aufbauen.'),
    ],
    serviceLines: ['{service}: erzählen Sie uns von Ihrem Umzug.', '{service}, gemeinsam geplant.'],
    features: [
      s('Erst planen', 'Wir besprechen mit Ihnen jeden Schritt vor dem Umzugstag.'),
      s('Sorgfältig verpackt', 'Wir gehen mit Ihren Sachen um wie mit unseren eigenen.'),
      s('Klare Absprachen', 'Sie wissen vorher, wer kommt, wann und was geschieht.'),
    ],
    faq: [
      {
        question: 'Was brauchen Sie für ein Umzugsangebot?',
        answer: 'Sagen Sie uns, von wo nach wo, wann und was mitkommt, und wir melden uns bei Ihnen.',
      },
      {
        question: 'Bauen Sie auch Möbel ab und auf?',
        answer: 'Fragen Sie uns danach, und wir planen es mit ein.',
      },
      {
        question: 'Wie früh sollte ich mich melden?',
        answer: 'Am besten, sobald Ihr Umzugstermin feststeht.',
      },
    ],
    ctaTitles: ['Sie ziehen um?', 'Planen wir Ihren Umzug'],
    ctaSubtitles: ['Erzählen Sie uns, wohin es geht.', 'Wir melden uns mit einem Angebot.'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    ctaButtons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Zuerst klären wir, was mitkommt und wohin. Dann planen wir den Tag, packen sorgfältig und stellen alles dort ab, wo Sie es haben möchten.',
    ],
    contactTitle: 'Angebot anfragen',
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
    buttons: ['Kurs anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'In der Werkstatt wird gedreht, geformt, glasiert und gebrannt. In den Kursen zeigen wir Ihnen jeden Schritt, bis Sie es selbst können.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
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
    buttons: ['Programm ansehen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Bei uns kommen Bands und Publikum nah zusammen. Wir stellen ein Programm zusammen, in dem es immer etwas zu entdecken gibt.',
    ],
    contactTitle: 'So finden Sie uns',
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
    buttons: ['Mitsingen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Wir proben jede Woche gemeinsam und üben die Stücke Stimme für Stimme ein. Wer neu dazukommt, wird von den anderen mitgenommen.',
    ],
    contactTitle: 'Kontakt',
  },
  'car-dealer': {
    noun: 'Autohaus',
    words: ['autohaus', 'autohändler', 'gebrauchtwagenhändler', 'autohandel'],
    headlines: ['Autos[ in {location}]', 'Ihr nächstes Auto', 'Ihr Autohaus[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist ein Autohaus[ in {location}], in dem Sie sich in Ruhe umsehen können.',
      'Autos[ in {location}], in Ruhe angeschaut und probegefahren.',
    ],
    about: [
      'Bei {name} schauen Sie sich in Ruhe um. Sagen Sie uns, wofür Sie ein Auto brauchen, und wir zeigen Ihnen, was passen könnte.',
      'Fragen Sie uns zu jedem Fahrzeug, was Sie wissen möchten, und vereinbaren Sie eine Probefahrt[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Im Autohaus'],
    services: [
      s('Gebrauchtwagen', 'Fragen Sie uns, welche Fahrzeuge gerade da sind.'),
      s('Probefahrt', 'Fahren Sie das Auto, bevor Sie sich entscheiden.'),
      s('Inzahlungnahme', 'Fragen Sie uns, ob wir Ihr altes Auto nehmen.'),
    ],
    serviceLines: ['{service}: sprechen Sie uns an.', '{service} im Autohaus.'],
    features: [
      s('In Ruhe umsehen', 'Schauen Sie sich die Fahrzeuge an, ohne Eile.'),
      s('Erst probefahren', 'Vereinbaren Sie eine Probefahrt, bevor Sie entscheiden.'),
      s('Offene Fragen', 'Fragen Sie uns zu Zustand und Geschichte jedes Fahrzeugs.'),
    ],
    faq: [
      { question: 'Kann ich eine Probefahrt machen?', answer: 'Ja, vereinbaren Sie einen Termin mit uns.' },
      {
        question: 'Nehmen Sie mein altes Auto in Zahlung?',
        answer: 'Sagen Sie uns Marke, Modell und Baujahr, und wir sprechen darüber.',
      },
      {
        question: 'Welche Fahrzeuge haben Sie gerade da?',
        answer: 'Schreiben Sie uns oder kommen Sie vorbei[ – Sie finden uns in {location}].',
      },
    ],
    ctaTitles: ['Auf der Suche nach einem Auto?', 'Vereinbaren Sie eine Probefahrt'],
    ctaSubtitles: ['Sagen Sie uns, was Sie suchen.', 'Kommen Sie vorbei und schauen Sie sich um.'],
    buttons: ['Probefahrt vereinbaren', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Schauen Sie sich die Fahrzeuge in Ruhe an und fragen Sie, was Sie wissen möchten. Vor dem Kauf machen Sie eine Probefahrt.',
    ],
    contactTitle: 'Besuchen Sie uns',
  },
  carpenter: {
    noun: 'Tischlerei',
    words: ['tischlerei', 'tischler', 'tischlerin', 'schreinerei', 'schreiner', 'zimmerei'],
    headlines: ['Aus Holz gemacht[ in {location}]', 'Nach Maß gefertigt', 'Ihre Tischlerei[ in {location}]'],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Tischlerei[ in {location}] für Möbel und Einbauten nach Maß.',
      'Möbel und Einbauten nach Maß[ in {location}].',
    ],
    about: [
      'Bei {name} beginnt jedes Stück mit einem Aufmaß und einem Gespräch: was Sie brauchen, welches Holz passt und wie es aussehen soll.',
      'Erzählen Sie uns von Ihrem Vorhaben, und wir zeigen Ihnen, was sich daraus machen lässt[: {services}].',
    ],
    servicesTitles: ['Leistungen', 'Aus der Werkstatt'],
    services: [
      s('Möbel nach Maß', 'Für die Nische, die nichts von der Stange füllt.'),
      s('Türen und Treppen', 'Einbau, Reparatur und Aufarbeitung.'),
      s('Küchen', 'Gemeinsam geplant und in der Werkstatt gefertigt.'),
    ],
    serviceLines: ['{service}: erzählen Sie uns Ihre Idee.', '{service}, nach Maß gefertigt.'],
    features: [
      s('Erst aufmessen', 'Wir kommen vorbei und schauen uns den Raum an.'),
      s('Holz, das passt', 'Wir beraten Sie zu Holzart und Oberfläche.'),
      s('Gemeinsam geplant', 'Sie sehen den Entwurf, bevor wir ans Werk gehen.'),
    ],
    faq: [
      {
        question: 'Wie läuft ein Auftrag ab?',
        answer:
          'Wir besprechen Ihre Idee, messen auf, zeigen Ihnen einen Entwurf und fertigen dann in der Werkstatt.',
      },
      { question: 'Reparieren Sie auch Möbel?', answer: 'Fragen Sie uns, und wir schauen uns das Stück an.' },
      {
        question: 'Wie bekomme ich ein Angebot?',
        answer: 'Schicken Sie uns Maße, Fotos oder eine Skizze, und wir melden uns bei Ihnen.',
      },
    ],
    ctaTitles: ['Sie haben eine Idee aus Holz?', 'Sprechen wir über Ihr Vorhaben'],
    ctaSubtitles: ['Schicken Sie uns eine Skizze oder ein Foto.', 'Wir melden uns bei Ihnen.'],
    buttons: ['Angebot anfragen', 'Kontakt aufnehmen'],
    aboutExpanded: [
      'Jedes Stück beginnt mit einem Aufmaß und einem Entwurf. In der Werkstatt fertigen wir es, danach bauen wir es bei Ihnen ein.',
    ],
    contactTitle: 'Angebot anfragen',
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
