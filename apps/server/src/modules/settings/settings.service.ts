import type { AppContext } from '../../context';
import { nowIso } from '../../lib/tokens';
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from './settings.schemas';

function parseStored(json: string | undefined): Settings {
  if (!json) return { ...DEFAULT_SETTINGS };
  try {
    // Stored values were valid when written; a newer field list falls back to defaults per field.
    const stored = settingsSchema.partial().safeParse(JSON.parse(json));
    return { ...DEFAULT_SETTINGS, ...(stored.success ? stored.data : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

async function findStored(ctx: AppContext, userId: string) {
  const row = await ctx.db
    .selectFrom('user_settings')
    .select('settings')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.settings;
}

export async function getSettings(ctx: AppContext, userId: string): Promise<Settings> {
  return parseStored(await findStored(ctx, userId));
}

/** Merges the given values into the stored settings and returns the result. */
export async function updateSettings(
  ctx: AppContext,
  userId: string,
  changes: Partial<Settings>,
): Promise<Settings> {
  const next = { ...(await getSettings(ctx, userId)), ...changes };
  const settings = JSON.stringify(next);
  const updatedAt = nowIso();
  await ctx.db
    .insertInto('user_settings')
    .values({ user_id: userId, settings, updated_at: updatedAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ settings, updated_at: updatedAt }))
    .execute();
  return next;
}
