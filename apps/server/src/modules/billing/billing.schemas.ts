import { PLAN_IDS } from '@mainstreet/site';
import { z } from 'zod';
import { bytesSchema } from '../../lib/answer-schemas';

const id = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200, 'is too long');

// Any plan is named (asking for the one you are on says "Already subscribed"); only sold plans check out.
export const planIdField = z.enum(PLAN_IDS as [string, ...string[]], {
  message: `must be one of ${PLAN_IDS.join(', ')}`,
});

export const upgradeBody = z.object({ planId: planIdField });
export const changePlanBody = z.object({ planId: planIdField });
export const downloadPaymentBody = z.object({ websiteId: id('websiteId') });
export const verifyPaymentBody = z.object({ sessionId: id('sessionId'), planId: planIdField });
export const verifyDownloadBody = z.object({ sessionId: id('sessionId'), websiteId: id('websiteId') });
export const websiteParams = z.object({ websiteId: id('websiteId') });
export const sessionParams = z.object({ sessionId: id('sessionId') });

// ---- Answers ----

/** Where to send the browser: the provider's checkout, or back to billing when nothing is due. */
export const planCheckoutAnswer = z.object({
  url: z.string(),
  sessionId: z.string().optional(),
  /** True when an active subscription was switched in place (no checkout). */
  isChanged: z.boolean().optional(),
});

/** The download checkout, or straight to the download page when this browser paid already. */
export const downloadCheckoutAnswer = z.object({
  url: z.string(),
  sessionId: z.string().optional(),
  isPaid: z.boolean().optional(),
});

export const changePlanAnswer = z.object({ plan: z.string() });

export const subscriptionSchema = z.object({
  planId: z.string(),
  status: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  isTestMode: z.boolean(),
});

export const subscriptionStateAnswer = z.object({
  plan: z.string(),
  /** The payment provider in use (`test` or `stripe`), or null when payments are off. */
  provider: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
});

const used = (limit: z.ZodType<number | null>) => z.object({ used: z.number(), limit });

/** This month's usage against the plan's limits (a null limit: unlimited). */
export const usageAnswer = z.object({
  plan: z.string(),
  websites: used(z.number().nullable()),
  edits: used(z.number().nullable()),
  aiImages: used(z.number().nullable()),
  /** An edit is one editing session of a website: its saves within this many minutes count once. */
  editSessionMinutes: z.number(),
  /**
   * The media the account stores in all, in bytes, against the server's budget (MEDIA_BUDGET_MB).
   * Always answered; optional for the web app's own estimate, which cannot know it.
   */
  mediaBytes: used(z.number()).optional(),
});

export const historyItemSchema = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  kind: z.string(),
  planId: z.string().nullable(),
  websiteId: z.string().nullable(),
  amountCents: z.number(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  isTestMode: z.boolean(),
});

export const historyAnswer = z.object({ payments: z.array(historyItemSchema) });

export const verifyPaymentAnswer = z.object({ success: z.boolean(), plan: z.string() });

export const verifyDownloadAnswer = z.object({
  success: z.boolean(),
  websiteId: z.string(),
  downloadUrl: z.string(),
});

export const webhookAnswer = z.object({ received: z.boolean(), duplicate: z.boolean() });

export type UsageAnswer = z.infer<typeof usageAnswer>;
export type SubscriptionStateAnswer = z.infer<typeof subscriptionStateAnswer>;
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** A paid quick download. */
export const paidZipAnswer = bytesSchema('The paid website as a zip');
