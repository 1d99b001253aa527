import { z } from 'zod';

export const callbackBody = z.object({
  code: z.string().min(1, 'is required').max(2_000),
  state: z.string().min(1, 'is required').max(200),
});
export const deployParams = z.object({ id: z.string().min(1).max(64) });

// ---- Answers ----

/** Where the authorization popup goes. */
export const authorizeAnswer = z.object({ authUrl: z.string() });
export const connectionAnswer = z.object({ connected: z.boolean() });
export const connectionStatusAnswer = z.object({ connected: z.boolean(), isConfigured: z.boolean() });
/** The live address on Netlify. */
export const netlifyDeployAnswer = z.object({ url: z.string() });

export type ConnectionStatusAnswer = z.infer<typeof connectionStatusAnswer>;
