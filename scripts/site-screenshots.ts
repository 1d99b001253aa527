/**
 * Screenshots of the 20 showcase sites (packages/composer/test/showcase.ts) at 375 and 1280 px, as
 * WebP, into docs/screenshots/. Each site gets the built-in artwork a new site receives, is exported
 * (subset web fonts included) and served on 127.0.0.1 like a static host.
 * With SET=kinds: the twenty kinds of packages/composer/test/kind-showcase.ts, the first two
 * screens of each as a small PNG (kind-<id>-<width>.png), for checking their pictures.
 * Run: npx tsx scripts/site-screenshots.ts   (KEEP=1 keeps the full-size PNG copies)
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { KIND_SHOWCASE } from '../packages/composer/test/kind-showcase';
import { exportShowcase, SHOWCASE } from '../packages/composer/test/showcase';
import { serveStatic } from '../packages/site/test/support/static-server';

/** Long phone pages are cut here so each file stays small; the top is what a reviewer reads first. */
const MAX_HEIGHT = 6000;
const isKinds = process.env.SET === 'kinds';
const list = isKinds ? KIND_SHOWCASE : SHOWCASE;

const root = await mkdtemp(join(tmpdir(), 'mainstreet-shots-'));
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
await mkdir(out, { recursive: true });
const sites = await exportShowcase(root, list);
const server = await serveStatic(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

/** The first two screens, as a palette PNG at most 800 px wide. */
async function saveKind(png: Buffer, name: string, width: number): Promise<string> {
  const file = join(out, `kind-${name}-${width}.png`);
  await sharp(png)
    .resize({ width: Math.min(width, 800) })
    .png({ palette: true, quality: 70, compressionLevel: 9 })
    .toFile(file);
  return file;
}

async function saveShowcase(png: Buffer, name: string, width: number): Promise<string> {
  const { height = 0 } = await sharp(png).metadata();
  const file = join(out, `${name}-${width}.webp`);
  await sharp(png)
    .extract({ left: 0, top: 0, width, height: Math.min(height, MAX_HEIGHT) })
    .resize({ width: Math.min(width, 800) })
    .webp({ quality: 55 })
    .toFile(file);
  return file;
}

const summary: string[] = [];
try {
  for (const { name } of list) {
    const sizes: string[] = [];
    for (const width of [375, 1280]) {
      const height = width === 375 ? 812 : 900;
      const page = await browser.newPage({ viewport: { width, height } });
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
      const png = isKinds
        ? await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width, height: height * 2 } })
        : await page.screenshot({ fullPage: true });
      const file = isKinds ? await saveKind(png, name, width) : await saveShowcase(png, name, width);
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
