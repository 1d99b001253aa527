import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';
import { factsOfReading } from './facts-form';
import { readDescription } from './read';

const pageText = (prompt: string) => JSON.stringify(composeBuiltin({ prompt }).content);

describe('the page writes the owner’s words tidied', { timeout: 30_000 }, () => {
  it('restores accents in what the owner wrote, and keeps the name as typed', () => {
    const text = pageText(
      'Mudanzas Garcia. Mudanzas economicos en CDMX, tambien viajes a Queretaro. Cotizacion sin compromiso, los 7 dias. Llamanos al 55 1234 5678.',
    );
    expect(text).toContain('también viajes a Querétaro');
    expect(text).toContain('Cotización sin compromiso');
    expect(text).toContain('Mudanzas Garcia');
    expect(text).not.toContain('tambien');
  });

  it('writes a heading made of the owner’s words with its towns’ capitals', () => {
    const text = pageText(
      'house cleaning tucson and oro valley. weekly or one time deep cleans. $35/hr. text me (520) 555-0184',
    );
    expect(text).toContain('Tucson and Oro Valley');
    expect(text).toContain('$35/hr');
    expect(text).toContain('(520) 555-0184');
  });

  it('fixes a slip in a service card’s title, whose capital is the page’s', () => {
    const { services } = composeBuiltin({
      prompt:
        'Greenline Mowing. Lawn mowing, edging, hegde trimming and green waste removal. We cover Geelong. Call 0412 555 019.',
    }).content;
    expect(services.map((s) => s.name)).toContain('Hedge trimming');
  });

  it('shows the facts form the tidied words, prices as typed', () => {
    const form = factsOfReading(
      readDescription({
        prompt:
          'Yard care in tucson and oro valley. Services: lawn mowing $40, hegde trimming $55, leaf cleanup. Call 520-555-0199.',
      }),
    );
    expect(form.area).toBe('Tucson');
    const hedges = form.services.find((s) => s.name.includes('trimming'));
    expect(hedges).toMatchObject({ name: 'hedge trimming', price: '$55' });
  });
});
