import type { Content } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';

const REGISTRY = CATALOGS.registry;

const escapeWord = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a kind's word first stands in a text as a whole word, or -1. */
function firstAt(text: string, word: string): number {
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeWord(word)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return m ? m.index : -1;
}

/**
 * The kind of business (copy/kinds.json id) a site is about: the one the built-in composer read, else
 * read from the site itself so that a model's copy gets it too: its schema.org type when one kind has it, else the kind of its industry
 * whose word the name and headline say first. Undefined when neither tells one.
 */
export function kindOfSite(content: Pick<Content, 'siteName' | 'hero' | 'meta'>): string | undefined {
  const { industry } = content.meta;
  if (!industry || industry === 'other') return undefined;
  // The built-in composer says which kind it read; a model's copy is read for it below.
  const read = content.meta.facts?.kind;
  if (read && REGISTRY.some((k) => k.id === read && k.industry === industry)) return read;
  const type = content.meta.facts?.schemaType;
  const fits = REGISTRY.filter((k) => k.industry === industry);
  const typed = type ? fits.filter((k) => k.schemaType === type) : [];
  if (typed.length === 1) return typed[0].id;
  const text = [content.siteName, content.hero.headline, content.hero.subtitle, content.meta.description]
    .join(' . ')
    .toLowerCase();
  let best: { id: string; at: number; length: number } | undefined;
  for (const kind of typed.length ? typed : fits) {
    // Its id is a word too ("massage" for "a massage practice"), and so are the words of its languages.
    const words = [kind.id.replace('-', ' '), ...kind.words, ...Object.values(kind.localWords ?? {}).flat()];
    for (const spec of words) {
      const word = spec.split('=')[0];
      const at = firstAt(text, word);
      // The first kind word wins; at one place, the longer ("wine bar" over "bar").
      if (at >= 0 && (!best || at < best.at || (at === best.at && word.length > best.length)))
        best = { id: kind.id, at, length: word.length };
    }
  }
  // Its type narrowed it to a few kinds but no word picks one: the first of them (the registry lists the usual one first).
  return best?.id ?? typed[0]?.id;
}
