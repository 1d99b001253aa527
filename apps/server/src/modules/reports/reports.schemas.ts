import { z } from 'zod';

/** What a report says is wrong; the form's choices, in this order. */
export const REPORT_REASONS = {
  phishing: 'Phishing or a scam',
  malware: 'Malware or a harmful download',
  illegal: 'Illegal content',
  copyright: 'Copyright or trademark',
  impersonation: 'Pretends to be someone else',
  other: 'Something else',
} as const;

export const reportParams = z.object({ key: z.string().min(1).max(64) });

export const reportBody = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [keyof typeof REPORT_REASONS], {
    message: 'Choose what is wrong',
  }),
  details: z.string().trim().min(1, 'Say what is wrong').max(4000, 'Details: at most 4000 characters'),
  email: z
    .string()
    .trim()
    .max(320)
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email('Your email: please enter a valid address, or leave it empty').optional()),
  page: z.string().trim().max(2000).optional(),
});

export const adminReportSchema = z.object({
  id: z.string(),
  websiteId: z.string(),
  site: z.string(),
  address: z.string().nullable(),
  owner: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  reporterEmail: z.string().nullable(),
  page: z.string(),
  createdAt: z.string(),
  /** When an admin marked it handled; null while it waits. */
  resolvedAt: z.string().nullable(),
});
export const reportsAnswer = z.object({ reports: z.array(adminReportSchema) });

export type ReportBody = z.infer<typeof reportBody>;
