import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select';
import { SwitchField } from '../../components/ui/switch';
import type { UserSettings } from '../../lib/types';

// The setting only decides how dates are written (the app's words stay English), so it is named
// for what it does, and each choice shows a date written its way.
export const LANGUAGES = [
  { value: 'en', label: 'English (June 21, 2026)' },
  { value: 'es', label: 'Español (21 de junio de 2026)' },
  { value: 'fr', label: 'Français (21 juin 2026)' },
  { value: 'de', label: 'Deutsch (21. Juni 2026)' },
] as const;

const TIMEZONE_VALUES: UserSettings['timezone'][] = [
  'UTC',
  'Eastern',
  'Central',
  'Mountain',
  'Pacific',
  'London',
  'Paris',
  'Tokyo',
];
export const TIMEZONES = TIMEZONE_VALUES.map((tz) => ({
  value: tz,
  label: tz === 'UTC' ? 'UTC' : `${tz} time`,
}));

const THEMES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
] as const;

type Props = { settings: UserSettings; onChange: (next: UserSettings) => void };

export function NotificationSection({ settings, onChange }: Props) {
  const toggle = (key: keyof UserSettings) => (value: boolean) => onChange({ ...settings, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Sign-in codes and security notices are always sent; the rest is your choice.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label="Email notifications"
          description="Email me each message a visitor sends through a website's contact form. Messages are kept in the dashboard either way."
          checked={settings.emailNotifications}
          onCheckedChange={toggle('emailNotifications')}
        />
        {settings.emailNotifications && (
          <SwitchField
            label="One daily digest"
            description="Instead of an email per message, one email shortly after midnight (UTC) with the day's messages."
            checked={settings.messageDigest}
            onCheckedChange={toggle('messageDigest')}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function SecuritySection({ settings, onChange }: Props) {
  const toggle = (key: keyof UserSettings) => (value: boolean) => onChange({ ...settings, [key]: value });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Editing</CardTitle>
      </CardHeader>
      <CardContent className="divide-y divide-slate-200 dark:divide-slate-800">
        <SwitchField
          label="Auto-save"
          description="Save editor changes by themselves 5 seconds after you stop editing. Saving often costs nothing more: an edit is one editing session of a site, however many saves it takes."
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
}: Props & { onThemeChange: (theme: UserSettings['defaultTheme']) => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appearance and region</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-3">
        <SelectField
          label="Theme"
          value={settings.defaultTheme}
          options={THEMES}
          onValueChange={onThemeChange}
        />
        <SelectField
          label="Date format"
          value={settings.language}
          options={LANGUAGES}
          onValueChange={(v) => onChange({ ...settings, language: v })}
        />
        <SelectField
          label="Time zone"
          value={settings.timezone}
          options={TIMEZONES}
          onValueChange={(v) => onChange({ ...settings, timezone: v })}
        />
      </CardContent>
    </Card>
  );
}
