import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { formatDateTime, formatDay, setDatePreferences } from './date-format';
import { formatDate, formatRelativeTime } from './format';

afterEach(async () => {
  setDatePreferences(undefined);
  await setLanguage('en');
});

describe('dates follow the account’s date format and time zone', () => {
  const evening = '2025-06-21T20:30:00Z';

  it('writes the day in the chosen language, on the calendar of the chosen zone', () => {
    setDatePreferences({ dateFormat: 'en', timezone: 'UTC' });
    expect(formatDate(evening)).toBe('June 21, 2025');
    // 20:30 in London is 21:30, still the 21st; in Tokyo it is already the 22nd.
    setDatePreferences({ dateFormat: 'fr', timezone: 'Tokyo' });
    expect(formatDate(evening)).toBe('22 juin 2025');
    setDatePreferences({ dateFormat: 'de', timezone: 'Pacific' });
    expect(formatDay(evening, 'short')).toBe('21. Juni 2025');
  });

  it('shows the time of day in the chosen zone', () => {
    setDatePreferences({ dateFormat: 'en', timezone: 'Eastern' });
    expect(formatDateTime(evening)).toBe('Jun 21, 2025, 4:30 PM');
    setDatePreferences({ dateFormat: 'es', timezone: 'Paris' });
    expect(formatDateTime(evening)).toContain('22:30');
  });

  it('gives dates older than a week in the chosen language in site lists', () => {
    setDatePreferences({ dateFormat: 'de', timezone: 'UTC' });
    expect(formatRelativeTime('2025-06-01T10:00:00Z', new Date('2025-06-21T12:00:00Z'))).toBe('1. Juni 2025');
  });

  it('writes dates as the app’s language does when the account has no date format of its own', async () => {
    await setLanguage('es');
    expect(formatDate(evening)).toBe('21 de junio de 2025');
    setDatePreferences({ dateFormat: null, timezone: 'Tokyo' });
    expect(formatDate(evening)).toBe('22 de junio de 2025');
    setDatePreferences({ dateFormat: 'en', timezone: 'UTC' });
    expect(formatDate(evening)).toBe('June 21, 2025');
  });

  it('says nothing rather than "Invalid Date" for an unreadable value', () => {
    expect(formatDay('not a date')).toBeNull();
    expect(formatDate('not a date')).toBe('—');
  });
});
