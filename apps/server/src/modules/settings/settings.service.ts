import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/tokens';
import { isTwoFactorEnabled } from '../auth/two-factor.service';
import { findStoredSettings, upsertSettings } from './settings.repository';
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from './settings.schemas';

const storedSettings = z.object(settingsSchema.shape).partial();

function parseStored(json: string | undefined): Settings {
  if (!json) return { ...DEFAULT_SETTINGS };
  try {
    // Stored values were valid when written; a newer field list falls back to defaults, and a field
    // that is no longer offered (product news, browser notifications) is dropped.
    const stored = storedSettings.safeParse(JSON.parse(json));
    return { ...DEFAULT_SETTINGS, ...(stored.success ? stored.data : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** The stored preferences; "Two-step sign-in" always says whether TOTP is really on. */
export async function getSettings(ctx: AppContext, userId: string): Promise<Settings> {
  const stored = parseStored(await findStoredSettings(ctx.db, userId));
  return { ...stored, twoFactorAuth: await isTwoFactorEnabled(ctx, userId) };
}

/** Merges the given values into the stored settings and returns the result. */
export async function updateSettings(
  ctx: AppContext,
  userId: string,
  changes: Partial<Settings>,
): Promise<Settings> {
  const current = await getSettings(ctx, userId);
  if (changes.twoFactorAuth !== undefined && changes.twoFactorAuth !== current.twoFactorAuth) {
    // A switch alone would claim protection that is not there: TOTP is set up with a code.
    throw new AppError(
      'BAD_REQUEST',
      'twoFactorAuth: Turn two-step sign-in on or off with a code from your authenticator app.',
    );
  }
  const next = { ...current, ...changes };
  const settings = JSON.stringify(next);
  await upsertSettings(ctx.db, userId, settings, nowIso());
  return next;
}

/** How the account wants contact messages mailed: one mail each, a daily digest, or none. */
export async function messageMailChoice(
  ctx: AppContext,
  userId: string,
): Promise<'each' | 'digest' | 'none'> {
  const settings = parseStored(await findStoredSettings(ctx.db, userId));
  if (!settings.emailNotifications) return 'none';
  return settings.messageDigest ? 'digest' : 'each';
}
