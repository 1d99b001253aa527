import type { ArtworkSlot } from '@mainstreet/composer';
import { businessKindOf, type Content, type MediaCredit } from '@mainstreet/site';
import {
  type StockPhoto,
  StockPhotoError,
  type StockPhotoProvider,
} from '../../adapters/stock-photos/provider';
import type { AppContext } from '../../context';
import type { Said } from '../../lib/server-messages';
import type { UploadOwner } from '../uploads/uploads.service';
import { takeStockPhoto } from './photos.service';

/** The searches for a slot, most specific first: a service by its name, the hero and about by the kind. */
function queriesFor(content: Content, slot: ArtworkSlot, kind: string): string[] {
  const service = /^services\.(\d+)\./.exec(slot.path);
  const name = service ? content.services[Number(service[1])]?.name.trim().slice(0, 80) : '';
  if (name) return [name.toLowerCase(), kind];
  return slot.kind === 'about' ? [`${kind} team`, kind] : [kind];
}

/** The object holding a slot's `imageUrl` ("services.2" for "services.2.imageUrl"). */
function slotObject(content: Content, path: string): Record<string, unknown> | undefined {
  let node: unknown = content;
  for (const step of path.split('.').slice(0, -1)) {
    node = (node as Record<string, unknown> | undefined)?.[step];
    if (!node || typeof node !== 'object') return undefined;
  }
  return node as Record<string, unknown>;
}

type Outcome = { rest: ArtworkSlot[]; warnings: Said[] };

/**
 * Fills a new site's empty media slots with stock photos (stored copies or hotlinked, each credited); slots no
 * photo was found for are returned for the built-in artwork, and a provider failure leaves them all to it.
 */
export async function addStockPhotos(
  ctx: AppContext,
  provider: StockPhotoProvider,
  owner: UploadOwner,
  content: Content,
  slots: ArtworkSlot[],
  stored: string[],
  signal?: AbortSignal,
): Promise<Outcome> {
  const kind = businessKindOf(content) || 'small business';
  const searches = new Map<string, Promise<StockPhoto[]>>();
  const search = (query: string) => {
    let found = searches.get(query);
    if (!found) {
      found = provider.search(query, { perPage: 10, signal });
      searches.set(query, found);
    }
    return found;
  };
  let failure: StockPhotoError | undefined;
  const candidates = await Promise.all(
    slots.map(async (slot) => {
      const photos: StockPhoto[] = [];
      for (const query of queriesFor(content, slot, kind)) {
        try {
          photos.push(...(await search(query)));
        } catch (error) {
          if (!(error instanceof StockPhotoError)) throw error;
          failure ??= error;
        }
      }
      return photos;
    }),
  );
  // No two slots of one site show the same photo; each takes its best one not yet taken.
  const taken = new Set<string>();
  const chosen = candidates.map((photos) => {
    const photo = photos.find((p) => !taken.has(p.id));
    if (photo) taken.add(photo.id);
    return photo;
  });
  const rest: ArtworkSlot[] = [];
  await Promise.all(
    slots.map(async (slot, i) => {
      const photo = chosen[i];
      const target = slotObject(content, slot.path);
      if (!photo || !target || target.videoUrl) {
        rest.push(slot);
        return;
      }
      try {
        const { url, isStored } = await takeStockPhoto(ctx, provider, owner, photo, signal);
        if (isStored) stored.push(url);
        target.imageUrl = url;
        target.imageCredit = photo.credit satisfies MediaCredit;
      } catch (error) {
        if (!(error instanceof StockPhotoError)) throw error;
        failure ??= error;
        rest.push(slot);
      }
    }),
  );
  const warnings = failure
    ? [
        {
          id: 'stockPhotosUnavailable' as const,
          params: { provider: provider.name },
          message: `${provider.name} photos were unavailable for some pictures (${failure.message}); artwork was used instead.`,
        },
      ]
    : [];
  return { rest, warnings };
}
