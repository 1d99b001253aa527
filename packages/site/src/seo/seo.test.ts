import { describe, expect, it } from 'vitest';
import { attr, byTag, makeContent } from '../../test/factories';
import { allFixtures } from '../../test/fixtures';
import { renderSite } from '../render/render-site';
import { faviconSvg } from './favicon';
import { jsonLd, schemaTypeFor } from './json-ld';

const meta = (html: string, key: string) =>
  byTag(html, 'meta').find((m) => attr(m, 'name') === key || attr(m, 'property') === key);

describe('search and sharing tags', () => {
  it('titles a page by its name and its hero, never the name twice', () => {
    const titled = (headline: string) =>
      /<title>([^<]*)<\/title>/.exec(
        renderSite(makeContent({ siteName: 'Spoke', hero: { ...makeContent().hero, headline } })),
      )?.[1];
    expect(titled('Bike couriers in Dublin')).toBe('Spoke | Bike couriers in Dublin');
    expect(titled('Spoke')).toBe('Spoke');
  });

  it('has title, description, lang, theme-color, icon and sharing tags', () => {
    const html = renderSite(
      makeContent({
        meta: {
          industry: 'restaurant',
          language: 'fr',
          placeholders: [],
          publicUrl: 'https://bakery.example/',
        },
      }),
    );
    expect(html).toContain('<html lang="fr">');
    expect(byTag(html, 'title').length).toBe(1);
    expect(attr(meta(html, 'description')!, 'content')).toBe('Sourdough and pastries on Main Street.');
    expect(attr(meta(html, 'theme-color')!, 'content')).toMatch(/^#[0-9a-f]{6}$/);
    expect(attr(byTag(html, 'link').find((l) => attr(l, 'rel') === 'canonical')!, 'href')).toBe(
      'https://bakery.example/',
    );
    expect(attr(meta(html, 'og:url')!, 'content')).toBe('https://bakery.example/');
    expect(attr(meta(html, 'twitter:card')!, 'content')).toBe('summary');
    expect(attr(byTag(html, 'link').find((l) => attr(l, 'rel') === 'icon')!, 'href')).toMatch(
      /^data:image\/svg\+xml,/,
    );
  });

  it('makes the hero image an absolute og:image once the public address is known', () => {
    const content = makeContent({
      hero: { headline: 'H', imageUrl: '/uploads/h.webp' },
      meta: { language: 'en', placeholders: [], publicUrl: 'https://bakery.example/shop/' },
    });
    const html = renderSite(content);
    expect(attr(meta(html, 'og:image')!, 'content')).toBe('https://bakery.example/uploads/h.webp');
    expect(attr(meta(html, 'twitter:card')!, 'content')).toBe('summary_large_image');
  });

  it('leaves out the canonical link without a known address, and marks previews noindex', () => {
    const html = renderSite(makeContent(), { noIndex: true });
    expect(byTag(html, 'link').some((l) => attr(l, 'rel') === 'canonical')).toBe(false);
    expect(attr(meta(html, 'robots')!, 'content')).toBe('noindex');
  });

  it('draws the favicon as the monogram on the brand colour', () => {
    const svg = faviconSvg(
      makeContent({ siteName: 'Blue <Harbor> Cafe', theme: { palette: 'blue', fonts: 'modern' } }),
    );
    expect(svg).toContain('fill="#1d4ed8"');
    expect(svg).toContain('>BH</text>');
  });
});

describe('JSON-LD', () => {
  it('uses the most specific type for every sample industry', () => {
    const types = Object.fromEntries(
      allFixtures().map(({ industry, content }) => [industry, schemaTypeFor(content)]),
    );
    expect(types).toMatchObject({
      restaurant: 'Restaurant',
      healthcare: 'Dentist',
      retail: 'Store',
      fitness: 'ExerciseGym',
      beauty: 'HairSalon',
      legal: 'LegalService',
      'real-estate': 'RealEstateAgent',
      automotive: 'AutoRepair',
      construction: 'HomeAndConstructionBusiness',
      education: 'EducationalOrganization',
      finance: 'AccountingService',
    });
  });

  it('places a business by the town it names: a region or a country after the comma is not the town', () => {
    const placed = (location: string) =>
      jsonLd(
        makeContent({
          contact: { title: 'C', address: '', phone: '', hours: '' },
          meta: { industry: 'legal', language: 'en', placeholders: ['contact.address'], facts: { location } },
        }),
      ).address;
    expect(placed('Austin, Texas')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Austin',
      addressRegion: 'Texas',
    });
    expect(placed('Leeds, UK')).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Leeds',
      addressCountry: 'GB',
    });
    expect(placed('Leeds')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Leeds' });
  });

  it('holds only facts the content states, never placeholders', () => {
    const content = makeContent({
      contact: { title: 'C', address: 'Your address', phone: '(555) 010-2000', hours: '' },
      meta: { industry: 'legal', language: 'en', placeholders: ['contact.address'] },
      widgets: [{ id: 's', type: 'social', data: { links: [{ name: 'X', url: 'https://x.example/firm' }] } }],
    });
    const data = jsonLd(content);
    expect(data).toMatchObject({
      '@type': 'LegalService',
      name: 'Corner Bakery',
      telephone: '(555) 010-2000',
      sameAs: ['https://x.example/firm'],
    });
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('openingHours');
    expect(data).not.toHaveProperty('url');
  });

  it('cannot be broken out of by content', () => {
    const html = renderSite(makeContent({ siteName: '</script><script>alert(1)</script>' }));
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block).name).toBe('</script><script>alert(1)</script>');
  });
});
