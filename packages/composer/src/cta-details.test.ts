import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

const POINTS_TO_DETAILS =
  /details (?:are )?below|details on this page|Kontaktdaten|datos de contacto|nuestros datos|coordonnées/i;

/** The call-to-action subtitle of the site composed from `prompt` with a given seed of variety. */
function ctaSubtitle(prompt: string): string {
  const { content } = composeBuiltin({ prompt });
  const cta = content.sections.find((s) => s.type === 'cta');
  return String((cta?.content as { subtitle?: string } | undefined)?.subtitle ?? '');
}

// Kinds whose banks hold "Our details are below" among their closing lines.
const WITHOUT_DETAILS = [
  'Scoops is an ice cream shop in Brighton.',
  'The Daily Crumb is a bakery in York.',
  'Fade Lab is a barber shop in Leeds.',
  'Harbour Kitchen is a restaurant in Bristol.',
  'Oak & Iron is a hardware store in Derby.',
  'Corner Books is a bookshop in Bath.',
];

describe('a site never points to details it does not have', () => {
  it('without a phone, email or address, the closing line never says the details are below', () => {
    for (const base of WITHOUT_DETAILS) {
      // Different names give different draws from the bank.
      for (const suffix of ['', ' Family run.', ' Since 1990.', ' Open every day.', ' Friendly staff.']) {
        expect(ctaSubtitle(`${base}${suffix}`), base + suffix).not.toMatch(POINTS_TO_DETAILS);
      }
    }
  });

  it('with contact details given, such lines are still among its choices', () => {
    const lines = WITHOUT_DETAILS.flatMap((base) =>
      ['', ' Family run.', ' Since 1990.', ' Open every day.', ' Friendly staff.'].map((suffix) =>
        ctaSubtitle(`${base}${suffix} Call 01234 567890 or email hello@shop.example.`),
      ),
    );
    expect(lines.some((line) => POINTS_TO_DETAILS.test(line))).toBe(true);
  });
});
