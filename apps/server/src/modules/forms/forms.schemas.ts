import { z } from 'zod';

const field = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .transform((v) => v.trim())
    .pipe(
      z.string().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`),
    );

// A line break or control character in a name would read as extra header-like lines in the owner's mail.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** What a visitor sends through a site's contact form. `website` is the honeypot. */
export const contactMessageBody = z.object({
  name: field('Your name', 200).refine((v) => !CONTROL.test(v), 'Your name must be one line of text'),
  email: field('Your email', 320).pipe(z.email('Please enter a valid email address')),
  message: field('Your message', 5_000),
  website: z.string().max(500).optional(),
});

export type ContactMessageBody = z.infer<typeof contactMessageBody>;

/** The form's own key (see website_keys), not the website id. */
export const formParams = z.object({ formKey: z.string().min(1).max(64) });
export const messagesParams = z.object({ id: z.string().min(1).max(64) });

// ---- Answers ----

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** Not yet seen by the owner (see POST …/messages/read). */
  isNew: z.boolean(),
});

export const contactMessagesAnswer = z.object({ messages: z.array(contactMessageSchema) });

export const newMessagesAnswer = z.object({
  sites: z.array(z.object({ websiteId: z.string(), count: z.number().int() })),
  total: z.number().int(),
});

export const messagesReadAnswer = z.object({
  marked: z.number().int().meta({ description: 'How many messages were new' }),
});

/** A message sent from a script; a plain HTML form is redirected to the thank-you page instead. */
export const formSentAnswer = z.object({ ok: z.literal(true) });

export type ContactMessageAnswer = z.infer<typeof contactMessageSchema>;
