import { z } from 'zod';

/** What the browser app may know about this server's setup; never a secret. */
export const publicConfigSchema = z.object({
  recaptchaSiteKey: z.string().nullable(),
  contactEmail: z.string().nullable(),
  socialProviders: z.array(z.string()),
  /** 'off': this server sells nothing, so the app shows no price, plan or upgrade anywhere. */
  payments: z.enum(['stripe', 'test', 'off']),
  /** 'model': an image model makes "AI image"s (metered); 'artwork': built-in "New artwork", free. */
  images: z.enum(['model', 'artwork']),
  /** Whether a language model is configured: without one "Write with AI" offers only the built-in writer. */
  languageModel: z.boolean(),
  /** Whether an image model is configured (the same as `images: 'model'`, said plainly). */
  imageModel: z.boolean(),
  hosting: z.object({
    builtIn: z.literal(true),
    netlify: z.boolean(),
    /** Owners can point a domain of theirs at built-in hosting (PUBLIC_IPV4/6 or a CNAME target set). */
    ownDomains: z.boolean(),
  }),
  /** The stock-photo provider behind the editor's "Find a photo"; null when none is configured. */
  stockPhotos: z.enum(['unsplash', 'pexels']).nullable(),
  /** Who may sign up (REGISTRATION): the sign-in screen offers "Create account" only when not 'closed'. */
  registration: z.enum(['open', 'invite', 'closed']),
  /** Whether a visitor without an account may generate and preview a site. */
  visitorDrafts: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
