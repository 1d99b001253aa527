import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { sayable } from '../../lib/server-messages';
import { nowIso } from '../../lib/tokens';
import { isTwoFactorEnabled } from '../auth/two-factor.service';
import { findStoredSettings, upsertSettings } from './settings.repository';
import type { Settings } from './settings.schemas';
import { parseStored } from './stored-settings';

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
      sayable('twoFactorSettingNeedsCode'),
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
