import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { renderSite } from './render-site';
import { hyphenateLongWords, keepTogether } from './typeset';

const SHY = '\u00AD';
const NBSP = '\u00A0';

describe('long words on a phone', () => {
  it('lets a long German service name break with a hyphen at a syllable, not after its last letter', () => {
    const html = renderSite(
      makeContent({
        meta: { language: 'de', placeholders: [] },
        services: [{ name: 'Einkommensteuererklärung', description: '' }],
      }),
    );
    const title = /<h3>([^<]*)<\/h3>/.exec(html)?.[1] ?? '';
    expect(title.replaceAll(SHY, '')).toBe('Einkommensteuererklärung');
    // Soft hyphens inside the word; none before its last letter (the old "…erklärun / g").
    expect(title.split(SHY).length).toBeGreaterThan(2);
    expect(title.endsWith(`${SHY}g`)).toBe(false);
  });

  it('hyphenates in the page language and leaves short words, emails, web addresses and numbers alone', () => {
    expect(hyphenateLongWords('Existenzgründungsberatung', 'de')).toContain(SHY);
    expect(hyphenateLongWords('Refurbishments', 'en-GB')).toContain(SHY);
    const untouched =
      'Kurse info@hundeschule-pfotenglueck.example.de www.hundeschule-beispiel.de +49 8861 123456';
    expect(hyphenateLongWords(untouched, 'de')).toBe(untouched);
    // A language without patterns keeps its words whole rather than guessing.
    expect(hyphenateLongWords('Belastingaangifte', 'nl')).toBe('Belastingaangifte');
  });

  it('keeps the editor text exactly as typed', () => {
    const content = makeContent({
      meta: { language: 'de', placeholders: [] },
      services: [{ name: 'Einkommensteuererklärung', description: '' }],
    });
    expect(renderSite(content, { editable: true })).not.toContain(SHY);
  });
});

describe('nothing stranded at the start of a line', () => {
  it('keeps a price with its currency and a "·" with the word before it', () => {
    expect(keepTogether('à partir de 6 € par personne')).toBe(`à partir de 6${NBSP}€ par personne`);
    expect(keepTogether('from $ 40, 30 km away')).toBe(`from $${NBSP}40, 30${NBSP}km away`);
    expect(keepTogether('Fisioterapia · Valencia')).toBe(`Fisioterapia${NBSP}· Valencia`);
  });

  it('joins them in the published headline and text', () => {
    const html = renderSite(
      makeContent({ hero: { headline: 'Kosmetikstudio · Graz', subtitle: 'Gesichtsbehandlung ab 65 €' } }),
    );
    expect(html.replaceAll(SHY, '')).toContain(`Kosmetikstudio${NBSP}· Graz</h1>`);
    expect(html).toContain(`65${NBSP}€`);
  });
});
