import { z } from 'zod';

/** A share token as it appears in a link; anything else is simply not found. */
export const shareParams = z.object({ token: z.string().min(1).max(64) });

export const shareLinkBody = z
  .object({ renew: z.boolean({ message: 'renew: must be true or false' }).optional() })
  .nullish();
