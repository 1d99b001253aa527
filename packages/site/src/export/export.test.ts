import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { attr, byTag, makeContent } from '../../test/factories';
import { loadFixture, loadFixtureAsset } from '../../test/fixtures';
import { exportSite } from './export-site';
import { zipSiteFiles } from './zip';

const text = (files: { path: string; data: Uint8Array }[], path: string) =>
  new TextDecoder().decode(files.find((f) => f.path === path)!.data);

const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
const loadAsset = async (url: string) =>
  url.startsWith('/uploads/') && !url.includes('gone') ? { data: png, contentType: 'image/png' } : null;

describe('exportSite', () => {
  it('returns the page, its own media, icon, robots and 404 sorted by path', async () => {
    const content = makeContent({
      hero: { headline: 'H', imageUrl: '/uploads/ab12' },
      services: [
        { name: 'A', description: 'a', imageUrl: '/uploads/x/photo.png' },
        { name: 'B', description: 'b', imageUrl: '/uploads/y/photo.png' },
        { name: 'C', description: 'c', imageUrl: 'https://cdn.example/remote.jpg' },
        { name: 'D', description: 'd', imageUrl: '/uploads/gone.png' },
      ],
    });
    const files = await exportSite(content, { loadAsset });
    expect(files.map((f) => f.path)).toEqual([
      '404.html',
      'assets/ab12.png',
      'assets/photo-2.png',
      'assets/photo.png',
      'favicon.svg',
      'index.html',
      'robots.txt',
    ]);
    const html = text(files, 'index.html');
    const srcs = byTag(html, 'img').map((i) => attr(i, 'src'));
    expect(srcs).toEqual([
      'assets/ab12.png',
      'assets/photo.png',
      'assets/photo-2.png',
      'https://cdn.example/remote.jpg',
    ]);
    expect(html).not.toContain('/uploads/');
    expect(html).toContain('<link rel="icon" href="favicon.svg" type="image/svg+xml">');
    expect(html.match(/<style>/g)).toHaveLength(1);
    expect(text(files, 'favicon.svg')).toMatch(/^<svg /);
    expect(text(files, 'robots.txt')).toBe('User-agent: *\nAllow: /\n');
    expect(text(files, '404.html')).toContain('<meta name="robots" content="noindex">');
  });

  it('adds a sitemap and canonical URL when the public address is known', async () => {
    const files = await exportSite(makeContent(), { loadAsset, publicUrl: 'https://bakery.example' });
    expect(text(files, 'sitemap.xml')).toContain('<loc>https://bakery.example/</loc>');
    expect(text(files, 'robots.txt')).toContain('Sitemap: https://bakery.example/sitemap.xml');
    expect(text(files, 'index.html')).toContain('<link rel="canonical" href="https://bakery.example">');
  });

  it('ships no executable script', async () => {
    const files = await exportSite(loadFixture('restaurant'), { loadAsset: loadFixtureAsset });
    for (const page of ['index.html', '404.html']) {
      const scripts = byTag(text(files, page), 'script');
      expect(scripts.every((s) => attr(s, 'type') === 'application/ld+json')).toBe(true);
    }
  });

  it('carries the resized variants and size the server knows, relative like the image', async () => {
    const content = makeContent({ hero: { headline: 'H', imageUrl: '/uploads/h.png' } });
    const media = (url: string) =>
      url === '/uploads/h.png'
        ? {
            width: 1600,
            height: 900,
            srcset: [
              { url: '/uploads/h-800.png', width: 800 },
              { url, width: 1600 },
            ],
          }
        : undefined;
    const files = await exportSite(content, { loadAsset, media });
    expect(files.map((f) => f.path)).toContain('assets/h-800.png');
    const img = byTag(text(files, 'index.html'), 'img')[0];
    expect(attr(img, 'srcset')).toBe('assets/h-800.png 800w, assets/h.png 1600w');
    expect(attr(img, 'width')).toBe('1600');
  });
  it('copies every resized variant and video poster into assets/ and points srcset and poster there', async () => {
    const variantsOf = (stem: string, width: number) => ({
      width,
      height: Math.round(width / 2),
      srcset: [480, 960, 1600]
        .filter((w) => w < width)
        .map((w) => ({ url: `/uploads/${stem}-${w}w.webp`, width: w }))
        .concat({ url: `/uploads/${stem}.webp`, width }),
    });
    const media = (url: string) =>
      ({
        '/uploads/hero.webp': variantsOf('hero', 2000),
        '/uploads/shot.webp': variantsOf('shot', 1200),
        '/uploads/clip.mp4': { width: 1280, height: 720, poster: '/uploads/clip-poster.webp' },
      })[url];
    const content = makeContent({
      hero: { headline: 'H', imageUrl: '/uploads/hero.webp' },
      services: [{ name: 'Cuts', description: 'Sharp', videoUrl: '/uploads/clip.mp4' }],
      widgets: [{ id: 'g', type: 'gallery', data: { images: [{ url: '/uploads/shot.webp', alt: 'Shop' }] } }],
    });
    const files = await exportSite(content, { loadAsset, media });
    const paths = files.map((f) => f.path);
    expect(paths.filter((p) => p.startsWith('assets/'))).toEqual([
      'assets/clip-poster.webp',
      'assets/clip.mp4',
      'assets/hero-1600w.webp',
      'assets/hero-480w.webp',
      'assets/hero-960w.webp',
      'assets/hero.webp',
      'assets/shot-480w.webp',
      'assets/shot-960w.webp',
      'assets/shot.webp',
    ]);
    const html = text(files, 'index.html');
    expect(html).not.toContain('/uploads/');
    const [hero, shot] = byTag(html, 'img');
    expect(attr(hero, 'srcset')).toBe(
      'assets/hero-480w.webp 480w, assets/hero-960w.webp 960w, assets/hero-1600w.webp 1600w, assets/hero.webp 2000w',
    );
    expect(attr(shot, 'srcset')).toBe(
      'assets/shot-480w.webp 480w, assets/shot-960w.webp 960w, assets/shot.webp 1200w',
    );
    expect(attr(shot, 'sizes')).toBeDefined();
    expect(attr(byTag(html, 'video')[0], 'poster')).toBe('assets/clip-poster.webp');
    // Every file the page names is in the export, so the zip works offline.
    const named = byTag(html, 'img').flatMap((img) => [
      attr(img, 'src')!,
      ...(attr(img, 'srcset') ?? '').split(',').map((c) => c.trim().split(' ')[0]),
    ]);
    for (const url of named) expect(paths).toContain(url);
  });

  it('leaves a variant whose file is gone out of srcset instead of pointing outside the export', async () => {
    const content = makeContent({ hero: { headline: 'H', imageUrl: '/uploads/h.webp' } });
    const media = () => ({
      width: 1200,
      height: 600,
      srcset: [
        { url: '/uploads/gone-480w.webp', width: 480 },
        { url: '/uploads/h-960w.webp', width: 960 },
        { url: '/uploads/h.webp', width: 1200 },
      ],
    });
    const files = await exportSite(content, { loadAsset, media });
    const img = byTag(text(files, 'index.html'), 'img')[0];
    expect(attr(img, 'srcset')).toBe('assets/h-960w.webp 960w, assets/h.webp 1200w');
    expect(files.map((f) => f.path)).not.toContain('assets/gone-480w.webp');
  });

  it('gives identical bytes for identical input with variants', async () => {
    const content = makeContent({ hero: { headline: 'H', imageUrl: '/uploads/h.webp' } });
    const media = () => ({
      width: 1200,
      height: 600,
      srcset: [
        { url: '/uploads/h-480w.webp', width: 480 },
        { url: '/uploads/h.webp', width: 1200 },
      ],
    });
    const zip = async () =>
      Buffer.from(zipSiteFiles(await exportSite(content, { loadAsset, media, year: 2026 })));
    expect((await zip()).equals(await zip())).toBe(true);
  });
});

describe('zipSiteFiles', () => {
  it('gives identical bytes for identical input, whatever the order', async () => {
    const content = loadFixture('beauty');
    const a = await exportSite(content, { loadAsset: loadFixtureAsset, year: 2026 });
    const b = await exportSite(structuredClone(content), { loadAsset: loadFixtureAsset, year: 2026 });
    const zipA = zipSiteFiles(a);
    const zipB = zipSiteFiles([...b].reverse());
    expect(Buffer.from(zipA).equals(Buffer.from(zipB))).toBe(true);
  });

  it('holds exactly the exported files', async () => {
    const files = await exportSite(loadFixture('beauty'), { loadAsset: loadFixtureAsset });
    const unzipped = unzipSync(zipSiteFiles(files));
    expect(Object.keys(unzipped).sort()).toEqual(files.map((f) => f.path));
    for (const f of files) expect(Buffer.from(unzipped[f.path]).equals(Buffer.from(f.data))).toBe(true);
  });

  it('changes when the content changes', async () => {
    const content = loadFixture('legal');
    const a = zipSiteFiles(await exportSite(content, { loadAsset: loadFixtureAsset }));
    const b = zipSiteFiles(
      await exportSite({ ...content, siteName: 'Other' }, { loadAsset: loadFixtureAsset }),
    );
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});

describe('404.html', () => {
  it('names the site once, escaped once', async () => {
    const files = await exportSite(makeContent({ siteName: 'Whitfield & Shaw' }), { loadAsset });
    expect(text(files, '404.html')).toContain('<title>Page not found | Whitfield &amp; Shaw</title>');
  });
});
