import { createHash } from 'node:crypto';
import { type Content, getThemeTokens, plainText } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { loadUpload } from '../uploads/load-upload';
import { renderSocialCard, socialCardAlt } from './render-social-card';

export type SocialCard = { data: Uint8Array; alt: string };

/** What the card shows; a save that changes none of it keeps the card it has. */
function cardKeyOf(content: Content): string {
  const { paletteName } = getThemeTokens(content);
  const shown = [
    plainText(content.siteName),
    plainText(content.hero.headline),
    content.hero.imageUrl ?? '',
    paletteName,
  ];
  return createHash('sha256')
    .update(`v1\n${shown.join('\n')}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * The website's share picture, drawn once per look (kept in the database, so every instance and
 * every publish, export and share page reuses it) and drawn again when what it shows changes.
 */
export async function socialCardFor(
  ctx: AppContext,
  websiteId: string,
  content: Content,
): Promise<SocialCard> {
  const alt = socialCardAlt(content);
  const cardKey = cardKeyOf(content);
  const stored = await ctx.db
    .selectFrom('social_cards')
    .select(['card_key', 'png'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  if (stored?.card_key === cardKey) return { data: stored.png, alt };
  const hero = content.hero.imageUrl ? await loadUpload(ctx, content.hero.imageUrl) : null;
  const png = await renderSocialCard(content, hero?.data ?? null);
  try {
    await ctx.db
      .insertInto('social_cards')
      .values({ website_id: websiteId, card_key: cardKey, png, created_at: nowIso() })
      .onConflict((oc) =>
        oc.column('website_id').doUpdateSet({ card_key: cardKey, png, created_at: nowIso() }),
      )
      .execute();
  } catch {
    // The website was deleted meanwhile: the card is still right for this answer.
  }
  return { data: png, alt };
}
