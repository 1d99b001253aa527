import { describe, expect, it } from 'vitest';
import { attr, elements, makeContent, textOf } from '../../test/factories';
import { PAGE_LAYOUTS, type PageLayout } from '../constants';
import type { Content, ContentInput } from '../schema';
import { renderSite } from './render-site';

/** A site with material for every block: an area served, a price list, hours, and three photos. */
function siteWith(page: PageLayout | undefined, overrides: Partial<ContentInput> = {}): Content {
  return makeContent({
    hero: { headline: 'Corner Bakery', subtitle: 'Sourdough on Main Street.', imageUrl: '/uploads/shop.jpg' },
    services: [
      { name: 'Sourdough', description: 'Long-fermented loaves.', imageUrl: '/uploads/loaf.jpg' },
      { name: 'Pastries', description: 'Croissants and buns.', imageUrl: '/uploads/buns.jpg' },
    ],
    sections: [
      {
        id: 'area',
        name: 'Where we deliver',
        type: 'about-expanded',
        order: -1,
        content: { title: 'Where we deliver', content: 'Springfield and Shelbyville.' },
      },
      {
        id: 'pricing',
        name: 'Prices',
        type: 'pricing',
        order: 0,
        content: { title: 'Prices', plans: [{ name: 'Loaf', price: '$6', features: [] }] },
      },
    ],
    widgets: [
      {
        id: 'gallery',
        type: 'gallery',
        data: { images: [{ url: '/uploads/oven.jpg', alt: 'The oven' }] },
      },
    ],
    theme: { palette: 'orange', fonts: 'classic', layout: { hero: 'split', page } },
    ...overrides,
  });
}

/** The blocks under the hero in the order a visitor scrolls past them. */
const blocks = (html: string) =>
  elements(html)
    .filter((e) => e.tagName === 'section' && e.parentNode && 'tagName' in e.parentNode)
    .filter((e) => (e.parentNode as { tagName?: string }).tagName === 'main')
    .map((e) => (attr(e, 'id') ?? '').replace(/^[sw]\d+-/, ''));

describe('page structures', () => {
  it('draws six visibly different structures from the same material', () => {
    const orders = PAGE_LAYOUTS.map((page) => blocks(renderSite(siteWith(page))).join(' › '));
    expect(new Set(orders).size).toBe(6);
    // What each leads with, right under the hero.
    const second = Object.fromEntries(
      PAGE_LAYOUTS.map((page) => [page, blocks(renderSite(siteWith(page)))[1]]),
    );
    expect(second).toEqual({
      classic: 'area',
      menu: 'services',
      hours: 'area',
      area: 'area',
      gallery: 'gallery',
      person: 'about',
    });
    expect(blocks(renderSite(siteWith('hours')))[2]).toBe('contact');
  });

  it('draws a pictures-first page in the classic order until the site has three pictures', () => {
    const bare = siteWith('gallery', {
      hero: { headline: 'Corner Bakery', subtitle: '' },
      services: [{ name: 'Sourdough', description: '' }],
      widgets: [],
    });
    expect(blocks(renderSite(bare))).toEqual(blocks(renderSite(siteWith('classic', { ...bare }))));
  });

  it('gives one person without a portrait a typographic hero: no empty panel, no letters made from the name', () => {
    const html = renderSite(
      siteWith('person', { siteName: 'Sam Reed Piano Tuning', hero: { headline: 'Sam Reed', subtitle: '' } }),
    );
    const hero = html.slice(html.indexOf('id="home"'), html.indexOf('</section>', html.indexOf('id="home"')));
    expect(hero).toContain('hero-statement');
    expect(hero).not.toContain('<img');
    // Before, an empty coloured panel stood beside the words and read as a photo that failed to load.
    expect(elements(hero).filter((e) => attr(e, 'aria-hidden') === 'true')).toEqual([]);
    expect(hero).not.toMatch(/>SR</);
  });
});

describe('a page without pictures', () => {
  const bare = makeContent({
    hero: { headline: 'Corner Bakery', subtitle: 'Sourdough on Main Street.' },
    sections: [
      {
        id: 'facts',
        name: 'At a glance',
        type: 'features',
        order: -1,
        content: { title: 'At a glance', features: [{ name: 'Prices', description: 'From $4.' }] },
      },
    ],
    theme: { palette: 'blue', fonts: 'modern', layout: { hero: 'statement', services: 'rows' } },
  });

  it('says a lone fact as a band under its own label, never as a section of one card', () => {
    const html = renderSite(bare);
    expect(html).not.toContain('At a glance');
    const band = elements(html).find((e) => attr(e, 'class') === 'sec ribbon');
    expect(band && textOf(band)).toBe('PricesFrom $4.');
  });

  it('draws no empty picture-sized tile in place of a service’s missing picture', () => {
    const html = renderSite(bare);
    const rows = elements(html).filter(
      (e) => e.tagName === 'li' && e.parentNode && attr(e.parentNode as never, 'class') === 'svc-rows',
    );
    expect(rows.length).toBe(2);
    for (const row of rows) expect(attr(row, 'class')).toBe('row-text');
  });
});
