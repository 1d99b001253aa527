import { INDUSTRIES, renderSite } from '@mainstreet/site';
import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { PROFILES } from '../src/industries';
import { KINDS } from '../src/kinds';
import { bankFor, EN_FIXED, type LanguageBank } from '../src/language/banks';
import { detectLanguage } from '../src/language/detect';
import { allDescriptions } from './all-descriptions';
import { collectStrings } from './content-strings';
import { DESCRIPTIONS } from './descriptions';

const BANKS = {
  es: bankFor('es') as LanguageBank,
  fr: bankFor('fr') as LanguageBank,
  de: bankFor('de') as LanguageBank,
} as const;

/** The text a visitor reads on a page: no markup, styles or scripts. */
function visibleText(html: string): string {
  return html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

// Every sentence of the English phrase banks, cut at the values a template fills in, so that a
// fragment found on a page is English copy whatever the values were.
const englishFragments = (() => {
  const strings = [
    ...collectStrings(PROFILES).map((s) => s.text),
    ...KINDS.flatMap((k) =>
      collectStrings({ copy: k.copy, services: k.services.map((s) => s.description) }),
    ).map((s) => s.text),
    ...collectStrings({ ...EN_FIXED, option: undefined }).map((s) => s.text),
    EN_FIXED.hoursQuestion,
    EN_FIXED.whereQuestion,
    EN_FIXED.contactQuestion,
  ];
  const fragments = strings.flatMap((s) => s.split(/\{\w+\}|[[\]]/)).map((f) => f.trim());
  // Short pieces ("About ", "—") say nothing about the language; whole clauses do.
  return [...new Set(fragments.filter((f) => f.length >= 14 && f.split(/\s+/).length >= 3))];
})();

const byLanguage = (lang: string) => DESCRIPTIONS.filter((d) => d.language === lang);

describe.each(['es', 'fr', 'de'] as const)('a description in %s gives a site in that language', (lang) => {
  const bank = BANKS[lang];
  describe.each(byLanguage(lang).map((d) => [d.prompt.slice(0, 60), d.prompt] as const))(
    '%s',
    (_, prompt) => {
      const { content } = composeBuiltin({ prompt }, { now: new Date('2026-06-01') });
      const html = renderSite(content);
      const text = visibleText(html);

      it('is marked as that language', () => {
        expect(content.meta.language).toBe(lang);
        expect(html).toContain(`<html lang="${lang}"`);
      });

      // No FAQ title here: FAQs come only from facts the owner gave that the page does not show
      // already (parking, booking, area…), and these descriptions give none.
      it('has navigation, section titles and footer in that language', () => {
        // Links to the sections the page has, in the language's words and order.
        const names = content.navigation.links.map((l) => l.name);
        expect(names).toEqual(Object.values(bank.fixed.nav).filter((n) => names.includes(n)));
        expect(names).toContain(bank.fixed.nav.contact);
        // A page without the owner's name still says who in its copyright line, as its header does.
        expect(content.footer.copyright).toBe(bank.fixed.copyright(content.siteName, 2026));
      });

      it('shows no sentence of the English phrase banks', () => {
        const leaked = englishFragments.filter((f) => text.includes(f));
        expect(leaked).toEqual([]);
      });

      it('shows the renderer’s labels in that language', () => {
        expect(text).not.toMatch(/\b(?:Skip to content|All rights reserved|Frequently asked questions)\b/);
        for (const word of ['Address', 'Phone', 'Hours'] as const) expect(text).not.toContain(`\n${word}\n`);
      });
    },
  );
});

describe('English stays the default', () => {
  it.each(
    byLanguage('en')
      .slice(0, 12)
      .map((d) => [d.prompt]),
  )('%s', (prompt) => {
    const { content } = composeBuiltin({ prompt });
    expect(content.meta.language).toBe('en');
    const names = content.navigation.links.map((l) => l.name);
    expect(names).toEqual(['Home', 'About', 'Services', 'Contact'].filter((n) => names.includes(n)));
  });
});

describe('every industry has copy in every language', () => {
  const prompts = {
    es: 'Somos un negocio pequeño en el barrio.',
    fr: 'Nous sommes une petite entreprise du quartier.',
    de: 'Wir sind ein kleiner Betrieb im Viertel.',
  };
  it.each(
    (['es', 'fr', 'de'] as const).flatMap((lang) => INDUSTRIES.map((industry) => [lang, industry] as const)),
  )('%s %s', (lang, industry) => {
    const { content } = composeBuiltin({ prompt: prompts[lang], industry });
    expect(content.meta.language).toBe(lang);
    const text = visibleText(renderSite(content));
    expect(englishFragments.filter((f) => text.includes(f))).toEqual([]);
  });
});

describe('the language banks', () => {
  it.each(['es', 'fr', 'de'] as const)(
    '%s has its own copy for at least 20 kinds the composer knows',
    (lang) => {
      const ids = Object.keys(BANKS[lang].kinds);
      expect(ids.length).toBeGreaterThanOrEqual(20);
      const known = new Set(KINDS.map((k) => k.id));
      expect(ids.filter((id) => !known.has(id))).toEqual([]);
    },
  );

  it('reads the language of every test description', async () => {
    const wrong = (await allDescriptions())
      .filter((d) => d.language)
      .filter((d) => detectLanguage(d.prompt) !== d.language)
      .map((d) => `${d.language}: ${d.prompt}`);
    expect(wrong).toEqual([]);
  });
});

describe('German copy around the owner’s words', () => {
  it('keeps the capital of a listed service, which is a German noun wherever it stands', () => {
    const { content } = composeBuiltin({
      prompt: 'Optiker Scharf in Kiel: Brillen, Kontaktlinsen und Sehtests. Telefon 0431 123456.',
    });
    const text = JSON.stringify(content);
    expect(text).toContain('Brillen');
    expect(text).not.toMatch(/[\s„"(]brillen/);
  });
});
