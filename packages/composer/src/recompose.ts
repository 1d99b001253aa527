import type { Content, OwnerFacts, SiteFacts } from '@mainstreet/site/model';
import { composeBuiltin } from './compose-builtin';
import { chatE164 } from './extract/phone';
import { applyOwnerFacts, factsOfReading } from './facts-form';
import { SITE_LANGUAGES, type SiteLanguage } from './language/detect';
import { withReachLinks } from './reach-links';
import { type Reading, readDescription } from './read';
import { carryOver, replaceInTexts, serviceRenames, withPhotos } from './recompose-carry';
import { withModelTexts } from './recompose-model';
import { fingerprint, fingerprintTexts, pictures } from './text-fingerprint';
import type { GenerateRequest } from './types';

/** The description as stored with the site, and the choices made when it was generated. */
export type StoredRequest = Pick<GenerateRequest, 'prompt' | 'industry'>;

const FACT_KEYS = [
  'name',
  'kind',
  'area',
  'services',
  'hours',
  'phone',
  'whatsapp',
  'email',
  'address',
  'booking',
  'social',
  'foundedYear',
  'language',
  'sellingPoints',
] as const satisfies readonly (keyof SiteFacts)[];

/** The facts a page states in words: an old value of one is replaced wherever it still stands. */
const WORDED = ['name', 'area', 'hours', 'phone', 'whatsapp', 'email', 'address', 'foundedYear'] as const;

/** The description read once, in the language the site is written in now. */
function readStored(request: StoredRequest, stored: Content): Reading {
  const reading = readDescription(request);
  const language = stored.meta.language as SiteLanguage;
  return SITE_LANGUAGES.includes(language) ? { ...reading, language } : reading;
}

/** What the editor shows as a fact, unless it still holds a placeholder. */
function shown(stored: Content, path: string, value: string | undefined): string | undefined {
  return stored.meta.placeholders.includes(path) ? '' : value?.trim();
}

/**
 * The facts the site states now: what the composer read, what the owner typed in the editor's name
 * and contact fields since, and what they set in the facts form (`meta.ownerFacts`), in that order.
 */
function factsOf(reading: Reading, stored: Content): SiteFacts {
  const read = factsOfReading(reading);
  const { contact } = stored;
  // A heading made of the owner's words for want of a name is no name: the form asks for one. A
  // heading the owner typed in the editor since is theirs.
  const heading = stored.meta.composed?.siteName;
  const unnamed =
    stored.meta.facts?.missing?.includes('name') &&
    !stored.meta.ownerFacts?.name &&
    (heading
      ? heading === fingerprint(stored.siteName)
      : // Stored before the heading's fingerprint: what the composer writes for it now stands in.
        stored.siteName === composeBuiltin({ prompt: reading.prompt }, { reading }).content.siteName);
  const edited: Partial<SiteFacts> = {
    name: unnamed ? '' : shown(stored, 'siteName', stored.siteName),
    phone: shown(stored, 'contact.phone', contact.phone),
    email: shown(stored, 'contact.email', contact.email),
    address: shown(stored, 'contact.address', contact.address),
    hours: shown(stored, 'contact.hours', contact.hours),
  };
  const fromEditor = Object.fromEntries(Object.entries(edited).filter(([, v]) => v !== undefined));
  return { ...read, ...fromEditor, ...stored.meta.ownerFacts };
}

/** The facts form of a stored site: every fact as the page states it. */
export function siteFactsOf(request: StoredRequest, stored: Content): SiteFacts {
  return factsOf(readStored(request, stored), stored);
}

/** The facts that differ from what the composer read: the owner's, kept as theirs. */
function ownerPart(read: SiteFacts, facts: SiteFacts): OwnerFacts {
  const own: Record<string, unknown> = {};
  for (const key of FACT_KEYS)
    if (JSON.stringify(read[key]) !== JSON.stringify(facts[key])) own[key] = facts[key];
  return own as OwnerFacts;
}

export type Recomposed = {
  content: Content;
  /** The paths of texts the owner wrote by hand, kept as they wrote them. */
  kept: string[];
};

/**
 * The site written again from the owner's facts: the stored description read once, the owner's
 * facts over what was read, composed again by the built-in writer (a model's texts kept, see
 * withModelTexts); every text the owner edited by
 * hand is kept (with a changed fact's old value replaced in it), and so are their pictures, their
 * look and their own sections. The facts form is then the one source of the page's facts.
 * `photos`: the owner's new photos, placed where the site has no picture yet.
 */
export function recomposeWithFacts(
  request: StoredRequest,
  stored: Content,
  facts: SiteFacts,
  options: { now?: Date; photos?: string[] } = {},
): Recomposed {
  const base = readStored(request, stored);
  const read = factsOfReading(base);
  const before = factsOf(base, stored);
  const owner = ownerPart(read, facts);
  const reading = applyOwnerFacts(base, owner);
  const composed = composeBuiltin(
    { prompt: request.prompt, industry: reading.industry },
    { reading, now: options.now },
  ).content;
  // Sites stored before fingerprints: what the composer writes for the facts they had stands in.
  const reference =
    stored.meta.composed ??
    fingerprintTexts(
      composeBuiltin(
        { prompt: request.prompt, industry: request.industry },
        { reading: applyOwnerFacts(base, ownerPart(read, before)), now: options.now },
      ).content,
    );
  // A site the model wrote keeps the model's texts where the facts they were written from stand.
  const differs = (key: keyof SiteFacts) => JSON.stringify(before[key]) !== JSON.stringify(facts[key]);
  const renames = serviceRenames(before.services, facts.services);
  const written = withModelTexts(stored, composed, reference, differs, renames);
  const { content, kept, keptFingerprints } = carryOver(stored, written, reference, {
    // Another language brings its own menu and footer labels; otherwise the owner's menu stays.
    keepMenu: facts.language === before.language,
    renames,
  });
  // Texts composed again quote the description (its value), kept texts the page as it was (before).
  // A description's value that one of the owner's facts still holds ("Leeds" in "Rosa Bakes Leeds")
  // is left alone.
  const current = WORDED.map((key) => facts[key]).filter((v): v is string => typeof v === 'string');
  const changed = WORDED.flatMap((key) =>
    [before[key], read[key]].flatMap((was, i) => {
      const now = facts[key];
      if (typeof was !== 'string' || typeof now !== 'string' || !was || !now || was === now) return [];
      return i === 1 && current.some((value) => value.includes(was)) ? [] : [[was, now]];
    }),
  ) as [string, string][];
  // A changed fact's old value goes wherever the page still says it: the owner's own sentences too.
  // A WhatsApp number typed without its "+" gets its country from the description and the owner's facts.
  const chat = facts.whatsapp
    ? chatE164(
        facts.whatsapp,
        [request.prompt, facts.area, facts.address].join('\n'),
        reading.facts.addressParts?.country,
        facts.language,
      )
    : undefined;
  // Texts composed again quote the owner's description: a new value is never spliced into a phrase of theirs.
  const quotedTexts = fingerprintTexts(composed);
  const quotes = (path: string, text: string) => quotedTexts[path] === fingerprint(text);
  const withLinks = withReachLinks(replaceInTexts(content, changed, [facts.name], quotes), facts, chat);
  // The pictures' fingerprints as they were: a photo placed now is the owner's from here on.
  const mediaFingerprints = Object.fromEntries(
    Object.entries(reference).filter(([path]) => path.endsWith('.imageUrl')),
  );
  const final = withPhotos(withLinks, options.photos ?? [], mediaFingerprints);
  return {
    content: {
      ...final,
      meta: {
        ...final.meta,
        ownerFacts: owner,
        composed: { ...fingerprintTexts(final), ...mediaOf(reference, final), ...keptFingerprints },
      },
    },
    kept,
  };
}

/**
 * The pictures' fingerprints carried over: a picture still the one the generator chose keeps its
 * mark (a later photo may replace it), any other is the owner's and gets none.
 */
function mediaOf(reference: Record<string, string>, content: Content): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const [path, url] of pictures(content)) {
    // Services' pictures move with their names; only the hero's and about's places are fixed.
    marks[path] = reference[path] === fingerprint(url) ? reference[path] : '-';
  }
  return marks;
}
