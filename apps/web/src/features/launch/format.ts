import { formatDateTime } from '../../lib/date-format';

/** "Nov 22, 2026, 2:05 PM" in the account's language and time zone (Settings). */
export function formatWhen(iso: string): string {
  return formatDateTime(iso) ?? iso;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
