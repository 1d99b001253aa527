import { describe, expect, it } from 'vitest';
import { detectLanguage, siteLanguage } from './detect';

const CASES: Array<[string, string]> = [
  // Short: a few words, where trigram models guess.
  ['panadería en Madrid', 'es'],
  ['taller mecánico', 'es'],
  ['Peluquería Marta en Sevilla, cortes y color', 'es'],
  ['boulangerie à Lyon', 'fr'],
  ['plombier Lyon', 'fr'],
  ['Bäckerei in Berlin', 'de'],
  ['Zahnarztpraxis Dr. Weber', 'de'],
  ['bakery in leeds', 'en'],
  ['yoga studio', 'en'],
  ['', 'en'],
  ['📞 0113 496 0000', 'en'],
  // Long, in each language.
  [
    'Hola! Somos una cafetería pequeña en el barrio de Gracia con café de especialidad y tostadas. Abrimos de lunes a sábado.',
    'es',
  ],
  [
    'Salon de coiffure à Paris, coupe et couleur pour femmes et hommes, ouvert lun-ven 9h-18h. Appelez-nous au 01 42 00 00 00.',
    'fr',
  ],
  ['Familienbäckerei seit 1971 in München, Brot und Kuchen, Di–So 7–17 Uhr', 'de'],
  [
    'Physiotherapie am Markt in Freiburg: Krankengymnastik, Manuelle Therapie, Lymphdrainage. Termine nach Vereinbarung unter 0761 123456.',
    'de',
  ],
  [
    'Wir sind eine kleine Fahrradwerkstatt in Hamburg-Altona. Reparaturen, Inspektionen und gebrauchte Räder.',
    'de',
  ],
  // Mixed: a foreign name or place in an English description stays English, and the other way round.
  ['Café de Flore, a coffee shop in Paris', 'en'],
  ['Panadería La Espiga — sourdough bread and cakes in Madrid', 'en'],
  ['Le Petit Bistro is a French restaurant in Boston serving steak frites', 'en'],
  ['Pilates with Anna: mat and reformer classes in Bath', 'en'],
  ['The Brandenburg Gate Deli serves bratwurst and pretzels in Chicago', 'en'],
  ['Bistro Chez Nous ist ein kleines Restaurant in Köln mit französischer Küche', 'de'],
  ['Pizzeria Bella Napoli, pizzas au feu de bois et pâtes fraîches, à emporter ou sur place', 'fr'],
  // Words two languages share ("de", "en", "in") count for both, as often as each one's own copy
  // uses them: regional French ("pis", "char", "fin de semaine") and short texts stay French.
  ['Dépanneur chez Ginette, ouvert 7 jours, bière pis chips', 'fr'],
  ['Toiletteur pour chiens en Estrie, bain pis coupe de griffes, sur rendez-vous en fin de semaine', 'fr'],
  ['Réparation de vélos en plein Plateau, mise au point en 24 h', 'fr'],
  ['Entretien de gazon et de haies en été, déneigement en hiver', 'fr'],
  ['plomberie en urgence a Quebec, 24/7, on se deplace de Levis a Beauport', 'fr'],
  ['Fletes y mudanzas en Montevideo, precio por hora', 'es'],
  ['Herrería en general, rejas y portones a medida', 'es'],
  ['Hundesalon in Bern, Baden und Scheren', 'de'],
  ['Fahrradverleih an der Ostsee', 'de'],
  ['Piano lessons in Lyon for English speakers', 'en'],
  ['Berlin Döner Kebab shop in Leeds', 'en'],
];

describe('detectLanguage', () => {
  it.each(CASES)('%s → %s', (text, expected) => {
    expect(detectLanguage(text)).toBe(expected);
  });
});

describe('siteLanguage', () => {
  it('keeps the languages sites are written in and falls back to English', () => {
    expect(siteLanguage('es-MX')).toBe('es');
    expect(siteLanguage('DE')).toBe('de');
    expect(siteLanguage('sw')).toBe('en');
    expect(siteLanguage(undefined)).toBe('en');
  });
});
