import { zipSiteFilesAsync } from '@mainstreet/site';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/app-error';
import { exportFormAction } from '../forms/export-form-action';
import { runExportWork } from '../uploads/export-gate';
import { exportSiteWithUploads } from '../uploads/export-with-uploads';
import { readStoredContent } from '../websites/stored-content';
import { findWebsiteById } from '../websites/websites.repository';
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
  if (!grant) throw new AppError('PAYMENT_REQUIRED', DOWNLOAD_NOT_PAID);
  const website = await findWebsiteById(ctx.db, websiteId);
  if (!website) throw notFound('Website not found');
  const content = readStoredContent(website.content, 'exported');
  const credit = await siteCreditFor(ctx, website.id, publicUrl);
  const zip = await runExportWork(ctx, content, async () =>
    zipSiteFilesAsync(
      await exportSiteWithUploads(ctx, website.id, content, {
        contactFormAction: await exportFormAction(ctx, website),
        year: Number(website.created_at.slice(0, 4)),
        credit,
      }),
    ),
  );
  return { fileName: `website-${website.id}.zip`, zip };
}
