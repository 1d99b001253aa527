import { z } from 'zod';

/** What the browser app may know about this server's setup; never a secret. */
export const publicConfigSchema = z.object({
  recaptchaSiteKey: z.string().nullable(),
  contactEmail: z.string().nullable(),
  socialProviders: z.array(z.string()),
  payments: z.enum(['stripe', 'test', 'off']),
  hosting: z.object({ builtIn: z.literal(true), netlify: z.boolean() }),
  /** The stock-photo provider behind the editor's "Find a photo"; null when none is configured. */
  stockPhotos: z.enum(['unsplash', 'pexels']).nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
