import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { exportSite, HERO_VARIANTS } from '@mainstreet/site';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../site/test/support/static-server';
import { composeShowcaseSite } from './showcase';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LAYOUTS = ['classic', ...HERO_VARIANTS] as const;
const PROMPT =
  'Baan Thai is a family-run Thai restaurant in Portland since 1998. Curries, noodles and soups. Open Tue–Sun 5–10. Call (503) 555-0172.';

type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the hero artwork's icon disc is drawn on screen (its circle in the SVG, placed as the
 * picture's object-fit and object-position place it), and the boxes of the hero's text. Run in the
 * page, so it is plain JavaScript (the composer's types know no DOM).
 */
const MEASURE = `(async () => {
  const hero = document.querySelector('#home');
  const box = (r) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  const icon = [];
  for (const img of hero.querySelectorAll('img')) {
    const svg = await (await fetch(img.currentSrc || img.src)).text();
    const size = /viewBox="0 0 (\\d+) (\\d+)"/.exec(svg);
    const disc = /<circle cx="([\\d.]+)" cy="([\\d.]+)" r="([\\d.]+)"/.exec(svg);
    if (!size || !disc) continue;
    const [w, h] = size.slice(1).map(Number);
    const [cx, cy, r] = disc.slice(1).map(Number);
    const rect = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    const scale = style.objectFit === 'cover' ? Math.max(rect.width / w, rect.height / h) : rect.width / w;
    const [px, py] = style.objectPosition.split(' ').map((p) => Number.parseFloat(p) / 100);
    const left = rect.x + (rect.width - w * scale) * px;
    const top = rect.y + (rect.height - h * scale) * py;
    const x1 = Math.max(rect.x, left + (cx - r) * scale);
    const y1 = Math.max(rect.y, top + (cy - r) * scale);
    const x2 = Math.min(rect.right, left + (cx + r) * scale);
    const y2 = Math.min(rect.bottom, top + (cy + r) * scale);
    if (x2 > x1 && y2 > y1) icon.push({ x: x1, y: y1, width: x2 - x1, height: y2 - y1 });
  }
  const text = [...hero.querySelectorAll('h1, .lead, .hero-actions a')].map((el) => box(el.getBoundingClientRect()));
  return { icon, text };
})()`;

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** On a phone the hero's icon never sits under its headline, line or buttons, whatever the layout. */
describe.skipIf(!existsSync(CHROME))('hero artwork on phones', () => {
  let root = '';
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mainstreet-hero-icon-'));
    const { content, assets } = await composeShowcaseSite(PROMPT);
    for (const layout of LAYOUTS) {
      const site = structuredClone(content);
      if (!site.theme) throw new Error('A composed site has a theme');
      site.theme.layout = { ...site.theme.layout, hero: layout === 'classic' ? undefined : layout };
      const files = await exportSite(site, {
        loadAsset: async (url) => {
          const data = assets.get(url);
          return data ? { data, contentType: 'image/svg+xml' } : null;
        },
      });
      for (const file of files) {
        await mkdir(dirname(join(root, layout, file.path)), { recursive: true });
        await writeFile(join(root, layout, file.path), file.data);
      }
    }
    server = await serveStatic(root);
    browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it.each(LAYOUTS.flatMap((layout) => [320, 375].map((width) => ({ layout, width }))))(
    '$layout hero at $width px',
    async ({ layout, width }) => {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      await page.goto(`${server.url}/${layout}/`, { waitUntil: 'networkidle' });
      const { icon, text } = (await page.evaluate(MEASURE)) as { icon: Box[]; text: Box[] };
      await page.close();
      expect(text.length).toBeGreaterThan(1);
      const hidden = icon.filter((box) => text.some((t) => overlaps(box, t)));
      expect(hidden).toEqual([]);
    },
    30_000,
  );
});
