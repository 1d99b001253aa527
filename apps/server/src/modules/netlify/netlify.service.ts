import { NetlifyApiError, type NetlifyDeploy } from '../../adapters/hosting/netlify-api';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { addMs, hashToken, newToken, nowIso } from '../../lib/tokens';
import type { HostedCache } from '../publish/hosted-cache';
import {
  exportWebsiteFiles,
  type Origin,
  publicUrlOf,
  readContent,
  takeDownBuiltinCopy,
} from '../publish/publish.service';
import { zipFiles } from '../publish/site-files';
import { THANK_YOU_PAGE, withThankYou } from '../publish/thank-you';
import { assertReadyToPublish, checkExportBudget } from '../uploads/export-with-uploads';
import * as websitesRepo from '../websites';
import { accountOf, requireWebsite } from '../websites/require-website';
import * as repo from './netlify.repository';
import { decryptToken, encryptToken } from './token-cipher';

const STATE_TTL_MS = 10 * 60 * 1000;
export const NOT_CONNECTED = 'Connect your Netlify account to launch there.';
export const REVOKED = 'Your Netlify connection was revoked or has expired. Connect Netlify again to deploy.';

/** What Netlify calls need beside the context (whose `netlify` is the API client). */
export type NetlifyDeps = {
  /** AES-256-GCM key for tokens at rest (see token-cipher.ts). */
  key: Buffer;
  cache: HostedCache;
  /** Waits between deploy status checks; the last one repeats. */
  pollDelaysMs?: number[];
  deployTimeoutMs?: number;
};

export function isNetlifyConfigured(ctx: AppContext): boolean {
  return Boolean(ctx.config.NETLIFY_CLIENT_ID && ctx.config.NETLIFY_CLIENT_SECRET);
}

function redirectUriOf(ctx: AppContext, origin: Origin): string {
  return `${publicUrlOf(ctx, origin)}/oauth/netlify/callback`;
}

/** The consent page address, with a single-use state bound to this sign-in session. */
export async function createAuthorizeUrl(ctx: AppContext, origin: Origin, userId: string, sessionId: string) {
  if (!isNetlifyConfigured(ctx)) {
    throw new AppError(
      'UNAVAILABLE',
      'Netlify is not set up on this server. Launch on Mainstreet hosting instead, or ask the operator to set NETLIFY_CLIENT_ID and NETLIFY_CLIENT_SECRET.',
      sayable('netlifyNotSetUp'),
    );
  }
  await repo.deleteExpiredOAuthStates(ctx.db, nowIso());
  const state = newToken();
  await repo.insertOAuthState(ctx.db, {
    id: hashToken(state),
    user_id: userId,
    session_id: sessionId,
    expires_at: addMs(STATE_TTL_MS),
  });
  const url = new URL('/authorize', ctx.config.NETLIFY_APP_URL);
  url.searchParams.set('client_id', ctx.config.NETLIFY_CLIENT_ID ?? '');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', redirectUriOf(ctx, origin));
  url.searchParams.set('state', state);
  return { authUrl: url.toString() };
}

/** Exchanges the code on the server and keeps the token encrypted; the browser never sees it. */
export async function completeOAuth(
  ctx: AppContext,
  deps: NetlifyDeps,
  origin: Origin,
  who: { userId: string; sessionId: string },
  input: { code: string; state: string },
) {
  const row = await repo.takeOAuthState(ctx.db, hashToken(input.state));
  if (!row || row.user_id !== who.userId || row.session_id !== who.sessionId || row.expires_at <= nowIso()) {
    throw new AppError(
      'BAD_REQUEST',
      'This Netlify authorization link has expired or was already used. Please connect again.',
      sayable('netlifyLinkExpired'),
    );
  }
  let accessToken: string;
  try {
    ({ accessToken } = await ctx.netlify.exchangeCode({
      code: input.code,
      redirectUri: redirectUriOf(ctx, origin),
    }));
  } catch (error) {
    if (error instanceof NetlifyApiError && error.status < 500) {
      throw new AppError(
        'BAD_REQUEST',
        `Netlify did not accept the authorization (${error.message}). Please connect again.`,
        sayable('netlifyNotAccepted', { detail: error.message }),
      );
    }
    throw toAppError(error);
  }
  await repo.saveAccount(ctx.db, who.userId, encryptToken(deps.key, accessToken), nowIso());
  return { connected: true };
}

export async function getConnectionStatus(ctx: AppContext, userId: string) {
  const account = await repo.findAccount(ctx.db, userId);
  return { connected: Boolean(account), isConfigured: isNetlifyConfigured(ctx) };
}

export async function disconnectNetlify(ctx: AppContext, userId: string) {
  await repo.deleteAccount(ctx.db, userId);
  return { connected: false };
}

/**
 * Deploys the website's current content to the owner's Netlify: creates a Netlify site the first
 * time and reuses it after, uploads the zip, and waits until Netlify says it is ready.
 */
export async function deployToNetlify(
  ctx: AppContext,
  deps: NetlifyDeps,
  origin: Origin,
  userId: string,
  websiteId: string,
) {
  const website = await requireWebsite(ctx, accountOf(userId), websiteId);
  await enforceRateLimit(ctx.rateLimiter, `netlify-deploy:${userId}`, 20, 10 * 60 * 1000, {
    message: 'You have deployed many times in a few minutes. Please wait a little and try again.',
    id: 'tooManyDeploys',
  });
  const account = await repo.findAccount(ctx.db, userId);
  const token = account ? decryptToken(deps.key, account.token_ciphertext) : null;
  if (!token) {
    if (account) await repo.deleteAccount(ctx.db, userId);
    throw new AppError(
      'CONFLICT',
      account ? REVOKED : NOT_CONNECTED,
      sayable(account ? 'netlifyRevoked' : 'netlifyNotConnected', undefined, { connected: false }),
    );
  }
  // Media over EXPORT_MAX_MB are refused before a site is made on Netlify for them.
  const ready = readContent(website.content);
  // Visitors never see a stand-in name: the owner names the business first.
  assertReadyToPublish(ready);
  await checkExportBudget(ctx, ready);
  try {
    const createSite = async () => {
      const created = await ctx.netlify.createSite(token);
      const row = {
        website_id: website.id,
        netlify_site_id: created.id,
        url: created.url,
        created_at: nowIso(),
      };
      await repo.saveNetlifySite(ctx.db, row);
      return row;
    };
    const zipFor = async (siteUrl: string) => {
      const files = await exportWebsiteFiles(ctx, origin, website.id, ready, siteUrl);
      const index = files.find((f) => f.path === 'index.html');
      // Netlify serves files as they are: the thank-you variant ships as its own page.
      if (index) files.push({ ...index, path: THANK_YOU_PAGE, body: withThankYou(index.body) });
      return zipFiles(files);
    };
    let site = (await repo.findNetlifySite(ctx.db, website.id)) ?? (await createSite());
    let deploy: NetlifyDeploy;
    try {
      deploy = await ctx.netlify.deployZip(token, site.netlify_site_id, await zipFor(site.url));
    } catch (error) {
      // The owner deleted the site on Netlify: make a new one rather than fail forever.
      if (!(error instanceof NetlifyApiError && error.status === 404)) throw error;
      site = await createSite();
      deploy = await ctx.netlify.deployZip(token, site.netlify_site_id, await zipFor(site.url));
    }
    deploy = await waitUntilReady(ctx, deps, token, deploy);
    const url = site.url || deploy.url;
    await websitesRepo.markWebsiteLive(ctx.db, website.id, url, false, nowIso());
    await takeDownBuiltinCopy(ctx, deps.cache, website.id);
    return { url };
  } catch (error) {
    if (error instanceof NetlifyApiError && error.status === 401) {
      await repo.deleteAccount(ctx.db, userId);
      throw new AppError('CONFLICT', REVOKED, sayable('netlifyRevoked', undefined, { connected: false }));
    }
    throw toAppError(error);
  }
}

async function waitUntilReady(
  ctx: AppContext,
  deps: NetlifyDeps,
  token: string,
  first: NetlifyDeploy,
): Promise<NetlifyDeploy> {
  const delays = deps.pollDelaysMs ?? [250, 500, 1_000, 2_000];
  const deadline = Date.now() + (deps.deployTimeoutMs ?? 5 * 60 * 1000);
  let deploy = first;
  for (let attempt = 0; deploy.state !== 'ready'; attempt++) {
    if (deploy.state === 'error' || deploy.state === 'rejected') {
      throw new AppError(
        'UPSTREAM_FAILED',
        `Netlify could not publish this site${deploy.errorMessage ? `: ${deploy.errorMessage}` : '.'}`,
        sayable('netlifyDeployFailed', { detail: deploy.errorMessage ?? '' }),
      );
    }
    if (Date.now() >= deadline) {
      throw new AppError(
        'UPSTREAM_FAILED',
        'Netlify is still processing this deploy. Check your Netlify dashboard in a few minutes, then try again.',
        sayable('netlifyStillProcessing'),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, delays[Math.min(attempt, delays.length - 1)]));
    deploy = await ctx.netlify.getDeploy(token, deploy.id);
  }
  return deploy;
}

/** Netlify's answers as messages a person can act on. */
function toAppError(error: unknown): unknown {
  if (!(error instanceof NetlifyApiError)) return error;
  if (error.status === 422)
    return new AppError(
      'UNPROCESSABLE',
      `Netlify could not accept this site: ${error.message}`,
      sayable('netlifyRefusedSite', { detail: error.message }),
    );
  if (error.status === 429) {
    const wait = error.retryAfterSeconds ?? 60;
    return new AppError(
      'RATE_LIMITED',
      `Netlify is limiting deploys right now. Please wait ${wait} seconds and try again.`,
      {
        headers: { 'retry-after': String(wait) },
        ...sayable('netlifyBusy', { seconds: wait }, { retryAfter: wait }),
      },
    );
  }
  if (error.status >= 500) {
    return new AppError(
      'UPSTREAM_FAILED',
      `Netlify is having trouble right now (${error.message}). Please try again in a few minutes.`,
      sayable('netlifyTrouble', { detail: error.message }),
    );
  }
  if (error.status === 403)
    return new AppError(
      'UPSTREAM_FAILED',
      `Netlify refused this deploy: ${error.message}`,
      sayable('netlifyRefusedSite', { detail: error.message }),
    );
  return new AppError(
    'UPSTREAM_FAILED',
    `Netlify answered ${error.status}: ${error.message}`,
    sayable('netlifyTrouble', { detail: `${error.status}: ${error.message}` }),
  );
}
