import type { Industry, Section } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { factStrip } from './fact-strip';
import { holdsClasses, sectionLabelsFor } from './section-labels';
import { capitaliseFirst } from './text';
import type { Facts } from './types';

// The words this file reads descriptions with: copy/detect/kind-sections.json.
const WORDS = CATALOGS.detect['kind-sections'];

/**
 * Which sections a kind of business calls for, and where. Sections ordered below zero are drawn
 * right under the hero (packages/site site-page), where visitors look first; every card quotes the
 * owner's words, so a section appears only when the description gives what it holds.
 */
export type KindPlan = {
  /** Up top: a visit block (hours, booking, parking, prices), a timetable or a service area. */
  top: Section[];
  /** The page order of the regular sections, by id. */
  order: string[];
  /** The heading of the price list: "Menu" for food, "Prices" elsewhere. */
  pricesTitle?: string;
};

type Group = 'food' | 'visit' | 'classes' | 'trade' | 'stay' | 'other';

const GROUPS: Partial<Record<Industry, Group>> = {
  restaurant: 'food',
  healthcare: 'visit',
  beauty: 'visit',
  retail: 'visit',
  fitness: 'classes',
  education: 'classes',
  'non-profit': 'classes',
  entertainment: 'classes',
  construction: 'trade',
  automotive: 'trade',
  manufacturing: 'trade',
  professional: 'trade',
  legal: 'trade',
  finance: 'trade',
  'real-estate': 'trade',
  travel: 'stay',
};

/** Regular sections' order per group: what each kind's visitors need next. */
const ORDERS: Record<Group, string[]> = {
  food: ['pricing', 'about-expanded', 'features', 'faq', 'cta'],
  visit: ['features', 'pricing', 'faq', 'about-expanded', 'cta'],
  classes: ['pricing', 'features', 'about-expanded', 'faq', 'cta'],
  trade: ['features', 'about-expanded', 'pricing', 'faq', 'cta'],
  stay: ['about-expanded', 'pricing', 'features', 'faq', 'cta'],
  other: ['about-expanded', 'features', 'pricing', 'faq', 'cta'],
};

const sentence = (text: string) => capitaliseFirst(/[.!?]$/.test(text) ? text : `${text}.`);
const FROM_PRICE = new RegExp(String.raw`^(?:${WORDS.fromWords.join('|')})\b`, 'i');

/** The sections the kind and the description call for, and the order of the rest. */
export function planKindSections(industry: Industry, facts: Facts, language: string, prompt = ''): KindPlan {
  const group = GROUPS[industry] ?? 'other';
  const labels = sectionLabelsFor(language, facts.voice);
  const { booking, parking, area } = facts.visiting;
  const fromPrice = facts.prices.find((p) => FROM_PRICE.test(p.price));
  const top: Section[] = [];
  const cards = (entries: Array<[string, string | undefined]>) =>
    entries.flatMap(([name, value]) => (value ? [{ name, description: value }] : []));
  // A timetable of classes where the owner holds them; an escape room's or a choir's times are its hours.
  // "Pop in Thurs-Sat 10 till 4" from a studio that also runs courses: the sentence that gives the
  // times says whether they are a timetable or opening hours.
  const timesSaid = facts.hours
    ? prompt.split(/(?<=[.!?])\s+/).find((s) => s.includes(facts.hours as string))
    : undefined;
  const schedule = holdsClasses(timesSaid ?? prompt, language) ? labels.schedule : labels.hoursOnly;
  if (group === 'classes' && facts.hours) {
    // Classes, rehearsals and sessions: the owner's days and times are the timetable, word for word.
    const features = cards([
      [schedule, facts.hours && capitaliseFirst(facts.hours)],
      [labels.booking, booking && sentence(booking)],
      [
        labels.prices,
        fromPrice && `${capitaliseFirst(fromPrice.label) || labels.prices}: ${fromPrice.price}`,
      ],
    ]);
    top.push(section('schedule', schedule, 'features', { title: schedule, features }));
  } else if (
    (group === 'visit' || group === 'food') &&
    [facts.hours, booking, parking].filter(Boolean).length >= 2
  ) {
    const features = cards([
      [labels.hours, facts.hours && capitaliseFirst(facts.hours)],
      [labels.booking, booking && sentence(booking)],
      [labels.parking, parking && sentence(parking)],
    ]);
    top.push(section('visit', labels.visit, 'features', { title: labels.visit, features }));
  }
  if (area && (group === 'trade' || group === 'other' || group === 'stay')) {
    top.push(section('area', labels.area, 'about-expanded', { title: labels.area, content: sentence(area) }));
  }
  // The owner's promises, schedules, towns and unnamed prices the blocks above leave out, under them.
  const strip = factStrip(
    facts,
    labels,
    top.map((s) => JSON.stringify(s.content)),
    prompt,
  );
  if (strip) top.push(strip);
  top.forEach((s, i) => {
    s.order = i - top.length;
  });
  return {
    top,
    order: ORDERS[group],
    pricesTitle: group === 'food' ? labels.menu : undefined,
  };
}

function section(id: string, name: string, type: 'features' | 'about-expanded', content: object): Section {
  return { id, name, type, order: 0, content } as Section;
}

/**
 * The blocks up top without the lines `said` elsewhere: the band's cards lose such sentences (a card
 * left with none goes), and, with `whole`, a block whose one text is said goes too.
 */
export function withoutSaid(top: Section[], said: (line: string) => boolean, whole: boolean): Section[] {
  return top.filter((s) => {
    const c = s.content as { content?: string; features?: Array<{ description: string }> } | null;
    if (c?.features && (whole || s.id === 'facts')) {
      for (const f of c.features)
        f.description = f.description
          .split(/(?<=[.!?])\s+/)
          .filter((line) => !said(line))
          .join(' ');
      c.features = c.features.filter((f) => f.description);
      return c.features.length > 0;
    }
    return !(whole && c?.content && said(c.content));
  });
}

/**
 * The owner's sentences (`lines`, About's) that hold a fact of the band under the hero take that fact's
 * place there, whole: "Public classes every Friday and Saturday at 7pm, private parties for groups of
 * 10+." is the When card, not a clause of it again in About. Returns the sentences moved, which About
 * no longer says; a fact another moved sentence already says leaves its card.
 */
export function sentencesUpTop(top: Section[], lines: string[]): Set<string> {
  const moved = new Set<string>();
  const core = (line: string) =>
    line
      .toLowerCase()
      .replace(/[.!?]$/, '')
      .trim();
  for (const s of top) {
    const c = s.content as { features?: Array<{ description: string }> } | null;
    if (s.id !== 'facts' || !c?.features) continue;
    for (const f of c.features) {
      const kept: string[] = [];
      for (const line of f.description.split(/(?<=[.!?])\s+/)) {
        const holder = core(line) ? lines.find((l) => l.toLowerCase().includes(core(line))) : undefined;
        if (!holder) kept.push(line);
        else if (!moved.has(holder)) {
          moved.add(holder);
          kept.push(holder);
        }
      }
      f.description = kept.join(' ');
    }
    c.features = c.features.filter((f) => f.description);
  }
  return moved;
}
