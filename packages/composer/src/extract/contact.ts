import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';
import type { PriceFact } from '../types';

// The words this file reads descriptions with: copy/detect/contact.json and copy/<lang>/detect/contact.json.
const WORDS = CATALOGS.detect.contact;
const HOURS = CATALOGS.detect.hours;
const alternativesOf = (list: Parameters<typeof wordsOf<'contact'>>[1]) => wordsOf('contact', list).join('|');
const OPEN = alternativesOf('openWords');
const OPENERS = alternativesOf('hoursOpeners');

/** Phone numbers: optional +country code, optional (area), then digit groups; 7–15 digits in all. */
const PHONE = /(?<![\w+/.-])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d+(?:[\s.-]\d+)*(?![\w/]|\.\d)/g;
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const STREET_TYPES = WORDS.streetTypes.join('|');
const STREET = new RegExp(
  String.raw`(?:(?:${WORDS.streetUnitWords.join('|')})\s+\w+,\s*)?(?<![\w$£€–—-])\d{1,5}[A-Za-z]?(?:-\d{1,5})?\s+(?:(?!(?:${WORDS.notStreetWords.join('|')})\s)(?!\d+\s)[\p{L}\d'’.-]+\s+){0,4}?(?:${STREET_TYPES})\b\.?`,
  'giu',
);
// Case-sensitive on purpose: a city or a postcode after the street starts with a capital.
const ADDRESS_TAIL = new RegExp(
  String.raw`^(?:,?\s*(?:${WORDS.unitWords.join('|')})\.?\s*[\w-]+)?(?:,\s*(?!(?:${WORDS.notTownAfterComma.join('|')})\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*(?:\s+(?!(?:${WORDS.notTownSecondWord.join('|')})\b)[A-Z][\p{Ll}'’]+(?:-[A-Z]?[\p{Ll}]+)*){0,2})?(?:,?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?|,?\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|,?\s+[A-Z]{2,3}\s+\d{4}\b|,\s*[A-Z]{2}\b)?`,
  'u',
);

// English, German, French and Spanish day names; two-letter German days only count with a range or a time.
const DAY = String.raw`(?<![\p{L}])(?:${WORDS.dayWords.join('|')})s?\.?`;
const DAILY = `(?:${WORDS.dailyWords.join('|')})`;
const DAY_SPEC = String.raw`(?:(?:${DAY}|${DAILY})(?:\s*(?:${WORDS.dayJoiners.join('|')})\s*(?:${DAY}|${alternativesOf('dayGroupWords')})(?![\p{L}]))*)`;
const CLOCK_WORDS = [
  ...wordsOf('hours', 'noonWords'),
  ...wordsOf('hours', 'midnightWords'),
  ...wordsOf('hours', 'closesLateWords'),
];
const TIME = String.raw`(?:(?<!\d)\d{1,2}(?:[:.h]\d{2})?(?:\s*(?:${WORDS.clockWords.join('|')})(?![\p{L}]))?(?!\d)|${CLOCK_WORDS.join('|')})`;
const TIME_RANGE = String.raw`(?:(?:${alternativesOf('timeFromWords')})\s+)?${TIME}\s*(?:${WORDS.rangeWords.join('|')})\s*${TIME}(?:\s*(?:${alternativesOf('rangeSuffixes')}))?`;
// "le dimanche matin", "Sunday mornings": a day and a part of it.
const PART_OF_DAY = String.raw`${DAY_SPEC}\s+(?:${WORDS.partOfDayWords.join('|')})(?![\p{L}])`;
// "late nights Thurs til 8": a day and the hour it closes.
const LATE_UNTIL = String.raw`(?:(?:${WORDS.lateWords.join('|')})\s+)?${DAY_SPEC}\s+(?:${WORDS.untilWords.join('|')})\s+${TIME}`;
// "Tues-Sat, late nights …": a range of days standing as its own clause.
const DAYS_ALONE = String.raw`${DAY}\s*[-–]\s*${DAY}(?=\s*(?:[,.;]|$))`;
const PART_OF_DAY_ONLY = new RegExp(`^${PART_OF_DAY}$`, 'iu');
const HOURS_SEGMENT = new RegExp(
  String.raw`(?:(?:${OPEN})\s+)?(?:(?:(?:${alternativesOf('dayFromWords')})\s+)?${DAY_SPEC}[\s,:]*(?:(?:${alternativesOf('timeLeadWords')})\s+)?)?${TIME_RANGE}(?:,?\s+(?:(?:${alternativesOf('dayLeadWords')})\s+)?${DAY_SPEC}(?![\p{L}])(?![\s:,]*(?:(?:${alternativesOf('clockFromWords')})\s+)?\d)(?!\s*[-–—&]\s*\p{L}))?(?:,?\s+(?:${WORDS.exceptWords.join('|')})\s+(?:(?:${alternativesOf('exceptDayArticles')})\s+)?${DAY_SPEC}(?![\p{L}]))?|(?:(?:${OPENERS})\s+)?24\/7|${alternativesOf('roundTheClockPhrases')}|(?:${alternativesOf('closedBeforeDay')})${DAY_SPEC}|${DAY_SPEC}\s+(?:${alternativesOf('closedAfterDay')})|(?:${OPENERS})\s+${DAY_SPEC}(?![\p{L}])|${PART_OF_DAY}|${LATE_UNTIL}|${DAYS_ALONE}`,
  'giu',
);

const DAY_TEST = new RegExp(DAY_SPEC, 'iu');

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Every phone number in the text, verbatim. */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(PHONE)) {
    const value = m[0].trim();
    const digits = digitsOf(value);
    if (digits.length < 7 || digits.length > 15) continue;
    // A bare run of 7–8 digits without separators is more often a number than a phone.
    if (!/[\s.()+-]/.test(value) && digits.length < 9) continue;
    if (/^(19|20)\d{2}\s*[-–]\s*(19|20)\d{2}$/.test(value)) continue;
    found.push(value);
  }
  return found;
}

export function findEmails(text: string): string[] {
  return [...text.matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, ''));
}
const DURATION = new RegExp(String.raw`\b(?:${WORDS.durationWords.join('|')})\b`, 'i');

const STREET_ABBREVIATION = new RegExp(String.raw`\b(?:${WORDS.streetAbbreviations.join('|')})\.$`, 'i');

const STREETS = CATALOGS.detect.address;
// "Rue", "Calle", "C/": a street word as it starts an address, in either case.
const anyCase = (words: string[]) =>
  words.map((w) => `[${w[0].toUpperCase()}${w[0].toLowerCase()}]${w.slice(1)}`).join('|');
// Italian street words are common words too ("via Instagram"): only capitalised ("Via Roma 10").
const capitalised = (words: string[]) => words.map((w) => w[0].toUpperCase() + w.slice(1)).join('|');
const PARTICLE = `(?:(?:${STREETS.nameParticles.join('|')}|l['’])\\s*)`;
const NAME_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
/**
 * Streets written without a postcode the way Europe and Latin America write them: "C/ Fuencarral
 * 141", "Av. Los Leones 1234", "12 rue de la République", "Venloer Str. 412", "Bergmannstraße 12".
 */
const EUROPEAN_STREETS = [
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:${anyCase(STREETS.streetWordsEs)}|${capitalised([...STREETS.streetWordsIt, 'av\\.'])})\s*${PARTICLE}*${NAME_WORD}(?:\s+${PARTICLE}*${NAME_WORD}){0,3},?\s+\d{1,4}[A-Za-z]?(?![\p{L}\d])`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])\d{1,4}(?:\s?(?:${wordsOf('address', 'numberSuffixes').join('|')}))?,?\s+(?:${anyCase(STREETS.streetWordsFr)})\s+${PARTICLE}*${NAME_WORD}(?:[\s-]+${PARTICLE}*${NAME_WORD}){0,3}`,
    'gu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])(?:${NAME_WORD}\s+)?${NAME_WORD.replace("[\\p{L}'’.-]*", '[\\p{L}-]*')}(?:${STREETS.streetWordsDe.join('|')})\s+\d{1,4}[a-z]?(?![\p{L}\d])|(?<![\p{L}\d])${NAME_WORD}\s+(?:${wordsOf('address', 'streetWordsAfterName').join('|')})\s+\d{1,4}[a-z]?(?![\p{L}\d])`,
    'gu',
  ),
];

const TOWN_AFTER_NUMBER = /^,\s*\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?=\s*(?:[.,;)]|$))/u;

/** Street addresses ("14 Church Lane, Leeds LS1 4AB", "500 Congress Ave, Austin, TX 78701"), verbatim. */
export function findAddresses(text: string): string[] {
  const found: string[] = [];
  for (const pattern of EUROPEAN_STREETS)
    for (const m of text.matchAll(pattern)) {
      // "Calle de Fuencarral 141, Madrid.": the town after the number is the address's too.
      const town = TOWN_AFTER_NUMBER.exec(text.slice((m.index ?? 0) + m[0].length))?.[0] ?? '';
      // "Eheringe. Marktgasse 14": a word before a full stop belongs to the sentence before.
      found.push((m[0] + town).replace(/^.*\p{Ll}{3}\.\s+(?=\p{Lu})/u, '').trim());
    }
  for (const m of text.matchAll(STREET)) {
    const end = (m.index ?? 0) + m[0].length;
    const tail = ADDRESS_TAIL.exec(text.slice(end))?.[0] ?? '';
    let value = (m[0] + tail).trim();
    if (value.endsWith('.') && !STREET_ABBREVIATION.test(value)) value = value.slice(0, -1);
    // "5 days a week" or "10 years on the road" are not addresses.
    if (DURATION.test(value.split(/\s+/).slice(1, 3).join(' '))) continue;
    found.push(value);
  }
  return found;
}
const TOWN_AFTER_COMMA = new RegExp(
  String.raw`,\s*(?!(?:${WORDS.unitWordsBeforeTown.join('|')})\b)([A-Z][\p{Ll}'’.-]+(?:\s+[A-Z][\p{Ll}'’.-]+)*(?:,\s*[A-Z]{2,3}\b)?)`,
  'u',
);

/** The town of an address ("500 Congress Ave, Austin, TX 78701" → "Austin, TX"), verbatim. */
export function townOfAddress(address: string): string | undefined {
  return TOWN_AFTER_COMMA.exec(address)?.[1];
}
const CLOCK_MARK = new RegExp(`${WORDS.clockMarks.join('|')}`, 'i');

/**
 * Opening hours as written ("Mon–Fri 8am–6pm, Sat 9am–1pm", or days alone after "open": "open
 * tues-sat"); the longest run of hour phrases.
 */
export function findHours(text: string): string | undefined {
  const segments: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(HOURS_SEGMENT)) {
    const value = m[0];
    const start = m.index ?? 0;
    const hasDay = DAY_TEST.test(value) || /24/.test(value);
    const hasClock = CLOCK_MARK.test(value);
    // "24/7 monitoring of your systems" is a service; hours round the clock end their clause ("call-outs 24/7.").
    if (/^24\/7$/.test(value) && !/^\s*(?:[.,;!)]|$)/.test(text.slice(start + value.length))) continue;
    const openBefore = OPEN_BEFORE.test(text.slice(Math.max(0, start - 20), start));
    if (!hasDay && !hasClock && !openBefore && !OPENS.test(value)) continue;
    // "dégustations le vendredi soir", "SUP yoga on Sunday mornings": a part of a day is hours only
    // as the end of hours given before it ("…15h30-19h30, et le dimanche matin").
    const last = segments[segments.length - 1];
    const gap = last ? text.slice(last.end, start) : '';
    if (PART_OF_DAY_ONLY.test(value) && !(last && HOURS_GAP.test(gap) && gap.length <= 10)) continue;
    segments.push({ start, end: start + value.length });
  }
  if (segments.length === 0) return undefined;
  let best = segments[0];
  let current = { ...segments[0] };
  for (const seg of segments.slice(1)) {
    const gap = text.slice(current.end, seg.start);
    // "… 7h à 19h30 et le dimanche …", "… Uhr und Sa …", "… 5-10pm, brunch Sat & Sun …": one set of hours.
    if (HOURS_GAP.test(gap) && gap.length <= 10) current.end = seg.end;
    else current = { ...seg };
    if (current.end - current.start > best.end - best.start) best = { ...current };
  }
  const found =
    segments.length === 1 || best.end - best.start >= current.end - current.start ? best : current;
  const span = wholeHours(text, found);
  return (
    text
      .slice(span.start, span.end)
      .trim()
      .replace(/(?<!\b[ap]\.m)\.$/i, '')
      // "open Tue–Sun 7–3": the days and times are the hours; "open" is the sentence around them.
      .replace(OPEN_BEFORE_DAY, '')
  );
}

// The words that still say when, around the hours read: a day, a part of it, a season, a closing.
const HOURS_WORD = new RegExp(
  String.raw`(?:${DAY_SPEC})(?![\p{L}])|(?<![\p{L}])(?:${[...WORDS.partOfDayWords, ...HOURS.seasonWords, ...HOURS.closed, ...HOURS.hoursQualifiers].join('|')})(?![\p{L}])`,
  'iu',
);
const SENTENCE_STOP = /[.!?](?=\s|$)|\n|\p{Extended_Pictographic}/gu;
/** "Ouvert tous les jours en saison, fermé …", "Open 6am - 3pm weekdays": a lead that opens the hours or gives their times. */
const OPENS_HOURS = new RegExp(String.raw`^\s*(?:${OPEN})(?![\p{L}])`, 'iu');

/**
 * The owner's whole hours, never a piece of them: "Mon-Fri 8.30am-5.30pm, Sat mornings", "Täglich
 * 10-2 Uhr, Fr+Sa bis 4", "Ouvert tous les jours 10h-19h l'été", "Ouvert tous les jours en saison,
 * fermé le mardi hors saison". The rest of the sentence joins them when it still says when (a day, a
 * part of one, a season, a closing, a time) and is short; a sentence that goes on to other things
 * does not ("Pop in Thurs-Sat 10 till 4, or email …").
 */
function wholeHours(text: string, span: { start: number; end: number }): { start: number; end: number } {
  const stops = [...text.matchAll(SENTENCE_STOP)].map((m) => m.index ?? 0);
  const from = stops.filter((i) => i < span.start).at(-1);
  const sentenceStart = from === undefined ? 0 : from + 1;
  const sentenceEnd = stops.find((i) => i >= span.end) ?? text.length;
  const head = text.slice(sentenceStart, span.start);
  const tail = text.slice(span.end, sentenceEnd);
  const saysWhen = (part: string) => HOURS_WORD.test(part) || (CLOCK_MARK.test(part) && /\d/.test(part));
  const opensHours = OPENS_HOURS.test(head) || (CLOCK_MARK.test(head) && /\d/.test(head));
  const start = head.trim().length <= 40 && opensHours && saysWhen(head) ? sentenceStart : span.start;
  const end = tail.trim().length <= 40 && saysWhen(tail) ? sentenceEnd : span.end;
  return { start, end };
}

const HOURS_GAP = new RegExp(
  String.raw`^(?:\s*(?:,|;|\/|\||\.|${WORDS.hoursGapWords.join('|')})\s*)*(?:,\s*\p{Ll}{3,8}\s*)?$`,
  'iu',
);

const OPEN_BEFORE_DAY = new RegExp(
  String.raw`^(?:${OPEN})\s+(?=(?:(?:${alternativesOf('dayFromWords')})\s+)?(?:${WORDS.dayAbbreviations.join('|')})\p{L}*\b)`,
  'iu',
);
const OPEN_BEFORE = new RegExp(String.raw`\b(?:${alternativesOf('hoursLeadWords')})\b[^.]{0,12}$`, 'i');
const OPENS = new RegExp(`^(?:${OPENERS})`, 'i');

// English, German, French, Spanish and Italian ways of giving the year a business began.
const YEAR = new RegExp(String.raw`(?<![\p{L}])(?:${WORDS.sinceWords.join('|')})\s+((?:19|20)\d{2})\b`, 'iu');

/** The founding year ("since 1987", "seit 1971", "depuis 1990", "desde 1985"). */
export function findFoundedYear(text: string): string | undefined {
  return YEAR.exec(text)?.[1];
}

/** The owner's phrase for a founding year, verbatim ("seit 1971"). */
export function findFoundedPhrase(text: string): string | undefined {
  return YEAR.exec(text)?.[0];
}

const COUNT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:${WORDS.aboutWords.join('|')})\s+\d{1,3}(?:[,.\s]\d{3})*\+?\s+\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*)?|(?<![\p{L}\d])\d{1,3}(?:[,.]\d{3})+\+?\s+\p{L}[\p{L}'’-]*`,
  'giu',
);
const TRAILING_JOINER = new RegExp(String.raw`\s+(?:${WORDS.trailingJoiners.join('|')})$`, 'i');

/** Counts the owner states ("over 5,000 records", "plus de 200 vins"), verbatim. */
export function findCounts(text: string): string[] {
  return [...text.matchAll(COUNT)].map((m) => m[0].replace(TRAILING_JOINER, ''));
}

const HANDLE = /(?<![\w@.])@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?(?![\w@])/g;

/** Social handles ("@ryeandroll"), verbatim; an email's "@domain" is never one. */
export function findHandles(text: string): string[] {
  return [...new Set([...text.matchAll(HANDLE)].map((m) => m[0]))];
}

const PRICE = new RegExp(
  String.raw`(?:[$£€]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?(?:\s?(?:-|–|${alternativesOf('priceRangeWords')})\s?[$£€]?\d(?:[\d,]*\d)?(?:\.\d{1,2})?)?|\b\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:€(?![A-Za-z\d])|(?:${WORDS.currencyWords.join('|')})\b))(?:\s?(?:${WORDS.priceUnitLinks.join('|')})\s?(?:${WORDS.priceUnits.join('|')})\b|(?:${alternativesOf('perPersonMarks')})\b)?`,
  'gi',
);
const LABEL_LEAD = new RegExp(
  String.raw`(?:^|[,;:.!?(\n]|\b(?:${alternativesOf('labelBreakWords')})\b)\s*([^,;:.!?(\n]*?)\s*(?:(?:${WORDS.priceLeadIns.join('|')})\s*)*[-–—:]?\s*$`,
  'i',
);

const LABEL_OPENER = new RegExp(String.raw`^(?:${alternativesOf('labelLeadWords')})\s+`, 'i');

// "from $45", "desde 25 €", "ab 30 €", "à partir de 40 €": a lowest price, which the page must say as such.
const FROM = new RegExp(String.raw`(?:^|[\s(])((?:${WORDS.fromWords.join('|')})\s+)$`, 'i');

/** Every price the text states, verbatim (with its "from"), with the words before it as its label. */
export function findPrices(text: string): PriceFact[] {
  const found: PriceFact[] = [];
  for (const m of text.matchAll(PRICE)) {
    const whole = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index);
    const from = FROM.exec(whole)?.[1] ?? '';
    const before = whole.slice(0, whole.length - from.length);
    const label = (LABEL_LEAD.exec(before)?.[1] ?? '').replace(LABEL_OPENER, '').trim();
    found.push({ label, price: `${from}${m[0].trim()}` });
  }
  return found;
}

export const priceDigits = (price: string): string => price.replace(/[^\d.]/g, '').replace(/\.0+$/, '');
export const phoneDigits = digitsOf;
