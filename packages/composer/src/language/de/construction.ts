import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the construction kinds (plumber, electrician, builder, locksmith, carpenter). */
export const KINDS_CONSTRUCTION: Record<string, KindBank> = {
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
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
    ],
    ctaButtons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Wir schauen uns zuerst an, was los ist, erklären es Ihnen und besprechen die Möglichkeiten. Erst wenn Sie einverstanden sind, geht es los.',
    ],
    contactTitle: '{Angebot anfragen|Ihr Angebot|Ihre Anfrage|Sagen Sie uns, was ansteht}',
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
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
    ],
    aboutExpanded: [
      'Zuerst suchen wir die Ursache, dann erklären wir sie Ihnen in klaren Worten. Gearbeitet wird erst, wenn Sie wissen, was passiert.',
    ],
    contactTitle: '{Angebot anfragen|Ihr Angebot|Ihre Anfrage|Sagen Sie uns, was ansteht}',
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
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Jedes Vorhaben beginnt mit einem Besuch vor Ort. Wir planen gemeinsam, sagen Ihnen, was wann passiert, und bleiben während der Arbeiten erreichbar.',
    ],
    contactTitle: '{Angebot anfragen|Ihr Angebot|Ihre Anfrage|Erzählen Sie uns von Ihrem Projekt}',
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
    buttons: [
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    ctaButtons: [
      '{Anrufen|Rufen Sie an|Jetzt anrufen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Am Telefon klären wir, wo Sie sind und was passiert ist. Vor Ort sagen wir Ihnen, was wir tun, bevor wir anfangen.',
    ],
    contactTitle:
      '{Kontakt|So erreichen Sie uns|Kontakt aufnehmen|Ihr Draht zu uns|Melden Sie sich|Schreiben Sie uns}',
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
    buttons: [
      '{Angebot anfragen|Angebot einholen|Kostenvoranschlag anfragen}',
      '{Kontakt aufnehmen|Kontaktieren Sie uns|Schreiben Sie uns}',
    ],
    aboutExpanded: [
      'Jedes Stück beginnt mit einem Aufmaß und einem Entwurf. In der Werkstatt fertigen wir es, danach bauen wir es bei Ihnen ein.',
    ],
    contactTitle: '{Angebot anfragen|Ihr Angebot|Ihre Anfrage|Erzählen Sie uns von Ihrem Projekt}',
  },
};
