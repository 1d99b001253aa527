import { SOLD_PLAN_IDS } from '@mainstreet/site';
import { z } from 'zod';

const id = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(200, 'is too long');

export const planIdField = z.enum(SOLD_PLAN_IDS as [string, ...string[]], {
  message: `must be one of ${SOLD_PLAN_IDS.join(', ')}`,
});

export const upgradeBody = z.object({ planId: planIdField });
export const changePlanBody = z.object({ planId: planIdField });
export const downloadPaymentBody = z.object({ websiteId: id('websiteId') });
export const verifyPaymentBody = z.object({ sessionId: id('sessionId'), planId: planIdField });
export const verifyDownloadBody = z.object({ sessionId: id('sessionId'), websiteId: id('websiteId') });
export const websiteParams = z.object({ websiteId: id('websiteId') });
export const sessionParams = z.object({ sessionId: id('sessionId') });

export const checkoutAnswer = z.object({ url: z.string(), sessionId: z.string() });
