/**
 * Screenshots of composed sites of several kinds at 375 and 1280 px, as WebP, into docs/screenshots/.
 * Each site is exported (subset web fonts included) and served on 127.0.0.1 like a static host.
 * Half of them get the built-in artwork a new site receives, so picture heroes show too.
 * Run: npx tsx scripts/site-screenshots.ts
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { composeBuiltin } from '@mainstreet/composer';
import { generateArtwork, setMediaUrl } from '@mainstreet/composer/images/apply-artwork';
import { createImageGenerator } from '@mainstreet/composer/images/image-generator';
import { type Content, exportSite } from '@mainstreet/site';
import { subsetFontFile } from '@mainstreet/site/export/font-files';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { serveStatic } from '../packages/site/test/support/static-server';

const SITES: [string, string, boolean][] = [
  [
    'garage',
    "Dale's Auto Repair has fixed cars in Tulsa, OK since 1987. Brakes, oil changes and engine diagnostics. Call (918) 555-0144. Open Mon–Fri 8–6.",
    false,
  ],
  [
    'florist',
    'Petal & Stem is a florist in Bath making wedding bouquets, funeral flowers and weekly subscriptions. Email hello@petalandstem.co.uk',
    true,
  ],
  [
    'law-firm',
    'Hartley & Moss is a law firm in Boston handling family law, wills and estates, and real estate closings. Call (617) 555-0190.',
    false,
  ],
  [
    'bakery',
    'Rosie’s Bakery is a family bakery in Leeds. Sourdough, pastries and custom cakes. Open Tue–Sun 7–3 at 12 Oak Street, Leeds.',
    true,
  ],
  [
    'barber',
    'Fade Kings is a barbershop in Brooklyn. Haircuts, beard trims and hot towel shaves. Walk-ins welcome. Call 718-555-0123.',
    false,
  ],
  [
    'photographer',
    'Studio Marlow is a photography studio in Brighton specialising in weddings, portraits and family shoots.',
    true,
  ],
  [
    'dentist',
    'Bright Smile Dental is a family dentist in Denver offering check-ups, whitening and implants. Call (303) 555-0111. Open Mon–Sat 8–5.',
    false,
  ],
  ['yoga', 'yoga with priya - small group and private yoga classes in north london, beginners welcome', true],
  [
    'plumber',
    "joe's plumbing is a family plumber in leeds. we fix leaks, boilers and bathrooms. ring 0113 496 0123",
    false,
  ],
  [
    'web-designer',
    'Pixel Harbor is a web design studio in Portland building websites, brand identities and online shops for small businesses.',
    true,
  ],
];

async function withArtwork(content: Content, assets: Map<string, Uint8Array>): Promise<Content> {
  let next = content;
  for (const { slot, image } of await generateArtwork(content, createImageGenerator())) {
    const url = `/uploads/${slot.path.replace(/\W+/g, '-')}.${image.extension}`;
    assets.set(url, image.data);
    next = setMediaUrl(next, slot.path, url);
  }
  return next;
}

const root = await mkdtemp(join(tmpdir(), 'mainstreet-shots-'));
const out = join(import.meta.dirname, '..', 'docs', 'screenshots');
await mkdir(out, { recursive: true });
const summary: string[] = [];
for (const [name, prompt, art] of SITES) {
  const assets = new Map<string, Uint8Array>();
  let { content } = composeBuiltin({ prompt });
  if (art) content = await withArtwork(content, assets);
  const files = await exportSite(content, {
    loadAsset: async (url) =>
      assets.has(url) ? { data: assets.get(url)!, contentType: 'image/svg+xml' } : null,
    contactFormAction: '/api/forms/sample',
    fonts: subsetFontFile,
  });
  for (const file of files) {
    await mkdir(dirname(join(root, name, file.path)), { recursive: true });
    await writeFile(join(root, name, file.path), file.data);
  }
  summary.push(
    `${name}: ${content.theme?.tone} ${content.theme?.fonts} ${JSON.stringify(content.theme?.layout)}`,
  );
}
const server = await serveStatic(root);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const [name] of SITES) {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: width === 375 ? 812 : 900 } });
      await page.goto(`${server.url}/${name}/`, { waitUntil: 'networkidle' });
      const png = await page.screenshot({ fullPage: true });
      const shrunk = await sharp(png)
        .resize({ width: Math.min(width, 800) })
        .webp({ quality: 60 })
        .toBuffer();
      await writeFile(join(out, `${name}-${width}.webp`), shrunk);
      await writeFile(join(root, `${name}-${width}.png`), png);
      await page.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(summary.join('\n'));
console.log(`PNG copies in ${root}`);
if (process.env.KEEP !== '1') await rm(root, { recursive: true, force: true });
