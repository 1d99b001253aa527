import { languageEntry } from '@mainstreet/site/model';
import type { CountryCode } from 'libphonenumber-js/max';
import { CATALOGS } from '../catalog/load';
import { phoneNumbers } from '../heavy-modules';
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
  const parsed = phoneNumbers().parsePhoneNumberFromString(
    phone.replace(/^\s*00/, '+'),
    international ? undefined : implied,
  );
  // With the country known, a number of its length is dialled even in a range the metadata leaves
  // out (Ofcom's 07700 900xxx); without a "+" and without evidence nothing is read at all.
  return parsed?.isValid() || (parsed?.isPossible() && !international) ? parsed.number : undefined;
}

/** Pounds are the UK's; euros in English are Ireland's (the one English-speaking euro country of any size). */
function currencyCountry(text: string, language?: string): Country | undefined {
  if (/£|\bGBP\b/.test(text)) return 'GB';
  return (language ?? 'en') === 'en' && /€|\bEUR\b/.test(text) ? 'IE' : undefined;
}

const BY_LANGUAGE: Record<string, Country> = { fr: 'FR', de: 'DE', es: 'ES', it: 'IT', nl: 'NL' };

/** Countries where a language is the everyday one: a number valid in only one of them is from there. */
const COUNTRIES = CATALOGS.detect.contact;
const LANGUAGE_COUNTRIES: Record<string, CountryCode[]> = {
  es: COUNTRIES.phoneCountriesEs as CountryCode[],
  fr: COUNTRIES.phoneCountriesFr as CountryCode[],
  de: COUNTRIES.phoneCountriesDe as CountryCode[],
};

/**
 * The countries a page's language suggests: the registry's variants of it ("es-MX" → Mexico) and the
 * countries the contact catalog lists as speaking it.
 */
function languageCountries(language: string | undefined): CountryCode[] {
  if (!language) return [];
  const variants = languageEntry(language)
    .variants.map((tag) => tag.split('-')[1])
    .filter((c): c is CountryCode => Boolean(c));
  return [...new Set([...variants, ...(LANGUAGE_COUNTRIES[language] ?? [])])];
}

/** Whether libphonenumber reads the number, typed without "+", as a valid one of that country. */
function validIn(phone: string, country: CountryCode): boolean {
  const parsed = phoneNumbers().parsePhoneNumberFromString(phone, country);
  return parsed?.isValid() === true && parsed.country === country;
}

/**
 * The country a place word names, weighed against the page's language: a place of a country that
 * speaks it stands; one of a country that does not ("Roma" of a Mexican "col. roma, cdmx" on a
 * Spanish page, "Munich" on an English one) only when the number is a valid one there. Otherwise
 * the language tells, as without a place: a number never dials a country only a word's namesake
 * suggests.
 */
function placeCountry(text: string, language?: string, phone?: string): Country | undefined {
  const home = languageCountries(language);
  const place = countryFromPlaces(text, home);
  if (!place || !phone || home.length === 0 || home.includes(place as CountryCode)) return place;
  if (/^\s*(?:\+|00)/.test(phone)) return place;
  return validIn(phone, place as CountryCode) ? place : undefined;
}

/**
 * The number in E.164 form for a chat link (wa.me), which dials it abroad as readily as at home: a
 * number with its own "+", one of the country the description names, or one valid in only one of
 * the countries speaking its language ("33 5555 0123" in Spanish is Guadalajara's). Undefined when
 * that leaves a doubt: a guessed country writes to a stranger.
 */
export function chatE164(
  phone: string,
  text: string,
  address?: Country,
  language?: string,
): string | undefined {
  const named = address ?? placeCountry(text, language, phone) ?? currencyCountry(text, language);
  const international = /^\s*(?:\+|00)/.test(phone);
  if (international || named) return phoneE164(phone, named);
  const valid = (LANGUAGE_COUNTRIES[language ?? ''] ?? []).filter((country) => validIn(phone, country));
  return valid.length === 1 ? phoneNumbers().parsePhoneNumberFromString(phone, valid[0])?.number : undefined;
}

/**
 * The country a description's words show: its address first, then a country or town it names, then
 * its currency, then its language. Undefined when nothing says.
 */
export function impliedCountry(
  address: Country | undefined,
  text: string,
  language?: string,
  phone?: string,
): Country | undefined {
  if (address) return address;
  const place = placeCountry(text, language, phone);
  if (place) return place;
  const byCurrency = currencyCountry(text, language);
  if (byCurrency) return byCurrency;
  if (/\bCHF\b/.test(text)) return 'CH';
  // Spanish with dollars is as likely Mexico or Argentina as Spain: no country from either alone.
  const guess: Country | undefined = /\$|\bUSD\b/.test(text)
    ? language && language !== 'en'
      ? undefined
      : 'US'
    : BY_LANGUAGE[language ?? ''];
  if (!guess || !phone) return guess;
  // Dollars or a language only guess: the number must be valid there ("027 555 0141" with "$89" is
  // New Zealand's) and in no other country speaking it ("0478 55 01 23" is Lyon's and a Belgian
  // mobile), or it is shown as written.
  const fits = (country: CountryCode) => {
    const parsed = phoneNumbers().parsePhoneNumberFromString(phone, country);
    // "(250) 555-0163" with "$" is Canada's and the US's alike: +1 either way.
    return (
      parsed?.isValid() === true &&
      parsed.countryCallingCode === phoneNumbers().getCountryCallingCode(country)
    );
  };
  const neighbours = (LANGUAGE_COUNTRIES[language ?? ''] ?? []).filter((country) => country !== guess);
  return fits(guess) && !neighbours.some(fits) ? guess : undefined;
}
