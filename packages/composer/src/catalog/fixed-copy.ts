import type { z } from 'zod';
import type { FixedCopy } from '../language/bank-types';
import type { fixedCopySchema } from './schema';

type FixedCopyData = z.output<typeof fixedCopySchema>;

/** A catalog template with its {values} put in; a value's own braces are left as they are. */
export function fillFixed(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** The composer's fixed words of a language, as functions of the values they take. */
export function fixedCopyFrom(data: FixedCopyData): FixedCopy {
  const standAlone = data.hoursStandAlone ? new RegExp(data.hoursStandAlone, 'i') : undefined;
  return {
    nav: data.nav,
    sectionNames: data.sectionNames,
    faqTitle: data.faqTitle,
    pricesTitle: data.pricesTitle,
    pricesSubtitle: data.pricesSubtitle,
    featuresFallbackTitle: data.featuresFallbackTitle,
    option: (n) => fillFixed(data.option, { n }),
    hoursQuestion: data.hoursQuestion,
    // "Open 7 days…" and "Closed Sundays" carry their own verb and stand alone.
    hoursAnswer: (hours) =>
      standAlone?.test(hours)
        ? `${hours[0].toUpperCase()}${hours.slice(1)}.`
        : fillFixed(data.hoursAnswer, { hours }),
    whereQuestion: data.whereQuestion,
    whereAnswer: (addresses) => fillFixed(data.whereAnswer, { addresses }),
    contactQuestion: data.contactQuestion,
    call: (phones) => fillFixed(data.call, { phones }),
    email: (emails) => fillFixed(data.email, { emails }),
    or: data.or,
    and: data.and,
    copyright: (name, year) =>
      fillFixed(data.copyright, { name: data.copyrightDropsNameStop ? name.replace(/\.$/, '') : name, year }),
    placeholders: data.placeholders,
    noNameWarning: (placeholder) => fillFixed(data.noNameWarning, { placeholder }),
  };
}
