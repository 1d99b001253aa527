import { COLOR_PREFERENCES } from '@mainstreet/site';
import { z } from 'zod';

export const generateImageBody = z.object({
  prompt: z
    .string({ message: 'Please describe the image' })
    .trim()
    .min(1, 'Please describe the image')
    .max(1_000, 'must be at most 1,000 characters'),
  /** Which slot the image is for; shapes the artwork. */
  kind: z.enum(['hero', 'service', 'about']).optional(),
  /** The site's colours, so artwork matches it. */
  colorPreference: z.enum(COLOR_PREFERENCES).optional(),
});
export type GenerateImageBody = z.infer<typeof generateImageBody>;

/** The stored image; a warning when built-in artwork stood in for a failed image service. */
export const generatedImageAnswer = z.object({ imageUrl: z.string(), warning: z.string().optional() });
export type GeneratedImageAnswer = z.infer<typeof generatedImageAnswer>;
