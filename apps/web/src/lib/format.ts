import { t } from '../i18n/i18n';
import { formatDay } from './date-format';
import type { User } from './types';

/** Upper-case first letters of first and last name; else the email's first letter; else U. */
export function getInitials(user: Pick<User, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (first || last) return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
  const email = user?.email?.trim() ?? '';
  return email ? email.charAt(0).toUpperCase() : 'U';
}

/** The full name, or the email when there is no first name. */
export function getDisplayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim();
  if (!first) return user.email;
  return [first, user.lastName?.trim()].filter(Boolean).join(' ');
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** In the app's language: under an hour "Just now", then hours up to a day, days up to a week, then a date. */
export function formatRelativeTime(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const elapsed = now.getTime() - date.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < HOUR) return t('time.justNow');
  if (elapsed < DAY) return t('time.hoursAgo', { count: Math.floor(elapsed / HOUR) });
  if (elapsed < 7 * DAY) return t('time.daysAgo', { count: Math.floor(elapsed / DAY) });
  return formatDay(date, 'short') ?? '';
}

export function formatDate(value: string | undefined): string {
  if (!value) return '—';
  return formatDay(value) ?? '—';
}
