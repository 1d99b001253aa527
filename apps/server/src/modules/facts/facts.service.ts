import { hasOwnerPictures, kindChoices, recomposeWithFacts, siteFactsOf } from '@mainstreet/composer';
import { contentSchema } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { type Requester, writeRecomposed } from '../websites';
import { requireWebsite } from '../websites/require-website';
import { readStoredContent } from '../websites/stored-content';
import { coverImageOf, presentWebsite } from '../websites/websites.presenter';
import { MAX_CONTENT_BYTES } from '../websites/websites.schemas';
import { parseIfMatch } from '../websites/websites.service';
import type { FactsAnswer, FactsBody } from './facts.schemas';

/** The facts form of a website its requester owns (an account's site, or a visitor's draft). */
export async function readFacts(ctx: AppContext, who: Requester, id: string): Promise<FactsAnswer> {
  const row = await requireWebsite(ctx, who, id);
  const stored = readStoredContent(row.content, 'opened');
  const facts = siteFactsOf({ prompt: row.prompt ?? '' }, stored);
  return {
    facts,
    given: Object.keys(stored.meta.ownerFacts ?? {}),
    kinds: kindChoices(facts.language),
    hasOwnPhotos: hasOwnerPictures(stored),
  };
}

/**
 * The owner's facts, and the site written again from them at once (hand-edited texts kept). Based
 * on the version read here: a save that lands in between is not overwritten (409, reload).
 */
export async function changeFacts(
  ctx: AppContext,
  who: Requester,
  id: string,
  facts: FactsBody,
  ifMatch?: string,
) {
  const row = await requireWebsite(ctx, who, id);
  const expected = parseIfMatch(ifMatch);
  if (expected !== undefined && expected !== row.version) throw stale(row.version);
  const stored = readStoredContent(row.content, 'changed');
  const { photos, ...owned } = facts;
  const { content } = recomposeWithFacts({ prompt: row.prompt ?? '' }, stored, owned, { photos });
  // The composer's output passes the site schema; checked here too, as every stored content is.
  const checked = contentSchema.parse(content);
  const json = JSON.stringify(checked);
  if (Buffer.byteLength(json) > MAX_CONTENT_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'This website would be too large to save with these facts.',
      sayable('factsTooLarge'),
    );
  const saved = await writeRecomposed(ctx.db, row, {
    content: json,
    name: checked.siteName.trim() || row.name,
    coverImage: coverImageOf(checked),
    updatedAt: nowIso(),
  });
  if (!saved) throw stale(row.version + 1);
  return presentWebsite(saved, checked);
}

function stale(currentVersion: number) {
  return new AppError(
    'STALE_VERSION',
    'This website was changed somewhere else (another tab or device). Reload it, then change the facts again.',
    sayable('factsStale', undefined, { currentVersion }),
  );
}
