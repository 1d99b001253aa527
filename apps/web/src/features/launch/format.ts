import type { IntlShape } from 'react-intl';
import { formatDateTime } from '../../lib/date-format';

/** "Nov 22, 2026, 2:05 PM" in the account's language and time zone (Settings). */
export function formatWhen(iso: string): string {
  return formatDateTime(iso) ?? iso;
}

/** "512 byte", "12 kB", "1.5 MB" ("1,5 Mo" in French): the size as the app's language writes it. */
export function formatBytes(bytes: number, intl: IntlShape): string {
  const unit = (value: number, name: string, digits = 0) =>
    intl.formatNumber(value, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  if (bytes < 1024) return unit(bytes, 'byte');
  if (bytes < 1024 * 1024) return unit(Math.round(bytes / 1024), 'kilobyte');
  return unit(bytes / (1024 * 1024), 'megabyte', 1);
}
