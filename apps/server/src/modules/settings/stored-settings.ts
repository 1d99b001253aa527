import type { SiteLanguage } from '@mainstreet/site';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { findStoredSettings } from './settings.repository';
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from './settings.schemas';

const storedSettings = z.object(settingsSchema.shape).partial();

export function parseStored(json: string | undefined): Settings {
  if (!json) return { ...DEFAULT_SETTINGS };
  try {
    // Stored values were valid when written; a newer field list falls back to defaults, and a field
    // that is no longer offered (product news, browser notifications) is dropped.
    const stored = storedSettings.safeParse(fromDateFormatOnly(JSON.parse(json)));
    return { ...DEFAULT_SETTINGS, ...(stored.success ? stored.data : {}) };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/**
 * Settings saved before the app spoke more than English: their `language` only decided how dates
 * were written (the "Date format" select), so it becomes the date format, and the app's language
 * stays unchosen for the browser to pick. English was the default, not a choice, so it is dropped.
 */
function fromDateFormatOnly(stored: unknown): unknown {
  if (typeof stored !== 'object' || stored === null || 'dateFormat' in stored) return stored;
  const { language, ...rest } = stored as { language?: unknown };
  return language === 'en' || language === undefined ? rest : { ...rest, dateFormat: language };
}

/** The app language the account chose (Settings or the header), or undefined while it never did. */
export async function accountLanguage(db: Db, userId: string): Promise<SiteLanguage | undefined> {
  return parseStored(await findStoredSettings(db, userId)).language;
}
