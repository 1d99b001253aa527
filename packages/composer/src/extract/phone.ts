import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Country } from './address';
import { countryFromPlaces } from './country';

/**
 * The number in E.164 form ("+441134960123") for structured data and links: a number typed with
 * its own "+" or "00" as it says, any other only in the country the description shows evidence of.
 * Undefined without evidence: a guessed country dials a stranger ("089 1234567" is Munich, not Cork).
 */
export function phoneE164(phone: string, implied?: Country): string | undefined {
  const international = /^\s*(?:\+|00)/.test(phone);
  if (!international && !implied) return undefined;
  const parsed = parsePhoneNumberFromString(
    phone.replace(/^\s*00/, '+'),
    international ? undefined : implied,
  );
  // With the country known, a number of its length is dialled even in a range the metadata leaves
  // out (Ofcom's 07700 900xxx); without a "+" and without evidence nothing is read at all.
  return parsed?.isValid() || (parsed?.isPossible() && !international) ? parsed.number : undefined;
}

const BY_LANGUAGE: Record<string, Country> = { fr: 'FR', de: 'DE', es: 'ES', it: 'IT', nl: 'NL' };

/**
 * The country a description's words show: its address first, then a country or town it names, then
 * its currency, then its language. Undefined when nothing says.
 */
export function impliedCountry(
  address: Country | undefined,
  text: string,
  language?: string,
): Country | undefined {
  if (address) return address;
  const place = countryFromPlaces(text);
  if (place) return place;
  if (/£|\bGBP\b/.test(text)) return 'GB';
  // Spanish with dollars is as likely Mexico or Argentina as Spain: no country from either alone.
  if (/\$|\bUSD\b/.test(text)) return language && language !== 'en' ? undefined : 'US';
  if (language && BY_LANGUAGE[language]) return BY_LANGUAGE[language];
  return undefined;
}
