import { z } from 'zod';

export const accountsQuery = z.object({
  q: z.string().trim().max(200, 'q: at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const accountParams = z.object({ id: z.string().min(1).max(64) });

const reasonField = z.string().trim().min(1, 'reason: say why').max(1000, 'reason: at most 1000 characters');

export const suspendBody = z.object({ reason: reasonField.optional() });
export const takeDownBody = z.object({ reason: reasonField });

export const invitationBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'email: Please enter a valid email address' }))
    .optional(),
  days: z.number().int().min(1, 'days: at least 1').max(90, 'days: at most 90').optional(),
});

const publishedSiteSchema = z.object({
  websiteId: z.string(),
  name: z.string(),
  address: z.string(),
  visits30d: z.number(),
  /** Why an admin took it down; null while it is served. */
  takenDown: z.string().nullable(),
});

export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  siteCount: z.number(),
  publishedSites: z.array(publishedSiteSchema),
});

export const accountsAnswer = z.object({ accounts: z.array(adminAccountSchema) });

export const adminActionSchema = z.object({
  id: z.string(),
  admin: z.string(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const actionsAnswer = z.object({ actions: z.array(adminActionSchema) });
export const adminDoneAnswer = z.object({ ok: z.literal(true) });
export const invitationAnswer = z.object({
  url: z.string(),
  email: z.string().nullable(),
  expiresAt: z.string(),
});

export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const reportParams = z.object({ id: z.string().min(1).max(64) });
export const invitationParams = z.object({ id: z.string().min(1).max(128) });

export const invitationsAnswer = z.object({
  invitations: z.array(
    z.object({
      id: z.string(),
      /** Only this address may use it; null: anyone holding the link. */
      email: z.string().nullable(),
      createdAt: z.string(),
      expiresAt: z.string(),
      state: z.enum(['open', 'used', 'expired']),
      /** The address of the account it made, when used. */
      usedBy: z.string().nullable(),
    }),
  ),
});
