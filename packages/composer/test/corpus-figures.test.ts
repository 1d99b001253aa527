import { jsonLd } from '@mainstreet/site';
import { structuredDataTestHtml } from 'structured-data-testing-tool';
import { schemas as validSchemas } from 'structured-data-testing-tool/lib/schemas';
import { describe, expect, it } from 'vitest';
import { CORPUS } from './corpus';
import { figures, renderedPage, scoreEntry } from './corpus/score';

const scores = CORPUS.map(scoreEntry);

describe('the corpus of issue 15', () => {
  it('reads both bakeries of the issue as a Bakery, the one with an address with its PostalAddress', () => {
    const leeds = scoreEntry(CORPUS[0]);
    expect(leeds.entry.prompt).toBe('Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3');
    expect(leeds.type).toBe('Bakery');
    // No street given: the town the owner wrote, on the page and in a PostalAddress.
    expect(jsonLd(leeds.content).address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Leeds' });
    expect(JSON.stringify(leeds.content.hero)).toContain('Leeds');
    expect(jsonLd(leeds.content).openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '07:00', closes: '15:00' }),
    ]);
    const york = scoreEntry(
      CORPUS.find((e) => e.prompt.startsWith('little bakery called Rye & Roll')) ?? CORPUS[0],
    );
    expect(york.type).toBe('Bakery');
    expect(york.content.contact.address).toBe('21 Stonegate, York YO1 8AW');
    expect(jsonLd(york.content).address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '21 Stonegate',
      addressLocality: 'York',
      postalCode: 'YO1 8AW',
      addressCountry: 'GB',
    });
  });

  it('has at least 300 descriptions with 40 each in Spanish, French, German, messy and with addresses', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const language of ['es', 'fr', 'de'] as const)
      expect(CORPUS.filter((e) => e.language === language).length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter((e) => e.group === 'messy').length).toBeGreaterThanOrEqual(40);
    expect(CORPUS.filter((e) => e.address).length).toBeGreaterThanOrEqual(40);
  });

  it('meets the targets: names ≥ 98%, industries ≥ 97%, facts 100%, nothing invented', () => {
    const f = figures(scores);
    const report = {
      ...f,
      names: scores.filter((s) => !s.nameOk).map((s) => [s.entry.prompt.slice(0, 50), s.content.siteName]),
      industries: scores
        .filter((s) => !s.industryOk)
        .map((s) => [s.entry.prompt.slice(0, 50), s.content.meta.industry]),
      facts: scores.filter((s) => s.missing.length).map((s) => [s.entry.prompt.slice(0, 50), s.missing]),
      types: scores.filter((s) => !s.typeOk).map((s) => [s.entry.prompt.slice(0, 50), s.type]),
    };
    expect(f.namesPct, JSON.stringify(report.names)).toBeGreaterThanOrEqual(98);
    expect(f.industriesPct, JSON.stringify(report.industries)).toBeGreaterThanOrEqual(97);
    const wrongLanguage = scores
      .filter((s) => !s.languageOk)
      .map((s) => [s.entry.prompt.slice(0, 50), s.content.meta.language]);
    expect(f.languagesPct, JSON.stringify(wrongLanguage)).toBe(100);
    expect(f.factsPct, JSON.stringify(report.facts)).toBe(100);
    expect(f.inventedPhoneOrEmail).toBe(0);
    expect(f.schemaTypesPct, JSON.stringify(report.types)).toBe(100);
  });

  it('never asks for a street address the owner gave, and puts it in a PostalAddress', () => {
    for (const s of scores.filter((x) => x.entry.address)) {
      expect(s.content.meta.placeholders).not.toContain('contact.address');
      expect(s.content.contact.address).toContain(s.entry.address);
      expect(s.content.meta.facts?.address?.postcode, s.entry.prompt).toBeTruthy();
    }
  });

  it('gives structured data that passes structured-data-testing-tool with 0 errors', async () => {
    let errors = 0;
    const failures: string[] = [];
    for (const s of scores) {
      const html = await renderedPage(s.content);
      // The validator accepts any type name it is asked about, so every @type is also checked against its list.
      const types = JSON.stringify(jsonLd(s.content)).match(/"@type":"(\w+)"/g) ?? [];
      for (const t of types) {
        const name = t.slice(9, -1);
        if (!Object.hasOwn(validSchemas, name)) {
          errors++;
          failures.push(`${s.entry.prompt.slice(0, 40)}: unknown type ${name}`);
        }
      }
      try {
        const result = await structuredDataTestHtml(html, { schemas: [`jsonld:${s.type}`] });
        expect(result.passed.length).toBeGreaterThan(0);
      } catch (error) {
        const failed =
          (error as { res?: { failed?: Array<{ description?: string; error?: { message?: string } }> } }).res
            ?.failed ?? [];
        if (failed.length === 0) throw error;
        errors += failed.length;
        failures.push(
          `${s.entry.prompt.slice(0, 40)}: ${failed.map((f) => f.error?.message ?? f.description).join('; ')}`,
        );
      }
    }
    expect(errors, failures.slice(0, 10).join('\n')).toBe(0);
  }, 120_000);
});
