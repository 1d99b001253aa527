import { z } from 'zod';

export const uploadKeyParams = z.object({ key: z.string().max(120) });

/** A stored upload: its address, and an image's size after re-encoding. */
export const uploadAnswer = z.object({
  url: z.string(),
  width: z.number().optional(),
  height: z.number().optional(),
});

export type UploadAnswer = z.infer<typeof uploadAnswer>;
