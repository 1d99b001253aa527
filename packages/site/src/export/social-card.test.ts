import { describe, expect, it } from 'vitest';
import { makeContent } from '../../test/factories';
import { exportSite, SOCIAL_CARD_FILE } from './export-site';

const card = { data: new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), alt: 'Rosa Bakery: Fresh bread' };
const loadAsset = async () => null;
const page = (files: { path: string; data: Uint8Array }[]) =>
  new TextDecoder().decode(files.find((f) => f.path === 'index.html')!.data);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe('the share picture in exported sites', () => {
  it('ships the card as a file and names it in Open Graph, Twitter and JSON-LD by absolute address', async () => {
    const files = await exportSite(makeContent(), {
      loadAsset,
      publicUrl: 'https://rosa.example/',
      socialCard: card,
    });
    expect(files.find((f) => f.path === SOCIAL_CARD_FILE)?.data).toEqual(card.data);
    const html = page(files);
    expect(meta(html, 'og:image')).toBe('https://rosa.example/social-card.png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe('Rosa Bakery: Fresh bread');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe('https://rosa.example/social-card.png');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
    expect(jsonLd.image).toBe('https://rosa.example/social-card.png');
  });

  it('still carries the card in a zip whose address is unknown, without a relative og:image', async () => {
    const files = await exportSite(makeContent(), { loadAsset, socialCard: card });
    expect(files.some((f) => f.path === SOCIAL_CARD_FILE)).toBe(true);
    expect(meta(page(files), 'og:image')).toBeUndefined();
  });
});
