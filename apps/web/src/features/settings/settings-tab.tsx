import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { apiQuery } from '../../lib/query-client';
import { chooseAccountTheme, setTheme, type Theme } from '../../lib/theme';
import type { UserSettings } from '../../lib/types';
import { AccountSection } from './account-section';
import { DangerZone } from './danger-zone';
import { AppearanceSection, NotificationSection, SecuritySection } from './preferences-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { useLanguageSwitch } from './use-account-language';
import { SETTINGS_QUERY_KEY as SETTINGS_KEY } from './use-account-theme';

export function SettingsTab() {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = useQuery({ ...apiQuery('/api/settings'), staleTime: 0 });
  const [draft, setDraft] = useState<UserSettings | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const changeLanguage = useLanguageSwitch();
  if (!user) return null;
  const settings = draft ?? saved.data;
  const isDirty = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved.data);

  async function save() {
    if (!draft) return;
    setIsSaving(true);
    try {
      // The language and theme save on their own when chosen; a draft made before holds an old one.
      const { language: _language, defaultTheme: _theme, ...body } = draft;
      const next = await apiRequest('PUT', '/api/settings', { body });
      queryClient.setQueryData(SETTINGS_KEY, next ?? draft);
      setDraft(null);
      toast({ title: t('settings.saved'), description: t('settings.savedText') });
    } catch (error) {
      toast({
        title: t('settings.notSaved'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsSaving(false);
    }
  }

  // The theme applies and is saved at once, apart from the other preferences' Save button.
  async function changeTheme(theme: Theme) {
    const previous = queryClient.getQueryData(SETTINGS_KEY);
    chooseAccountTheme(theme);
    setDraft((current) => (current ? { ...current, defaultTheme: theme } : current));
    queryClient.setQueryData(SETTINGS_KEY, (old) => old && { ...old, defaultTheme: theme });
    try {
      const next = await apiRequest('PUT', '/api/settings', { body: { defaultTheme: theme } });
      if (next) queryClient.setQueryData(SETTINGS_KEY, next);
    } catch (error) {
      // Kept in this browser as its own choice; the account still has the old one.
      setTheme(theme);
      queryClient.setQueryData(SETTINGS_KEY, previous);
      setDraft((current) =>
        current && previous ? { ...current, defaultTheme: previous.defaultTheme } : current,
      );
      toast({
        title: t('settings.theme.notSaved'),
        description: messageOf(error, t('settings.theme.notSavedText')),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-950 dark:text-white">{t('settings.title')}</h1>
        <p className="text-slate-600 dark:text-slate-400">{t('settings.subtitle')}</p>
      </div>
      <AccountSection email={user.email} />
      <TwoFactorSection />
      <SessionsSection />
      {saved.isError && <p role="alert">{t('settings.loadError')}</p>}
      {settings && (
        <>
          <NotificationSection settings={settings} onChange={setDraft} />
          <SecuritySection settings={settings} onChange={setDraft} />
          <AppearanceSection
            settings={settings}
            onChange={setDraft}
            onThemeChange={changeTheme}
            onLanguageChange={changeLanguage}
          />
          <div
            className={cn(
              'z-10 flex flex-wrap items-center justify-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/95',
              isDirty && 'sticky bottom-4',
            )}
          >
            {isDirty && (
              <span className="mr-auto text-sm text-slate-700 dark:text-slate-300">
                {t('settings.unsaved')}
              </span>
            )}
            <Button variant="secondary" onClick={() => setDraft(null)} disabled={!isDirty}>
              {t('settings.discard')}
            </Button>
            <Button onClick={save} disabled={!isDirty || isSaving}>
              {isSaving ? t('settings.saving') : t('settings.save')}
            </Button>
          </div>
        </>
      )}
      <DangerZone />
    </div>
  );
}
