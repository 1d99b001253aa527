import { describe, expect, it } from 'vitest';
import { attr, byTag, makeContent, textOf } from '../../test/factories';
import { migrate, parseContent } from '../migrate';
import type { MediaCredit } from '../schema';
import { renderSite } from './render-site';

const unsplash: MediaCredit = {
  provider: 'unsplash',
  author: 'Ana Baker',
  authorUrl: 'https://unsplash.com/@ana?utm_source=mainstreet&utm_medium=referral',
  sourceUrl: 'https://unsplash.com/?utm_source=mainstreet&utm_medium=referral',
};
const pexels: MediaCredit = {
  provider: 'pexels',
  author: 'Pat Lens',
  authorUrl: 'https://www.pexels.com/@pat',
  sourceUrl: 'https://www.pexels.com/photo/cake-123/',
};

const footerOf = (html: string) => byTag(html, 'footer')[0];

describe('photo credits', () => {
  it('credits each stock photo in the footer with links to the photographer and the provider', () => {
    const html = renderSite(
      makeContent({
        hero: { headline: 'Bread', imageUrl: '/uploads/a.webp', imageCredit: unsplash },
        services: [
          { name: 'Cakes', description: '', imageUrl: '/uploads/b.webp', imageCredit: pexels },
          // The same photographer twice is credited once.
          { name: 'Loaves', description: '', imageUrl: '/uploads/c.webp', imageCredit: unsplash },
        ],
      }),
    );
    const footer = footerOf(html);
    expect(textOf(footer)).toContain('Photo by Ana Baker on Unsplash · Photo by Pat Lens on Pexels');
    const credits = byTag(html, 'p').find((p) => attr(p, 'class') === 'ftr-credits');
    const hrefs = (credits?.childNodes ?? []).flatMap((n) =>
      'tagName' in n && n.tagName === 'a' ? [attr(n, 'href')] : [],
    );
    expect(hrefs).toEqual([unsplash.authorUrl, unsplash.sourceUrl, pexels.authorUrl, pexels.sourceUrl]);
  });

  it('credits nobody for a slot whose picture was removed, and keeps content without credits valid', () => {
    const html = renderSite(
      makeContent({ hero: { headline: 'Bread', imageUrl: '', imageCredit: unsplash } }),
    );
    expect(textOf(footerOf(html))).not.toContain('Photo by');
    const old = migrate({
      version: 1,
      siteName: 'Old',
      hero: { headline: 'Hi', imageUrl: '/uploads/x.webp' },
    });
    expect(old.hero.imageCredit).toBeUndefined();
    // A credit linking anywhere but the web is refused, naming the field.
    const bad = parseContent({
      siteName: 'X',
      hero: { imageCredit: { ...unsplash, authorUrl: 'javascript:alert(1)' } },
    });
    expect(bad).toMatchObject({ ok: false, message: expect.stringContaining('hero.imageCredit.authorUrl') });
  });
});
