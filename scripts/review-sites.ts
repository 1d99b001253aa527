// `npx tsx --tsconfig packages/site/tsconfig.json scripts/review-sites.ts descriptions.json OUT`: a
// review round's material (docs/review/README.md). For each {"id", "description"} it writes the site
// as exported into OUT/<id>/, full-page screenshots at 375 (touch) and 1280 px, and the page's text.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { runCli } from '../packages/composer/src/cli';

const [file, outDir] = process.argv.slice(2);
if (!file || !outDir) {
  console.error('Usage: scripts/review-sites.ts descriptions.json OUT');
  process.exit(2);
}
const items = JSON.parse(readFileSync(file, 'utf8')) as Array<{ id: string; description: string }>;
mkdirSync(outDir, { recursive: true });
for (const item of items) await runCli([item.description, '--out', join(outDir, item.id)]);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
for (const { id } of items) {
  const index = join(outDir, id, 'index.html');
  if (!existsSync(index)) continue;
  for (const width of [375, 1280]) {
    const phone = width < 600;
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    await page.goto(`file://${index}`);
    // Lazy pictures load only near the viewport: scroll through the page before the full-page shot.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(outDir, id, `shot-${width}.png`), fullPage: true });
    if (!phone)
      writeFileSync(join(outDir, id, 'text.txt'), await page.evaluate(() => document.body.innerText));
    await context.close();
  }
}
await browser.close();
console.log(`${items.length} sites in ${outDir}`);
