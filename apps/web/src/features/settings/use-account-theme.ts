import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { setDatePreferences } from '../../lib/date-format';
import { apiQuery } from '../../lib/query-client';
import { applyAccountTheme, chooseAccountTheme, setTheme, type Theme, useTheme } from '../../lib/theme';
import type { UserSettings } from '../../lib/types';

/** The key of `GET /api/settings`, typed by the route map: what is read and written there is its answer. */
export const SETTINGS_QUERY_KEY = apiQuery('/api/settings').queryKey;

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
 * Dates everywhere in the app follow the account's date format and time zone. Set while the app
 * renders (not in an effect), so the screens rendered with it already use the loaded settings.
 */
export function useAccountDates(): void {
  const settings = useSavedSettings();
  setDatePreferences(settings && { dateFormat: settings.dateFormat, timezone: settings.timezone });
}

/**
 * The header's light/dark switch. Signed in, it changes the account's theme, the one Settings shows,
 * so the two never disagree after a reload; signed out, it is this browser's choice.
 */
export function useThemeToggle(): [Theme, () => void] {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [theme] = useTheme();
  const toggle = useCallback(() => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    if (!user) return setTheme(next);
    chooseAccountTheme(next);
    queryClient.setQueryData(SETTINGS_QUERY_KEY, (old) => old && { ...old, defaultTheme: next });
    apiRequest('PUT', '/api/settings', { body: { defaultTheme: next } })
      .then((saved) => saved && queryClient.setQueryData(SETTINGS_QUERY_KEY, saved))
      // Not saved: it stays this browser's own choice until the next change.
      .catch(() => setTheme(next));
  }, [theme, user, queryClient]);
  return [theme, toggle];
}
