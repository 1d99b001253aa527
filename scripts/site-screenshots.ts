/**
 * Screenshots of the 20 showcase sites (packages/composer/test/showcase.ts) at 375 and 1280 px, as
 * WebP, into docs/screenshots/. Each site gets the built-in artwork a new site receives, is exported
 * (subset web fonts included) and served on 127.0.0.1 like a static host.
 * Run: npx tsx scripts/site-screenshots.ts   (KEEP=1 keeps the full-size PNG copies)
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { exportShowcase, SHOWCASE } from '../packages/composer/test/showcase';
import { serveStatic } from '../packages/site/test/support/static-server';

/** Long phone pages are cut here so each file stays small; the top is what a reviewer reads first. */
const MAX_HEIGHT = 6000;

const root = await mkdtemp(join(tmpdir(), 'mainstreet-shots-'));
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
await mkdir(out, { recursive: true });
const sites = await exportShowcase(root);
const server = await serveStatic(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const summary: string[] = [];
try {
  for (const { name } of SHOWCASE) {
    const sizes: string[] = [];
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.goto(`${server.url}/${name}/`, { waitUntil: 'networkidle' });
      // A full-page shot does not scroll, so lazy pictures far down would stay blank: load them all.
      await page.evaluate(() =>
        Promise.all(
          [...document.images].map((img) => {
            img.loading = 'eager';
            return img.complete ? null : new Promise((done) => img.addEventListener('load', done));
          }),
        ),
      );
      const png = await page.screenshot({ fullPage: true });
      const { height = 0 } = await sharp(png).metadata();
      const file = join(out, `${name}-${width}.webp`);
      await sharp(png)
        .extract({ left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) })
        .resize({ width: Math.min(width, 800) })
        .webp({ quality: 55 })
        .toFile(file);
      sizes.push(`${width}: ${Math.round((await stat(file)).size / 1024)} KB`);
      await writeFile(join(root, `${name}-${width}.png`), png);
      await page.close();
    }
    const theme = sites.get(name)?.theme;
    summary.push(
      `${name.padEnd(17)} ${sizes.join(', ')}  ${theme?.tone} ${theme?.fonts} ${JSON.stringify(theme?.layout)}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(summary.join('\n'));
if (process.env.KEEP === '1') console.log(`PNG copies in ${root}`);
else await rm(root, { recursive: true, force: true });
