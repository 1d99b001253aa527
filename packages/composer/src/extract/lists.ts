import type { Tone } from '../types';

const LIST_TRIGGER =
  /\b(?:we\s+(?:also\s+)?(?:offer|provide|do|sell|serve|make|bake|specialise\s+in|specialize\s+in|stock|carry|teach|run|fix|repair|handle|cover|cook|brew|roast|build|design|install|create|host|organise|organize|arrange)|i\s+(?:offer|provide|do|sell|make|teach|fix|repair|specialise\s+in|specialize\s+in)|(?:services|products|menu|offerings|classes|treatments|courses|programs|programmes|specialties|specialities)\s+(?:include|includes|including|are|cover|covers|range\s+from|feature|features)|offering|specializ(?:e|es|ing)\s+in|specialis(?:e|es|ing)\s+in|known\s+for|including|such\s+as|serving\s+up|serving|serves|offers|provides|sells|provide|offer|sell|selling|making|baking|supply|supplies|deliver|delivers|grows|produces|brews|roasts|crafts|restores|rents|hires|breeds|stocks|carries|runs|makes|does|organises|organizes|hosts|teaches|repairs|fixes|builds|designs|installs|creates|focus(?:es|ing)?\s+on|helps?\s+(?:[\w-]+\s+){0,3}?with|doing|covering|handling|handles|handle)\s*:?\s+(?:(?:a\s+(?:wide\s+)?(?:range|variety|selection)\s+of|everything\s+from|all\s+kinds\s+of|things\s+like|services\s+like|great|delicious|fresh|quality|expert|professional)\s+)*/gi;
// Where a list stops: the end of the sentence, or a phrase that starts saying something else.
const LIST_END =
  /(?<!\b(?:e\.g|i\.e|etc|st|dr|mr|mrs|ms|vs))[.!?;\n]|\s+(?:for|to|in|at|with|across|throughout|near|since|so|because|that|which|who|using|all|every|starting|from\s+(?=[$£€\d])|around|à|en|bei|près\s+de|cerca\s+de)\s+|\s+[-–—]\s+|[$£€]\d|\(/i;
const SKIP_ITEM =
  /^(?:and|or|more|much more|lots more|many more|others?|etc\.?|everything|anything|all|you|your|us|it)$/i;
// An item that starts with a verb ("keeps free-range hens") is a new clause, not an offering.
const CLAUSE_ITEM =
  /^(?:keeps?|has|have|offers?|makes?|runs?|sells?|provides?|serves?|does|do|is|are|was|also|we|our|i|grows?|helps?|works?)\s/i;

// Fixed pairs that name one thing, not two ("fish and chips").
const PAIRS =
  /^(?:fish|mac|salt|bed|bread|tea|cheese|strawberries|rock|hair|cut|wash|hot|nuts|bits|pie|bangers)\s+(?:and|&|n)\s+(?:chips|cheese|pepper|breakfast|butter|wine|cream|roll|makeup|make-up|colour|color|blow dry|go|cold|bolts|bobs|mash)$/i;
// An item that ends on a word waiting for what was cut out after it ("réservation au", "call us on").
const DANGLING = /\s(?:au|aux|à|at|on|to|al|am|unter|de|du|des|par|via|per|call|tel|phone)$/i;

function cleanItem(raw: string): string {
  return raw
    .replace(/^[\s\-*•·]+/, '')
    .replace(/^(?:and|or|also|plus)\s+/i, '')
    .replace(/^(?:a|an|the|our|some|custom-made|great|delicious)\s+/i, '')
    .replace(/[\s,.;:!?'’"”)-]+$/u, '')
    .replace(/\s+(?:and|or)\s+more$/i, '')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
    .trim();
}

// "and" in the four languages: "frenos y neumáticos", "mariages et deuil", "Inspektionen und Räder".
const AND = /\s+(?:and|&|or|as\s+well\s+as|plus|y|et|ou|und|oder|sowie)\s+/i;
// Words that qualify a noun named once for both: "solo and group walks", "residential and commercial cleaning".
const SHARED_HEAD =
  /^(?:solo|group|private|individual|one-to-one|1-to-1|residential|commercial|domestic|industrial|indoor|outdoor|adults?|kids|children's|junior|senior|beginners?|intermediate|advanced|men's|mens|women's|womens|ladies|gents|hot|cold|sweet|savoury|savory|new|used|classic|vintage|modern|local|international|morning|evening|weekday|weekend|daily|weekly|monthly|manual|automatic|front|rear|single|double|personal|business|corporate|home|office|interior|exterior|wet|dry|gas|electric|short|long|full|half|small|large)$/i;

const PAIR_INSIDE = new RegExp(`\\b${PAIRS.source.slice(1, -1)}\\b`, 'i');

/** "solo and group walks" → "solo walks", "group walks"; other pairs stay as written. */
function splitPair(last: string): string[] {
  const tail = last.split(AND);
  // "fish and chips" is one dish; otherwise "and" separates items.
  if (PAIRS.test(last.trim())) return [last];
  // "pulled pork and mac and cheese": the dish stays whole among the others.
  const dish = tail.length > 2 ? PAIR_INSIDE.exec(last) : null;
  if (dish) {
    const before = last
      .slice(0, dish.index)
      .replace(/\s+(?:and|&|y|et|und)\s*$/i, '')
      .trim();
    const after = last
      .slice(dish.index + dish[0].length)
      .replace(/^\s*(?:and|&|y|et|und)\s+/i, '')
      .trim();
    return [...(before ? splitPair(before) : []), dish[0], ...(after ? splitPair(after) : [])];
  }
  if (tail.length === 2) {
    const [first, second] = tail.map((t) => t.trim());
    const words = second.split(/\s+/);
    // "classes for kids and adults", "clases para niños y adultos": one offer for both.
    if (words.length === 1 && /\s(?:for|para|pour|für|with|con|avec|mit)\s+\S+$/i.test(first)) return [last];
    if (SHARED_HEAD.test(first) && words.length >= 2 && SHARED_HEAD.test(words[0]))
      return [`${first} ${words.slice(1).join(' ')}`, second];
    // French and Spanish put the qualifier after: "cours collectifs et privés", "clases individuales y
    // grupales" (two plural adjectives of one noun), but "cambio de aceite y frenos" is two things.
    const head = first.split(/\s+/);
    const qualifier = head[head.length - 1];
    if (
      /\s(?:et|y)\s/i.test(last) &&
      head.length === 2 &&
      words.length === 1 &&
      /^\p{Ll}/u.test(second) &&
      /(?:s|x)$/.test(second) &&
      /(?:s|x)$/.test(qualifier) &&
      qualifier.slice(-3) === second.slice(-3)
    )
      return [first, `${head[0]} ${second}`];
  }
  return tail;
}

function splitList(segment: string): string[] {
  const parts = segment.split(/\s*[,;]\s*/).filter(Boolean);
  const last = parts.pop() ?? '';
  return [...parts, ...splitPair(last)];
}

/** Services or products the description lists ("we offer A, B and C"), verbatim, at most 8. */
export function findServices(text: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const push = (item: string) => {
    const value = cleanItem(item);
    const key = value.toLowerCase();
    const words = value.split(/\s+/).length;
    if (
      !value ||
      words > 6 ||
      value.length > 60 ||
      SKIP_ITEM.test(value) ||
      CLAUSE_ITEM.test(value) ||
      seen.has(key)
    ) {
      return;
    }
    if (/@|https?:|\d{3,}/.test(value) || !/\p{L}{2}/u.test(value) || DANGLING.test(value)) return;
    seen.add(key);
    found.push(value);
  };
  for (const m of text.matchAll(LIST_TRIGGER)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const end = LIST_END.exec(rest);
    const segment = end ? rest.slice(0, end.index) : rest;
    const items = splitList(segment);
    const isExplicit = /offer|provide|specialis|specializ|include|sell|serve|menu|teach/i.test(m[0]);
    // "covering London and the South East", "serving Boise": places, not offerings.
    if (/cover|serv/i.test(m[0])) {
      const offers = items.filter((i) => !/^(?:the\s+)?\p{Lu}/u.test(i.trim()));
      if (offers.length < items.length) {
        items.length = 0;
        items.push(...offers);
      }
    }
    if (items.length >= 2 || (isExplicit && items.length === 1 && items[0].split(/\s+/).length <= 4)) {
      for (const item of items) push(item);
    }
  }
  for (const m of text.matchAll(/^\s*(?:[-*•·]|\d+[.)])\s+(.+)$/gm))
    push(m[1].split(/\s+[-–—:]\s+|[.:(]/)[0]);
  // A sentence that is only a list ("Haircuts, beard trims and hot towel shaves.") names the offer too.
  if (found.length === 0) {
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+|\s[-–—:]\s|:\s/)) {
      const raw = sentence.replace(/[.!?]+$/, '').trim();
      const end = LIST_END.exec(raw);
      const body = end ? raw.slice(0, end.index) : raw;
      const items = splitList(body);
      const isBare = !/\b(?:is|are|was|we|our|i|you|your|my|call|email|open|book)\b|[@$£€]|\d{3,}/i.test(
        body,
      );
      const short = items.filter((i) => i.split(/\s+/).length <= 4 && !/\d/.test(i));
      if (isBare && short.length >= 3 && items.length - short.length <= 1) short.forEach(push);
    }
  }
  return found.slice(0, 8);
}

const GENERIC_NOUN =
  /\s+(?:services?|company|business|shop|store|studio|firm|agency|salon|clinic|practice|venue|centre|center|specialists?|experts?|provider|team|consultancy)$/i;

/** "a dog walking and pet sitting service" → ["dog walking", "pet sitting"]. */
export function servicesFromKind(kind: string | undefined): string[] {
  if (!kind || !GENERIC_NOUN.test(kind)) return [];
  const body = kind.replace(/^an?\s+/i, '').replace(GENERIC_NOUN, '');
  const items = body
    .split(/\s*,\s*|\s+(?:and|&)\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((i) => i.split(/\s+/).length <= 3) ? items : [];
}

const AUDIENCE =
  /\b(?:for|serving|helping|caters?\s+to|catering\s+to|aimed\s+at|designed\s+for|perfect\s+for|dedicated\s+to|welcomes?)\s+((?:(?:busy|local|small|young|growing|first-time|new|older|working|aspiring|independent|active|curious|hungry|the\s+whole)\s+)*(?:famil(?:y|ies)|kids|children|toddlers|teens|teenagers|adults|students|professionals|seniors|retirees|homeowners|landlords|tenants|(?:small\s+)?businesses|companies|startups|start-ups|couples|dog\s+owners|pet\s+owners|pets|dogs|cats|travell?ers|tourists|visitors|women|men|mums|moms|dads|parents|athletes|runners|beginners|everyone|locals|commuters|brides|patients|musicians|artists|creators|entrepreneurs|founders|nonprofits|charities|schools|restaurants|retailers|drivers|riders|veterans|communities|neighbours|neighbors|foodies|golfers|gamers|readers|learners|clients|customers)(?:\s+(?:and|&)\s+(?:\p{L}+\s+)?\p{L}+)?(?:\s+of\s+all\s+(?:ages|levels|abilities|sizes))?)/iu;

export function findAudience(text: string): string | undefined {
  return AUDIENCE.exec(text)?.[1]?.trim();
}

const TONE_CUES: Array<[Tone, RegExp]> = [
  [
    'premium',
    /\b(?:luxury|luxurious|premium|upscale|high-end|exclusive|bespoke|elegant|fine dining|boutique)\b/i,
  ],
  ['playful', /\b(?:fun|playful|quirky|colou?rful|cheeky|wacky|party)\b|[\p{Extended_Pictographic}]/iu],
  ['calm', /\b(?:calm|relaxing|relaxed|holistic|gentle|peaceful|tranquil|mindful|soothing|serene)\b/i],
  ['modern', /\b(?:modern|innovative|cutting-edge|state-of-the-art|tech|digital|smart|sleek)\b/i],
  ['professional', /\b(?:professional|trusted|reliable|expert|certified|licensed|accredited|experienced)\b/i],
  ['friendly', /\b(?:friendly|family|cozy|cosy|welcoming|neighbou?rhood|community|warm|local)\b/i],
];

/** The tone the description asks for, from its own words; undefined when it gives no cue. */
export function findTone(text: string): Tone | undefined {
  return TONE_CUES.find(([, cue]) => cue.test(text))?.[0];
}

// A fragment that says something other than what is on offer: hours, contact, place, claims.
const NOT_AN_OFFER =
  /\d{3,}|@|https?:|\d\s*(?:am|pm)\b|\d[:.]\d\d|\b\d{1,2}\s*[-–]\s*\d{1,2}\b|\d+\s*\/\s*\d|\b(?:mon|tues?|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?\b|\b(?:weekdays|weekends|daily|is|are|was|we|we're|our|i|i'm|you|your|my|call|ring|text|phone|email|open|opening|closed|book|booking|visit|find|based|located|since|est|established|welcome|near|covering|available|insured|qualified|certified|registered|licensed|years?|experience|family[- ]run|owned|free\s+(?:quotes?|estimates?|parking|wifi|delivery)|no\s+job)\b/i;
const AUDIENCE_ITEM =
  /\b(?:famil(?:y|ies)|kids|children|adults|teens|people|clients|customers|couples|students|pupils|beginners|seniors|women|men|ladies|gents|pets|dogs|cats|homeowners|landlords|tenants|everyone|all\s+ages|locals|professionals|businesses|companies|traders|freelancers|owners|startups|charities|schools)$/i;

function splitOffers(fragment: string): string[] {
  if (PAIRS.test(fragment.trim())) return [fragment.trim()];
  return splitPair(fragment.replace(/\s+(?:n|\+)\s+/gi, ' and '))
    .map((i) => i.trim())
    .filter(Boolean);
}

/**
 * Offerings listed without a verb right after the words that name the business: "Family bakery in
 * Leeds, sourdough and custom cakes, open Tue–Sun 7–3" → ["sourdough", "custom cakes"]. The list
 * ends at the first fragment that says something else (hours, contact, place, a claim).
 */
export function findListAfter(text: string, start: number, exclude: string[] = []): string[] {
  const rest = /^[^.!?\n]*/.exec(text.slice(start))?.[0] ?? '';
  const fragments = rest.split(/\s*[,;:|]\s*|\s+[-–—]\s+|\s*\p{Extended_Pictographic}+\uFE0F?\s*/u);
  const items: string[] = [];
  // "… for weddings, birthdays and christenings": the head's own "for X" starts the list, unless X is who it is for.
  const forObject = /\bfor\s+(.+)$/i.exec(fragments[0] ?? '')?.[1];
  if (forObject && !AUDIENCE_ITEM.test(forObject) && !NOT_AN_OFFER.test(forObject))
    items.push(...splitOffers(forObject));
  const excluded = exclude.filter(Boolean).map((e) => e.toLowerCase());
  for (const raw of fragments.slice(1)) {
    const fragment = raw.trim();
    if (!fragment) continue;
    if (fragment.length > 80 || NOT_AN_OFFER.test(fragment)) break;
    const end = LIST_END.exec(fragment);
    const body = end ? fragment.slice(0, end.index) : fragment;
    for (const offer of splitOffers(body)) {
      const value = cleanItem(offer);
      if (!value || value.split(/\s+/).length > 5 || !/\p{L}{2}/u.test(value) || SKIP_ITEM.test(value))
        continue;
      // "Joe's Tacos in Austin, TX - tacos…": a state or country code is no offering, nor what is
      // left of "réservation au 04 78…" once the phone is cut out.
      if (
        AUDIENCE_ITEM.test(value) ||
        excluded.includes(value.toLowerCase()) ||
        /^\p{Lu}{2}$/u.test(value) ||
        DANGLING.test(value)
      )
        continue;
      items.push(value);
    }
    if (end) break;
  }
  const seen = new Set<string>();
  const unique = items
    .map(cleanItem)
    .filter((i) => i && !seen.has(i.toLowerCase()) && seen.add(i.toLowerCase()));
  return unique.length >= 2 ? unique.slice(0, 8) : [];
}
