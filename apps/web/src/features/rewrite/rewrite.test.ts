import { describe, expect, it } from 'vitest';
import { makeContent } from '../builder/testing/content-factory';
import { listRewritableParts, listSectionTexts, sectionLabelOf } from './rewritable-texts';
import { diffWords } from './word-diff';

describe('diffWords', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    const parts = diffWords('Fresh bread baked every morning in Leeds', 'Fresh bread in Leeds');
    expect(parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim()])).toEqual([
      ['removed', 'baked every morning'],
    ]);
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Fresh bread in Leeds');
  });
});

describe('the texts of a section', () => {
  it('lists words to rewrite, never links, ids or contact facts', () => {
    const content = makeContent();
    const parts = listRewritableParts(content);
    expect(parts[0]).toEqual({ key: 'hero', label: 'Top banner' });
    expect(parts.at(-1)?.key).toBe('footer');
    const all = parts.flatMap((p) => listSectionTexts(content, p.key));
    expect(all.length).toBeGreaterThan(3);
    for (const t of all) {
      expect(t.path).not.toMatch(/(?:url|Url|id|type|copyright)$/);
      expect(t.path).not.toMatch(/^contact/);
    }
    expect(listSectionTexts(content, 'hero').map((t) => t.path)).toContain('hero.headline');
  });
});

describe('the section of a tapped text', () => {
  it('names the part Write with AI rewrites: a service is Services, not the top banner', () => {
    const content = makeContent();
    expect(sectionLabelOf(content, 'services.1.name')).toBe('Services');
    expect(sectionLabelOf(content, 'servicesHeader.title')).toBe('Services');
    expect(sectionLabelOf(content, 'hero.headline')).toBe('Top banner');
    expect(sectionLabelOf(content, 'about.title')).toBe('About');
    expect(sectionLabelOf(content, 'footer.summary')).toBe('Footer');
  });

  it('names none for a text no rewrite touches: the name, menu links and contact facts', () => {
    const content = makeContent();
    for (const path of ['siteName', 'navigation.links.0.name', 'contact.phone', 'footer.links.0.name'])
      expect(sectionLabelOf(content, path)).toBeNull();
  });
});
