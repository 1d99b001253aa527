import { artworkColors } from '@mainstreet/composer';
import { type ContentMeta, getPlan, isPaidPlan } from '@mainstreet/site';
import type { FastifyBaseLogger } from 'fastify';
import { hasImageModel } from '../../adapters/images/image-generator';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { newId } from '../../lib/tokens';
import { isSelling, limitsOf } from '../billing/plan-limits';
import type { CurrentUser } from '../sessions/session.service';
import { storeGeneratedImage } from '../uploads/uploads.service';
import { consumeAiImage, refundAiImage } from '../usage/usage.service';
import type { GenerateImageBody } from './ai-images.schemas';

const DEFAULT_META: ContentMeta = { language: 'en', placeholders: [] };

export const UPGRADE_REQUIRED = {
  title: 'Upgrade Required',
  message: 'AI image generation is available for paid plans. Upgrade to access this feature.',
};

/**
 * Makes a picture from a prompt. With an image model it is an AI image: on a server that sells
 * plans only paid plans get them, counted against the plan's monthly quota; on one that sells
 * nothing only the operator's LIMIT_AI_IMAGES_PER_MONTH counts. Without a model it is built-in
 * artwork, which costs nothing and uses no quota.
 */
export async function generateAiImage(
  ctx: AppContext,
  user: CurrentUser,
  body: GenerateImageBody,
  log?: Pick<FastifyBaseLogger, 'warn'>,
) {
  await enforceRateLimit(ctx.rateLimiter, `ai-image:${user.id}`, 10, 60_000);
  const isMetered = hasImageModel(ctx.config);
  if (isMetered) await takeAiImage(ctx, user);
  try {
    const image = await ctx.images.generate({
      prompt: body.prompt,
      kind: body.kind ?? 'hero',
      seed: newId(),
      colors: artworkColors({
        theme: body.colorPreference ? { palette: body.colorPreference, fonts: 'modern' } : undefined,
        meta: DEFAULT_META,
      }),
    });
    // The service's status and words are the operator's; the owner gets the sentence below.
    if (image.detail)
      log?.warn({ cause: image.detail }, `built-in artwork replaced an AI image: ${image.detail}`);
    const imageUrl = await storeGeneratedImage(ctx, { userId: user.id, sessionId: null }, image, 'ai');
    // The configured service failed and built-in artwork stood in: that one is on the house.
    if (isMetered && image.warning) await refundAiImage(ctx, user.id);
    return {
      imageUrl,
      ...(image.warning
        ? { warning: 'The image service is unavailable; artwork in your colours was used instead.' }
        : {}),
    };
  } catch (error) {
    if (isMetered) await refundAiImage(ctx, user.id);
    if (error instanceof AppError) throw error;
    throw new AppError(
      'UPSTREAM_FAILED',
      'Failed to generate AI image. Please try again.',
      sayable('aiImageFailed'),
    );
  }
}

/** Takes one AI image of the account's quota, or refuses with the reason (upgrade, or used up). */
async function takeAiImage(ctx: AppContext, user: CurrentUser) {
  const limit = limitsOf(ctx, user.plan).aiImagesPerMonth;
  const plan = getPlan(user.plan);
  if (isSelling(ctx) && (!isPaidPlan(user.plan) || limit === 0)) {
    throw new AppError(
      'UPGRADE_REQUIRED',
      UPGRADE_REQUIRED.message,
      sayable('aiImageUpgrade', undefined, { title: UPGRADE_REQUIRED.title }),
    );
  }
  if (await consumeAiImage(ctx, user.id, limit)) return;
  const message = isSelling(ctx)
    ? `You have used all ${limit} AI images of the ${plan.name} plan this month. They renew on the 1st.`
    : `You have used all ${limit} AI images this server allows each month. They renew on the 1st.`;
  throw new AppError(
    'AI_IMAGE_QUOTA',
    message,
    sayable(
      isSelling(ctx) ? 'aiImageQuota' : 'aiImageQuotaServer',
      { limit: limit ?? 0, plan: plan.name },
      { title: 'AI Image Limit Reached', limit, plan: plan.id },
    ),
  );
}
