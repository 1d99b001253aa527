import { z } from 'zod';
import { findFirstJsonObject } from './json-object';

const line = (max: number) => z.string().trim().min(1).max(max);
const item = z.object({ name: line(80), description: line(300) });

/** The copy a model writes; code builds everything else. Small on purpose: fewer tokens, faster answers. */
export const modelCopySchema = z.object({
  headline: line(90),
  subtitle: line(260),
  button: line(40),
  about: line(1_200),
  servicesTitle: line(80),
  servicesSubtitle: line(200),
  services: z.array(item).min(1).max(8),
  features: z.array(item).min(2).max(6),
  faq: z
    .array(z.object({ question: line(160), answer: line(400) }))
    .min(2)
    .max(6),
  aboutMore: line(1_200),
  ctaTitle: line(90),
  ctaSubtitle: line(200),
  ctaButton: line(40),
  footer: line(240),
  seo: line(200),
});

export type ModelCopy = z.infer<typeof modelCopySchema>;

const str = { type: 'string' } as const;
const itemJson = {
  type: 'object',
  properties: { name: str, description: str },
  required: ['name', 'description'],
  additionalProperties: false,
} as const;

/** The same schema as JSON Schema, in the subset strict structured output accepts. */
export const modelCopyJsonSchema = {
  type: 'object',
  properties: {
    headline: str,
    subtitle: str,
    button: str,
    about: str,
    servicesTitle: str,
    servicesSubtitle: str,
    // The same counts the checker (modelCopySchema) demands, so a constrained model cannot miss them.
    services: { type: 'array', items: itemJson, minItems: 1, maxItems: 8 },
    features: { type: 'array', items: itemJson, minItems: 2, maxItems: 6 },
    faq: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      items: {
        type: 'object',
        properties: { question: str, answer: str },
        required: ['question', 'answer'],
        additionalProperties: false,
      },
    },
    aboutMore: str,
    ctaTitle: str,
    ctaSubtitle: str,
    ctaButton: str,
    footer: str,
    seo: str,
  },
  required: [
    'headline',
    'subtitle',
    'button',
    'about',
    'servicesTitle',
    'servicesSubtitle',
    'services',
    'features',
    'faq',
    'aboutMore',
    'ctaTitle',
    'ctaSubtitle',
    'ctaButton',
    'footer',
    'seo',
  ],
  additionalProperties: false,
} as const;

type Budget = number | { count: number; fields: Record<string, number> };

/** Word budgets per field; the prompt states them and the bench sums them into a token ceiling. */
export const WORD_BUDGETS: Record<keyof ModelCopy, Budget> = {
  headline: 8,
  subtitle: 25,
  button: 4,
  about: 80,
  servicesTitle: 4,
  servicesSubtitle: 12,
  services: { count: 6, fields: { name: 4, description: 18 } },
  features: { count: 3, fields: { name: 4, description: 14 } },
  faq: { count: 3, fields: { question: 12, answer: 30 } },
  aboutMore: 70,
  ctaTitle: 6,
  ctaSubtitle: 14,
  ctaButton: 3,
  footer: 16,
  seo: 25,
};

export const COPY_LIMITS = Object.entries(WORD_BUDGETS)
  .map(([key, budget]) =>
    typeof budget === 'number'
      ? `${key}: at most ${budget} words`
      : `${key}: up to ${budget.count} items (${Object.entries(budget.fields)
          .map(([f, n]) => `${f} at most ${n} words`)
          .join(', ')})`,
  )
  .join('; ');

export type ParseResult = { ok: true; copy: ModelCopy } | { ok: false; error: string };

/**
 * Parse a model answer: thinking blocks, code fences and text around the JSON are tolerated, and
 * the first complete object is taken; then it is validated.
 */
export function parseModelCopy(answer: string): ParseResult {
  const raw = findFirstJsonObject(answer);
  if (raw === undefined) return { ok: false, error: 'the answer holds no complete JSON object' };
  const result = modelCopySchema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`);
    return { ok: false, error: issues.join('; ') };
  }
  return { ok: true, copy: result.data };
}
