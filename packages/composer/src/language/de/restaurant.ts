import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the restaurant kinds (bakery, cafe, restaurant, pizzeria, ice-cream, food-truck). */
export const KINDS_RESTAURANT: Record<string, KindBank> = {
  bakery: {
    noun: 'Bäckerei',
    words: ['bäckerei', 'baeckerei', 'konditorei', 'backstube', 'familienbäckerei', 'bäcker'],
    headlines: [
      '{Brot und Kuchen|Gutes Brot und Süßes|Brot, Brötchen und Kuchen}[ in {location}]',
      '{Ihre Bäckerei um die Ecke|Die Bäckerei im Viertel|Ihre Bäckerei im Viertel}',
      '{Kommen Sie vorbei|Schauen Sie rein|Ihr Brot wartet}',
    ],
    subtitles: [
      '{name}[ in {location}]: {services}.',
      '{name} ist eine Bäckerei[ in {location}], {in der die Theke immer Lust auf mehr macht|in der es immer etwas Gutes gibt|in der man für Brot kommt und mit Kuchen geht}.',
      'Eine Bäckerei[ in {location}], {in der die Theke immer Lust auf mehr macht|in der es immer etwas Gutes gibt}.',
    ],
    about: [
      'Bei {name}[ in {location}] freuen wir uns über {bekannte Gesichter|jedes bekannte Gesicht} an der Theke. {Kommen Sie vorbei|Schauen Sie rein}, fragen Sie uns und nehmen Sie etwas Gutes mit nach Hause.',
      '{Schauen Sie rein|Kommen Sie herein}, lassen Sie sich beraten und nehmen Sie etwas Gutes mit[: {services}].',
    ],
    servicesTitles: [
      '{Aus dem Ofen|Frisch aus dem Ofen|An der Theke}',
      '{Unser Angebot|Was wir backen|Brot und Süßes}',
    ],
    servicesSubtitles: [
      '{Fragen Sie uns|Fragen Sie an der Theke}, was heute aus dem Ofen kommt.',
      '{Zum Mitnehmen|Für zu Hause oder zum Verschenken} – je nachdem, worauf Sie Lust haben.',
    ],
    services: [
      s(
        'Brot',
        '{Laibe und Brötchen|Brötchen, Laibe und besondere Brote|Brot für den Alltag und fürs Wochenende} {zum Mitnehmen|für Ihren Tisch|für jede Mahlzeit}.',
      ),
      s(
        'Gebäck',
        '{Etwas Süßes|Süße Teilchen|Ein kleiner Genuss} {zum Frühstück oder zum Kaffee|für den Start in den Tag|für die Kaffeepause}.',
      ),
      s(
        'Torten',
        '{Für Geburtstage, Feste|Für eine Feier, ein Familienessen|Für besondere Tage} {oder einfach so|oder ganz ohne Anlass|oder als kleine Belohnung}.',
      ),
    ],
    serviceLines: [
      '{service}: fragen Sie uns an der Theke.',
      '{service} zum Mitnehmen oder Verschenken.',
      '{service}: Fragen Sie, was gerade aus dem Ofen kommt.',
      '{service} für zu Hause oder für Ihre Feier.',
    ],
    featuresTitle: '{Was uns in der Backstube wichtig ist|Zwischen Ofen und Theke|Worauf wir achten}',
    features: [
      s(
        '{Frisch aus der Backstube|Aus dem Ofen|Frisch gebacken|Aus unserer Backstube}',
        '{Fragen Sie an der Theke|Fragen Sie uns}, was {gerade aus dem Ofen kommt|heute frisch gebacken ist|eben fertig geworden ist}{, und lassen Sie sich verführen| – und dann wählen Sie aus|}.',
      ),
      s(
        '{Auf Bestellung|Für Ihre Feste|Torten auf Anfrage|Für besondere Anlässe}',
        '{Ein Geburtstag, ein Familienfest?|Eine Feier, eine Taufe?|Eine große Runde?} {Erzählen Sie uns, was Sie brauchen|Sprechen Sie uns auf Ihre Bestellung an}, und {wir schauen gemeinsam, was wir backen können|wir besprechen alles mit Ihnen}.',
      ),
      s(
        '{Für den Alltag|Ihr Halt am Morgen|Um die Ecke|Bäckerei im Viertel}',
        '{Vom Frühstücksbrötchen|Vom Brot für den Tag|Vom Pausenbrot} {bis zum Kuchen am Sonntag|bis zur Torte für besondere Tage}[ – hier in {location}].',
      ),
    ],
    faq: [
      {
        question:
          '{Kann ich eine Torte bestellen?|Nehmen Sie Tortenbestellungen an?|Backen Sie Torten auf Bestellung?}',
        answer:
          '{Sprechen Sie uns an|Fragen Sie uns gern}: Sagen Sie uns{, für wann und für wie viele Personen,| Datum und Personenzahl,} und {wir besprechen den Rest|wir schauen gemeinsam, was möglich ist}.',
      },
      {
        question: '{Kann ich Brot vorbestellen?|Legen Sie mir Brot zurück?|Kann ich mein Brot reservieren?}',
        answer:
          '{Fragen Sie uns {an der Theke|beim nächsten Einkauf|am Telefon}|Sprechen Sie uns {an der Theke|beim nächsten Einkauf|am Telefon} an}, und wir {sagen Ihnen, wie es geht|erklären Ihnen, wie das funktioniert}.',
      },
      {
        question: '{Was ist in Ihren Backwaren?|Kann ich die Zutaten erfahren?|Woraus besteht Ihr Gebäck?}',
        answer:
          '{Gern|Natürlich}: {Fragen Sie uns nach den Zutaten|Fragen Sie an der Theke} – wir {sagen es Ihnen gern|nennen Ihnen alle Zutaten}.',
      },
      {
        question:
          '{Was gibt es heute an der Theke?|Was kommt heute aus dem Ofen?|Was finde ich an der Theke?}',
        answer:
          '{Kommen Sie vorbei|Schauen Sie rein} oder {fragen Sie uns|rufen Sie an} – wir sagen Ihnen, was es {an dem Tag|gerade} gibt.',
      },
      {
        question:
          '{Backen Sie auch für größere Gruppen?|Nehmen Sie große Bestellungen an?|Bereiten Sie Bestellungen für Feiern vor?}',
        answer:
          '{Schreiben Sie uns|Erzählen Sie uns}, was Sie brauchen und {für wann|für wie viele}, und wir {sagen Ihnen, was wir machen können|melden uns so bald wie möglich}.',
      },
    ],
    ctaTitles: [
      '{Schauen Sie vorbei|Kommen Sie vorbei|Wir freuen uns auf Sie}',
      '{Bis bald an der Theke|Wir sehen uns an der Theke|Bis zum nächsten Brötchen}',
    ],
    ctaSubtitles: [
      '{Für eine Bestellung|Für Fragen}: {Schreiben Sie uns|Rufen Sie an|Kommen Sie an die Theke}.',
      '{Lust auf Torte?|Steht eine Feier an?} {Erzählen Sie uns davon|Sprechen Sie uns an}, wir {beraten Sie gern|antworten gern}.',
    ],
    aboutExpandedTitle: '{In der Backstube|So backen wir|Von der Backstube zur Theke}',
    aboutExpanded: [
      '{Gutes Backen braucht Zeit|Gut Ding will Weile haben|In der Backstube hetzen wir nicht}: Teig, der ruhen darf, und Hände, die wissen, was sie tun. {Was in die Theke kommt|Was Sie an der Theke finden}, backen wir mit Sorgfalt[ – hier in {location}].',
      'Bei {name} {beginnt alles in der Backstube|fängt alles in der Backstube an}: {zuerst das Brot|das Brot zuerst}, dann {Gebäck und Kuchen|das Süße}. {An der Theke|Danach} {helfen wir Ihnen beim Aussuchen|nehmen wir uns Zeit für Ihre Fragen}.',
      '{Wir backen gern|Backen ist unser Handwerk}, und {wir freuen uns über jedes bekannte Gesicht|wir plaudern gern an der Theke}. {Fragen Sie uns|Lassen Sie sich beraten}: {fürs Frühstück, fürs Fest oder für den Sonntag|für den Alltag und für besondere Anlässe} helfen wir Ihnen bei der Auswahl.',
    ],
    contactTitle: '{Besuchen Sie uns|Kommen Sie in die Bäckerei|So finden Sie uns}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    ctaButtons: [
      '{Tisch reservieren|Platz reservieren}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Wir kochen, wie wir selbst gern essen: mit Sorgfalt und ohne Eile. Sagen Sie uns, was Sie mögen, und wir beraten Sie bei der Auswahl.',
    ],
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
  },
  'food-truck': {
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
    contactTitle: '{So finden Sie uns|Hier finden Sie uns}',
  },
};
