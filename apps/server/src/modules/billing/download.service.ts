import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { findWebsiteById } from '../websites';
import { zipFileName, zipOfVersion } from '../websites/export.service';
import * as repo from './billing.repository';
import { siteCreditFor } from './site-credit';

export const DOWNLOAD_NOT_PAID =
  'This website has not been paid for in this browser. Buy a Quick Download first.';

/**
 * The zip of a website whose Quick Download this browser (or account) paid for. Works for visitors:
 * the grant, not ownership, is what allows it.
 */
export async function downloadPaidWebsite(
  ctx: AppContext,
  payer: repo.Payer,
  websiteId: string,
  publicUrl: string,
) {
  const grant = await repo.findDownloadGrant(ctx.db, websiteId, payer);
  if (!grant) throw new AppError('PAYMENT_REQUIRED', DOWNLOAD_NOT_PAID, sayable('downloadNotPaid'));
  const website = await findWebsiteById(ctx.db, websiteId);
  if (!website) throw new AppError('NOT_FOUND', 'Website not found', sayable('websiteNotFound'));
  const credit = await siteCreditFor(ctx, website.id, publicUrl);
  // The same zip as the owner's export of this version: built once, then kept on storage.
  const answer = await zipOfVersion(ctx, website, credit, async () => website);
  // Named like the owner's export of it: `<Site name>.zip`.
  return { ...answer, fileName: zipFileName(website.name), name: website.name };
}
