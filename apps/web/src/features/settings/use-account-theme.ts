import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { setDatePreferences } from '../../lib/date-format';
import { apiQuery } from '../../lib/query-client';
import { applyAccountTheme } from '../../lib/theme';
import type { UserSettings } from '../../lib/types';

export const SETTINGS_QUERY_KEY = ['/api/settings'];

/** The signed-in account's saved settings; undefined while signed out or loading. */
export function useSavedSettings(): UserSettings | undefined {
  const { user } = useAuth();
  const settings = useQuery({ ...apiQuery('/api/settings'), enabled: user !== null });
  return user ? settings.data : undefined;
}

/** Applies the signed-in account's saved theme when its settings load (see `applyAccountTheme`). */
export function useAccountTheme(): void {
  const savedTheme = useSavedSettings()?.defaultTheme;
  useEffect(() => {
    if (savedTheme) applyAccountTheme(savedTheme);
  }, [savedTheme]);
}

/**
 * Dates everywhere in the app follow the account's language and time zone. Set while the app
 * renders (not in an effect), so the screens rendered with it already use the loaded settings.
 */
export function useAccountDates(): void {
  const settings = useSavedSettings();
  setDatePreferences(settings && { language: settings.language, timezone: settings.timezone });
}
