import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, setDatePreferences } from './date-format';
import { formatDate, formatRelativeTime } from './format';

afterEach(() => setDatePreferences(undefined));

describe('dates follow the account’s language and time zone', () => {
  const evening = '2025-06-21T20:30:00Z';

  it('writes the day in the chosen language, on the calendar of the chosen zone', () => {
    setDatePreferences({ language: 'en', timezone: 'UTC' });
    expect(formatDate(evening)).toBe('June 21, 2025');
    // 20:30 in London is 21:30, still the 21st; in Tokyo it is already the 22nd.
    setDatePreferences({ language: 'fr', timezone: 'Tokyo' });
    expect(formatDate(evening)).toBe('22 juin 2025');
    setDatePreferences({ language: 'de', timezone: 'Pacific' });
    expect(formatDay(evening, 'short')).toBe('21. Juni 2025');
  });

  it('shows the time of day in the chosen zone', () => {
    setDatePreferences({ language: 'en', timezone: 'Eastern' });
    expect(formatDateTime(evening)).toBe('Jun 21, 2025, 4:30 PM');
    setDatePreferences({ language: 'es', timezone: 'Paris' });
    expect(formatDateTime(evening)).toContain('22:30');
  });

  it('gives dates older than a week in the chosen language in site lists', () => {
    setDatePreferences({ language: 'de', timezone: 'UTC' });
    expect(formatRelativeTime('2025-06-01T10:00:00Z', new Date('2025-06-21T12:00:00Z'))).toBe('1. Juni 2025');
  });

  it('says nothing rather than "Invalid Date" for an unreadable value', () => {
    expect(formatDay('not a date')).toBeNull();
    expect(formatDate('not a date')).toBe('—');
  });
});
