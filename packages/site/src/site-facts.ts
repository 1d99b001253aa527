import { z } from 'zod';
import { SITE_LANGUAGES } from './languages';

const line = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** One service as the owner lists it: its name, and its price and unit when they give one. */
export const factServiceSchema = z.object({
  name: line(120).min(1, 'must not be empty'),
  /** Verbatim ("£30", "from 45 €"); empty when no price is given. */
  price: line(40).default(''),
  /** What the price is for ("per hour", "a lesson"); empty when none. */
  unit: line(40).default(''),
});

/**
 * What the site says about the business, as the owner checks it in the facts form: every value is
 * text as written, '' when unknown. `kind` is a kind id of the composer's table, '' for "not sure".
 */
export const siteFactsSchema = z.object({
  name: line(120),
  kind: z
    .string()
    .regex(/^(?:[a-z][a-z0-9-]{1,40})?$/, { message: 'must be a kind of business from the list' }),
  area: line(200),
  services: z.array(factServiceSchema).max(20, 'must hold at most 20 services'),
  hours: line(300),
  phone: line(40),
  whatsapp: line(40),
  email: line(320),
  address: line(300),
  booking: line(500),
  social: z.array(line(500).min(1, 'must not be empty')).max(8, 'must hold at most 8 links'),
  foundedYear: z.string().regex(/^(?:\d{4})?$/, { message: 'must be a year like 1998' }),
  language: z.enum(SITE_LANGUAGES),
  sellingPoints: z.array(line(200).min(1, 'must not be empty')).max(6, 'must hold at most 6 selling points'),
});

/** The facts the owner set themselves: each present key overrides what the composer read. */
export const ownerFactsSchema = siteFactsSchema.partial();

export type SiteFacts = z.infer<typeof siteFactsSchema>;
export type OwnerFacts = z.infer<typeof ownerFactsSchema>;
export type FactService = z.infer<typeof factServiceSchema>;
