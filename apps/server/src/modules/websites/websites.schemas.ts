import type { Content } from '@mainstreet/site';
import { COLOR_PREFERENCES, INDUSTRIES } from '@mainstreet/site/constants';
import { z } from 'zod';
import { bytesSchema } from '../../lib/answer-schemas';

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

// ---- Answers ----

/**
 * Website content as `packages/site` defines it. Typed, not re-checked on the way out: every
 * stored content passed the site schema when it was written, and checking 30 KB on each answer
 * would double the cost of a load.
 */
export const contentField = z
  .custom<Content>((value) => typeof value === 'object' && value !== null && !Array.isArray(value))
  .meta({ description: 'Website content: the schema of packages/site (content.ts)' });

/** A website in lists: everything but its content (websites.presenter.ts). */
export const websiteSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  status: z.string().meta({ description: 'draft, live or archived' }),
  editCount: z.number(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The live address on whichever host it was published to. */
  netlifyUrl: z.string().nullable(),
  needsRedeployment: z.boolean(),
  version: z.number(),
  coverImage: z.string().nullable(),
  generator: z.string(),
});

/** A website with its content, as the editor and preview load it (and a save answers). */
export const websiteSchema = websiteSummarySchema.extend({ content: contentField });

export const websiteListAnswer = z.array(websiteSummarySchema);

/** A new website: the JSON answer of generate, and the `done` event of its event stream. */
export const generatedWebsiteSchema = z.object({
  id: z.string(),
  name: z.string(),
  content: contentField,
  generator: z.enum(['builtin', 'model']),
  /** What fell back, in the owner's words with what to do (an image service that was busy, …). */
  warnings: z.array(z.string()),
  /**
   * The same warnings as ids of the web app's words (`server.<messageId>`) with their values, and
   * the English, for an app that says them in the owner's language.
   */
  notices: z.array(
    z.object({
      messageId: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      message: z.string(),
    }),
  ),
  /** Set when a configured model did not write the copy: why, in the owner's words (the log has the details). */
  modelFailure: z.string().optional(),
  /** The same as the id of the web app's words (`server.<modelFailureId>`). */
  modelFailureId: z.string().optional(),
});

export const deleteWebsiteAnswer = z.object({ success: z.boolean(), id: z.string() });

export type WebsiteSummary = z.infer<typeof websiteSummarySchema>;
export type WebsiteAnswer = z.infer<typeof websiteSchema>;
export type GeneratedWebsite = z.infer<typeof generatedWebsiteSchema>;

/** The website as a zip (`/export` and `/download`). */
export const zipAnswer = bytesSchema('The website as a zip of static files');
