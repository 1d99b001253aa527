import { artworkColors } from '@mainstreet/composer';
import { type ContentMeta, getPlan, isPaidPlan } from '@mainstreet/site';
import { enforceRateLimit } from '../../adapters/rate-limit/rate-limiter';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/tokens';
import type { CurrentUser } from '../sessions/session.service';
import { storeGeneratedImage } from '../uploads/uploads.service';
import { consumeAiImage, refundAiImage } from '../usage/usage.service';
import type { GenerateImageBody } from './ai-images.schemas';

const DEFAULT_META: ContentMeta = { language: 'en', placeholders: [] };

export const UPGRADE_REQUIRED = {
  title: 'Upgrade Required',
  message: 'AI image generation is available for paid plans. Upgrade to access this feature.',
};

/** Makes an image from a prompt for a paid plan, counted against its monthly quota. */
export async function generateAiImage(ctx: AppContext, user: CurrentUser, body: GenerateImageBody) {
  const plan = getPlan(user.plan);
  if (!isPaidPlan(user.plan) || plan.limits.aiImagesPerMonth === 0) {
    throw new AppError('UPGRADE_REQUIRED', UPGRADE_REQUIRED.message, {
      details: { title: UPGRADE_REQUIRED.title },
    });
  }
  await enforceRateLimit(ctx.rateLimiter, `ai-image:${user.id}`, 10, 60_000);
  if (!(await consumeAiImage(ctx, user.id, user.plan))) {
    throw new AppError(
      'AI_IMAGE_QUOTA',
      `You have used all ${plan.limits.aiImagesPerMonth} AI images of the ${plan.name} plan this month. They renew on the 1st.`,
      { details: { title: 'AI Image Limit Reached', limit: plan.limits.aiImagesPerMonth, plan: plan.id } },
    );
  }
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
    const imageUrl = await storeGeneratedImage(ctx, { userId: user.id, sessionId: null }, image, 'ai');
    // The configured service failed and built-in artwork stood in: that one is on the house.
    if (image.warning) await refundAiImage(ctx, user.id);
    return {
      imageUrl,
      ...(image.warning
        ? { warning: 'The image service is unavailable; artwork in your colours was used instead.' }
        : {}),
    };
  } catch (error) {
    await refundAiImage(ctx, user.id);
    if (error instanceof AppError) throw error;
    throw new AppError('UPSTREAM_FAILED', 'Failed to generate AI image. Please try again.');
  }
}
