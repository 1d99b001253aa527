import type { Content } from '@mainstreet/site';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { siteCreditFor } from '../billing/site-credit';
import { ownDomainUrlOf } from '../domains/own-domain-url';
import { ensureFormKey } from '../preview/share-links.service';
import { runExportWork } from '../uploads/export-gate';
import { assertReadyToPublish, checkExportBudget } from '../uploads/export-with-uploads';
import * as websitesRepo from '../websites';
import { accountOf, requireWebsite } from '../websites/require-website';
import { readStoredContent } from '../websites/stored-content';
import { compressedCopies } from './compressed-copies';
import type { HostedCache } from './hosted-cache';
import { presentPublish } from './publish.presenter';
import * as repo from './publish.repository';
import { buildSiteFiles, type SiteFile } from './site-files';
import { slugCandidate, slugify } from './slug';
import { withTouchIcons } from './touch-icons';

const MAX_SITE_BYTES = 200 * 1024 * 1024;
/** Snapshots kept per website for rollback; older ones are pruned on publish. */
export const KEPT_PUBLISHES = 20;

/** Where the request came from; used when PUBLIC_URL is not set. */
export type Origin = { protocol: string; host: string };

export function publicUrlOf(ctx: AppContext, origin: Origin): string {
  return (ctx.config.PUBLIC_URL ?? `${origin.protocol}://${origin.host}`).replace(/\/+$/, '');
}

/** The live address of a slug: its own subdomain when SITES_DOMAIN is set, else /s/{slug}/. */
export function liveUrlFor(ctx: AppContext, origin: Origin, slug: string): string {
  const publicUrl = publicUrlOf(ctx, origin);
  if (ctx.config.SITES_DOMAIN) {
    const protocol = new URL(publicUrl).protocol;
    return `${protocol}//${slug}.${ctx.config.SITES_DOMAIN}/`;
  }
  return `${publicUrl}/s/${slug}/`;
}

/** The address a site on built-in hosting answers at: its own domain once live, else its slug's address. */
export async function hostedAddressOf(
  ctx: AppContext,
  origin: Origin,
  websiteId: string,
  slug: string,
): Promise<string> {
  return (await ownDomainUrlOf(ctx.db, websiteId)) ?? liveUrlFor(ctx, origin, slug);
}

export function readContent(raw: string): Content {
  return readStoredContent(raw, 'published');
}

/** The files of a website's current content (read once by the caller), as visitors at `siteUrl` will get them. */
export async function exportWebsiteFiles(
  ctx: AppContext,
  origin: Origin,
  websiteId: string,
  content: Content,
  siteUrl: string,
  /** Built-in hosting: the footer's "Report" link leads to this server's report form. */
  options: { withReportLink?: boolean } = {},
) {
  const publicUrl = publicUrlOf(ctx, origin);
  // The form posts with its own key, never the website id (which opened the draft once).
  const formKey = await ensureFormKey(ctx, websiteId);
  const credit = await siteCreditFor(ctx, websiteId, publicUrl);
  return runExportWork(ctx, content, () =>
    buildSiteFiles(ctx, content, {
      websiteId,
      siteUrl,
      contactFormAction: `${publicUrl}/api/forms/${encodeURIComponent(formKey)}`,
      credit,
      report: options.withReportLink
        ? { href: `${publicUrl}/report/${encodeURIComponent(formKey)}` }
        : undefined,
    }),
  );
}

/**
 * Publishes the website's current content on built-in hosting: a new immutable snapshot that
 * becomes live at once. The slug is made on the first publish and kept from then on — once that
 * publish succeeds: a first publish that is refused or fails gives its address back.
 */
export async function publishWebsite(
  ctx: AppContext,
  cache: HostedCache,
  origin: Origin,
  userId: string,
  websiteId: string,
) {
  const reserved = { slug: false };
  try {
    return await publishSnapshot(ctx, cache, origin, userId, websiteId, reserved);
  } catch (error) {
    if (reserved.slug) await repo.releaseUnpublishedSlug(ctx.db, websiteId).catch(() => undefined);
    throw error;
  }
}

/**
 * A site the operator took down stays down until they put it back: publishing or rolling back would
 * otherwise tell the owner it is live while hosting answers "unavailable". The owner was mailed
 * the reason; the refusal repeats it.
 */
async function assertNotTakenDown(ctx: AppContext, websiteId: string) {
  const reason = await repo.findTakedownReason(ctx.db, websiteId);
  if (reason === undefined) return;
  throw new AppError(
    'FORBIDDEN',
    `The operator of this server took this site down (${reason}), so it cannot be published here until they put it back. Contact them if you think this is a mistake.`,
    sayable('publishTakenDown', { reason }, { takenDown: reason }),
  );
}

async function publishSnapshot(
  ctx: AppContext,
  cache: HostedCache,
  origin: Origin,
  userId: string,
  websiteId: string,
  reserved: { slug: boolean },
) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId);
  await enforceRateLimit(ctx.rateLimiter, `publish:${userId}`, 30, 10 * 60 * 1000, {
    message: 'You have published many times in a few minutes. Please wait a little and try again.',
    id: 'tooManyPublishes',
  });
  await assertNotTakenDown(ctx, website.id);
  // Refuse content that cannot render, or whose media are over EXPORT_MAX_MB, before reserving an
  // address for it.
  const ready = readContent(website.content);
  // Visitors never see a stand-in name: the owner names the business first.
  assertReadyToPublish(ready);
  await checkExportBudget(ctx, ready);
  const slug = await ensureSlug(ctx, website.id, website.name, reserved);
  const url = await hostedAddressOf(ctx, origin, website.id, slug);
  const files = await withTouchIcons(
    await exportWebsiteFiles(ctx, origin, website.id, ready, url, { withReportLink: true }),
  );
  if (!files.some((f) => f.path === 'index.html')) throw new Error('the export has no index.html');
  const size = files.reduce((sum, f) => sum + f.body.byteLength, 0);
  if (size > MAX_SITE_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'This website is too large to publish (over 200 MB of files).',
      sayable('publishTooLarge', { mb: 200 }),
    );
  const blobs = await uniqueBlobs(files);
  const publishId = newId();
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    // Publishes of one site take turns (on any instance), so numbers and the live snapshot agree.
    await repo.lockHostedSite(trx, website.id, now);
    const number = await repo.nextPublishNumber(trx, website.id);
    await repo.insertBlobs(trx, blobs, now);
    await repo.insertPublish(trx, {
      id: publishId,
      website_id: website.id,
      number,
      website_version: website.version,
      file_count: files.length,
      size_bytes: size,
      created_at: now,
    });
    await repo.insertFiles(
      trx,
      files.map((f) => ({ publish_id: publishId, path: f.path, hash: f.hash, content_type: f.contentType })),
    );
    await repo.setLivePublish(trx, website.id, publishId, now);
    // A save that landed while exporting is not in this snapshot: keep the banner for it.
    const current = await websitesRepo.findWebsiteVersion(trx, website.id);
    await websitesRepo.markWebsiteLive(trx, website.id, url, current !== website.version, now);
  });
  cache.forgetLive(slug);
  // Housekeeping after the answer is decided: a failure here must not fail the publish.
  try {
    if ((await repo.pruneOldPublishes(ctx.db, website.id, KEPT_PUBLISHES, publishId)) > 0)
      await repo.deleteUnusedBlobs(ctx.db);
  } catch {
    // Pruned next time.
  }
  return { url, publishId };
}

/** Each distinct file once, with its compressed copies (made here, once, not per visitor). */
async function uniqueBlobs(files: SiteFile[]): Promise<repo.NewBlob[]> {
  const seen = new Map<string, SiteFile>();
  for (const f of files) seen.set(f.hash, f);
  return Promise.all(
    [...seen.values()].map(async (f) => ({
      hash: f.hash,
      body: f.body,
      ...(await compressedCopies(f.body, f.contentType)),
    })),
  );
}

/** The site's slug; on first publish the first free one of `name`, `name-2`, `name-3`, … */
async function ensureSlug(
  ctx: AppContext,
  websiteId: string,
  name: string,
  reserved: { slug: boolean },
): Promise<string> {
  const existing = await repo.findHostedSite(ctx.db, websiteId);
  if (existing) return existing.slug;
  const base = slugify(name);
  for (let attempt = 0; attempt < 50; attempt++) {
    const slug =
      attempt < 45
        ? slugCandidate(base, attempt)
        : `${base}-${newId()
            .slice(0, 6)
            .toLowerCase()
            .replace(/[^a-z0-9]/g, 'x')}`;
    try {
      await repo.insertHostedSite(ctx.db, { website_id: websiteId, slug, now: nowIso() });
      reserved.slug = true;
      return slug;
    } catch (error) {
      // Another publish of the same website may have won the race: use its slug.
      const raced = await repo.findHostedSite(ctx.db, websiteId);
      if (raced) return raced.slug;
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(
    'CONFLICT',
    'Could not find a free address for this website. Please rename it and try again.',
    sayable('publishNoAddress'),
  );
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

export async function listWebsitePublishes(
  ctx: AppContext,
  origin: Origin,
  userId: string,
  websiteId: string,
) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId);
  const hosted = await repo.findHostedSite(ctx.db, website.id);
  const rows = await repo.listPublishes(ctx.db, website.id);
  return {
    url: hosted?.current_publish_id ? await hostedAddressOf(ctx, origin, website.id, hosted.slug) : null,
    publishes: rows.map((row) => presentPublish(row, hosted?.current_publish_id ?? null)),
  };
}

/** Makes an earlier snapshot live at once; a later Redeploy publishes the saved content again. */
export async function rollbackWebsite(
  ctx: AppContext,
  cache: HostedCache,
  origin: Origin,
  userId: string,
  websiteId: string,
  publishId: string,
) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId);
  const publish = await repo.findPublish(ctx.db, website.id, publishId);
  const hosted = await repo.findHostedSite(ctx.db, website.id);
  if (!publish || !hosted) throw new AppError('NOT_FOUND', 'Publish not found', sayable('publishNotFound'));
  await assertNotTakenDown(ctx, website.id);
  const url = await hostedAddressOf(ctx, origin, website.id, hosted.slug);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setLivePublish(trx, website.id, publish.id, now);
    await websitesRepo.markWebsiteLive(
      trx,
      website.id,
      url,
      publish.website_version !== website.version,
      now,
    );
  });
  cache.forgetLive(hosted.slug);
  return { url, publishId: publish.id };
}

/** Takes the site down; its snapshots stay, so it can be published or rolled back again. */
export async function unpublishWebsite(
  ctx: AppContext,
  cache: HostedCache,
  userId: string,
  websiteId: string,
) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId);
  const hosted = await repo.findHostedSite(ctx.db, website.id);
  const now = nowIso();
  await ctx.db.transaction().execute(async (trx) => {
    if (hosted) await repo.setLivePublish(trx, website.id, null, now);
    await websitesRepo.markWebsiteDraft(trx, website.id, now);
  });
  if (hosted) cache.forgetLive(hosted.slug);
  return { ok: true as const };
}

/** Built-in hosting stops serving a site (used when it goes live elsewhere, e.g. on Netlify). */
export async function takeDownBuiltinCopy(ctx: AppContext, cache: HostedCache, websiteId: string) {
  const hosted = await repo.findHostedSite(ctx.db, websiteId);
  if (!hosted?.current_publish_id) return;
  await repo.setLivePublish(ctx.db, websiteId, null, nowIso());
  cache.forgetLive(hosted.slug);
}
