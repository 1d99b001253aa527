import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from '../../components/ui/toast';
import { getLanguage, setLanguage, t } from '../../i18n/i18n';
import type { AppLanguage } from '../../i18n/languages';
import { apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import type { UserSettings } from '../../lib/types';
import { SETTINGS_QUERY_KEY, useSavedSettings } from './use-account-theme';

function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: AppLanguage) => {
      queryClient.setQueryData(SETTINGS_QUERY_KEY, (old) => old && { ...old, language });
      const saved: UserSettings | undefined = await apiRequest('PUT', '/api/settings', {
        body: { language },
      });
      if (saved) queryClient.setQueryData(SETTINGS_QUERY_KEY, saved);
    },
    [queryClient],
  );
}

/**
 * Signed in, the app speaks the account's language, wherever the owner signs in; an account that
 * never chose one is given the language this browser shows (picked here or read from the browser).
 */
export function useAccountLanguage(): void {
  const settings = useSavedSettings();
  const saveLanguage = useSaveLanguage();
  const hasSettings = settings !== undefined;
  const saved = settings?.language;
  useEffect(() => {
    if (!hasSettings) return;
    if (saved) void setLanguage(saved, { remember: true });
    // Not saved now: it is offered again at the next load.
    else saveLanguage(getLanguage()).catch(() => {});
  }, [hasSettings, saved, saveLanguage]);
}

/**
 * The header's switcher and the Settings select: the app changes at once, without a reload; this
 * browser keeps the choice, and a signed-in account remembers it.
 */
export function useLanguageSwitch(): (language: AppLanguage) => Promise<void> {
  const { user } = useAuth();
  const saveLanguage = useSaveLanguage();
  return useCallback(
    async (language: AppLanguage) => {
      await setLanguage(language, { remember: true });
      if (!user) return;
      try {
        await saveLanguage(language);
      } catch {
        toast({
          title: t('settings.language.notSaved'),
          description: t('settings.language.notSavedHint'),
          variant: 'destructive',
        });
      }
    },
    [user, saveLanguage],
  );
}
