import {
  artworkColors,
  artworkRequest,
  composeSite,
  type ProgressPhase,
  planArtwork,
  withComposedFingerprint,
} from '@mainstreet/composer';
import { type Content, getPlan } from '@mainstreet/site';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { hasImageModel } from '../../adapters/images/image-generator';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId, nowIso } from '../../lib/tokens';
import { mayVisitorsTry } from '../auth/sign-up-policy';
import { isSelling, limitsOf } from '../billing/plan-limits';
import { addStockPhotos } from '../photos/add-stock-photos';
import { spendDailyModelCall } from '../rewrite/model-budget';
import { ensureAnonymousSession } from '../sessions/session.service';
import { discardMedia } from '../uploads/discard-media';
import { storeGeneratedImage } from '../uploads/uploads.service';
import {
  BUDGET_SPENT,
  composerNotice,
  type GenerationNotice,
  MODEL_FAILURE_IDS,
  noticeOf,
  PICTURES_LEFT_OUT,
} from './generate-notices';
import { coverImageOf } from './websites.presenter';
import * as repo from './websites.repository';
import type { GenerateBody } from './websites.schemas';

export type Owner = { userId: string; plan: string } | { sessionId: string };
export type GenerateOptions = {
  ip: string;
  onProgress?: (phase: ProgressPhase) => void;
  /** The model's answer as it arrives: tokens received so far. */
  onTokens?: (count: number) => void;
  signal?: AbortSignal;
  /** Where a fallback from the configured model to the built-in writer is reported (at warn). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/** The owner of a new site: the signed-in user, else this browser's anonymous session. */
export function ownerOf(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Owner {
  if (!request.user && !mayVisitorsTry(ctx.config))
    throw new AppError('REGISTRATION_CLOSED', VISITORS_SIGN_IN, sayable('visitorsSignIn'));
  return request.user
    ? { userId: request.user.id, plan: request.user.plan }
    : { sessionId: ensureAnonymousSession(ctx.config, request, reply) };
}

const VISITORS_SIGN_IN = 'Sign in to make a website: on this server, sites are made with an account only.';

const wordsOf = (notice: GenerationNotice) => notice.message;

/** Visitors may generate this many sites per IP address per hour. */
export const VISITOR_GENERATIONS_PER_HOUR = 20;
const HOUR = 60 * 60 * 1000;

function siteLimitReached(ctx: AppContext, planId: string): AppError {
  const plan = getPlan(planId);
  const limit = limitsOf(ctx, planId).websites;
  // A server that sells nothing has no plan to name or upgrade: the limit is the operator's.
  const message = isSelling(ctx)
    ? `You have reached the limit of ${limit} websites on the ${plan.name} plan. Upgrade to create more.`
    : `You have reached the limit of ${limit} websites this server allows. Delete one to make another.`;
  const params = { limit: limit ?? 0, plan: plan.name };
  return new AppError(
    'FORBIDDEN',
    message,
    sayable(isSelling(ctx) ? 'siteLimit' : 'siteLimitServer', params, { limit, plan: plan.id }),
  );
}

/** Refuses a generation the owner may not make now: over the plan's site limit, or too many from one IP. */
export async function checkCanGenerate(
  ctx: AppContext,
  owner: Owner,
  ip: string,
  humanToken?: string,
): Promise<void> {
  if ('userId' in owner) {
    // Early, so an owner at the limit waits for nothing; the insert checks again (see storeWebsite).
    const count = await repo.countUserWebsites(ctx.db, owner.userId);
    const limit = limitsOf(ctx, owner.plan).websites;
    if (limit !== null && count >= limit) throw siteLimitReached(ctx, owner.plan);
    return;
  }
  await enforceRateLimit(ctx.rateLimiter, `generate:${ip}`, VISITOR_GENERATIONS_PER_HOUR, HOUR, {
    message:
      'You have generated many websites in a short time. Please wait a while, or sign up to keep going.',
    id: 'tooManyGenerations',
  });
  // Best effort, as the spec has it: without a token generation goes ahead (rate-limited above);
  // a token the verifier rejects is refused.
  if (ctx.botCheck.isEnabled && humanToken) {
    const result = await ctx.botCheck.verify(humanToken, ip);
    if (!result.isHuman) {
      throw new AppError(
        'BOT_CHECK_FAILED',
        'Please try again. If the problem persists, contact support.',
        sayable('securityCheckFailed', undefined, { title: 'Security Check Failed' }),
      );
    }
  }
}

/** Sets `value` at a dotted path like "services.2.imageUrl" when every step on the way exists. */
function setAtPath(target: unknown, path: string, value: string): boolean {
  const steps = path.split('.');
  let node = target as Record<string, unknown> | undefined;
  for (const step of steps.slice(0, -1)) {
    const next = node?.[step];
    if (!next || typeof next !== 'object') return false;
    node = next as Record<string, unknown>;
  }
  if (!node) return false;
  // A slot holds an image or a video; never give it both.
  if (node.videoUrl) return false;
  node[steps[steps.length - 1]] = value;
  return true;
}

/**
 * Fills the slots the composer asks for with stock photos when a provider is configured, the rest
 * with artwork, all stored as uploads (their URLs go into `stored`).
 */
async function addArtwork(
  ctx: AppContext,
  owner: Owner,
  content: Content,
  stored: string[],
  signal?: AbortSignal,
  log?: GenerateOptions['log'],
): Promise<GenerationNotice[]> {
  const mediaOwner = {
    userId: 'userId' in owner ? owner.userId : null,
    sessionId: 'sessionId' in owner ? owner.sessionId : null,
  };
  const colors = artworkColors(content);
  const planned = planArtwork(content);
  const photos = ctx.stockPhotos
    ? await addStockPhotos(ctx, ctx.stockPhotos, mediaOwner, content, planned, stored, signal)
    : { rest: planned, warnings: [] };
  // A stock photo service that failed is the operator's to look at too.
  for (const { message } of photos.warnings)
    log?.warn({ cause: message }, `stock photos fell back: ${message}`);
  // Only an image model's pictures are placed on a new site: built-in artwork (an icon on a tile)
  // would pose as a photograph, and the page is designed to look finished without one. The editor's
  // picture tool still offers it to an owner who asks.
  const slots = hasImageModel(ctx.config) ? photos.rest : [];
  const images = await Promise.all(
    slots.map((slot) => ctx.images.generate(artworkRequest(slot, content, colors))),
  );
  for (const [index, slot] of slots.entries()) {
    const { detail } = images[index];
    // The operator learns why: the service's status and words, which the owner never sees.
    if (detail) log?.warn({ slot: slot.path, cause: detail }, `a picture was left out: ${detail}`);
    if (images[index].source !== 'model') continue;
    const url = await storeGeneratedImage(ctx, mediaOwner, images[index], 'artwork');
    stored.push(url);
    setAtPath(content, slot.path, url);
  }
  const failures = new Set(
    images.flatMap((image) => (image.source === 'model' ? [] : [image.failure ?? 'failed'])),
  );
  return [...photos.warnings, ...[...failures].map((failure) => PICTURES_LEFT_OUT[failure])].map(noticeOf);
}

/** Composes a site from the owner's description, adds artwork, and stores it as a draft. */
export async function generateWebsite(
  ctx: AppContext,
  owner: Owner,
  body: GenerateBody,
  options: GenerateOptions,
) {
  await checkCanGenerate(ctx, owner, options.ip, body.recaptchaToken);
  const request = {
    prompt: body.prompt,
    industry: body.industry ?? '',
    colorPreference: body.colorPreference ?? '',
  };
  // The operator's daily budget of model calls per account: past it the built-in writer writes.
  const payer = {
    userId: 'userId' in owner ? owner.userId : null,
    sessionId: 'sessionId' in owner ? owner.sessionId : null,
  };
  const hasBudget = ctx.languageModel ? await spendDailyModelCall(ctx, payer, options.ip) : false;
  const result = await composeSite(request, {
    llm: hasBudget ? (ctx.languageModel ?? undefined) : undefined,
    signal: options.signal,
    onTokens: options.onTokens,
    // Artwork and saving come after the composer; their phases are reported here.
    onProgress: (phase) => {
      if (phase !== 'done') options.onProgress?.(phase);
    },
  });
  if (result.modelFailure) {
    // Once per generation, with the cause: an operator learns why sites read like templates.
    const cause = result.modelFailureDetail ?? result.modelFailure;
    options.log?.warn(
      { model: ctx.languageModel?.model, baseUrl: ctx.languageModel?.baseUrl, cause },
      `the built-in writer wrote a site because ${cause}`,
    );
  }
  let content = result.content;
  const id = newId();
  options.onProgress?.('images');
  // Artwork stored for a generation that is then aborted or refused would belong to no site.
  const artwork: string[] = [];
  let artworkWarnings: GenerationNotice[];
  try {
    artworkWarnings = await addArtwork(ctx, owner, content, artwork, options.signal, options.log);
    // Each text's and picture's fingerprint as made: a facts change later keeps what the owner changed.
    content = withComposedFingerprint(content);
    options.signal?.throwIfAborted();
    const now = nowIso();
    const row = {
      id,
      user_id: 'userId' in owner ? owner.userId : null,
      session_id: 'sessionId' in owner ? owner.sessionId : null,
      is_anonymous: 'userId' in owner ? 0 : 1,
      name: content.siteName,
      prompt: body.prompt,
      content: JSON.stringify(content),
      status: 'draft',
      generator: result.generator,
      cover_image: coverImageOf(content),
      created_at: now,
      updated_at: now,
    };
    if ('userId' in owner) {
      // The plan's site limit holds here, in the insert's own transaction: generations started
      // together all passed the early check above, and only as many as the plan allows are stored.
      const stored = await repo.insertWebsiteWithinLimit(
        ctx.db,
        { ...row, user_id: owner.userId },
        limitsOf(ctx, owner.plan).websites,
      );
      if (!stored) throw siteLimitReached(ctx, owner.plan);
    } else {
      await repo.insertWebsite(ctx.db, row);
    }
  } catch (error) {
    await discardMedia(ctx, artwork);
    throw error;
  }
  options.onProgress?.('done');
  // One warning per kind of failure is enough for the owner.
  const spent = ctx.languageModel && !hasBudget ? [noticeOf(BUDGET_SPENT)] : [];
  const english = [...spent.map(wordsOf), ...result.warnings, ...artworkWarnings.map(wordsOf)];
  const notices = [...spent, ...result.notices.map(composerNotice), ...artworkWarnings].filter(
    (notice, index, all) => all.findIndex((other) => other.messageId === notice.messageId) === index,
  );
  return {
    id,
    name: content.siteName,
    content,
    generator: result.generator,
    // The English for other clients; the web app says the notices in the owner's language.
    warnings: [...new Set(english)],
    notices,
    modelFailure: result.modelFailure,
    modelFailureId: result.modelFailureCode && MODEL_FAILURE_IDS[result.modelFailureCode],
  };
}
