import { z } from 'zod';

export const websiteParams = z.object({ id: z.string().min(1).max(64) });
export const rollbackBody = z.object({
  publishId: z.string().min(1, 'choose a publish to roll back to').max(64),
});
