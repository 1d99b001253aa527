import type { Content } from '@mainstreet/site';
import { fingerprint, proseTexts } from './text-fingerprint';

type Node = Record<string, unknown>;

/** Sets a string at a dotted path when the path leads to a string already (never builds new nodes). */
function setString(root: unknown, path: string, text: string): boolean {
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

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
 * sections. A service's description follows the service by name; a section with a hand-edited text
 * is kept whole, in place of the composer's section of the same id.
 */
export function carryOver(
  stored: Content,
  composed: Content,
  reference: Record<string, string>,
  options: { keepMenu: boolean },
): Carried {
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
    const service = /^services\.(\d+)\.(.+)$/.exec(path);
    if (!service) {
      keep(path, text, path);
      continue;
    }
    const name = stored.services[Number(service[1])]?.name ?? '';
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
    const was = stored.services.find((o) => same(o.name, s.name));
    return was ? { ...s, ...pictures(was) } : s;
  });
  next.theme = stored.theme ?? next.theme;
  if (options.keepMenu) {
    next.navigation = stored.navigation;
    next.footer = { ...next.footer, links: stored.footer.links };
  }
  next.widgets = [
    ...next.widgets.filter((w) => w.type === 'map'),
    ...stored.widgets.filter((w) => w.type !== 'map'),
  ];
  next.meta = { ...next.meta, publicUrl: stored.meta.publicUrl };
  return { content: next, kept, keptFingerprints };
}

/** Every prose text, fact field and the page's description with each old value replaced by the new one ("Bob's" → "Rossi's"). */
export function replaceInTexts(content: Content, changes: [string, string][]): Content {
  if (changes.length === 0) return content;
  const next = structuredClone(content);
  // The new value where it stands already is left alone ("Rosa" → "Rosa Bakes" never makes "Rosa Bakes Bakes").
  const replace = (text: string) =>
    changes.reduce(
      (t, [was, now]) =>
        t
          .split(now)
          .map((part) => part.split(was).join(now))
          .join(now),
      text,
    );
  for (const [path, text] of proseTexts(content)) {
    const replaced = replace(text);
    if (replaced !== text) setString(next, path, replaced);
  }
  // The search and share description quotes the owner's own sentences, old name and all.
  if (next.meta.description) next.meta = { ...next.meta, description: replace(next.meta.description) };
  return next;
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
