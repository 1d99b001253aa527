import type { Industry } from '../constants';
import { createRenderContext, isShown } from '../render/context';
import { plainText } from '../render/linked-text';
import { isExternalHref, isWebUrl } from '../render/safe-url';
import type { Content } from '../schema';
import { contactEmail } from '../sections/contact';

const TYPES: Record<Industry, string> = {
  restaurant: 'Restaurant',
  healthcare: 'MedicalBusiness',
  retail: 'Store',
  fitness: 'ExerciseGym',
  professional: 'ProfessionalService',
  education: 'EducationalOrganization',
  technology: 'ProfessionalService',
  beauty: 'BeautySalon',
  'real-estate': 'RealEstateAgent',
  creative: 'ProfessionalService',
  legal: 'LegalService',
  finance: 'FinancialService',
  automotive: 'AutoRepair',
  construction: 'HomeAndConstructionBusiness',
  entertainment: 'EntertainmentBusiness',
  travel: 'TravelAgency',
  manufacturing: 'LocalBusiness',
  'non-profit': 'NGO',
  government: 'GovernmentOffice',
  other: 'LocalBusiness',
};

/** Narrower types the words of the site make certain (a dental practice is a Dentist). */
const REFINEMENTS: { industry: Industry; pattern: RegExp; type: string }[] = [
  { industry: 'healthcare', pattern: /\b(dentist|dental|orthodont)/i, type: 'Dentist' },
  { industry: 'healthcare', pattern: /\b(physiotherap|physical therap)/i, type: 'Physiotherapy' },
  { industry: 'restaurant', pattern: /\b(caf[eé]|coffee)/i, type: 'CafeOrCoffeeShop' },
  { industry: 'restaurant', pattern: /\bbakery\b/i, type: 'Bakery' },
  { industry: 'beauty', pattern: /\b(barber|hair (salon|studio)|hairdress)/i, type: 'HairSalon' },
  { industry: 'beauty', pattern: /\b(day spa|spa\b)/i, type: 'DaySpa' },
  { industry: 'finance', pattern: /\b(accountant|accounting|bookkeep)/i, type: 'AccountingService' },
  { industry: 'construction', pattern: /\bplumb/i, type: 'Plumber' },
  { industry: 'construction', pattern: /\belectrician/i, type: 'Electrician' },
  { industry: 'construction', pattern: /\broofing|roofer/i, type: 'RoofingContractor' },
  { industry: 'legal', pattern: /\b(attorney|law firm|lawyer)/i, type: 'Attorney' },
];

/** schema.org types a kind of business may name (meta.facts.schemaType); anything else falls back to the industry's. */
export const SPECIFIC_TYPES = new Set(
  `Bakery CafeOrCoffeeShop Restaurant FoodEstablishment BarOrPub Brewery Winery IceCreamShop FastFoodRestaurant
   Florist HairSalon NailSalon BeautySalon DaySpa HealthAndBeautyBusiness TattooParlor PetStore VeterinaryCare
   Plumber Electrician GeneralContractor RoofingContractor HousePainter HVACBusiness Locksmith MovingCompany
   HomeAndConstructionBusiness Dentist Physiotherapy Optician Pharmacy MedicalClinic MedicalBusiness ExerciseGym
   HealthClub SportsActivityLocation SportsClub AccountingService Attorney LegalService Notary AutoRepair
   AutoBodyShop AutoDealer AutoWash MotorcycleDealer BikeStore BookStore ClothingStore JewelryStore
   HardwareStore FurnitureStore GardenStore GroceryStore MusicStore ShoeStore SportingGoodsStore ToyStore
   ElectronicsStore Store RealEstateAgent EntertainmentBusiness MusicVenue NightClub ComedyClub MovieTheater
   TravelAgency Hotel BedAndBreakfast Hostel Campground LodgingBusiness ChildCare Preschool School
   EducationalOrganization ProfessionalService InsuranceAgency FinancialService ProfessionalService
   ArtGallery Library NGO MusicGroup DanceGroup TheaterGroup SelfStorage DryCleaningOrLaundry
   EmergencyService Optician EmploymentAgency InternetCafe ShoppingCenter Store LocalBusiness`.split(/\s+/),
);

/** The most specific schema.org type for the site's industry and words. */
export function schemaTypeFor(content: Content): string {
  const named = content.meta.facts?.schemaType;
  if (named && SPECIFIC_TYPES.has(named)) return named;
  const industry = content.meta.industry ?? 'other';
  const words = `${content.siteName} ${content.hero.headline} ${content.about.content}`;
  return REFINEMENTS.find((r) => r.industry === industry && r.pattern.test(words))?.type ?? TYPES[industry];
}

/** Absolute address of a media URL, or undefined when the page's own address is unknown. */
export function absoluteUrl(url: string | undefined, base: string | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return isExternalHref(url) ? url : undefined;
  if (!base) return undefined;
  try {
    return new URL(url, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return undefined;
  }
}

/** The page's address, and the absolute address of its share picture when it has one. */
export type JsonLdOptions = { url?: string; image?: string };

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** A PostalAddress for the address the page shows: in parts when they were read from that address. */
function postalAddress(
  shown: string | undefined,
  facts: Content['meta']['facts'],
): Record<string, string> | undefined {
  if (!shown) return undefined;
  const parts = facts?.address;
  if (!parts || !shown.includes(parts.text)) return { '@type': 'PostalAddress', streetAddress: shown };
  const entries = {
    '@type': 'PostalAddress',
    streetAddress: parts.street ?? shown,
    addressLocality: parts.locality,
    postalCode: parts.postcode,
    addressRegion: parts.region,
    addressCountry: parts.country,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v)) as Record<string, string>;
}

/** Country names a place may end with ("Leeds, UK"), as ISO codes. */
const COUNTRY_NAMES: Record<string, string> = {
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  usa: 'US',
  us: 'US',
  'united states': 'US',
  canada: 'CA',
  australia: 'AU',
  ireland: 'IE',
  france: 'FR',
  germany: 'DE',
  spain: 'ES',
  italy: 'IT',
  netherlands: 'NL',
};

/** The town the owner named: "Austin, Texas" is a town and its region, "Leeds, UK" a town and its country. */
function localityOnly(location: string | undefined): Record<string, string> | undefined {
  const [town, ...rest] = (location ?? '').split(',').map((part) => part.trim());
  if (!town) return undefined;
  const last = rest.at(-1);
  const country = last ? COUNTRY_NAMES[last.toLowerCase()] : undefined;
  const region = country ? rest.slice(0, -1).join(', ') : rest.join(', ');
  const entries = {
    '@type': 'PostalAddress',
    addressLocality: town,
    addressRegion: region,
    addressCountry: country,
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v)) as Record<string, string>;
}

/** schema.org types that may say what they serve and whether they take reservations (FoodEstablishment's). */
const SERVES_FOOD = new Set(
  'Restaurant FoodEstablishment Bakery CafeOrCoffeeShop BarOrPub Brewery Winery IceCreamShop FastFoodRestaurant'.split(
    ' ',
  ),
);

/** The E.164 form of the shown phone when it was read from that number, else the number as shown. */
function telephone(shown: string | undefined, e164: string | undefined): string | undefined {
  if (!shown || !e164) return shown;
  const national = digitsOf(shown).replace(/^0+/, '');
  return national.length >= 6 && digitsOf(e164).endsWith(national) ? e164 : shown;
}

/** schema.org opening-hours lines while the page still shows the hours they were read from. */
function openingHours(shown: string | undefined, facts: Content['meta']['facts']) {
  const lines = facts?.openingHours;
  if (!shown || !lines?.length || !facts?.hoursText || !shown.includes(facts.hoursText)) return undefined;
  return lines.map((l) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: l.days.map((d) => `https://schema.org/${d}`),
    opens: l.opens,
    closes: l.closes,
  }));
}

function dining(content: Content) {
  const facts = content.meta.facts;
  if (!facts || !SERVES_FOOD.has(schemaTypeFor(content))) return {};
  return {
    servesCuisine: facts.servesCuisine?.length ? facts.servesCuisine : undefined,
    acceptsReservations: facts.acceptsReservations,
  };
}

/** schema.org LocalBusiness data, holding only facts the content states (placeholders never). */
export function jsonLd(content: Content, options: JsonLdOptions = {}): Record<string, unknown> {
  const ctx = createRenderContext(content.meta.placeholders);
  const fact = (path: string, value: string | undefined) =>
    isShown(ctx, path, value) ? plainText(value ?? '').trim() || undefined : undefined;
  const url = [options.url, content.meta.publicUrl].find(isWebUrl);
  const description = content.meta.description?.trim() || fact('hero.subtitle', content.hero.subtitle);
  const sameAs = content.widgets
    .filter((w) => w.type === 'social' && Array.isArray(w.data.links))
    .flatMap((w) => w.data.links as { url?: unknown; kind?: unknown }[])
    // A chat or booking link is no profile of the business: sameAs names pages that are about it.
    .filter((l) => l?.kind !== 'whatsapp' && l?.kind !== 'booking')
    .map((l) => (typeof l?.url === 'string' ? l.url.trim() : ''))
    .filter(
      (u) =>
        /^https?:/i.test(u) && isExternalHref(u) && !/^https?:\/\/(?:wa\.me|api\.whatsapp\.com)\//i.test(u),
    );
  const email = contactEmail(content);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': schemaTypeFor(content),
    name: plainText(content.siteName).trim(),
    description,
    url,
    image: options.image ?? absoluteUrl(content.hero.imageUrl, url),
    telephone: telephone(fact('contact.phone', content.contact.phone), content.meta.facts?.telephone),
    email: email && isShown(ctx, 'contact.email', email) ? email : undefined,
    // No street address given: the town the owner named still places the business.
    address:
      postalAddress(fact('contact.address', content.contact.address), content.meta.facts) ??
      localityOnly(content.meta.facts?.location),
    openingHoursSpecification: openingHours(fact('contact.hours', content.contact.hours), content.meta.facts),
    priceRange: content.meta.facts?.priceRange?.trim() || undefined,
    ...dining(content),
    foundingDate: content.meta.facts?.foundedYear?.trim() || undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== ''));
}

/** JSON for a <script> data block: "<" escaped so no text can close the element. */
export function jsonLdScript(content: Content, options: JsonLdOptions = {}): string {
  const json = JSON.stringify(jsonLd(content, options))
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, ' ');
  return `<script type="application/ld+json">${json}</script>`;
}
