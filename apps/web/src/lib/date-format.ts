/**
 * Dates as the account's Settings ask (language and time zone); signed out, or before the settings
 * load, US English in the viewer's own zone. Set by `useAccountDates` as the app renders.
 */
type DatePreferences = { locale: string; timeZone?: string };

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' };

/** The Settings tab's time zone names, as the zones the browser knows. */
const TIME_ZONES: Record<string, string> = {
  UTC: 'UTC',
  Eastern: 'America/New_York',
  Central: 'America/Chicago',
  Mountain: 'America/Denver',
  Pacific: 'America/Los_Angeles',
  London: 'Europe/London',
  Paris: 'Europe/Paris',
  Tokyo: 'Asia/Tokyo',
};

const VIEWER: DatePreferences = { locale: 'en-US' };
let preferences = VIEWER;

export function setDatePreferences(settings: { language: string; timezone: string } | undefined): void {
  preferences = settings
    ? { locale: LOCALES[settings.language] ?? VIEWER.locale, timeZone: TIME_ZONES[settings.timezone] }
    : VIEWER;
}

function format(value: string | Date, options: Intl.DateTimeFormatOptions): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(preferences.locale, { ...options, timeZone: preferences.timeZone }).format(
    date,
  );
}

/** "June 21, 2025" (or "21 juin 2025"); `month: 'short'` gives "Jun 21, 2025". Null when unreadable. */
export function formatDay(value: string | Date, month: 'long' | 'short' = 'long'): string | null {
  return format(value, { year: 'numeric', month, day: 'numeric' });
}

/**
 * "Jun 21, 2025, 2:05 PM" in the account's language and time zone; `withSeconds` gives
 * "2:05:37 PM", to tell apart things made in the same minute. Null when unreadable.
 */
export function formatDateTime(value: string | Date, withSeconds = false): string | null {
  return format(value, { dateStyle: 'medium', timeStyle: withSeconds ? 'medium' : 'short' });
}
