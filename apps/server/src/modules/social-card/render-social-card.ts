import { type Content, getThemeTokens, plainText } from '@mainstreet/site';
import { type CardText, drawSocialCard } from './draw-social-card';

export { SOCIAL_CARD } from './draw-social-card';

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

// Emoji and symbols outside the bundled font would draw as boxes: the card keeps letters, digits
// and punctuation only.
const printable = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\p{P}\p{Zs}+=<>$€£¥|~^`]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The name, headline and colours a website's card shows. */
export function cardTextOf(content: Content): CardText {
  const { palette } = getThemeTokens(content);
  return {
    name: clip(printable(plainText(content.siteName)) || 'Welcome', 60),
    headline: clip(printable(lineUnderName(content)), 110),
    palette,
  };
}

/** The hero's headline, or its subtitle when the headline is the name itself ("Rosa Bakery" twice). */
function lineUnderName(content: Content): string {
  const name = plainText(content.siteName).trim();
  const headline = plainText(content.hero.headline).trim();
  if (headline && headline.toLowerCase() !== name.toLowerCase()) return headline;
  return plainText(content.hero.subtitle ?? '').trim();
}

/**
 * The picture shown when a link to the site is shared (Open Graph / Twitter card): the business's
 * name and headline in its theme's colours and type, beside its hero picture when it has one.
 */
export function renderSocialCard(content: Content, hero: Uint8Array | null): Promise<Buffer> {
  return drawSocialCard(cardTextOf(content), hero);
}

/** The card's alternative text: what it shows, in words. */
export function socialCardAlt(content: Content): string {
  const name = plainText(content.siteName).trim();
  const line = lineUnderName(content);
  return line ? `${name}: ${line}` : name;
}
