import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/address.json and copy/<lang>/detect/address.json.
const WORDS = CATALOGS.detect.address;
/**
 * Street addresses in the formats owners in the US, UK, Ireland, Canada, Australia, France,
 * Germany, Spain, Italy and the Netherlands write, kept verbatim and split into the parts a
 * schema.org PostalAddress holds. A postcode anchors an address; without one, a street type
 * ("12 High Street", "45 Elm Ave, Springfield") does.
 */

/** ISO 3166-1 alpha-2 codes of the countries whose formats are read. */
export type Country =
  | 'US'
  | 'GB'
  | 'IE'
  | 'CA'
  | 'AU'
  | 'NZ'
  | 'FR'
  | 'BE'
  | 'CH'
  | 'AT'
  | 'DE'
  | 'ES'
  | 'IT'
  | 'NL'
  | 'MX'
  | 'AR'
  | 'CO'
  | 'CL'
  | 'PE';

export type AddressParts = {
  /** The address as written. */
  text: string;
  street?: string;
  locality?: string;
  postcode?: string;
  region?: string;
  country?: Country;
};

const US_STATES = WORDS.usStates.join('|');
const CA_PROVINCES = WORDS.caProvinces.join('|');
const AU_STATES = WORDS.auStates.join('|');

// A word of a street or town name: letters, apostrophes, dots and hyphens ("Saint-Germain", "St.").
const W = "[\\p{L}][\\p{L}'’.-]*";
/** A town: a word in any case, then up to two more that start with a capital ("Newcastle upon Tyne" stops at Newcastle). */
const TOWN = String.raw`${W}(?:[\s-]+(?:${WORDS.townParticles.join('|')})?\s*\p{Lu}[\p{L}'’.-]*){0,2}`;
/** A word of a street's name, or an ordinal one ("E 6th St", "W 42nd Street"). */
const SW = `(?:${W}|\\d{1,4}(?:${wordsOf('address', 'ordinalSuffixes').join('|')})(?![\\p{L}\\d]))`;
/** Number first: "21 Stonegate", "500 Congress Ave", "1208 E 6th St", "14 Rue Mouffetard", "14 bis rue des Écoles". */
const NUM_FIRST = `\\d{1,5}[A-Za-z]?(?:\\s?(?:${wordsOf('address', 'numberSuffixes').join('|')}))?,?\\s+${SW}(?:\\s+${SW}){0,4}`;
/** Number last: "Hauptstraße 5", "Calle Mayor 12", "Via Roma 10", "Prinsengracht 263", "Carrer de Pau Claris 12". */
const NUM_LAST = `${W}(?:\\s+${W}){0,4},?\\s+\\d{1,4}[A-Za-z]?(?:-\\d{1,4})?`;
const PLACE_ADJECTIVE = new RegExp(
  String.raw`^\p{Lu}\p{Ll}+(?:${wordsOf('address', 'placeAdjectiveEndings').join('|')})$`,
  'u',
);
const UNIT = String.raw`(?:(?:${WORDS.unitWords.join('|')})\s+[\w-]+,\s*)?`;

/** `countryUnsaid`: the postcode is written alike in several countries, and the street's language does not tell which. */
type Rule = { country?: Country; pattern: RegExp; countryUnsaid?: boolean };

const RULES: Rule[] = [
  // "123 Main St, Tulsa, OK 74103"
  {
    country: 'US',
    pattern: new RegExp(
      `(?<street>${UNIT}${NUM_FIRST}(?:,?\\s+(?:${wordsOf('address', 'unitWordsAfterStreet').join('|')}|#)\\.?\\s*[\\w-]+)?),\\s*(?<locality>${TOWN}),?\\s+(?<region>${US_STATES})\\s+(?<postcode>\\d{5}(?:-\\d{4})?)(?!\\d)`,
      'gu',
    ),
  },
  // "350 Queen St W, Toronto, ON M5V 2T6"
  {
    country: 'CA',
    pattern: new RegExp(
      `(?<street>${UNIT}${NUM_FIRST}),\\s*(?<locality>${TOWN}),?\\s+(?:(?<region>${CA_PROVINCES}),?\\s+)?(?<postcode>[ABCEGHJ-NPRSTVXY]\\d[A-Z]\\s?\\d[A-Z]\\d)\\b`,
      'gu',
    ),
  },
  // "45 George St, Sydney NSW 2000" or "…, Sydney 2000 NSW"
  {
    country: 'AU',
    pattern: new RegExp(
      `(?<street>${UNIT}${NUM_FIRST}),\\s*(?<locality>${TOWN}),?\\s+(?:(?<region>${AU_STATES})\\s+(?<postcode>\\d{4})|(?<postcode2>\\d{4})\\s+(?<region2>${AU_STATES}))\\b`,
      'gu',
    ),
  },
  // "9 Briggate, Leeds LS1 6HD"
  {
    country: 'GB',
    pattern: new RegExp(
      `(?<street>${UNIT}${NUM_FIRST}),\\s*(?:(?<locality>${TOWN}),?\\s+)?(?<postcode>(?:GIR|[A-PR-UWYZ][A-HK-Y]?\\d[A-Z\\d]?)\\s?\\d[ABD-HJLNP-UW-Z]{2})\\b`,
      'gu',
    ),
  },
  // "12 Grafton Street, Dublin 2, D02 X285"
  {
    country: 'IE',
    pattern: new RegExp(
      `(?<street>${UNIT}${NUM_FIRST}),\\s*(?:(?<locality>${TOWN}(?:\\s\\d{1,2})?),?\\s+)?(?<postcode>(?:[AC-FHKNPRTV-Y]\\d{2}|D6W)\\s?[0-9AC-FHKNPRTV-Y]{4})\\b`,
      'gu',
    ),
  },
  // "Prinsengracht 263, 1016 GV Amsterdam"
  {
    country: 'NL',
    pattern: new RegExp(
      `(?<street>${NUM_LAST}),\\s*(?<postcode>[1-9]\\d{3}\\s?[A-Z]{2})\\s+(?<locality>${TOWN})`,
      'gu',
    ),
  },
  // "Hauptstraße 5, 10115 Berlin", "Calle Mayor 12, 28013 Madrid", "Via Roma 10, 00184 Roma"
  { pattern: new RegExp(`(?<street>${NUM_LAST}),\\s*(?<postcode>\\d{5})\\s+(?<locality>${TOWN})`, 'gu') },
  // "14 Rue Mouffetard, 75005 Paris"
  { pattern: new RegExp(`(?<street>${NUM_FIRST}),\\s*(?<postcode>\\d{5})\\s+(?<locality>${TOWN})`, 'gu') },
  // "Kramgasse 27, 3011 Bern", "Rue de Fer 48, 5000 Namur", "Kellergasse 12, 1210 Wien": four digits,
  // as Switzerland, Austria and Belgium write them; a German or French street name says neither country.
  {
    countryUnsaid: true,
    pattern: new RegExp(`(?<street>${NUM_LAST}),\\s*(?<postcode>[1-9]\\d{3})\\s+(?<locality>${TOWN})`, 'gu'),
  },
];

const STREET_WORDS: Array<[Country, RegExp]> = [
  ['FR', new RegExp(String.raw`(?:^|\s)(?:${WORDS.streetWordsFr.join('|')})(?=\s)`, 'iu')],
  ['ES', new RegExp(String.raw`(?:^|\s)(?:${WORDS.streetWordsEs.join('|')})(?=\s)`, 'iu')],
  ['IT', new RegExp(String.raw`(?:^|\s)(?:${WORDS.streetWordsIt.join('|')})(?=\s)`, 'iu')],
  ['DE', new RegExp(String.raw`(?:${WORDS.streetWordsDe.join('|')})(?=\s|$|,)`, 'iu')],
  ['NL', new RegExp(String.raw`(?:${WORDS.streetWordsNl.join('|')})(?=\s|$|,)`, 'iu')],
];

const CONNECTOR = new RegExp(`^(?:${WORDS.nameParticles.join('|')})$`);

/** Where a number-last street ("Carrer de Pau Claris 12") starts within the words matched before its number. */
function streetStart(street: string): number {
  const words = [...street.matchAll(/\S+/g)].map((w) => ({ word: w[0], at: w.index ?? 0 }));
  const named = words.slice(0, -1);
  for (let i = named.length - 1; i >= 0; i--) {
    if (!STREET_WORDS.some(([, re]) => re.test(` ${named[i].word} `))) continue;
    // "Venloer Str. 412": a street type standing alone takes the capitalised name before it.
    const isTypeAlone = STREET_WORDS.some(
      ([, re]) => re.exec(named[i].word)?.[0].length === named[i].word.length,
    );
    // "Stammersdorfer Kellergasse 12": a German street keeps the place's adjective before it.
    const adjective = i > 0 && PLACE_ADJECTIVE.test(named[i - 1].word);
    return (isTypeAlone && i > 0 && /^\p{Lu}/u.test(named[i - 1].word)) || adjective
      ? named[i - 1].at
      : named[i].at;
  }
  let from = named.length;
  for (let i = named.length - 1; i >= 0; i--) {
    if (/^\p{Lu}/u.test(named[i].word) || (CONNECTOR.test(named[i].word) && i < named.length - 1)) from = i;
    else break;
  }
  while (from < named.length && CONNECTOR.test(named[from].word)) from++;
  return from < named.length ? named[from].at : 0;
}

/** Words that lead into an address without being part of it ("we're at", "find us on"). */
const LEAD_IN = new RegExp(String.raw`^(?:(?:${WORDS.leadInWords.join('|')})\s+)+`, 'iu');

function countryOf(rule: Rule, street: string, postcode: string): Country | undefined {
  if (rule.country || rule.countryUnsaid) return rule.country;
  for (const [country, words] of STREET_WORDS) if (words.test(street)) return country;
  // "14 Rue…" is French; a number first with a five-digit postcode is so in no other format read here.
  return /^\d/.test(street) && /^\d{5}$/.test(postcode) ? 'FR' : undefined;
}
const UNIT_THEN_NUMBER = new RegExp(
  String.raw`^(?:(?:${WORDS.unitWordsBeforeNumber.join('|')})\s+[\w-]+,\s*)?\d`,
);

/** Every postcode-anchored address in the text, verbatim and in parts. */
function postcodeAddresses(text: string): AddressParts[] {
  const found: Array<AddressParts & { start: number; end: number }> = [];
  for (const rule of RULES) {
    for (const m of text.matchAll(rule.pattern)) {
      const g = m.groups ?? {};
      let street = g.street;
      let start = m.index ?? 0;
      // "we're at 21 Stonegate": the words leading in belong to the sentence.
      const lead = LEAD_IN.exec(street)?.[0] ?? '';
      if (lead && lead.length < street.length) {
        street = street.slice(lead.length);
        start += lead.length;
      }
      // "Somos una panadería en Calle Mayor 12": the street starts at its street word or capitalised run.
      if (!UNIT_THEN_NUMBER.test(street)) {
        const cut = streetStart(street);
        start += cut;
        street = street.slice(cut);
      }
      // "…, 28013 Madrid." — the full stop ends the sentence, not the town; so does "Madrid. Tel.".
      let whole = m[0];
      let town = g.locality;
      const stop = town && whole.endsWith(town) ? /\.\s+/.exec(town) : null;
      if (town && stop) {
        whole = whole.slice(0, whole.length - town.length + stop.index);
        town = town.slice(0, stop.index);
      }
      const end = (m.index ?? 0) + whole.replace(/[.,]+$/, '').length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const postcode = g.postcode ?? g.postcode2;
      const region = g.region ?? g.region2;
      const locality = town?.replace(/[.,]+$/, '');
      found.push({
        ...defined({
          text: text.slice(start, end),
          street: street.replace(/,$/, ''),
          locality,
          postcode,
          region,
          country: countryOf(rule, street, postcode),
        }),
        start,
        end,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start).map(({ start: _s, end: _e, ...parts }) => parts);
}

/** The parts that are known; a PostalAddress holds no empty fields. */
function defined(parts: AddressParts): AddressParts {
  return Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as AddressParts;
}

const TRAILING_REGION = new RegExp(`,\\s*(${US_STATES})$`);
const UNIT_PART = new RegExp(String.raw`^(?:${WORDS.unitWordsNotLocality.join('|')})\b`, 'i');

/** The parts of an address without a postcode ("45 Elm Street, Springfield", "12 Main St, Tulsa, OK"). */
export function partsOfStreetAddress(text: string): AddressParts {
  const [street, ...rest] = text.split(/,\s*/);
  const region = TRAILING_REGION.exec(text)?.[1];
  const locality = rest.find((p) => !UNIT_PART.test(p) && p !== region);
  return defined({ text, street, locality, region, country: region ? 'US' : undefined });
}

/** Addresses anchored by a postcode, in the order written; `others` (street-type matches) fill in the rest. */
export function readAddresses(text: string, others: string[] = []): AddressParts[] {
  const anchored = postcodeAddresses(text);
  const extra = others
    .filter((o) => !anchored.some((a) => a.text.includes(o) || o.includes(a.text)))
    .map((o) => partsOfStreetAddress(o));
  return [...anchored, ...extra].sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text));
}

const LONE_POSTCODES: Array<[Country, RegExp]> = [
  ['IE', /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[0-9AC-FHKNPRTV-Y]{4}$/],
  ['CA', /^[ABCEGHJ-NPRSTVXY]\d[A-Z]\s?\d[A-Z]\d$/],
  ['GB', /^(?:GIR|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?)\s?\d[ABD-HJLNP-UW-Z]{2}$/],
  ['NL', /^[1-9]\d{3}\s?[A-Z]{2}$/],
];

/** A postcode on its own ("D02 X285", "M5V 2T6", "2000 NSW", "LS1 6HD") with its country. */
export function readPostcode(value: string): AddressParts | undefined {
  const text = value.trim();
  const au = new RegExp(`^(?:(${AU_STATES})\\s+(\\d{4})|(\\d{4})\\s+(${AU_STATES}))$`).exec(text);
  if (au) return { text, postcode: au[2] ?? au[3], region: au[1] ?? au[4], country: 'AU' };
  const us = new RegExp(`^(${US_STATES})\\s+(\\d{5}(?:-\\d{4})?)$`).exec(text);
  if (us) return { text, postcode: us[2], region: us[1], country: 'US' };
  for (const [country, pattern] of LONE_POSTCODES)
    if (pattern.test(text)) return { text, postcode: text, country };
  return undefined;
}
