import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type FontSubset, fontFileName, type WebFont } from '../theme/webfonts';

/** Makes a font file holding only the characters a page uses; null when the font is not installed. */
export type FontMaker = (font: WebFont, subset: FontSubset, text: string) => Promise<Uint8Array | null>;

const require = createRequire(import.meta.url);
const SAFE_PKG = /^[a-z0-9-]+$/;

/** The whole @fontsource file of a face (the editor and preview serve these as they are). */
export async function readFontsourceFile(font: WebFont, subset: FontSubset): Promise<Uint8Array | null> {
  if (!SAFE_PKG.test(font.pkg)) return null;
  try {
    const root = dirname(require.resolve(`@fontsource/${font.pkg}/package.json`));
    return new Uint8Array(await readFile(join(root, 'files', fontFileName(font, subset))));
  } catch {
    return null;
  }
}

/** A WOFF2 copy of the face with only the characters of `text`, made afresh (see `cachedFontMaker`). */
export const subsetFontBytes: FontMaker = async (font, subset, text) => {
  const source = await readFontsourceFile(font, subset);
  if (!source) return null;
  // Loaded with the first export, not at start-up: its HarfBuzz WebAssembly holds about 16 MB.
  const { default: subsetFont } = await import('subset-font');
  const out = await subsetFont(Buffer.from(source), charactersOf(text), { targetFormat: 'woff2' });
  return new Uint8Array(out);
};

/** The distinct characters of `text`, sorted: the same set always asks for the same subset. */
const charactersOf = (text: string) => [...new Set(text)].sort().join('');

const MAX_CACHED = 64;

/**
 * `make` with its results kept. Subsetting takes 0.2–1 s per file; sites in one language mostly
 * share a character set, so results are kept (a few hundred KB at most) and a re-export or
 * re-publish of an unchanged site costs nothing.
 */
export function cachedFontMaker(make: FontMaker): FontMaker {
  const cache = new Map<string, Promise<Uint8Array | null>>();
  return (font, subset, text) => {
    const chars = charactersOf(text);
    const key = `${fontFileName(font, subset)}\n${chars}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const made = make(font, subset, chars);
    // A failure is not remembered: the next export tries again.
    made.catch(() => cache.delete(key));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, made);
    return made;
  };
}

/** A WOFF2 copy of the face with only the characters of `text`, kept for the next export. */
export const subsetFontFile: FontMaker = cachedFontMaker(subsetFontBytes);
