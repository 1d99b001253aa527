import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { applyAccountTheme } from '../../lib/theme';
import type { UserSettings } from '../../lib/types';

export const SETTINGS_QUERY_KEY = ['/api/settings'];

/** Applies the signed-in account's saved theme when its settings load (see `applyAccountTheme`). */
export function useAccountTheme(): void {
  const { user } = useAuth();
  const settings = useQuery<UserSettings>({ queryKey: SETTINGS_QUERY_KEY, enabled: user !== null });
  const savedTheme = user ? settings.data?.defaultTheme : undefined;
  useEffect(() => {
    if (savedTheme) applyAccountTheme(savedTheme);
  }, [savedTheme]);
}
