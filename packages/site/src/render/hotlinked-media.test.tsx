import { describe, expect, it } from 'vitest';
import { attr, byTag, makeContent } from '../../test/factories';
import { exportSite } from '../export/export-site';
import { renderSite } from './render-site';

const PHOTO =
  'https://images.unsplash.com/photo-1?ixid=abc&ixlib=rb-4.0.3&w=1600&h=1067&fit=max&q=80&auto=format';

const heroImg = (html: string) => byTag(html, 'img')[0];

describe('hotlinked photos', () => {
  it('renders an Unsplash address with its size, and a srcset of the same address at each width', () => {
    const img = heroImg(renderSite(makeContent({ hero: { headline: 'Bread', imageUrl: PHOTO } })));
    expect(attr(img, 'src')).toBe(PHOTO);
    expect(attr(img, 'width')).toBe('1600');
    expect(attr(img, 'height')).toBe('1067');
    const candidates = (attr(img, 'srcset') ?? attr(img, 'srcSet') ?? '').split(', ');
    expect(candidates).toEqual([
      'https://images.unsplash.com/photo-1?ixid=abc&ixlib=rb-4.0.3&w=480&h=320&fit=max&q=80&auto=format 480w',
      'https://images.unsplash.com/photo-1?ixid=abc&ixlib=rb-4.0.3&w=960&h=640&fit=max&q=80&auto=format 960w',
      `${PHOTO} 1600w`,
    ]);
  });

  it('gives other remote images no made-up srcset', () => {
    const url = 'https://example.com/photo.jpg?w=1600&h=900';
    const img = heroImg(renderSite(makeContent({ hero: { headline: 'Bread', imageUrl: url } })));
    expect(attr(img, 'src')).toBe(url);
    expect(attr(img, 'srcset') ?? attr(img, 'srcSet')).toBeUndefined();
  });

  it('exports the page pointing at the photo’s own address, with no copy in the files', async () => {
    const files = await exportSite(makeContent({ hero: { headline: 'Bread', imageUrl: PHOTO } }), {
      loadAsset: async () => {
        throw new Error('a hotlinked photo must not be loaded');
      },
    });
    const html = new TextDecoder().decode(files.find((f) => f.path === 'index.html')?.data);
    expect(attr(heroImg(html), 'src')).toBe(PHOTO);
    expect(files.map((f) => f.path).filter((p) => p.startsWith('assets/'))).toEqual([]);
  });
});
