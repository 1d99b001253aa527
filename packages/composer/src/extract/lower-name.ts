import { CATALOGS } from '../catalog/load';
import { namesKind } from '../kinds';
import { isNotAName, isTown } from './not-a-name';

// The words this file reads with: copy/detect/name.json.
const WORDS = CATALOGS.detect.name;
const ARTICLES = WORDS.lowerNameArticles.join('|');
const PLACE_WORDS = WORDS.lowerNamePlaceWords.join('|');

/**
 * "barberia el parche, medellin laureles", "kosmetikstudio bella in graz": an owner typing in lower
 * case names the kind, then the business: an article and a word before a comma or a place, or one
 * word before a place ("in graz"). Only then, and never a town, a kind or a label; shown capitalised
 * as the owner's brand ("Barberia El Parche", "Kosmetikstudio Bella").
 */
const LOWER_KIND_NAME = new RegExp(
  String.raw`^(\p{Ll}[\p{Ll}-]{2,})\s+((?:(?:${ARTICLES})\s+)\p{Ll}[\p{Ll}'’-]+(?=\s*,|\s+(?:${PLACE_WORDS})\s)|\p{Ll}[\p{Ll}'’-]+(?=\s+(?:${PLACE_WORDS})\s+\p{L}))`,
  'u',
);

const capitalised = (words: string) =>
  words.replace(/(^|\s)(\p{Ll})/gu, (_, s: string, c: string) => s + c.toUpperCase());

export function lowerKindName(opening: string, text: string): string | undefined {
  const m = LOWER_KIND_NAME.exec(opening);
  if (!m || !namesKind(m[1])) return undefined;
  const own = m[2];
  const last = own.split(/\s+/).at(-1) ?? '';
  // "vet practice in exeter": the two words together name a kind, not a business.
  if (isTown(own) || isTown(last) || namesKind(own) || namesKind(`${m[1]} ${own}`) || isNotAName(own, text))
    return undefined;
  return capitalised(`${m[1]} ${own}`);
}
