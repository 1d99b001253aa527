import { z } from 'zod';

export const websiteParams = z.object({ id: z.string().min(1).max(64) });
export const rollbackBody = z.object({
  publishId: z.string().min(1, 'choose a publish to roll back to').max(64),
});

// ---- Answers ----

/** The live address and the snapshot now served. */
export const publishAnswer = z.object({ url: z.string(), publishId: z.string() });

/** One snapshot as the owner sees it in the publish history (publish.presenter.ts). */
export const publishSchema = z.object({
  id: z.string(),
  number: z.number(),
  createdAt: z.string(),
  fileCount: z.number(),
  sizeBytes: z.number(),
  isLive: z.boolean(),
});

export const publishesAnswer = z.object({ url: z.string().nullable(), publishes: z.array(publishSchema) });

export const unpublishAnswer = z.object({ ok: z.literal(true) });

export type PublishAnswer = z.infer<typeof publishAnswer>;
export type PublishesAnswer = z.infer<typeof publishesAnswer>;
