import { contentSchema, exportSite, INDUSTRIES } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin, placeholdersFor } from '../src/index';
import {
  collectStrings,
  looksLikeAddress,
  looksLikeEmail,
  looksLikePhone,
  looksLikePrice,
  valueAt,
} from './content-strings';
import { FIXTURES } from './fixtures';

const digits = (s: string) => s.replace(/\D/g, '');
const decoder = new TextDecoder();

describe('the built-in composer on real-sounding descriptions', () => {
  it('covers every industry', () => {
    expect(new Set(FIXTURES.map((f) => f.industry))).toEqual(new Set(INDUSTRIES));
    expect(FIXTURES.length).toBeGreaterThanOrEqual(40);
  });

  describe.each(FIXTURES.map((f) => [f.prompt.slice(0, 70), f] as const))('%s', (_, fixture) => {
    const { content } = composeBuiltin({ prompt: fixture.prompt });
    // A description in French gets its stand-ins in French.
    const PLACEHOLDER_TEXT = placeholdersFor(content.meta.language);
    const strings = collectStrings(content);
    const all = strings.map((s) => s.text);

    it('finds the business name, or asks for it', () => {
      if (fixture.name) expect(content.siteName.toLowerCase()).toContain(fixture.name.toLowerCase());
      else {
        // No invented name: the owner's words for what the business is (or its certain kind), or the
        // stand-in visitors never see ("Hi, I'm Dave": no greeting heads the page); the facts form asks.
        expect(content.meta.facts?.missing).toContain('name');
        const said = fixture.prompt.toLowerCase();
        const words = content.siteName.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? [];
        expect(
          words.every((w) => said.includes(w)) ||
            Boolean(content.meta.facts?.kind) ||
            content.meta.placeholders.includes('siteName'),
          content.siteName,
        ).toBe(true);
      }
    });

    it('classifies the industry', () => {
      expect(content.meta.industry).toBe(fixture.industry);
    });

    it('uses every contact fact verbatim and leaves placeholders for the rest', () => {
      for (const key of ['phone', 'email', 'address', 'hours'] as const) {
        const given = fixture[key];
        if (given) {
          expect(all.some((t) => t.includes(given))).toBe(true);
          expect(content.meta.placeholders).not.toContain(`contact.${key}`);
        } else {
          expect(content.meta.placeholders).toContain(`contact.${key}`);
          expect(content.contact[key]).toBe(PLACEHOLDER_TEXT[key]);
        }
      }
      for (const price of fixture.prices ?? []) expect(all.some((t) => t.includes(price))).toBe(true);
    });

    it('shows the listed services by their names and no others, and never suggests any', () => {
      const names = content.services.map((s) => s.name.toLowerCase());
      expect(names.slice(0, fixture.services?.length ?? 0)).toEqual(fixture.services ?? []);
      expect(content.services.length).toBeLessThanOrEqual(12);
      expect(content.services.filter((s) => s.suggested)).toHaveLength(0);
      // A shared noun is shared ("piano, guitar and violin lessons" → "Guitar lessons"): every word of
      // a card's name is the owner's, and a card says nothing but the price the owner gave for it.
      const said = new Set(fixture.prompt.toLowerCase().match(/[\p{L}\d'’-]+/gu));
      for (const s of content.services) {
        for (const word of s.name.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? [])
          expect([...said], s.name).toContain(word);
        if (s.description) expect(fixture.prompt).toContain(s.description);
      }
    });

    it('states no phone, email, address or price the description lacks', () => {
      const prompt = fixture.prompt;
      // The copyright line ("© 2026 Ledger Lane") is the one place a year sits before a name.
      // Structured data holds the given phone in E.164 form ("+15125550142"); checked on its own below.
      const onPage = strings.filter(
        (s) => s.path !== 'footer.copyright' && s.path !== 'meta.facts.telephone',
      );
      // A link's address (a map search for the owner's street address) is no stated fact.
      for (const { text } of onPage.map((s) => ({ text: s.text.replace(/\]\([^)]*\)/g, ']') }))) {
        for (const phone of looksLikePhone(text)) expect(digits(prompt)).toContain(digits(phone));
        for (const email of looksLikeEmail(text)) expect(prompt).toContain(email);
        for (const price of looksLikePrice(text)) expect(prompt).toContain(price.replace(/[.,]$/, ''));
        for (const address of looksLikeAddress(text)) expect(prompt).toContain(address);
      }
      const e164 = content.meta.facts?.telephone;
      if (e164) {
        expect(fixture.phone).toBeDefined();
        expect(digits(e164).endsWith(digits(fixture.phone ?? '').replace(/^0+/, ''))).toBe(true);
      }
    });

    it('lists placeholder paths that hold placeholders', () => {
      for (const path of content.meta.placeholders) {
        const value = valueAt(content, path);
        expect(typeof value).toBe('string');
        const holdsName =
          path === 'footer.copyright' && (value as string).includes(PLACEHOLDER_TEXT.siteName);
        expect(value === '' || holdsName || Object.values(PLACEHOLDER_TEXT).includes(value as never)).toBe(
          true,
        );
      }
    });

    it('validates against the schema and exports', async () => {
      expect(contentSchema.safeParse(content).success).toBe(true);
      const files = await exportSite(content, { loadAsset: async () => null });
      const html = decoder.decode(files.find((f) => f.path === 'index.html')?.data);
      expect(html).toContain('<h1');
      if (fixture.phone) expect(html).toContain(fixture.phone);
      if (fixture.email) expect(html).toContain(fixture.email);
    });
  });
});
