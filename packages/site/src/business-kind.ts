import type { Content } from './schema';

// schema.org types too general to find a photo of.
const GENERAL_TYPES = new Set(['LocalBusiness', 'Organization', 'ProfessionalService', 'Store']);

/** What the business is, in words a photo search understands ("bakery", "hair salon"); '' when unknown. */
export function businessKindOf(content: Pick<Content, 'meta'>): string {
  const type = content.meta.facts?.schemaType;
  if (type && !GENERAL_TYPES.has(type)) return type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const industry = content.meta.industry;
  return industry && industry !== 'other' ? industry.replace('-', ' ') : '';
}
