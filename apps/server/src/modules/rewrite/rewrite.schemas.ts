import { z } from 'zod';

/** A text of the open site, by its path ("hero.headline", "sections.2.content.features.0.name"). */
const textPath = z
  .string()
  .max(120)
  .regex(
    /^(?:hero|about|servicesHeader|services|footer|sections)(?:\.[A-Za-z0-9]+)+$/,
    'must be the path of a text in the site (e.g. hero.headline)',
  );

export const rewriteParams = z.object({ id: z.string().min(1).max(64) });

export const rewriteBody = z
  .object({
    /** The section's texts as the editor shows them now (unsaved edits included). */
    texts: z
      .array(z.object({ path: textPath, text: z.string().max(2_000) }))
      .min(1, 'must hold at least one text')
      .max(40, 'must hold at most 40 texts'),
    /** Who writes: the configured model (presets, an instruction), or the built-in writer (another version). */
    writer: z.enum(['model', 'builtin']),
    preset: z.enum(['shorter', 'friendlier', 'formal', 'simpler']).optional(),
    instruction: z.string().trim().max(300, 'must be at most 300 characters').optional(),
    /** The built-in writer's draw: each number gives other wordings. */
    variant: z.number().int().min(1).max(1_000_000).optional(),
    /** The section's type (`features`, `faq`, …) when the texts are in `sections`. */
    sectionType: z.string().max(40).optional(),
  })
  .refine((b) => b.writer === 'builtin' || b.preset || b.instruction, {
    message: 'choose a preset or write an instruction',
    path: ['instruction'],
  });

export const rewriteAnswer = z.object({
  writer: z.enum(['model', 'builtin']),
  texts: z.array(z.object({ path: z.string(), text: z.string() })),
  /** What the model stated that the owner never gave, taken out (the owner is told). */
  removed: z.array(z.object({ path: z.string(), reason: z.string(), text: z.string() })),
  /** The owner's facts the model wrote differently (phone, email, address, hours, price), put back as written. */
  restored: z.array(
    z.object({
      path: z.string(),
      fact: z.enum(['phone', 'email', 'address', 'hours', 'price']),
      wrote: z.string(),
      text: z.string(),
    }),
  ),
  /** Texts kept as they stood: the rewrite lost one of the owner's facts. */
  kept: z.array(z.string()),
});

export type RewriteBody = z.infer<typeof rewriteBody>;
export type RewriteAnswer = z.infer<typeof rewriteAnswer>;
