import { getLanguage } from '../i18n/i18n';
import { type AppLanguage, isAppLanguage, LOCALES } from '../i18n/languages';

/**
 * Dates as the account's Settings ask (date format and time zone); signed out, before the settings
 * load, or with no date format of its own, in the app's language and the viewer's own zone. Set by
 * `useAccountDates` as the app renders.
 */
type DatePreferences = { dateFormat?: AppLanguage; timeZone?: string };

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

const VIEWER: DatePreferences = {};
let preferences = VIEWER;

export function setDatePreferences(
  settings: { dateFormat: string | null; timezone: string } | undefined,
): void {
  preferences = settings
    ? {
        dateFormat: isAppLanguage(settings.dateFormat) ? settings.dateFormat : undefined,
        timeZone: TIME_ZONES[settings.timezone],
      }
    : VIEWER;
}

function format(value: string | Date, options: Intl.DateTimeFormatOptions): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const locale = LOCALES[preferences.dateFormat ?? getLanguage()];
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: preferences.timeZone }).format(date);
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

/** "Jun 21" (or "21 juin") for a calendar day counted in UTC ("2025-06-21"), the same in every zone. */
export function formatMonthDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const locale = LOCALES[preferences.dateFormat ?? getLanguage()];
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
