// The screenshots of a review round (scripts/review-sites.ts, scripts/review-answers.ts): for each
// site folder OUT/<id>/index.html, full-page shots at 375 (touch) and 1280 px and the page's text.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

// REVIEW_WIDTHS="320,375,1280" adds widths; the rubric's are 375 and 1280.
const WIDTHS = (process.env.REVIEW_WIDTHS ?? '375,1280')
  .split(',')
  .map(Number)
  .filter((w) => w > 0);

export async function shootSites(outDir: string, ids: string[]): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  for (const id of ids) {
    const index = join(outDir, id, 'index.html');
    if (!existsSync(index)) continue;
    for (const width of WIDTHS) {
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
      // A full-page shot is one tall viewport: a sticky header would be drawn mid-page, where no
      // visitor sees it. It stays at the top for the shot.
      await page.addStyleTag({ content: '.hdr{position:static!important}' });
      await page.screenshot({ path: join(outDir, id, `shot-${width}.png`), fullPage: true });
      if (width === Math.max(...WIDTHS))
        writeFileSync(join(outDir, id, 'text.txt'), await page.evaluate(() => document.body.innerText));
      await context.close();
    }
  }
  await browser.close();
}
