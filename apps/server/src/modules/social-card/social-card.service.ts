import { createHash } from 'node:crypto';
import type { Content } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { drawSocialCardInChild } from '../publish/render-child';
import { loadUpload, uploadKeyOf } from '../uploads/load-upload';
import { uploadContentType } from '../uploads/upload-types';
import { cardTextOf, socialCardAlt } from './render-social-card';

export type SocialCard = { data: Uint8Array; alt: string };

/** Bump when draw-social-card.ts draws differently: every stored card is drawn again then. */
const DRAWING = 2;

/**
 * Names what the card shows, exactly as it is drawn (its text, every colour, the picture beside
 * it): a save that changes none of it keeps the card, any that changes one draws it again.
 */
function cardKeyOf(content: Content): string {
  const shown = { drawing: DRAWING, card: cardTextOf(content), hero: content.hero.imageUrl ?? '' };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex').slice(0, 32);
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
  const cardKey = cardKeyOf(content);
  // An export, a publish and a deploy of one site at once draw its card once.
  const key = `${websiteId}:${cardKey}`;
  let drawing = inFlight.get(key);
  if (!drawing) {
    drawing = loadOrDraw(ctx, websiteId, content, cardKey).finally(() => inFlight.delete(key));
    inFlight.set(key, drawing);
  }
  return { data: await drawing, alt: socialCardAlt(content) };
}

const inFlight = new Map<string, Promise<Uint8Array>>();

async function loadOrDraw(
  ctx: AppContext,
  websiteId: string,
  content: Content,
  cardKey: string,
): Promise<Uint8Array> {
  const stored = await ctx.db
    .selectFrom('social_cards')
    .select(['card_key', 'png'])
    .where('website_id', '=', websiteId)
    .executeTakeFirst();
  if (stored?.card_key === cardKey) return stored.png;
  const hero = await loadHeroPicture(ctx, content.hero.imageUrl);
  // Drawn in the render child: satori and sharp never load into the server.
  const png = await drawSocialCardInChild(content, hero);
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
  return png;
}

/** The hero's own picture when it is a stored image of a sensible size; a video or a link is not. */
async function loadHeroPicture(ctx: AppContext, url: string | undefined): Promise<Uint8Array | null> {
  const key = url ? uploadKeyOf(url) : null;
  if (!url || !key || !uploadContentType(key)?.startsWith('image/')) return null;
  const size = await ctx.storage.size(key);
  if (size === null || size > MAX_HERO_BYTES) return null;
  return (await loadUpload(ctx, url))?.data ?? null;
}

const MAX_HERO_BYTES = 12 * 1024 * 1024;
