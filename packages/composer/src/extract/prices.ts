import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import type { PriceFact } from '../types';
import { isCardTitle } from './card-title';

// The words this file reads prices with: copy/detect/lists.json (price*).
const WORDS = CATALOGS.detect.lists;
const CURRENCY = `(?:${WORDS.priceCurrencies.join('|')})`;
const NUMBER = String.raw`\d+(?:[.,  ]\d{3})*(?:[.,]\d{1,2})?`;
// "CHF 45.–", "EUR 40": a currency's code or "Fr." written before the amount.
const ABBREVIATIONS = wordsOf('prices', 'currencyAbbreviations');
const CODE_BEFORE = `(?:${WORDS.priceCurrencies.filter((c) => /^[A-Z]{3}$/.test(c) || ABBREVIATIONS.includes(c)).join('|')})`;
/** "$8.000", "£85", "70 €", "450 $", "$2,800 NZD", "40 EUR", "$35pp", "$45-$60", "CHF 690.–". */
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:[$£€]\s?${NUMBER}(?:\s?[-–]\s?[$£€]?${NUMBER})?|${CODE_BEFORE}\s?${NUMBER}(?:\.[-–](?!\d))?|${NUMBER}(?:\s?[-–]\s?${NUMBER})?\s?${CURRENCY}(?![\p{L}]|\s?\d))`,
  'gu',
);
const FROM = new RegExp(String.raw`(?:^|\s)((?:${WORDS.priceFromWords.join('|')})\s+)$`, 'iu');
const LEAD = new RegExp(String.raw`(?:\s+|^)(?:${WORDS.priceLeadWords.join('|')})\s*$`, 'iu');
const LABEL_LEAD = new RegExp(String.raw`^(?:(?:${WORDS.priceLabelLeads.join('|')})(?:\s+|$))+`, 'iu');
// What follows an amount and says what it buys ("a tuning", "la séance d'initiation", "+ pièce", "installed").
const UNIT = new RegExp(
  String.raw`^\s*(?:(?:${WORDS.priceUnitLeads.join('|')})(?![\p{L}])[^,.;:!?()\n/]*|(?:${wordsOf('prices', 'unitPers').join('|')}|/)\s?\p{L}+)`,
  'iu',
);
// "including board, paddle and wetsuit": the whole list it includes.
const INCLUDING = new RegExp(String.raw`^\s*(?:${WORDS.priceIncludes.join('|')})\s[^.;!?\n]*`, 'iu');

// A few words ending at a comma, a stop or the text's end, with no price among them.
const TRAILING_LABEL = /^\s+(\p{L}[\p{L}\d' -]{0,40}?)(?=\s*(?:[,;]|\.(?:\s|$)|$))/u;

const STOP_WORD = new RegExp(String.raw`\s(?:${WORDS.priceUnitStops.join('|')})(?![\p{L}])`, 'iu');

/** Where a label starts, reading back from the price: a sentence stop, a line, a comma or a colon. */
function labelBefore(text: string, at: number, floor: number): string {
  // Brackets are read whole: "Brake pads (per axle) – $149", "Gesichtsbehandlung (75 Min.) ab 69 €".
  let depth = 0;
  let start = floor;
  for (let i = at - 1; i >= floor; i--) {
    const ch = text[i];
    if (ch === ')') depth++;
    else if (ch === '(') {
      if (depth === 0) {
        start = i + 1;
        break;
      }
      depth--;
    } else if (
      depth === 0 &&
      (/[\n;!?|·•]/.test(ch) ||
        (ch === '/' && text[i + 1] === ' ') ||
        /\p{Extended_Pictographic}/u.test(text.slice(Math.max(0, i - 1), i + 1)))
    ) {
      start = i + 1;
      break;
    } else if (depth === 0 && ch === '.' && /\s/.test(text[i + 1] ?? '')) {
      // "Max. 8 Gäste", "(75 Min.)": a short capitalised word's stop is no sentence's end.
      if (/(?:^|\s)\p{Lu}\p{Ll}{0,2}$/u.test(text.slice(Math.max(0, i - 4), i))) continue;
      start = i + 1;
      break;
    } else if (
      depth === 0 &&
      (ch === ',' || ch === ':' || /[–—]/.test(ch) || (ch === '-' && text[i + 1] === ' '))
    ) {
      // "Tarif : 70 €", "Oil change – $39.95", "private sessions for 8, $240": the words before the mark
      // name the price when nothing stands between the mark and the price.
      const between = text
        .slice(i + 1, at)
        .replace(FROM, '')
        .replace(LEAD, '')
        .trim();
      if (between) {
        start = i + 1;
        break;
      }
    }
  }
  return text.slice(start, at);
}

function tidyLabel(raw: string): string {
  return raw
    .replace(/^[\s\-*•·–—]+/u, '')
    .replace(LEAD, '')
    .replace(/[\s:–—,-]+$/u, '')
    .replace(LEAD, '')
    .replace(LABEL_LEAD, '')
    .trim();
}

/**
 * Every price the text states, verbatim with its "from" and its unit ("From $12 a knife", "70 € TTC
 * le conduit", "$45 small"), labelled with the words that name what it is for ("Brake pads (per
 * axle)"); a label stays empty when the owner wrote none, never a piece of the sentence before it.
 */
export function readPrices(text: string, isLabelWord: (label: string) => boolean = () => false): PriceFact[] {
  const found: PriceFact[] = [];
  // "mini valet £25 full valet £60": a label starts after the price before it.
  let floor = 0;
  for (const m of text.matchAll(AMOUNT)) {
    const at = m.index ?? 0;
    const amount = m[0].trim();
    // A phone number or a year is no price: a currency mark must stand beside the digits.
    if (!/[$£€]|\p{L}/u.test(amount)) continue;
    const before = labelBefore(text, at, floor);
    const from = FROM.exec(before)?.[1] ?? '';
    const after = text.slice(at + m[0].length);
    // "ab CHF 690.– (2.5-Zimmer-Wohnung)": a bracket right after the amount says what it buys.
    const said =
      (INCLUDING.exec(after) ?? UNIT.exec(after) ?? /^\s?\([^()\n]{1,40}\)/u.exec(after))?.[0] ?? '';
    // "£35 an hour email …": a unit ends before a word that leads to a contact detail.
    const cut = said.search(STOP_WORD);
    const unit = (cut >= 0 ? said.slice(0, cut) : said).replace(/\s+$/u, '');
    const lead = tidyLabel(before.slice(0, before.length - from.length));
    // "38 $ adultes, 18 $ enfants 5-12 ans": a price opening its clause is named by the words after it.
    const named = !lead && !unit ? TRAILING_LABEL.exec(after) : null;
    floor = at + m[0].length + (named ? named[0].length : unit.length);
    const label = named ? named[1] : lead;
    const tidyUnit = unit.split(/\s+/).length <= 8 ? unit : '';
    found.push({
      label:
        label.split(/\s+/).length <= 10 && !isLabelWord(label) && !/\d[$£€]|[$£€]\d/u.test(label)
          ? label
          : '',
      price: `${from}${amount}${tidyUnit}`.trim(),
    });
  }
  return found;
}

// "Prices:", "Tarifs :", "Preise:": a line's lead that says a list of prices follows.
const PRICE_LIST_LEAD = new RegExp(String.raw`^\s*(?:${WORDS.priceListLeads.join('|')})\s*:`, 'iu');
// What may stand between a price list's pairs besides the labels and prices: "and", "from", "only".
const BETWEEN = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...WORDS.ands, ...WORDS.priceLeadWords, ...WORDS.priceLabelLeads].join('|')})(?![\p{L}])`,
  'giu',
);

const PRICE_WORD = new RegExp(String.raw`^(?:${WORDS.priceListLeads.join('|')})(?![\p{L}])`, 'iu');

/** A label that names what is priced: a thing's name ("Full set", "Kids (under 12)"), no clause, no "Prices …". */
function namesAPrice(label: string): boolean {
  return (
    label.split(/\s+/).length <= 6 &&
    isCardTitle(label.replace(/\s*\([^)]*\)/gu, '')) &&
    !PRICE_WORD.test(label)
  );
}

/**
 * The prices the owner wrote as a price list — each a label and its price, on a line or in a
 * sentence of nothing else ("Trims £40, full set from £95", "- Kids (under 12) £18", "Precios:
 * corte 8 €, barba 5 €"). A price inside a sentence that says more ("Inspection $125, credited
 * toward the job", "Rates start at $65/hour, two-hour minimum") stays in its sentence, which the
 * page keeps whole.
 */
export function listedPrices(text: string, prices: PriceFact[], listed: string[] = []): PriceFact[] {
  const kept = new Set<PriceFact>();
  for (const piece of text.split(/(?<=[.!?])\s+|\n+/u)) {
    // A label read across a stop ("Ferienwohnung am See. Ab 85 € pro Nacht") is no label of this piece.
    const labelled = (p: PriceFact) => Boolean(p.label) && piece.includes(p.label);
    const inIt = prices.filter((p) => piece.includes(p.price));
    if (inIt.length === 0) continue;
    const rest = inIt
      .reduce(
        (s, p) => (labelled(p) ? s.replace(p.label, ' ') : s).replace(p.price, ' '),
        // "Services: lawn mowing $40, hedge trimming $55, leaf cleanup": the list's unpriced items too.
        listed.reduce(
          (s, item) => s.replace(item, ' '),
          // A list's lead ("Services:", "Leistungen:") labels the list, as "Prices:" does.
          (listed.length > 0 ? piece.replace(/^[^:,.]{1,30}:\s/u, ' ') : piece).replace(PRICE_LIST_LEAD, ' '),
        ),
      )
      .replace(BETWEEN, ' ');
    if (!/\p{L}{2}/u.test(rest) && inIt.every((p) => !labelled(p) || namesAPrice(p.label)))
      for (const p of inIt) kept.add(p);
  }
  return prices.filter((p) => kept.has(p));
}
