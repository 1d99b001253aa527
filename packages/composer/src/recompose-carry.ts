import type { Content } from '@mainstreet/site/model';
import { CATALOGS } from './catalog/load';
import { contentWords } from './owner-words';
import { fingerprint, proseTexts } from './text-fingerprint';

// "services.2.description": a text of the content's `services` list, by its place in the list.
const SERVICES: keyof Content = 'services';
const SERVICE_PATH = new RegExp(`^${SERVICES}\\.(\\d+)\\.(.+)$`);

type Node = Record<string, unknown>;

/** Sets a string at a dotted path when the path leads to a string already (never builds new nodes). */
export function setString(root: unknown, path: string, text: string): boolean {
  const keys = path.split('.');
  let node = root as Node;
  for (const key of keys.slice(0, -1)) {
    const next = node?.[key];
    if (typeof next !== 'object' || next === null) return false;
    node = next as Node;
  }
  const last = keys[keys.length - 1];
  if (typeof node[last] !== 'string') return false;
  node[last] = text;
  return true;
}

const key = (name: string) => name.trim().toLowerCase();
const same = (a: string, b: string) => key(a) === key(b);

/**
 * The services the owner renamed in the form, old name → new: the same place in the list, the old
 * name gone and the new one not there before ("Sourdough loaves" → "Sourdough bread"). A service
 * removed or added shifts the others, but their names still stand, so it reads as no rename.
 */
export function serviceRenames(before: { name: string }[], after: { name: string }[]): Map<string, string> {
  const renames = new Map<string, string>();
  before.forEach((was, i) => {
    const now = after[i]?.name;
    if (!now || same(was.name, now)) return;
    if (after.some((s) => same(s.name, was.name)) || before.some((s) => same(s.name, now))) return;
    renames.set(key(was.name), now);
  });
  return renames;
}

/** The name a stored service has now: its new name when the owner renamed it. */
export const currentName = (name: string, renames: Map<string, string>) => renames.get(key(name)) ?? name;

export type Carried = {
  content: Content;
  /** Paths (in the new content) of the texts kept as the owner wrote them. */
  kept: string[];
  /** What the composer wrote at those paths, so they still read as the owner's next time. */
  keptFingerprints: Record<string, string>;
};

/**
 * The composed site with what the owner made their own in the stored one: texts edited by hand
 * (their text no longer matches the composer's fingerprint), pictures, look, menu and their own
 * sections. A service's description follows the service by name (renamed in the form, too); a section with a hand-edited text
 * is kept whole, in place of the composer's section of the same id.
 */
export function carryOver(
  stored: Content,
  composed: Content,
  reference: Record<string, string>,
  options: { keepMenu: boolean; renames?: Map<string, string> },
): Carried {
  const renames = options.renames ?? new Map<string, string>();
  const next = structuredClone(composed);
  const fresh = proseTexts(composed);
  const kept: string[] = [];
  const keptFingerprints: Record<string, string> = {};
  const isEdited = (path: string, text: string) => reference[path] !== fingerprint(text);
  const keep = (path: string, text: string, from: string) => {
    if (!setString(next, path, text)) return;
    kept.push(path);
    const was = fresh.get(path);
    keptFingerprints[path] = was !== undefined ? fingerprint(was) : (reference[from] ?? '-');
  };

  for (const [path, text] of proseTexts(stored)) {
    if (!isEdited(path, text) || path.startsWith('sections.')) continue;
    const service = SERVICE_PATH.exec(path);
    if (!service) {
      keep(path, text, path);
      continue;
    }
    const name = currentName(stored.services[Number(service[1])]?.name ?? '', renames);
    const at = next.services.findIndex((s) => same(s.name, name));
    if (at >= 0) keep(`services.${at}.${service[2]}`, text, path);
  }

  // Sections: the owner's (no counterpart) and those holding a hand edit stay as stored.
  const storedTexts = proseTexts(stored);
  stored.sections.forEach((section, i) => {
    const prefix = `sections.${i}.`;
    const texts = [...storedTexts].filter(([p]) => p.startsWith(prefix));
    const edited = texts.some(([p, t]) => isEdited(p, t));
    const at = next.sections.findIndex((s) => s.id === section.id);
    // The composer's own section follows the facts (or goes with them); an owner-added one has no
    // fingerprints, so it reads as edited and stays.
    if (!edited) return;
    const index = at >= 0 ? at : next.sections.length;
    next.sections[index] = structuredClone(section);
    for (const [p] of texts) {
      const path = `sections.${index}.${p.slice(prefix.length)}`;
      kept.push(path);
      keptFingerprints[path] = reference[p] ?? '-';
    }
  });

  // Pictures the site has stay where they are; a service's goes with the service's name.
  const pictures = (from: Pick<Content['hero'], 'imageUrl' | 'imageCredit' | 'videoUrl'>) => ({
    imageUrl: from.imageUrl,
    imageCredit: from.imageCredit,
    videoUrl: from.videoUrl,
  });
  next.hero = { ...next.hero, ...pictures(stored.hero) };
  next.about = { ...next.about, imageUrl: stored.about.imageUrl, imageCredit: stored.about.imageCredit };
  next.services = next.services.map((s) => {
    const was = stored.services.find((o) => same(currentName(o.name, renames), s.name));
    return was ? { ...s, ...pictures(was) } : s;
  });
  next.theme = stored.theme ?? next.theme;
  if (options.keepMenu) {
    next.navigation = { ...stored.navigation, links: menuOf(stored.navigation.links, next.navigation.links) };
    next.footer = { ...next.footer, links: menuOf(stored.footer.links, next.footer.links) };
  }
  next.widgets = [
    ...next.widgets.filter((w) => w.type === 'map'),
    ...stored.widgets.filter((w) => w.type !== 'map'),
  ];
  next.meta = { ...next.meta, publicUrl: stored.meta.publicUrl };
  return { content: next, kept, keptFingerprints };
}

type MenuLink = Content['navigation']['links'][number];

/**
 * The owner's menu over the page's new sections: a link to a section the page has now ("Services"
 * once the owner listed some) comes in, one to a section gone leaves, and the links that stay keep
 * the owner's names; links elsewhere (not "#…") the owner added stay at the end.
 */
function menuOf(stored: MenuLink[], composed: MenuLink[]): MenuLink[] {
  const byUrl = new Map(stored.map((link) => [link.url, link]));
  const onPage = composed.map((link) => byUrl.get(link.url) ?? link);
  const elsewhere = stored.filter(
    (link) => !link.url.startsWith('#') && !composed.some((c) => c.url === link.url),
  );
  return [...onPage, ...elsewhere];
}

/** Every prose text, fact field and the page's description with each old value replaced by the new one ("Bob's" → "Rossi's"). */
export function replaceInTexts(
  content: Content,
  changes: [string, string][],
  keep: string[] = [],
  quotes: (path: string, text: string) => boolean = () => false,
): Content {
  if (changes.length === 0) return content;
  const next = structuredClone(content);
  // The owner's values stand as they gave them ("Mirecourt" in "Lutherie de Mirecourt" stays).
  const kept = keep.filter(Boolean).sort((a, b) => b.length - a.length);
  const replace = (text: string, quoted: boolean) => {
    const masked = kept.reduce((t, value, i) => t.split(value).join(`\u241e${i}\u241e`), text);
    const unmask = (t: string) => t.replace(/\u241e(\d+)\u241e/g, (_, i: string) => kept[Number(i)]);
    return unmask(changes.reduce((t, [was, now]) => spliced(t, was, now, unmask, quoted), masked));
  };
  for (const [path, text] of proseTexts(content)) {
    const replaced = replace(text, quotes(path, text));
    if (replaced !== text) setString(next, path, replaced);
  }
  // The search and share description quotes the owner's own sentences, old name and all.
  if (next.meta.description) next.meta = { ...next.meta, description: replace(next.meta.description, true) };
  return next;
}

// The little words that may follow a name in a sentence ("Rossi's Bakery in Leeds", "… is", "… et").
const AFTER_NAME = new Set(CATALOGS.detect['owner-words'].stopWords);

/**
 * A text with an old value replaced by the new one, only where the new value reads as written. Left
 * alone: a text that says the new value already ("Rosa" → "Rosa Bakes" never makes "Rosa Bakes
 * Bakes", "In Wien-Stammersdorf: Heuriger Weinhof Brandl" never names it twice), a new value whose
 * addition the text says beside the old ("Asheville" → "Asheville, NC" in "Asheville NC"), a
 * word that goes on past the old value ("Perth's"), and, in a sentence quoted from the owner's
 * description (`quoted`), a sentence that is only the old value (the old heading) and an old value
 * that was part of a longer phrase ("Galway taxis", "Cours privés de ski", "English bracket clocks"):
 * there the page misread it, and the owner's words stand. Texts the owner or a model wrote take the
 * new value ("Bella Napoli welcomes families" → "Forno Nuovo welcomes families").
 */
function spliced(
  text: string,
  was: string,
  now: string,
  unmask: (t: string) => string,
  quoted: boolean,
): string {
  if (!text.includes(was)) return text;
  if (quoted && text.trim().replace(/[.!?]$/, '') === was) return text;
  // What the new value adds to the old ("NC" to "Asheville"): said beside it already, nothing is added.
  const at = now.toLowerCase().indexOf(was.toLowerCase());
  const added = at >= 0 ? contentWords(`${now.slice(0, at)} ${now.slice(at + was.length)}`) : [];
  const parts = text.split(was);
  let out = parts[0];
  for (let i = 1; i < parts.length; i++) {
    const before = parts[i - 1];
    const after = parts[i];
    const next = /^\s+([\p{L}'’]+)/u.exec(after)?.[1];
    const inPhrase =
      /^(?:['’]s\b|[\p{L}\d])/u.test(after) ||
      /[\p{L}\d]$/u.test(before) ||
      (quoted && next !== undefined && /^\p{Ll}/u.test(next) && !AFTER_NAME.has(next.toLowerCase()));
    // The sentence around this occurrence: the new value said in it already is not said again.
    const sentence = unmask(`${before.split(/[.!?]\s+/).pop()} ${after.split(/[.!?](?:\s|$)/)[0]}`);
    const near = new Set(contentWords(sentence));
    const saidBeside = sentence.includes(now) || added.some((w) => near.has(w));
    out += (inPhrase || saidBeside ? was : now) + after;
  }
  return out;
}

/**
 * The owner's new photos in the site's picture places that hold none of theirs: the hero first,
 * then the about block, then each service. Artwork or a stock photo the generator chose (its
 * fingerprint in `composed`) gives way; a picture the owner chose stays.
 */
export function withPhotos(content: Content, photos: string[], composed: Record<string, string>): Content {
  if (photos.length === 0) return content;
  const next = structuredClone(content);
  const queue = [...photos];
  const isFree = (path: string, slot: { imageUrl?: string; videoUrl?: string; imageCredit?: unknown }) =>
    !slot.videoUrl && (!slot.imageUrl || composed[path] === fingerprint(slot.imageUrl));
  const place = (path: string, slot: { imageUrl?: string; videoUrl?: string; imageCredit?: unknown }) => {
    if (queue.length === 0 || !isFree(path, slot)) return;
    slot.imageUrl = queue.shift();
    slot.imageCredit = undefined;
  };
  place('hero.imageUrl', next.hero);
  place('about.imageUrl', next.about);
  next.services.forEach((service, i) => {
    place(`services.${i}.imageUrl`, service);
  });
  return next;
}
