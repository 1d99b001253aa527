import type { KindBank } from '../bank-types';
import { s } from '../item';

/** German copy for the retail kinds (florist, bookshop, butcher). */
export const KINDS_RETAIL: Record<string, KindBank> = {
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
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
    contactTitle:
      '{Besuchen Sie uns|Kommen Sie vorbei|Schauen Sie vorbei|So finden Sie uns|Hier finden Sie uns|Wir freuen uns auf Ihren Besuch}',
  },
};
