import type { KindBank, LanguageBank } from './bank-types';
import { KINDS_AUTOMOTIVE } from './de/automotive';
import { KINDS_BEAUTY } from './de/beauty';
import { KINDS_CONSTRUCTION } from './de/construction';
import { KINDS_CREATIVE } from './de/creative';
import { KINDS_EDUCATION } from './de/education';
import { KINDS_ENTERTAINMENT } from './de/entertainment';
import { KINDS_FINANCE } from './de/finance';
import { KINDS_FITNESS } from './de/fitness';
import { KINDS_HEALTHCARE } from './de/healthcare';
import { KINDS_LEGAL } from './de/legal';
import { KINDS_PROFESSIONAL } from './de/professional';
import { KINDS_REAL_ESTATE } from './de/real-estate';
import { KINDS_RESTAURANT } from './de/restaurant';
import { KINDS_RETAIL } from './de/retail';
import { KINDS_TRAVEL } from './de/travel';
import { s } from './item';

// "Sie" throughout, as German businesses address customers; {location} follows "in".
// Each kind's copy lives with its industry's in ./de/, each group in the order its first kind had in one file before.
const kinds: Record<string, KindBank> = {
  ...KINDS_RESTAURANT,
  ...KINDS_BEAUTY,
  ...KINDS_CONSTRUCTION,
  ...KINDS_PROFESSIONAL,
  ...KINDS_HEALTHCARE,
  ...KINDS_FITNESS,
  ...KINDS_CREATIVE,
  ...KINDS_AUTOMOTIVE,
  ...KINDS_LEGAL,
  ...KINDS_RETAIL,
  ...KINDS_EDUCATION,
  ...KINDS_FINANCE,
  ...KINDS_TRAVEL,
  ...KINDS_REAL_ESTATE,
  ...KINDS_ENTERTAINMENT,
};
kinds['coffee-shop'] = { ...kinds.cafe, words: ['kaffeerösterei', 'espressobar'] };

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
      '{name} heißt Sie willkommen[ in {location}]. {Sagen Sie uns|Erzählen Sie uns}, was Sie brauchen.',
      '[In {location}: ]{services}. {Sagen Sie uns|Erzählen Sie uns}, was Sie brauchen.',
      '{Sagen Sie uns, was Sie brauchen|Erzählen Sie uns, was Sie suchen}, und wir {melden uns|antworten Ihnen} so bald wie möglich.',
    ],
    buttons: [
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Nehmen Sie Kontakt auf|Zum Kontakt}',
      '{Schreiben Sie uns|Nachricht schreiben|Nachricht senden}',
      '{Fragen Sie uns|Jetzt anfragen|Frage stellen|Anfrage senden}',
    ],
    aboutTitles: [
      'Über {name}',
      '{Wer wir sind|Wer hinter uns steht|Ein paar Worte über uns}',
      '{Lernen Sie uns kennen|Das sind wir|Schön, Sie kennenzulernen}',
    ],
    about: [
      '{name} heißt Sie willkommen[ in {location}][ – seit {year}]. Wir hören gern zu, was Sie suchen, und helfen Ihnen, es zu finden. Bei Fragen schreiben Sie uns oder kommen Sie vorbei.',
      'Wir machen unsere Arbeit[ bei {name}][ in {location}] mit Freude. Sagen Sie uns, was Sie suchen, und wir erklären Ihnen in Ruhe, wie wir helfen können[: {services}].',
      'Hinter {name} stehen Menschen, die sich gern Zeit für ihre Kundschaft nehmen[ – in {location}]. Fragen Sie uns[ zu {services}], was Sie wissen möchten.',
    ],
    servicesTitles: [
      '{Unser Angebot|Was wir anbieten}',
      '{Leistungen|Unsere Leistungen}',
      '{Was Sie bei uns finden|Was Sie bei uns erwartet}',
    ],
    servicesSubtitles: [
      '{Fragen Sie uns nach allem, was Sie interessiert|Fragen Sie uns gern nach Einzelheiten}.',
      '{Sagen Sie uns|Erzählen Sie uns}, was Sie brauchen{, und wir beraten Sie|}.',
      '{Fragen zu einer Leistung?|Unsicher bei einer Leistung?} {Wir erklären sie Ihnen gern|Wir beraten Sie gern}.',
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
      '{service}: Wir erklären Ihnen alles verständlich.',
      '{service} nach Absprache – schreiben Sie uns.',
    ],
    featuresTitle: 'Was uns wichtig ist',
    // Cards 2 and 3 give way to the town's and the year's cards; each card uses a different fact.
    features: [
      s(
        '{Persönlich[ bei {name}]|In Ruhe|Zeit für Sie|Ohne Eile|Persönlicher Kontakt|Mit Ruhe und Zeit|Ganz persönlich|Kein Zeitdruck}',
        'Wir nehmen uns {Zeit für Sie|gern Zeit für Sie|die Zeit, die Sie brauchen}{, ohne Eile| und hetzen nicht|}[ – hier in {location}]{. Fragen sind willkommen.|. Fragen Sie ruhig nach.|.}',
      ),
      s(
        '{Erst zuhören|Zuerst verstehen|Erst fragen, dann beraten|Ganz Ohr|Ihr Anliegen zuerst|Wir hören zu|Verstehen, worum es geht}',
        '{Bevor wir Ihnen[ bei {name}] etwas vorschlagen|Bevor wir Sie beraten|Ehe wir Ihnen etwas empfehlen}, {möchten wir verstehen|wollen wir wissen|hören wir uns an}, {was Sie brauchen|worum es Ihnen geht|was Sie suchen}.',
      ),
      s(
        '{Gut erreichbar|Einfacher Kontakt|Kurzer Draht|Unkompliziert erreichbar|Eine Nachricht genügt|Direkt zu uns}',
        '{Schreiben Sie[ {name}] oder rufen Sie an|Rufen Sie uns an oder schreiben Sie uns|Melden Sie sich[ bei {name}]} – die Kontaktdaten {finden Sie auf dieser Seite|stehen weiter unten|sind gleich hier}.',
      ),
    ],
    faq: [
      {
        question:
          '{Wie nehme ich[ mit {name}] Kontakt auf?|Wie erreiche ich Sie?|Wie kann ich mich bei Ihnen melden?|Wie kontaktiere ich Sie am besten?|Auf welchem Weg erreiche ich Sie?}',
        answer:
          '{Schreiben Sie uns oder rufen Sie an|Per Nachricht oder Telefon, wie es Ihnen lieber ist} – die Kontaktdaten {stehen auf dieser Seite|finden Sie weiter unten}[, und Sie finden uns in {location}].',
      },
      {
        question:
          '{Kann ich vorab eine Frage stellen?|Darf ich mich vorher erkundigen?|Kann ich mich erst einmal informieren?}',
        answer:
          '{Natürlich|Selbstverständlich|Gern}. {Schreiben Sie[ {name}]|Sagen Sie uns}, was Sie wissen möchten, und wir {erklären es Ihnen|antworten Ihnen{ gern|}}.',
      },
      {
        question:
          '{Welche Fragen kann ich[ {name}] stellen?|Worüber kann ich mit Ihnen sprechen?|Womit kann ich mich an Sie wenden?|Wobei können Sie mir weiterhelfen?}',
        answer:
          '{Alle, die Ihnen weiterhelfen|Alles, was Ihnen bei der Entscheidung hilft|Alles, was Sie wissen möchten}[, etwa zu {services}]: {Schildern Sie uns Ihr Anliegen|Erzählen Sie uns, worum es geht}, und wir sagen Ihnen, wie wir helfen können.',
      },
      {
        question:
          '{Wo erfahre ich mehr[ über {name}]?|Wie bekomme ich weitere Informationen?|Wo gibt es mehr Einzelheiten?}',
        answer:
          '{Das Wichtigste steht auf dieser Seite|Auf dieser Seite finden Sie das Wichtigste}; {für alles Weitere|für alles, was hier fehlt,} {schreiben Sie uns einfach|melden Sie sich bei uns}, und wir {antworten gern|helfen Ihnen gern weiter}.',
      },
      {
        question:
          '{Antworten Sie auf Nachrichten?|Lesen Sie Ihre Nachrichten?|Bekomme ich eine Antwort, wenn ich schreibe?|Was passiert, wenn ich Ihnen schreibe?|Kommt meine Nachricht bei Ihnen an?}',
        answer:
          '{Ja|Natürlich}, {wir lesen jede Nachricht|jede Nachricht wird gelesen}, und wir {antworten|melden uns} {so bald wie möglich|so schnell es geht}.',
      },
    ],
    // The owner's lines add the name to one of these two, so the bank's own leave it out.
    ctaTitles: [
      '{Sollen wir reden?|Lassen Sie uns reden|Sprechen wir darüber}',
      '{Wir helfen Ihnen gern|Wir sind für Sie da|Brauchen Sie Unterstützung?}',
      '{Sagen Sie uns|Erzählen Sie uns}, was Sie suchen',
      '{Noch Fragen?|Noch unentschlossen?|Eine Frage offen?}',
    ],
    ctaSubtitles: [
      '{Unsere Kontaktdaten finden Sie|Sie finden unsere Kontaktdaten|Alle Kontaktdaten stehen} weiter unten.',
      '{Schreiben Sie uns|Rufen Sie an, schreiben Sie uns} oder kommen Sie vorbei.',
      '{Erzählen Sie uns|Sagen Sie uns}, was Sie vorhaben – wir {melden uns bei Ihnen|antworten Ihnen gern}.',
      '{Stellen Sie uns Ihre Fragen|Fragen Sie uns, was Sie wissen möchten} – wir {antworten gern|helfen gern weiter}.',
    ],
    ctaButtons: [
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Nehmen Sie Kontakt auf|Zum Kontakt}',
      '{Schreiben Sie uns|Nachricht schreiben|Nachricht senden}',
      '{Fragen Sie uns|Jetzt anfragen|Frage stellen|Anfrage senden}',
    ],
    plans: [],
    aboutExpandedTitle: 'So arbeiten wir',
    aboutExpanded: [
      '{Alles beginnt mit einem Gespräch|Am Anfang steht ein Gespräch|Der erste Schritt ist ein Gespräch}: Sie sagen uns, was Sie brauchen, wir erklären Ihnen die Möglichkeiten {verständlich|ohne Fachchinesisch} und {bleiben in Kontakt|bleiben für Sie erreichbar}, bis alles passt.',
      'Bei {name} {beginnt alles mit einem Gespräch|geht es Schritt für Schritt|steht am Anfang ein Gespräch}: Sie {sagen|erzählen} uns, was Sie brauchen, wir zeigen Ihnen die Möglichkeiten {verständlich|in Ruhe|ohne Umwege} und {bleiben in Kontakt|bleiben ansprechbar}, bis alles passt.',
      'Am Anfang steht bei {name} {das Zuhören|ein offenes Ohr|Ihre Frage}. Danach erklären wir Ihnen die Möglichkeiten {ohne Fachchinesisch|in klaren Worten|verständlich}, und Sie entscheiden{ in Ruhe| in Ihrem Tempo|}.',
    ],
    contactTitle: '{Kontakt|So erreichen Sie uns|Ihr Draht zu uns|Kontakt aufnehmen}',
    footers: [
      '{name}[ – {location}].',
      '{name}: {Wir sind|Gern sind wir}[ in {location}] für Sie da.',
      '{Danke für Ihren Besuch bei|Vielen Dank für Ihr Interesse an} {name}.',
      '{Wir sind|Gern sind wir}[ in {location}] für Sie da.',
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
