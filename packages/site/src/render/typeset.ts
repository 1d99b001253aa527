// Typesetting for published text: no lone "€" or "·" at the start of a line, and long words in
// headings and buttons broken with a hyphen where the page's language allows, not cut by the browser.
import de from 'hyphen/de/index.js';
import enGb from 'hyphen/en-gb/index.js';
import en from 'hyphen/en-us/index.js';
import es from 'hyphen/es/index.js';
import fr from 'hyphen/fr/index.js';

const NBSP = '\u00A0';
const SOFT_HYPHEN = '\u00AD';
/** Shorter words fit a phone's line at heading sizes; longer ones ("Einkommensteuererklärung") do not. */
const LONG_WORD = 12;

const CURRENCY = '€|\\$|£|¥|CHF|EUR|USD|GBP|MXN|COP|ARS';
const UNIT = `${CURRENCY}|%|km|kg|m²|min|Std\\.|h`;
// "180 €", "45 %", "30 km": the number keeps its unit on its line.
const NUMBER_UNIT = new RegExp(`(\\d)[ \\t]+(?=(?:${UNIT})(?![\\p{L}\\d]))`, 'gu');
// "€ 45", "CHF 120": the currency keeps its number.
const CURRENCY_NUMBER = new RegExp(`(^|[\\s(])(${CURRENCY})[ \\t]+(?=\\d)`, 'gu');
// "Haircuts · Colour": the separator stays at the end of the line, never starts the next.
const SEPARATOR = /[ \t]+([·•|–—])[ \t]+/g;

/** Joins numbers to their currency or unit, and a separator to the word before it, with no-break spaces. */
export function keepTogether(text: string): string {
  return text
    .replace(NUMBER_UNIT, `$1${NBSP}`)
    .replace(CURRENCY_NUMBER, `$1$2${NBSP}`)
    .replace(SEPARATOR, `${NBSP}$1 `);
}

type Hyphenator = (word: string) => string;

function hyphenatorFor(language: string | undefined): Hyphenator | undefined {
  const tag = (language ?? '').toLowerCase();
  const lang = tag.split('-')[0];
  const module =
    lang === 'de'
      ? de
      : lang === 'fr'
        ? fr
        : lang === 'es'
          ? es
          : lang === 'en'
            ? /^en-(gb|au|nz|ie|za|in)$/.test(tag)
              ? enGb
              : en
            : undefined;
  return (
    module && ((word) => module.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: LONG_WORD }))
  );
}

// A run of letters only: addresses, emails, phone numbers and anything with digits are left alone.
const TOKEN = /\S+/g;
const WORD = /^(\p{P}*)(\p{L}+)(\p{P}*)$/u;

/** Soft hyphens in words of twelve letters or more, in the page's language; other text unchanged. */
export function hyphenateLongWords(text: string, language: string | undefined): string {
  const hyphenate = hyphenatorFor(language);
  if (!hyphenate) return text;
  return text.replace(TOKEN, (token) => {
    if (/[@/:.]\p{L}|\d/u.test(token)) return token;
    const parts = token.split('-');
    return parts
      .map((part) => {
        const m = WORD.exec(part);
        if (!m || m[2].length < LONG_WORD) return part;
        return m[1] + hyphenate(m[2]) + m[3];
      })
      .join('-');
  });
}

/** A heading, card title or button as published: kept together and hyphenated. */
export function typesetHeading(text: string, language: string | undefined): string {
  return hyphenateLongWords(keepTogether(text), language);
}
