import { describe, expect, it } from 'vitest';
import { byTag, makeContent, textOf } from '../../test/factories';
import { exportSite } from '../export/export-site';
import { renderSite } from './render-site';

const footerOf = (html: string) => byTag(html, 'footer')[0];
const credit = { href: 'https://make.example.com/' };

describe('"Made with Mainstreet" credit', () => {
  it('is one text link in the footer, in the site’s language, when asked for', () => {
    const html = renderSite(makeContent(), { credit });
    expect(html).toContain(
      '<p class="ftr-made"><a href="https://make.example.com/">Made with Mainstreet</a></p>',
    );
    expect(textOf(footerOf(html))).toContain('Made with Mainstreet');
    const spanish = renderSite(makeContent({ meta: { language: 'es' } }), { credit });
    expect(textOf(footerOf(spanish))).toContain('Hecho con Mainstreet');
  });

  it('is absent without it, and the page is otherwise the same', () => {
    const plain = renderSite(makeContent());
    expect(plain).not.toContain('Mainstreet');
    const withCredit = renderSite(makeContent(), { credit });
    expect(withCredit.replace(/<p class="ftr-made">.*?<\/p>/, '')).toBe(plain);
  });

  it('adds no file and no request to an export: no image, script or stylesheet beyond the page', async () => {
    const options = { loadAsset: async () => null, year: 2026 };
    const without = await exportSite(makeContent(), options);
    const withCredit = await exportSite(makeContent(), { ...options, credit });
    expect(withCredit.map((f) => f.path)).toEqual(without.map((f) => f.path));
    const page = new TextDecoder().decode(withCredit.find((f) => f.path === 'index.html')?.data);
    expect(page).toContain('Made with Mainstreet');
    const requests = (html: string) => (html.match(/\b(src|srcset)=|<link\b/g) ?? []).length;
    const before = new TextDecoder().decode(without.find((f) => f.path === 'index.html')?.data);
    expect(requests(page)).toBe(requests(before));
  });
});
