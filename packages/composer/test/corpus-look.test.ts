import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { fixedCopyFor } from '../src/language/banks';
import { siteLanguage } from '../src/language/detect';
import { CORPUS } from './corpus';
import { lookFigures } from './corpus/sameness';
import { renderedPage } from './corpus/score';
import { FIXTURES } from './fixtures';
import { emptySections, orphanRows, sentencesRepeatedAcrossSections, visibleText } from './visitor-checks';

/**
 * Issue 19's targets over the composer's corpus. Sameness was 76.5% before headings, feature cards
 * and questions took the owner's words, 51.5% before generic lines offered wordings with the owner's
 * facts, 29.1% before every bank split its sentences into independent choices, gave each kind its own
 * questions and cards, and named default services in several ways; 13.1% now (English 17.8%, es 8.1%,
 * fr 7.3%, de 5.0%). The bound is the issue's target.
 */
export const SAMENESS_TARGET_PCT = 15;
const MAX_SAMENESS_PCT = SAMENESS_TARGET_PCT;
const MIN_STRUCTURES = 5;
const MIN_PALETTES = 8;

describe('the whole corpus as visitors get it', { timeout: 180_000 }, async () => {
  const sites = await Promise.all(
    CORPUS.map(async (entry) => {
      const { content } = composeBuiltin({ prompt: entry.prompt }, { now: new Date('2026-06-01') });
      return { entry, content, html: await renderedPage(content) };
    }),
  );
  const label = (prompt: string) => prompt.slice(0, 40);

  it('writes button labels a button can hold (at most 28 characters where a wording allows, never over 40)', () => {
    // The fixtures too: their long names ("The Learning Tree Montessori School") would make "Contact …" too long.
    const contents = [
      ...sites.map(({ content }) => content),
      ...FIXTURES.map((f) => composeBuiltin({ prompt: f.prompt }).content),
    ];
    const labels = contents.flatMap((content) => {
      const cta = content.sections.find((s) => s.type === 'cta')?.content as
        | { buttonText?: string }
        | undefined;
      return [content.hero.buttonText, cta?.buttonText ?? ''];
    });
    // A link's label is what the button shows ("[Find us](https://…)" shows "Find us").
    const shown = labels.map((b) => b.replace(/^\[([^\]]*)\]\([^)]*\)$/, '$1'));
    expect(shown.filter((b) => b.length > 40)).toEqual([]);
    expect(shown.filter((b) => b.length > 28).length).toBeLessThanOrEqual(shown.length / 100);
  });

  it('shows no placeholder or owner instruction in any language', () => {
    const leaks = sites.flatMap(({ entry, content, html }) => {
      const fixed = fixedCopyFor(siteLanguage(content.meta.language));
      const words = [...Object.values(fixed.placeholders), fixed.pricesSubtitle];
      return words
        .filter((w) => visibleText(html).includes(w) || html.includes(`content="${w}`))
        .map((w) => `${label(entry.prompt)}: ${w}`);
    });
    expect(leaks).toEqual([]);
  });

  it('leaves out every empty section and every lone card on a grid row', () => {
    const found = sites.flatMap(({ entry, html }) =>
      [...emptySections(html), ...orphanRows(html)].map((f) => `${label(entry.prompt)}: ${f}`),
    );
    expect(found).toEqual([]);
  });

  it('never repeats a sentence across sections of one site', () => {
    const found = sites.flatMap(({ entry, content, html }) =>
      sentencesRepeatedAcrossSections(html, content.siteName).map((s) => `${label(entry.prompt)}: ${s}`),
    );
    expect(found).toEqual([]);
  });

  it(`shares at most ${MAX_SAMENESS_PCT}% of content lines (target ${SAMENESS_TARGET_PCT}%) with another site; ${MIN_STRUCTURES}+ structures and ${MIN_PALETTES}+ palettes over 40 kinds`, async () => {
    const f = await lookFigures(CORPUS.map((e) => e.prompt));
    expect(f.sample).toBe(40);
    expect(f.samenessPct, JSON.stringify(f.mostShared)).toBeLessThanOrEqual(MAX_SAMENESS_PCT);
    expect(f.structures).toBeGreaterThanOrEqual(MIN_STRUCTURES);
    expect(f.palettes).toBeGreaterThanOrEqual(MIN_PALETTES);
  });
});
