import { CATALOGS } from './catalog/load';
import { wordsOf } from './catalog/words';
import { sayOnce, shapeName } from './language/grammar';

// The words this file reads descriptions with: copy/detect/text.json.
const WORDS = CATALOGS.detect.text;
/** Values a template may use; a missing value drops its [bracketed part]. `lang` is the site's language, not a value. */
export type TemplateVars = Partial<
  Record<
    'name' | 'kind' | 'noun' | 'location' | 'audience' | 'year' | 'services' | 'service' | 'lang',
    string
  >
>;

/** 32-bit FNV-1a hash: a stable seed from a description. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded generator (mulberry32), so the same description always picks the same phrases. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VAR = /\{(\w+)\}/g;

// "{ at {name}| in {location}|}": one of the options, each of which may hold {values} and [parts].
const CHOICE = /\{((?:[^{}|]|\{\w+\})*(?:\|(?:[^{}|]|\{\w+\})*)+)\}/;

/**
 * Remembers what is worked out once per template: the phrase banks are fixed, and a sentence of
 * three choices has dozens of wordings that every site would otherwise expand again. Bounded, in
 * case a caller ever passes text of its own.
 */
function memo<T>(work: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= 100_000) known.clear();
      value = work(key);
      known.set(key, value);
    }
    return value;
  };
}

// A group of one option once its inner choices are made ("{Do I need to {be|get} fit}?"): its words.
const SINGLE = /\{(?!\w+\})((?:[^{}|]|\{\w+\})*)\}/;

const expansions = memo((template: string): readonly string[] => {
  const m = CHOICE.exec(template);
  if (!m) {
    const single = SINGLE.exec(template);
    if (!single) return [template];
    return expansions(
      template.slice(0, single.index) + single[1] + template.slice(single.index + single[0].length),
    );
  }
  const head = template.slice(0, m.index);
  const tail = template.slice(m.index + m[0].length);
  // Each distinct wording once: "{{A|B} {c|d}|E}" would give E once per inner choice, favouring it.
  return [...new Set(splitOptions(m[1]).flatMap((option) => expansions(head + option + tail)))];
});

/** Every wording a template offers: "Ask{ {name}| us}" → "Ask {name}", "Ask us". Without a choice, the template. */
export function expandChoices(template: string): readonly string[] {
  return expansions(template);
}

/** The options of a choice, split on the bars outside {values}. */
function splitOptions(body: string): string[] {
  const options: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') depth++;
    else if (body[i] === '}') depth--;
    else if (body[i] === '|' && depth === 0) {
      options.push(body.slice(start, i));
      start = i + 1;
    }
  }
  options.push(body.slice(start));
  return options;
}

const requiredVars = memo((template: string): readonly string[] => {
  const outside = template.replace(/\[[^\]]*\]/g, '');
  return [...outside.matchAll(VAR)].map((m) => m[1]);
});

export function canFill(template: string, vars: TemplateVars): boolean {
  return expandChoices(template).some((t) =>
    requiredVars(t).every((v) => Boolean(vars[v as keyof TemplateVars])),
  );
}

/** Fill a template: drop [parts] with unknown values, substitute the rest, tidy articles and capitals. */
export function fill(template: string, vars: TemplateVars): string {
  const value = (key: string) => vars[key as keyof TemplateVars] ?? '';
  const english = !vars.lang || vars.lang === 'en';
  // Given a template with choices, fill the first wording its values allow (pickTemplate chooses among them).
  const wordings = expandChoices(template);
  const chosen = wordings.find((t) => canFill(t, vars)) ?? wordings[0];
  // "bei {name}" → "bei der {name}" for "Bäckerei Sonnenkorn"; "at {name}" → "with Tom" for "Tom Reyes".
  const wording = vars.name ? shapeName(chosen, vars.name, vars.lang) : chosen;
  const filled = wording
    .replace(/\[([^\]]*)\]/g, (_, part: string) =>
      [...part.matchAll(VAR)].every((m) => value(m[1])) ? part : '',
    )
    .replace(VAR, (_, key: string) => value(key));
  // "a apple" → "an apple" is English; in Spanish "a" is a preposition ("Bienvenidos a Olivia").
  let out = sayOnce((english ? tidyEnglish(filled) : filled).replace(/\s{2,}/g, ' '), vars)
    .replace(/\s+([,.!?])/g, '$1')
    .trim();
  // French sets ? ! ; : apart with a no-break space ("Puis-je venir sans rendez-vous ?"), never alone on a line.
  if (vars.lang === 'fr') out = out.replace(/(?<=[\p{L}\d»)])\s*([?!;:])(?=\s|$)/gu, '\u00a0$1');
  return capitaliseSentences(out, vars.name);
}

/** "{name} is {kind} — …" with no kind: the copula before the dash goes. */
const KINDLESS_COPULA = new RegExp(`\\s+(?:${wordsOf('compose', 'copulas').join('|')})\\s+(?=[—–]\\s)`, 'g');
/** Slips a filled template can make in English: "a apple", "is — a calm space", "yoga classes classes". */
function tidyEnglish(text: string): string {
  return (
    text
      .replace(
        new RegExp(String.raw`\b([Aa]) (?=[AEIOUaeiou](?!${WORDS.notAnBefore.join('|')}))`, 'g'),
        '$1n ',
      )
      // "{name} is {kind} — …" with no kind known reads "Yoga with Priya — a calm space…".
      .replace(KINDLESS_COPULA, ' ')
      .replace(/\b(\p{L}{4,})\s+\1\b/giu, '$1')
  );
}

/** Capitals after . ! ?, but not after a name's own full stop ("Crumb & Co. bakes…"). */
export function capitaliseSentences(text: string, name?: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (all, lead: string, ch: string, at: number) =>
    name?.endsWith('.') && text.slice(0, at + 1).endsWith(name) ? all : lead + ch.toUpperCase(),
  );
}

export function capitaliseFirst(text: string): string {
  return text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

const SMALL_WORDS = new Set(WORDS.smallWords);

/** Title case for a name written all in lower case ("joe's plumbing" → "Joe's Plumbing"); others stay as written. */
export function presentName(name: string): string {
  if (/\p{Lu}/u.test(name)) return name;
  return name
    .split(/(\s+)/)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/^\p{Ll}/u, (c) => c.toUpperCase())))
    .join('');
}

/** "a, b and c"; `and` is the word in the site's language (" y ", " et "); "a, b and c" too when an item holds it ("b and c"). */
export function joinList(items: string[], and = ' and '): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')}${items.some((i) => i.includes(and)) ? ', ' : and}${items[items.length - 1]}`;
}

/** A line's sentences, without their closing marks, in lower case: "Get in touch." and "Get in touch" are one. */
export function sentencesIn(line: string): string[] {
  return line
    .split(/(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/[.!?…]+$/, '')
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean);
}

/** How often a page may use a fact before a line without it is preferred: the name sparingly, the rest less. */
const FACT_LIMITS: Record<string, number> = { name: 5, location: 4, kind: 2, services: 3, service: 2 };

/** The facts a filled template says (the noun is always known and says nothing of the description). */
function factsSaid(template: string, vars: TemplateVars): string[] {
  const values = [...template.matchAll(VAR)].map((m) => m[1]);
  return [...new Set(values)].filter((v) => v !== 'noun' && v !== 'lang' && vars[v as keyof TemplateVars]);
}

/**
 * Pick one of the templates (and their choices) that can be filled, by the seeded generator; `preferRich`
 * favours templates using the most known values, and when `tally` counts the facts the page has said
 * already, a fact said often counts against a template instead, so a page mixes its facts. `used` holds
 * the lines the site already says: a template that would say one again is passed over while another is
 * left, and the line picked is added to it. With `maxLength` (a button's label), a wording longer than it
 * is passed over while a shorter one is left ("Contact The Learning Tree Montessori School" is no button).
 */
export function pickTemplate(
  templates: string[],
  vars: TemplateVars,
  random: () => number,
  preferRich = false,
  used?: Set<string>,
  tally?: Map<string, number>,
  maxLength?: number,
): string {
  const wordings =
    templates.length === 1 ? expandChoices(templates[0]) : [...new Set(templates.flatMap(expandChoices))];
  let usable = wordings.filter((t) => canFill(t, vars));
  if (maxLength) {
    const short = usable.filter((t) => fill(t, vars).length <= maxLength);
    if (short.length > 0) usable = short;
  }
  // The richest wordings first (when asked), then the rest: each tier is tried for a fresh line.
  let tiers: (readonly string[])[] = [usable];
  if (preferRich && usable.length > 1) {
    // The noun is always known, so it says nothing about how much of the description a template uses.
    // A fact said up to its limit still beats a line with no fact; said twice as often, it counts against one.
    const worth = (v: string) => {
      const said = (tally?.get(v) ?? 0) / (FACT_LIMITS[v] ?? 1);
      return said < 1 ? 1 : said < 2 ? 0.25 : -0.5;
    };
    // A fact said twice in one line is one fact said, and a line the worse for it.
    const richness = (t: string) => {
      const said = requiredVars(t).filter((v) => v !== 'noun');
      const facts = new Set(said);
      return [...facts].reduce((n, v) => n + worth(v), 0) - (said.length - facts.size);
    };
    const byRichness = new Map<number, string[]>();
    for (const t of usable) {
      const r = richness(t);
      const tier = byRichness.get(r);
      if (tier) tier.push(t);
      else byRichness.set(r, [t]);
    }
    tiers = [...byRichness].sort((a, b) => b[0] - a[0]).map(([, tier]) => tier);
  }
  const isFresh = (t: string) => !used || !sentencesIn(fill(t, vars)).some((s) => used.has(s));
  let template: string | undefined;
  for (const tier of tiers) {
    template = pickFresh(tier, random, isFresh);
    if (template) break;
  }
  // Nothing fresh anywhere: the richest tier as it is (a line said again beats no line).
  if (!template) {
    const pool = tiers[0]?.length ? tiers[0] : wordings;
    template = pool[Math.floor(random() * pool.length)];
  }
  const line = fill(template, vars);
  for (const sentence of sentencesIn(line)) used?.add(sentence);
  if (tally) for (const fact of factsSaid(template, vars)) tally.set(fact, (tally.get(fact) ?? 0) + 1);
  return line;
}

/**
 * A random wording of the pool that passes `isFresh`: a few random draws first (filling a wording
 * costs more than drawing one, and most are fresh), then the rest in order; undefined when none is.
 */
function pickFresh(
  pool: readonly string[],
  random: () => number,
  isFresh: (t: string) => boolean,
): string | undefined {
  if (pool.length === 0) return undefined;
  const tried = new Set<number>();
  for (let draw = 0; draw < 6 && tried.size < pool.length; draw++) {
    const i = Math.floor(random() * pool.length);
    if (tried.has(i)) continue;
    tried.add(i);
    if (isFresh(pool[i])) return pool[i];
  }
  return pool.find((t, i) => !tried.has(i) && isFresh(t));
}

/** The longest button label worth a wording of its own; longer ones give way to a shorter wording. */
export const BUTTON_MAX_CHARS = 28;

// English first-person rewriting (copy/en/detect/compose.json): "{name} serves" → "we serve".
const compose = (list: Parameters<typeof wordsOf<'compose'>>[1]) => wordsOf('compose', list).join('|');
/** "is" → "are", "has" → "have": the irregular verbs, as "third:first". */
const FIRST_PERSON: Record<string, string> = Object.fromEntries(
  wordsOf('compose', 'firstPersonVerbs').map((pair) => pair.split(':')),
);
const IES = new RegExp(`(?:${compose('verbIesEndings')})$`);
const ES = new RegExp(`(?:${compose('verbEsEndings')})$`);
const S = new RegExp(`(?:${compose('verbSEndings')})$`);
const WE = wordsOf('compose', 'weWords')[0] ?? '';
const NAME_AND = new RegExp(
  String.raw`(^|[.!?]\s+|\]|[{|])\{name\}(\[?\s*)([a-z]+)(?:(\s+(?:${compose('templateAnds')})\s+)([a-z]+)\b)?`,
  'g',
);
const WE_CHOICE = new RegExp(String.raw`(\b(?:${compose('weWords')})\[[^\]]*\]\s+)([a-z]+)\b`, 'g');
const THE_NAME = new RegExp(String.raw`\b(?:${compose('nameArticles')}) \{name\}`, 'g');
const OWN_NOUN = wordsOf('compose', 'ownNoun')[0] ?? '';
const OWN = wordsOf('compose', 'ownWord')[0] ?? '';

/** "serves" → "serve": the verb after "we" instead of after a name; undefined when the word is no such verb. */
function firstPerson(verb: string): string | undefined {
  if (FIRST_PERSON[verb]) return FIRST_PERSON[verb];
  if (IES.test(verb)) return `${verb.slice(0, -3)}y`;
  if (ES.test(verb)) return verb.slice(0, -2);
  if (S.test(verb)) return verb.slice(0, -1);
  return undefined;
}

/**
 * A template for a business whose name is not known yet: the business speaks for itself.
 * "{name} is {kind}" → "we are {kind}", "{name}’s team" → "our team", "About {name}" → "About our {noun}".
 */
export function anonymise(template: string): string {
  return withoutNameChoices(template)
    .replace(NAME_AND, (all, lead: string, gap: string, verb: string, and?: string, second?: string) => {
      const first = firstPerson(verb);
      if (!first) return all;
      const next = and && second ? `${and}${firstPerson(second) ?? second}` : '';
      return `${lead}${WE}${gap}${first}${next}`;
    })
    .replace(WE_CHOICE, (all, lead: string, verb: string) => {
      const first = firstPerson(verb);
      return first ? lead + first : all;
    })
    .replace(THE_NAME, OWN_NOUN)
    .replace(/\{name\}(?:’s|'s)/g, OWN)
    .replace(/\{name\}/g, OWN_NOUN);
}

/** A choice's options that need the name are dropped where it has others ("How do I book{ at {name}|}?"). */
function withoutNameChoices(template: string): string {
  return template.replace(new RegExp(CHOICE.source, 'g'), (all, body: string) => {
    const kept = splitOptions(body).filter((option) => !option.includes('{name}'));
    if (kept.length === 0) return all;
    return kept.length === 1 ? kept[0] : `{${kept.join('|')}}`;
  });
}

/** Every template in a phrase bank, anonymised; patterns and other values stay as they are. */
export function withoutName<T>(value: T): T {
  if (typeof value === 'string') return anonymise(value) as T;
  if (Array.isArray(value)) return value.map(withoutName) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutName(v)])) as T;
  }
  return value;
}
