import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select';
import { SwitchField } from '../../components/ui/switch';
import type { MessageId } from '../../i18n/catalogs';
import { type Translate, useT } from '../../i18n/i18n';
import {
  APP_LANGUAGES,
  type AppLanguage,
  isAppLanguage,
  LANGUAGE_NAMES,
  LOCALES,
} from '../../i18n/languages';
import type { UserSettings } from '../../lib/types';

const SAMPLE_DAY = new Date(Date.UTC(2026, 5, 21, 12));

/** Each way of writing dates, shown with a date written that way: "Deutsch (21. Juni 2026)". */
function dateFormatOptions(t: Translate) {
  return [
    { value: AS_LANGUAGE, label: t('settings.dateFormat.asLanguage') },
    ...APP_LANGUAGES.map((language) => ({
      value: language,
      label: `${LANGUAGE_NAMES[language]} (${new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(SAMPLE_DAY)})`,
    })),
  ];
}
/** The select's value for "no date format of its own" (null in the settings). */
const AS_LANGUAGE = 'language';

const TIMEZONE_LABELS: Record<UserSettings['timezone'], MessageId> = {
  UTC: 'settings.timezone.utc',
  Eastern: 'settings.timezone.eastern',
  Central: 'settings.timezone.central',
  Mountain: 'settings.timezone.mountain',
  Pacific: 'settings.timezone.pacific',
  London: 'settings.timezone.london',
  Paris: 'settings.timezone.paris',
  Tokyo: 'settings.timezone.tokyo',
};

const TIMEZONE_VALUES = Object.keys(TIMEZONE_LABELS) as UserSettings['timezone'][];

type Props = { settings: UserSettings; onChange: (next: UserSettings) => void };

export function NotificationSection({ settings, onChange }: Props) {
  const t = useT();
  const toggle = (key: keyof UserSettings) => (value: boolean) => onChange({ ...settings, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.notifications.title')}</CardTitle>
        <CardDescription>{t('settings.notifications.text')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label={t('settings.notifications.email')}
          description={t('settings.notifications.emailText')}
          checked={settings.emailNotifications}
          onCheckedChange={toggle('emailNotifications')}
        />
        {settings.emailNotifications && (
          <SwitchField
            label={t('settings.notifications.digest')}
            description={t('settings.notifications.digestText')}
            checked={settings.messageDigest}
            onCheckedChange={toggle('messageDigest')}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function SecuritySection({ settings, onChange }: Props) {
  const t = useT();
  const toggle = (key: keyof UserSettings) => (value: boolean) => onChange({ ...settings, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.editing.title')}</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label={t('settings.editing.autoSave')}
          description={t('settings.editing.autoSaveText')}
          checked={settings.autoSave}
          onCheckedChange={toggle('autoSave')}
        />
      </CardContent>
    </Card>
  );
}

export function AppearanceSection({
  settings,
  onChange,
  onThemeChange,
  onLanguageChange,
}: Props & {
  onThemeChange: (theme: UserSettings['defaultTheme']) => void;
  onLanguageChange: (language: AppLanguage) => void;
}) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.appearance.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('settings.language.label')}
          value={t.language}
          options={APP_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          onValueChange={onLanguageChange}
        />
        <SelectField
          label={t('settings.theme.label')}
          value={settings.defaultTheme}
          options={[
            { value: 'light', label: t('settings.theme.light') },
            { value: 'dark', label: t('settings.theme.dark') },
          ]}
          onValueChange={onThemeChange}
        />
        <SelectField
          label={t('settings.dateFormat.label')}
          value={settings.dateFormat ?? AS_LANGUAGE}
          options={dateFormatOptions(t)}
          onValueChange={(v) => onChange({ ...settings, dateFormat: isAppLanguage(v) ? v : null })}
        />
        <SelectField
          label={t('settings.timezone.label')}
          value={settings.timezone}
          options={TIMEZONE_VALUES.map((tz) => ({ value: tz, label: t(TIMEZONE_LABELS[tz]) }))}
          onValueChange={(v) => onChange({ ...settings, timezone: v })}
        />
      </CardContent>
    </Card>
  );
}
