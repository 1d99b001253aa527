import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../packages/composer/src/cli';
import { type Content, HERO_VARIANTS, renderSite } from '../../packages/site/src/index';
import { ARTIFACTS, hasChromium, launchBrowser } from '../support/browser';

// A business of each language sites are written in; their menus are the longest the composer writes
// ("Inicio · Nosotros · Servicios · Contacto", "Start · Über uns · Leistungen · Kontakt"). The composer
// links only to sections it has words for, so each description gives it an about, services and contact.
const SITES = {
  en: 'Harbour Lights Bakery is a family bakery in Whitby since 1998. Sourdough bread, pastries and wedding cakes. Open Wed–Sun 8–4. Call 01947 555 019.',
  es: 'Restaurante La Espiga Dorada es un restaurante de cocina tradicional en Sevilla. Menú del día, tapas y paellas. Reservas al 954 123 456.',
  de: 'Zahnarztpraxis Dr. Müller in München: Prophylaxe, Implantate und Zahnersatz. Telefon 089 555 1234.',
  fr: 'Fleuriste Les Jardins de Camille à Nantes depuis 2009. Camille compose chaque bouquet à la main avec des fleurs de saison de producteurs de la région. Nos services : bouquets du jour, fleurs de mariage, compositions de deuil et livraison à domicile. Ouvert du mardi au samedi de 9 h à 19 h. Téléphone : 02 40 12 34 56.',
} as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where the built-in artwork's motif (its one large icon, drawn 24 units square at `translate(x y)
 * scale(k)` in a 1600 × 900 picture) lands on screen inside an `img` shown with object-fit: cover.
 */
async function motifBoxes(page: Page, svg: string): Promise<Box[]> {
  const icon = /<g transform="translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)"[^>]*opacity="0\.95"/.exec(
    svg,
  );
  if (!icon) throw new Error('the hero artwork has no motif');
  const [x, y, k] = icon.slice(1).map(Number);
  return page.evaluate(
    ({ x, y, size }) =>
      Array.from(document.querySelectorAll<HTMLImageElement>('#home img[src$=".svg"]'))
        .filter((img) => img.getAttribute('src')?.includes('hero'))
        .map((img) => {
          const box = img.getBoundingClientRect();
          const scale = Math.max(box.width / 1600, box.height / 900);
          const left = box.left + (box.width - 1600 * scale) / 2;
          const top = box.top + (box.height - 900 * scale) / 2;
          return { x: left + x * scale, y: top + y * scale, width: size * scale, height: size * scale };
        }),
    { x, y, size: 24 * k },
  );
}

describe.skipIf(!hasChromium())('published sites: the header and the hero at phone and tablet widths', () => {
  let browser: Browser;
  const dirs: Record<string, string> = {};

  beforeAll(async () => {
    browser = await launchBrowser({ watchCsp: false });
    for (const [lang, prompt] of Object.entries(SITES)) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mainstreet-look-${lang}-`));
      await runCli([prompt, '--out', dir]);
      dirs[lang] = dir;
    }
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the menu takes one row under the name at 320–414 px in English, Spanish, German and French', async () => {
    const rows: string[] = [];
    for (const width of [320, 360, 375, 414]) {
      const page = await browser.newPage({ viewport: { width, height: 740 } });
      for (const [lang, dir] of Object.entries(dirs)) {
        await page.goto(`file://${dir}/index.html`);
        await page.evaluate(() => document.fonts.ready);
        const tops = await page.$$eval('.hdr nav a', (links) =>
          links.map((a) => Math.round(a.getBoundingClientRect().top)),
        );
        expect(tops.length, `${lang} menu`).toBeGreaterThanOrEqual(3);
        if (new Set(tops).size > 1)
          rows.push(`${lang} at ${width} px: menu links on ${new Set(tops).size} rows`);
        if (lang === 'es' && width === 320)
          await page.screenshot({ path: path.join(ARTIFACTS, 'look-es-320.png') });
      }
      await page.close();
    }
    expect(rows).toEqual([]);
  });

  it('the hero words never run over the artwork’s motif, in any layout, from 768 to 1280 px', async () => {
    const dir = dirs.en;
    const content = JSON.parse(fs.readFileSync(path.join(dir, 'content.json'), 'utf8')) as Content;
    const svg = fs.readFileSync(path.join(dir, String(content.hero.imageUrl)), 'utf8');
    const found: string[] = [];
    for (const variant of [undefined, ...HERO_VARIANTS]) {
      const layout = { ...content.theme?.layout, hero: variant };
      const file = path.join(dir, `hero-${variant ?? 'classic'}.html`);
      fs.writeFileSync(file, renderSite({ ...content, theme: { ...content.theme, layout } } as Content));
      for (const width of [768, 900, 1023, 1024, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`file://${file}`);
        const text = await page.locator('#home .hero-text').boundingBox();
        if (!text) throw new Error(`no hero words in ${variant}`);
        for (const motif of await motifBoxes(page, svg))
          if (overlaps(text, motif)) found.push(`${variant ?? 'classic'} at ${width} px`);
        if (width === 900 && variant === 'overlay')
          await page.screenshot({ path: path.join(ARTIFACTS, 'look-overlay-900.png') });
        await page.close();
      }
    }
    // The classic hero (content from before layouts) centres its words over a full-bleed picture on
    // wide screens by design; at tablet widths it stacks like every other.
    expect(found.filter((f) => !/^classic at (1024|1280)/.test(f))).toEqual([]);
  });
});
