import { z } from 'zod';

export const callbackBody = z.object({
  code: z.string().min(1, 'is required').max(2_000),
  state: z.string().min(1, 'is required').max(200),
});
export const deployParams = z.object({ id: z.string().min(1).max(64) });
