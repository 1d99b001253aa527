import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../packages/composer/src/cli';
import { type Content, HERO_VARIANTS, renderSite } from '../../packages/site/src/index';
import { makePng } from '../builder/flow-helpers';
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

  it('the hero words never stand on the hero picture, in any layout, from 320 to 1280 px', async () => {
    // The owner's own photo in the hero (a new site without an image service has none).
    const dir = dirs.en;
    const content = JSON.parse(fs.readFileSync(path.join(dir, 'content.json'), 'utf8')) as Content;
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets', 'shop.png'), makePng(1600, 900, [120, 90, 60]));
    const found: string[] = [];
    for (const variant of [undefined, ...HERO_VARIANTS]) {
      const layout = { ...content.theme?.layout, hero: variant };
      const file = path.join(dir, `hero-${variant ?? 'classic'}.html`);
      const withPhoto = { ...content, hero: { ...content.hero, imageUrl: '/shop.png' } };
      fs.writeFileSync(
        file,
        renderSite({ ...withPhoto, theme: { ...content.theme, layout } } as Content, {
          mediaBase: 'relative',
        }),
      );
      for (const width of [320, 375, 768, 900, 1024, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`file://${file}`);
        const text = await page.locator('#home .hero-text').boundingBox();
        if (!text) throw new Error(`no hero words in ${variant}`);
        const pictures = await page.$$eval('#home img', (images) =>
          images.map((img) => {
            const b = img.getBoundingClientRect();
            return { x: b.x, y: b.y, width: b.width, height: b.height };
          }),
        );
        if (pictures.length === 0) found.push(`${variant ?? 'classic'} at ${width} px: no picture`);
        for (const picture of pictures)
          if (overlaps(text, picture)) found.push(`${variant ?? 'classic'} at ${width} px`);
        if (width === 1280 && variant === 'overlay')
          await page.screenshot({ path: path.join(ARTIFACTS, 'look-overlay-1280.png') });
        await page.close();
      }
    }
    expect(found).toEqual([]);
  });

  it('a long name keeps the header to one line, and a long email never widens the page, at 320 and 375 px', async () => {
    const prompts = {
      name: 'Orgelbau-Meisterwerkstatt Friedemann Schröder in Thüringen: Neubau, Restaurierung und Stimmung von Orgeln. Telefon 03621 555 012.',
      email:
        'Restrepo & Asociados, abogados en Bogotá: derecho laboral y de familia. Escríbanos a abogados@restrepoasociados.example.com.',
    };
    const found: string[] = [];
    for (const [what, prompt] of Object.entries(prompts)) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mainstreet-look-${what}-`));
      dirs[what] = dir;
      await runCli([prompt, '--out', dir]);
      for (const width of [320, 375]) {
        const page = await browser.newPage({
          viewport: { width, height: 740 },
          isMobile: true,
          hasTouch: true,
        });
        await page.goto(`file://${dir}/index.html`);
        await page.evaluate(() => document.fonts.ready);
        const look = await page.evaluate(() => {
          const name = document.querySelector('.brand span');
          const lines = name
            ? Math.round(
                name.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(name).lineHeight),
              )
            : 0;
          const header = document.querySelector('.hdr')?.getBoundingClientRect();
          const title = document.querySelector('#home h1')?.getBoundingClientRect();
          const wide = Array.from(document.querySelectorAll('a'))
            .filter((a) => a.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((a) => a.textContent?.trim());
          return {
            lines,
            covered: Boolean(header && title && title.top < header.bottom),
            sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
            wide,
          };
        });
        if (look.lines !== 1) found.push(`${what} at ${width} px: the name on ${look.lines} lines`);
        if (look.covered) found.push(`${what} at ${width} px: the header covers the title`);
        if (look.sideways) found.push(`${what} at ${width} px: sideways scroll (${look.wide.join(', ')})`);
        if (width === 320)
          await page.screenshot({ path: path.join(ARTIFACTS, `look-${what}-320.png`), fullPage: true });
        await page.close();
      }
    }
    expect(found).toEqual([]);
  });
  it('a hero without a photo has no empty panel, and a short page ends with its footer, at 375 and 1280 px', async () => {
    const content = JSON.parse(fs.readFileSync(path.join(dirs.en, 'content.json'), 'utf8')) as Content;
    const found: string[] = [];
    for (const variant of [undefined, ...HERO_VARIANTS]) {
      const layout = { ...content.theme?.layout, hero: variant };
      const file = path.join(dirs.en, `bare-${variant ?? 'classic'}.html`);
      const bare = { ...content, hero: { ...content.hero, imageUrl: undefined, videoUrl: undefined } };
      fs.writeFileSync(file, renderSite({ ...bare, theme: { ...content.theme, layout } } as Content));
      for (const width of [375, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        await page.goto(`file://${file}`);
        // A block of colour with nothing in it read as a photo that failed to load.
        const empty = await page.$$eval(
          '#home *',
          (elements) =>
            elements
              .filter((e) => !e.textContent?.trim() && !e.querySelector('img,video') && e.tagName !== 'IMG')
              .map((e) => e.getBoundingClientRect())
              .filter((b) => b.width * b.height > 6000).length,
        );
        if (empty > 0) found.push(`${variant ?? 'classic'} at ${width} px: ${empty} empty panel(s)`);
        await page.close();
      }
    }
    // A page of a hero alone: the footer reaches the bottom of the window, no blank band under it.
    const short = path.join(dirs.en, 'short.html');
    fs.writeFileSync(
      short,
      renderSite({
        ...content,
        hero: { ...content.hero, imageUrl: undefined, buttonText: '' },
        about: { title: '', content: '' },
        services: [],
        sections: [],
        widgets: [],
        contact: { title: '', address: '', phone: '', email: '', hours: '' },
        meta: { ...content.meta, placeholders: [] },
      } as Content),
    );
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 1400 } });
      await page.goto(`file://${short}`);
      const gap = await page.evaluate(
        () => window.innerHeight - (document.querySelector('footer')?.getBoundingClientRect().bottom ?? 0),
      );
      if (gap > 1) found.push(`short page at ${width} px: ${Math.round(gap)} px blank under the footer`);
      if (width === 375) await page.screenshot({ path: path.join(ARTIFACTS, 'look-short-375.png') });
      await page.close();
    }
    expect(found).toEqual([]);
  });
});
