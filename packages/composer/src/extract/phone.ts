import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from './address';

/** Countries tried for a number written without its country code, after the one the description implies. */
const FALLBACK: Country[] = ['US', 'GB', 'IE', 'CA', 'AU', 'FR', 'DE', 'ES', 'IT', 'NL'];

/**
 * The number in E.164 form ("+441134960123") for structured data: read in the country the
 * description implies first, then as international; undefined when no reading is a valid number.
 */
export function phoneE164(phone: string, implied?: Country): string | undefined {
  const tried = implied ? [implied, ...FALLBACK.filter((c) => c !== implied)] : FALLBACK;
  const international = /^\s*(?:\+|00)/.test(phone);
  for (const country of international ? [undefined] : tried) {
    const parsed = parsePhoneNumberFromString(phone.replace(/^\s*00/, '+'), country);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}

/** The country a description's words imply: its address first, then its currency or language. */
export function impliedCountry(
  address: Country | undefined,
  text: string,
  language?: string,
): Country | undefined {
  if (address) return address;
  if (/£/.test(text)) return 'GB';
  const byLanguage: Record<string, Country> = { fr: 'FR', de: 'DE', es: 'ES', it: 'IT', nl: 'NL' };
  if (language && byLanguage[language]) return byLanguage[language];
  if (/\$/.test(text)) return 'US';
  return undefined;
}
