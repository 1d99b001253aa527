import { COLOR_PREFERENCES, INDUSTRIES } from '@mainstreet/site/constants';
import { z } from 'zod';

export const PROMPT_REQUIRED = 'Please enter a description for your website';
/** Saved content is at most 2 MB of JSON. */
export const MAX_CONTENT_BYTES = 2 * 1024 * 1024;

const fields = {
  prompt: z
    .string({ message: PROMPT_REQUIRED })
    .trim()
    .min(1, PROMPT_REQUIRED)
    .max(5_000, 'must be at most 5,000 characters'),
  industry: z.union([z.enum(INDUSTRIES), z.literal('')]).optional(),
  colorPreference: z.union([z.enum(COLOR_PREFERENCES), z.literal('')]).optional(),
};

export const generateBody = z.object({ ...fields, recaptchaToken: z.string().max(4_000).optional() });
export type GenerateBody = z.infer<typeof generateBody>;

export const websiteParams = z.object({ id: z.string().min(1).max(64) });

export const updateBody = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
  // Checked by the site engine's schema (with migrations) in the service, so its message names the field.
  content: z.unknown().optional(),
  version: z.number().int().min(1).optional(),
});
export type UpdateBody = z.infer<typeof updateBody>;
