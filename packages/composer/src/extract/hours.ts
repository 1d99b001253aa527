import { CATALOGS } from '../catalog/load';
import { wordsOf } from '../catalog/words';

// The words this file reads descriptions with: copy/detect/hours.json and copy/<lang>/detect/hours.json.
const WORDS = CATALOGS.detect.hours;
const SUFFIXES_24 = wordsOf('hours', 'clockSuffixes24');
const NOON = wordsOf('hours', 'noonWords');
const MIDNIGHT = wordsOf('hours', 'midnightWords');
const CLOSES_LATE = wordsOf('hours', 'closesLateWords');
const WEEKDAYS = new RegExp(String.raw`\b(?:${wordsOf('hours', 'weekdayWords').join('|')})\b`, 'i');
const WEEKENDS = new RegExp(String.raw`\b(?:${wordsOf('hours', 'weekendWords').join('|')})\b`, 'i');
// "24/7", "24h/24", "24 hours", "rund um die Uhr".
const ROUND_THE_CLOCK = new RegExp(
  [String.raw`24\s*\/\s*7`, String.raw`24h\/24`, ...wordsOf('hours', 'roundTheClock')].join('|'),
  'i',
);
/** One line of opening hours for schema.org: days (English names, as schema.org spells them) and 24-hour times. */
export type OpeningHours = { days: DayName[]; opens: string; closes: string };

export const DAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayName = (typeof DAY_NAMES)[number];

// Day words in English, German, French and Spanish, by weekday (0 = Monday).
const DAY_WORDS: string[][] = [
  WORDS.monday,
  WORDS.tuesday,
  WORDS.wednesday,
  WORDS.thursday,
  WORDS.friday,
  WORDS.saturday,
  WORDS.sunday,
];
const DAY_INDEX = new Map(DAY_WORDS.flatMap((words, i) => words.map((w) => [w, i] as const)));
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
const DAILY = new RegExp(String.raw`\b(?:${WORDS.daily.join('|')})`, 'iu');
const RANGE_WORD = new RegExp(`^(?:${WORDS.rangeWords.join('|')})$`, 'iu');
const SEASON = new RegExp(String.raw`(?<![\p{L}])(?:${WORDS.seasonWords.join('|')})(?![\p{L}])`, 'iu');
const CLOSED = new RegExp(String.raw`\b(?:${WORDS.closed.join('|')})\b`, 'iu');

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|h|${SUFFIXES_24.join('|')})?`;
const RANGE = new RegExp(
  String.raw`(?<![\d:])(?:${TIME}|(${NOON.join('|')}))\s*(?:${WORDS.timeRangeWords.join('|')})\s*(?:${TIME}|(${[...NOON, ...MIDNIGHT, ...CLOSES_LATE].join('|')}))(?!\d)`,
  'giu',
);

function dayOf(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  return DAY_INDEX.get(w) ?? DAY_INDEX.get(w.replace(/s$/, ''));
}

/** The weekdays a piece of text names ("Tue-Sat", "Mon, Wed & Fri", "weekdays", "lunes a viernes"). */
function daysIn(text: string): number[] {
  const open = text.split(CLOSED)[0];
  const days = new Set<number>();
  if (WEEKDAYS.test(open)) for (const d of [0, 1, 2, 3, 4]) days.add(d);
  if (WEEKENDS.test(open)) for (const d of [5, 6]) days.add(d);
  const tokens = [...open.matchAll(/[\p{L}]+\.?|[-–—]/gu)].map((m) => m[0]);
  let last: number | undefined;
  let ranging = false;
  for (const token of tokens) {
    const day = dayOf(token);
    if (day !== undefined) {
      if (ranging && last !== undefined) {
        for (let d = last; d !== day; d = (d + 1) % 7) days.add(d);
      }
      days.add(day);
      last = day;
      ranging = false;
    } else if (RANGE_WORD.test(token) && last !== undefined) ranging = true;
    else ranging = false;
  }
  if (days.size === 0 && DAILY.test(open)) for (const d of ALL_DAYS) days.add(d);
  return [...days].sort((a, b) => a - b);
}

type Clock = { hour: number; minute: number; meridiem?: 'am' | 'pm'; twentyFour: boolean };

function clockOf(hour?: string, minute?: string, suffix?: string, word?: string): Clock | undefined {
  if (word) {
    const w = word.toLowerCase();
    if (CLOSES_LATE.includes(w)) return undefined;
    return { hour: MIDNIGHT.includes(w) ? 24 : 12, minute: 0, twentyFour: true };
  }
  if (hour === undefined) return undefined;
  const s = (suffix ?? '').toLowerCase().replace(/\./g, '');
  return {
    hour: Number(hour),
    minute: Number(minute ?? 0),
    meridiem: s === 'am' ? 'am' : s === 'pm' ? 'pm' : undefined,
    twentyFour: s === 'h' || SUFFIXES_24.includes(s) || Number(hour) > 12 || /^0\d/.test(hour),
  };
}

const to24 = (c: Clock) =>
  c.meridiem === 'pm' && c.hour < 12 ? c.hour + 12 : c.meridiem === 'am' && c.hour === 12 ? 0 : c.hour;

/** Both ends of a range in 24-hour time, or undefined when the writing leaves room for doubt ("6-10"). */
function resolve(open: Clock, close: Clock): [number, number, number, number] | undefined {
  if (open.minute > 59 || close.minute > 59 || open.hour > 24 || close.hour > 24) return undefined;
  if (open.twentyFour || close.twentyFour || open.meridiem || close.meridiem) {
    const a = { ...open };
    const b = { ...close };
    // "9-5pm": the start before a later end shares its half of the day only when it can ("1-5pm").
    if (!a.meridiem && !a.twentyFour && b.meridiem)
      a.meridiem = a.hour < b.hour && a.hour !== 12 ? b.meridiem : 'am';
    if (!b.meridiem && !b.twentyFour && a.meridiem === 'am' && b.hour <= a.hour) b.meridiem = 'pm';
    const start = a.twentyFour ? a.hour : to24(a);
    const end = b.twentyFour ? b.hour : to24(b);
    return end > start || end === 24 ? [start, a.minute, end, b.minute] : undefined;
  }
  // Bare numbers: "7-3", "9-9", "8-5" close in the afternoon; "6-10" could be morning or evening.
  if (close.hour <= open.hour) return [open.hour, open.minute, close.hour + 12, close.minute];
  if (close.hour === 12 && open.hour >= 5) return [open.hour, open.minute, 12, close.minute];
  return undefined;
}

const hhmm = (h: number, m: number) =>
  h === 24 ? '23:59' : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/**
 * Opening hours as schema.org wants them, from the hours the owner wrote ("Tue–Sun 7–3",
 * "Di–So 7–17 Uhr", "lun-ven 9h-18h", "24/7"); undefined unless every part reads without doubt.
 */
export function parseHours(hours: string): OpeningHours[] | undefined {
  const text = hours.normalize('NFC');
  // "10h-19h l'été", "hors saison": hours for part of the year are shown as written, not published as the year's.
  if (SEASON.test(text)) return undefined;
  const ranges = [...text.matchAll(RANGE)];
  if (ranges.length === 0) {
    if (ROUND_THE_CLOCK.test(text))
      return [{ days: ALL_DAYS.map((d) => DAY_NAMES[d]), opens: '00:00', closes: '23:59' }];
    return undefined;
  }
  const specs: OpeningHours[] = [];
  for (let i = 0; i < ranges.length; i++) {
    const m = ranges[i];
    const start = m.index ?? 0;
    const before = text.slice(i === 0 ? 0 : (ranges[i - 1].index ?? 0) + ranges[i - 1][0].length, start);
    const after = text.slice(start + m[0].length, ranges[i + 1]?.index ?? text.length);
    let days = daysIn(before);
    if (days.length === 0) days = daysIn(after);
    if (days.length === 0) days = ranges.length === 1 && DAILY.test(text) ? ALL_DAYS : [];
    if (days.length === 0) return undefined;
    const open = clockOf(m[1], m[2], m[3], m[4]);
    const close = clockOf(m[5], m[6], m[7], m[8]);
    if (!open || !close) return undefined;
    const times = resolve(open, close);
    if (!times) return undefined;
    specs.push({
      days: days.map((d) => DAY_NAMES[d]),
      opens: hhmm(times[0], times[1]),
      closes: hhmm(times[2], times[3]),
    });
  }
  // "Mon-Fri 8.30am-5.30pm, Sat mornings", "domingos solo mañanas": a day the owner names that no
  // time reads for would be published as closed. The owner's words are shown as written instead.
  const covered = new Set(specs.flatMap((s) => s.days));
  if (daysIn(text).some((d) => !covered.has(DAY_NAMES[d]))) return undefined;
  return specs;
}
