import { isKnownKind, isReadablePhone } from '@mainstreet/composer';
import { siteFactsSchema } from '@mainstreet/site';
import { z } from 'zod';
import type { ServerMessageId } from '../../lib/server-messages';
import { websiteSchema } from '../websites/websites.schemas';

export const factsParams = z.object({ id: z.string().min(1).max(64) });

const EMAIL = z.email();
const WEB_ADDRESS = /^(?:https?:\/\/)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?:[/?#]\S*)?$/iu;

/**
 * The facts form as the owner sends it: every field, checked so the page never states what cannot
 * be true (a phone libphonenumber cannot read, an email that cannot receive mail, a year to come).
 */
/** An uploaded photo's address: a path on this server, or an http(s) address. */
const photoUrl = z
  .string()
  .max(2_048)
  .regex(/^(?:https?:\/\/|\/(?!\/))\S+$/, { message: 'must be the address of an uploaded photo' });

export const factsBody = siteFactsSchema
  .extend({
    /** New photos of the business, already uploaded: placed where the site has no picture yet. */
    photos: z.array(photoUrl).max(12, 'must hold at most 12 photos').optional(),
  })
  .superRefine((facts, ctx) => {
    const problem = (path: (string | number)[], message: string, messageId: ServerMessageId, more = {}) =>
      ctx.addIssue({ code: 'custom', path, message, params: { messageId, ...more } });
    if (facts.kind && !isKnownKind(facts.kind))
      problem(['kind'], 'must be a kind of business from the list', 'factsKind');
    for (const key of ['phone', 'whatsapp'] as const) {
      if (facts[key] && !isReadablePhone(facts[key]))
        problem([key], 'must be a phone number (with its country code, like +44 113 496 0123)', 'factsPhone');
    }
    if (facts.email && !EMAIL.safeParse(facts.email).success)
      problem(['email'], 'must be an email address (like hello@example.com)', 'factsEmail');
    const year = Number(facts.foundedYear);
    const thisYear = new Date().getUTCFullYear();
    if (facts.foundedYear && (year < 1000 || year > thisYear))
      problem(['foundedYear'], `must be a year between 1000 and ${thisYear}`, 'factsYear', { max: thisYear });
    if (facts.booking && !WEB_ADDRESS.test(facts.booking))
      problem(['booking'], 'must be a web address (like https://example.com/book)', 'factsWebAddress');
    facts.social.forEach((url, i) => {
      if (!WEB_ADDRESS.test(url))
        problem(['social', i], 'must be a web address (like https://instagram.com/you)', 'factsWebAddress');
    });
  });

export type FactsBody = z.infer<typeof factsBody>;

/** The facts form of a site: the facts, which of them the owner set, and the kinds to pick from. */
export const factsAnswer = z.object({
  facts: siteFactsSchema,
  /** The fields the owner set themselves (the rest are as the composer read the description). */
  given: z.array(z.string()),
  /** Each called in the page's language where the catalog has the word; `en`, the English word, for search. */
  kinds: z.array(z.object({ id: z.string(), label: z.string(), en: z.string() })),
  /** Whether the page shows a photo the owner chose (else the form asks for some). */
  hasOwnPhotos: z.boolean(),
});

export type FactsAnswer = z.infer<typeof factsAnswer>;

/** A facts change answers the website written again from them, as GET /api/websites/:id does. */
export const factsChangedAnswer = websiteSchema;
