import { z } from 'zod';

export const visitStatsParams = z.object({ id: z.string().min(1).max(64) });

const sourceRow = z.object({ value: z.string(), views: z.number().int() });

export const visitStatsAnswer = z.object({
  /** The last 30 UTC days, oldest first, today last. */
  days: z.array(
    z.object({
      day: z.string().meta({ description: 'YYYY-MM-DD (UTC)' }),
      views: z.number().int(),
      visitors: z.number().int().meta({ description: 'Unique visitors of that day' }),
      messages: z.number().int(),
    }),
  ),
  totals: z.object({
    views: z.number().int(),
    visitors: z.number().int().meta({ description: "Each day's unique visitors, added up" }),
    messages: z.number().int(),
  }),
  referrers: z.array(sourceRow).meta({ description: 'Top referrer domains by views' }),
  countries: z.array(sourceRow).meta({ description: 'Top countries (ISO 3166 codes) by views' }),
  devices: z.array(sourceRow).meta({ description: 'Views by desktop, mobile, tablet, other' }),
  /** Counts come only from built-in hosting: a site live elsewhere is not counted there. */
  isHostedHere: z.boolean(),
  isOnNetlify: z.boolean(),
});

export type VisitStatsAnswer = z.infer<typeof visitStatsAnswer>;
