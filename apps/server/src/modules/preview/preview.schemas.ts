import { z } from 'zod';

/** A share token as it appears in a link; anything else is simply not found. */
export const shareParams = z.object({ token: z.string().min(1).max(64) });

export const shareLinkBody = z
  .object({ renew: z.boolean({ message: 'renew: must be true or false' }).optional() })
  .nullish();

// ---- Answers ----

/** The owner's share link. */
export const shareLinkAnswer = z.object({ token: z.string(), url: z.string() });

/** What a shared link unfurls with: title, description and card image. */
export const shareMetaAnswer = z.object({
  url: z.string(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  siteName: z.string(),
});

export type ShareLinkAnswer = z.infer<typeof shareLinkAnswer>;
export type ShareMetaAnswer = z.infer<typeof shareMetaAnswer>;
