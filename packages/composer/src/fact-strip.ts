import type { Section } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';
import type { SectionLabels } from './section-labels';
import { capitaliseFirst } from './text';
import type { Facts } from './types';

const sentence = (text: string) => capitaliseFirst(/[.!?]$/.test(text) ? text : `${text}.`);

// The words this file reads schedules with: copy/detect/hours.json, terms.json and kind-sections.json.
const WORDS = CATALOGS.detect['kind-sections'];
const SHORT_DAYS = new Set(WORDS.shortDays);
const DAY_LISTS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'daily',
] as const;
const DAYS = DAY_LISTS.flatMap((key) => CATALOGS.detect.hours[key])
  // "do", "so", "mar", "sam" are words of their own in another language: a day is named in full or as "Mon".
  .filter((w) => w.length >= 4 || SHORT_DAYS.has(w));
const SCHEDULE = new RegExp(
  String.raw`(?<![\p{L}])(?:${[...DAYS, ...CATALOGS.detect.terms.months, ...WORDS.seasonWords].join('|')})s?(?![\p{L}])|\d{1,2}(?:[:.h]\d{2})?\s?(?:${wordsOf('hours', 'scheduleClockSuffixes').join('|')}|h)\b|\b\d{1,2}[:h]\d{2}\b`,
  'iu',
);
const CONJUNCTION = new RegExp(String.raw`^(?:${WORDS.conjunctions.join('|')})\s+`, 'iu');

/** "3 Wochen im März" of "3 Wochen im März, Juni, August und Oktober": one date of a list, which misleads alone. */
function cutFromList(term: string, prompt: string): boolean {
  const at = prompt.indexOf(term);
  if (at < 0) return false;
  const next = /^\s*,\s*([\p{L}]+)/u.exec(prompt.slice(at + term.length, at + term.length + 40));
  return next !== null && SCHEDULE.test(next[1]);
}

/**
 * The owner's terms that say when: days, dates, seasons or times ("Tours run May to September at
 * 9am"). A minimum, a group size or a turnaround ("3 hr minimum", "Jusqu'à 4 personnes") is no
 * schedule. A clause the owner began with "and" joins the one before it ("…19h30, et le dimanche
 * matin"), or stands without it when it comes first.
 */
export function scheduleTerms(terms: string[], prompt = ''): string[] {
  const when: string[] = [];
  for (const term of terms) {
    if (!SCHEDULE.test(term) || cutFromList(term, prompt)) continue;
    if (CONJUNCTION.test(term) && when.length > 0) {
      const joined = term.replace(/^\p{Lu}/u, (c) => c.toLowerCase());
      when[when.length - 1] = `${when[when.length - 1].replace(/[.!]$/, '')}, ${joined}`;
    } else when.push(capitaliseFirst(term.replace(CONJUNCTION, '')));
  }
  return when;
}

/**
 * The strip right under the hero: the owner's promises (after the one the hero line leads with),
 * schedules, the towns served and unnamed prices, each word for word (the hours are
 * the contact block's, never said twice). A fact a
 * block up top already says (`shown`) is left to it; no strip when nothing is left.
 */
export function factStrip(
  facts: Facts,
  labels: SectionLabels,
  shown: string[],
  prompt = '',
): Section | undefined {
  const isShown = (fact: string) => shown.some((s) => s.includes(fact));
  const unsaid = (list: Array<string | undefined>) =>
    list.filter((f): f is string => Boolean(f) && !isShown(f as string));
  // A schedule clause that holds the hours says them with the owner's words around them.
  const when = unsaid(scheduleTerms(facts.terms, prompt));
  // "Séjour de 3 nuits minimum", "Terms run 10 weeks": a term that says no day or time has its own card.
  const other = unsaid(facts.terms.filter((t) => !SCHEDULE.test(t)));
  // A price the owner named by its unit alone ("£85 a tuning", "€65 per horse") is said here, not as
  // a nameless row of the price list. A named one ("Sweeps from £65") is its card's or the price
  // list's: said up top as well, it would be said twice.
  const prices = facts.prices.filter((p) => !p.label).map((p) => p.price);
  const cards: Array<[string, string[]]> = [
    [labels.promises, unsaid(facts.offers.slice(1))],
    [labels.when, when],
    [labels.terms, other],
    [labels.area, unsaid([facts.towns])],
    [labels.prices, unsaid(prices).slice(0, 3)],
  ];
  const features = cards
    .filter(([, said]) => said.length > 0)
    .map(([name, said]) => ({ name, description: said.map(sentence).join(' ') }));
  if (features.length === 0) return undefined;
  return {
    id: 'facts',
    name: labels.keyFacts,
    type: 'features',
    order: 0,
    content: { title: labels.keyFacts, features },
  } as Section;
}
