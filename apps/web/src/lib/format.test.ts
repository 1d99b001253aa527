import { describe, expect, it } from 'vitest';
import { formatRelativeTime, getDisplayName, getInitials } from './format';

describe('getInitials', () => {
  it('uses the upper-case first letters of first and last name', () => {
    expect(getInitials({ firstName: 'ada', lastName: 'lovelace', email: 'x@y.z' })).toBe('AL');
  });
  it('uses the first name alone when there is no last name', () => {
    expect(getInitials({ firstName: 'grace', lastName: '', email: 'g@y.z' })).toBe('G');
  });
  it('falls back to the first letter of the email', () => {
    expect(getInitials({ firstName: '', lastName: '', email: 'zoe@example.com' })).toBe('Z');
  });
  it('falls back to U when nothing is known', () => {
    expect(getInitials({ firstName: '', lastName: '', email: '' })).toBe('U');
    expect(getInitials(null)).toBe('U');
  });
});

describe('getDisplayName', () => {
  it('shows the full name, or the email without a first name', () => {
    expect(getDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.c' })).toBe('Ada Lovelace');
    expect(getDisplayName({ firstName: '', lastName: 'Lovelace', email: 'a@b.c' })).toBe('a@b.c');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2025-06-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const HOUR = 3_600_000;
  it('says "Just now" under an hour', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('Just now');
  });
  it('counts hours up to a day', () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(23 * HOUR + 59 * 60_000), now)).toBe('23 hours ago');
  });
  it('counts days up to a week', () => {
    expect(formatRelativeTime(ago(24 * HOUR), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(6 * 24 * HOUR), now)).toBe('6 days ago');
  });
  it('shows a date from a week on', () => {
    expect(formatRelativeTime(ago(7 * 24 * HOUR), now)).toBe('Jun 14, 2025');
  });
});
