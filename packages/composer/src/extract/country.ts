import type { Country } from './address';

/**
 * Country names and well-known towns in en/es/fr/de, as evidence of where a business is. A phone
 * number gets a country code only from evidence like this; a short list of big towns is enough,
 * since an unknown town simply leaves the number as typed.
 */
const WORDS: Array<[Country, RegExp]> = [
  [
    'DE',
    /\b(?:germany|deutschland|allemagne|alemania|berlin|hamburg|münchen|munich|köln|cologne|frankfurt|stuttgart|düsseldorf|dortmund|leipzig|bremen|dresden|hannover|nürnberg|nuremberg|bonn|freiburg|heidelberg|mannheim|augsburg|potsdam|regensburg|kiel|lübeck|münster|aachen|karlsruhe|wiesbaden|mainz)\b/iu,
  ],
  [
    'FR',
    /\b(?:france|frankreich|francia|paris|lyon|marseille|toulouse|nantes|strasbourg|montpellier|bordeaux|lille|rennes|reims|grenoble|dijon|angers|nîmes|annecy|avignon|rouen|caen|brest|la rochelle|aix-en-provence)\b/iu,
  ],
  [
    'ES',
    /\b(?:spain|españa|espagne|spanien|madrid|barcelona|valencia|sevilla|seville|zaragoza|málaga|malaga|bilbao|granada|alicante|córdoba|valladolid|vigo|gijón|palma|salamanca|san sebastián|donostia|santander|pamplona|cádiz)\b/iu,
  ],
  [
    'GB',
    /\b(?:uk|united kingdom|england|scotland|(?<!south )wales|northern ireland|great britain|london|manchester|birmingham|leeds|liverpool|bristol|sheffield|newcastle|nottingham|leicester|edinburgh|glasgow|cardiff|belfast|brighton|oxford|cambridge|(?<!new )york|norwich|exeter|plymouth|southampton|portsmouth|cornwall|devon|yorkshire|kent|surrey|sussex|cotswolds|lake district)\b/iu,
  ],
  ['IE', /\b(?:ireland|irlande|irland|irlanda|dublin|galway|limerick|kilkenny|waterford|killarney)\b/iu],
  [
    'IT',
    /\b(?:italy|italia|italie|italien|rome|roma|milan|milano|naples|napoli|turin|torino|florence|firenze|venice|venezia|bologna)\b/iu,
  ],
  [
    'NL',
    /\b(?:netherlands|nederland|holland|amsterdam|rotterdam|utrecht|eindhoven|the hague|den haag|groningen)\b/iu,
  ],
  ['CA', /\b(?:canada|toronto|montreal|montréal|vancouver|calgary|ottawa|edmonton|winnipeg)\b/iu],
  ['AU', /\b(?:australia|sydney|melbourne|brisbane|adelaide|canberra|hobart)\b/iu],
  [
    'US',
    /\b(?:usa|u\.s\.a?\.|united states|new york|nyc|brooklyn|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|austin|san jose|san francisco|seattle|denver|boston|nashville|portland|atlanta|miami|detroit|minneapolis|tulsa|asheville|savannah|new orleans|las vegas|sacramento|pittsburgh|cleveland|baltimore|charlotte|raleigh|salt lake city|albuquerque)\b/iu,
  ],
];

// "Tulsa, OK", "Austin TX", "Portland, Oregon": a town followed by a US state.
const US_STATE =
  /\b\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?,?\s+(?:AL|AK|AZ|AR|CA|CO|CT|DC|FL|GA|HI|IA|ID|IL|IN|KS|KY|LA|MA|MD|ME|MI|MN|MO|MS|MT|NC|ND|NE|NH|NJ|NM|NV|NY|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VA|VT|WA|WI|WV|WY|California|Colorado|Florida|Georgia|Texas|Oregon|Ohio|Michigan|Arizona|Tennessee|Vermont|Maine|Massachusetts|Virginia|Carolina)\b/u;

/** The one country the description's place words name; undefined when none or several do. */
export function countryFromPlaces(text: string): Country | undefined {
  const named = new Set<Country>();
  for (const [country, words] of WORDS) if (words.test(text)) named.add(country);
  if (US_STATE.test(text)) named.add('US');
  // "Paris, Texas" or "Cambridge, MA": a US state beats a European town of the same name.
  if (named.has('US') && US_STATE.test(text)) return 'US';
  return named.size === 1 ? [...named][0] : undefined;
}
