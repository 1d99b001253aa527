import { describe, expect, it } from 'vitest';
import { loadFixtureRaw } from '../test/fixtures';
import { INDUSTRIES } from './constants';
import { ContentError } from './errors';
import { migrate, parseContent } from './migrate';

describe('content schema', () => {
  it.each(INDUSTRIES)('accepts the %s sample as its client stored it', (industry) => {
    const content = migrate(loadFixtureRaw(industry));
    expect(content.version).toBe(2);
    expect(content.siteName.length).toBeGreaterThan(0);
    expect(content.meta.industry).toBe(industry);
  });

  it('fills spec defaults: four navigation links and empty blocks', () => {
    const content = migrate({ siteName: 'Solo', hero: { headline: 'Hi' } });
    expect(content.navigation.links.map((l) => `${l.name} ${l.url}`)).toEqual([
      'Home #home',
      'About #about',
      'Services #services',
      'Contact #contact',
    ]);
    expect(content.services).toEqual([]);
    expect(content.meta.language).toBe('en');
  });

  it('refuses a hero holding both an image and a video, naming the field', () => {
    const result = parseContent({
      version: 2,
      siteName: 'X',
      hero: { headline: 'h', imageUrl: '/uploads/a.png', videoUrl: '/uploads/b.mp4' },
    });
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/^hero\.videoUrl: /) });
  });

  it.each([
    [
      { siteName: 'X', hero: {}, services: [{ name: 'a', imageUrl: 'javascript:alert(1)' }] },
      'services.0.imageUrl',
    ],
    [{ siteName: 42, hero: {} }, 'siteName'],
    [
      { siteName: 'X', hero: {}, sections: [{ id: 's', type: 'faq', content: { questions: 'no' } }] },
      'sections.0',
    ],
    [{ siteName: 'X', hero: {}, meta: { industry: 'spaceships' } }, 'meta.industry'],
    [{ siteName: 'X', hero: {}, theme: { palette: 'pink' } }, 'theme.palette'],
  ])('refuses bad content with the field named (%#)', (raw, path) => {
    const result = parseContent({ version: 2, ...raw });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.startsWith(path)).toBe(true);
  });

  it('throws a ContentError carrying the path', () => {
    expect(() =>
      migrate({ version: 2, siteName: 'X', hero: { imageUrl: 'data:image/png;base64,AAAA' } }),
    ).toThrow(ContentError);
    try {
      migrate({ version: 2, siteName: 'X', hero: { imageUrl: '//evil.example/x.png' } });
    } catch (error) {
      expect((error as ContentError).path).toBe('hero.imageUrl');
    }
  });

  it('keeps sections of unknown types for the generic renderer', () => {
    const content = migrate({
      siteName: 'X',
      hero: {},
      sections: [{ id: 't', type: 'team', content: { title: 'Team' } }],
    });
    expect(content.sections[0]).toMatchObject({ type: 'team', content: { title: 'Team' } });
  });
});
