import { z } from 'zod';

export const websiteParams = z.object({ id: z.string().min(1).max(64) });

/** Which of apex and www visitors land on; the other redirects to it. */
const primaryChoice = z.enum(['apex', 'www'], { message: 'choose apex or www' });

export const addDomainBody = z.object({
  domain: z.string().trim().min(1, 'enter a domain such as rosasbakery.com').max(300),
  primary: primaryChoice.optional(),
});
export const primaryBody = z.object({ primary: primaryChoice });
export const askQuery = z.object({ domain: z.string().min(1, 'name the domain').max(300) });

// ---- Answers ----

const recordSchema = z.object({
  type: z.enum(['A', 'AAAA', 'CNAME', 'ALIAS', 'TXT']),
  name: z.string(),
  /** The name within the domain's zone ("@", "www", "_mainstreet"), for registrars that append the zone. */
  relativeName: z.string(),
  value: z.string(),
});

/** A website's own domain as its owner sees it (domains.presenter.ts). */
export const domainSchema = z.object({
  name: z.string(),
  /** Apex and www are both served, one redirecting to the other; false: one deeper name. */
  isApex: z.boolean(),
  primaryHost: z.string(),
  status: z.enum(['waiting', 'verifying', 'live', 'problem']),
  /** Which record is wrong, when status is problem (or why a check could not finish). */
  problem: z.string().nullable(),
  hosts: z.array(
    z.object({
      host: z.string(),
      isPrimary: z.boolean(),
      isVerified: z.boolean(),
      /** What DNS answered at the last check ("A 203.0.113.7"); empty: nothing. */
      found: z.string(),
      records: z.array(recordSchema),
    }),
  ),
  /** The TXT record that proves the domain is the owner's, until it is found; then null. */
  proof: recordSchema.nullable(),
  checkedAt: z.string().nullable(),
  nextCheckAt: z.string(),
});

export const domainAnswer = z.object({
  /** Whether this server can take own domains (its operator set PUBLIC_IPV4/6 or a CNAME target). */
  isAvailable: z.boolean(),
  domain: domainSchema.nullable(),
  /** The site's address changed but it has unpublished edits: a Redeploy publishes it at the new one. */
  needsRedeploy: z.boolean().optional(),
});

export const askAnswer = z.object({ ok: z.literal(true) });

export type DomainView = z.infer<typeof domainSchema>;
export type DomainRecord = z.infer<typeof recordSchema>;
