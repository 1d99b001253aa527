import type { AppContext } from '../../context';
import { ensureFormKey } from '../preview/share-links.service';

/**
 * Where an exported copy's contact form posts: this server's public address (PUBLIC_URL) with the
 * site's form key, for a site of an account (its owner is who reads the messages). Without
 * PUBLIC_URL the export cannot know an address visitors reach: the form becomes a mail link or the
 * export's README says what to connect (packages/site export/readme.ts).
 */
export async function exportFormAction(
  ctx: AppContext,
  website: { id: string; user_id: string | null },
): Promise<string | undefined> {
  const publicUrl = ctx.config.PUBLIC_URL?.replace(/\/+$/, '');
  if (!publicUrl || !website.user_id) return undefined;
  const formKey = await ensureFormKey(ctx, website.id);
  return `${publicUrl}/api/forms/${encodeURIComponent(formKey)}`;
}
