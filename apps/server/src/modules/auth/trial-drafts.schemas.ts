import { z } from 'zod';

export const trialDraftsAnswer = z
  .array(z.object({ id: z.string(), name: z.string(), createdAt: z.string() }))
  .meta({ description: "This browser's trial drafts that no account has taken yet, newest first" });

const draftIds = (verb: string) =>
  z
    .array(z.string().min(1).max(64))
    .min(1, `Choose at least one draft to ${verb}`)
    .max(100, 'Choose at most 100 drafts');

export const keepTrialDraftsBody = z.object({ ids: draftIds('keep') });
export const deleteTrialDraftsBody = z.object({ ids: draftIds('delete') });
export const deleteTrialDraftsAnswer = z.object({ deleted: z.number() });

export const keepTrialDraftsAnswer = z.object({ kept: z.number() });
