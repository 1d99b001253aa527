import { type Content, exportSite, findUnfinishedForPublish } from '@mainstreet/site';
import { subsetFontFile } from '@mainstreet/site/export/font-files';
import { gzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { composeBuiltin, PLACEHOLDER_TEXT } from '../src/index';
import { FIXTURES } from './fixtures';
import { orphanRows, sections, visibleText } from './visitor-checks';

const decoder = new TextDecoder();
const CONTACT_FORM = '/api/forms/site-1';

async function exportedHtml(content: Content, contactFormAction?: string): Promise<string> {
  const files = await exportSite(content, { loadAsset: async () => null, contactFormAction, year: 2026 });
  return decoder.decode(files.find((f) => f.path === 'index.html')!.data);
}

/** Owner-facing words: the composer's stand-ins and anything telling the owner to add something. */
const INSTRUCTIONS = [...Object.values(PLACEHOLDER_TEXT), 'Add your', 'Add text', 'Content is loading'];

/** The page's structure: hero composition, services and about arrangement, and the order of its sections. */
function structureOf(html: string): string {
  const hero = /<section id="home" class="([^"]+)"/.exec(html)?.[1] ?? '';
  const services = /<section id="services" class="sec ([^"]+)"/.exec(html)?.[1] ?? 'none';
  const about = html.includes('about-statement') ? 'about-statement' : 'about-split';
  const order = sections(html)
    .map((s) => s.id.replace(/^s\d+-/, ''))
    .join(',');
  return `${hero}|${services}|${about}|${order}`;
}

const palette = (html: string) =>
  /:root\{[^}]*--primary:(#[0-9a-f]+)[^}]*--hero-from:(#[0-9a-f]+)/.exec(html)?.slice(1).join('/');

describe('what visitors get from the composer corpus', async () => {
  const sites = await Promise.all(
    FIXTURES.map(async (f) => {
      const { content } = composeBuiltin({ prompt: f.prompt }, { now: new Date('2026-06-01') });
      return {
        fixture: f,
        content,
        html: await exportedHtml(content),
        hosted: await exportedHtml(content, CONTACT_FORM),
      };
    }),
  );

  it('shows no placeholder or owner instruction, and no stand-in name', () => {
    const leaks = sites.flatMap(({ fixture, html, hosted }) =>
      [html, hosted].flatMap((page) =>
        INSTRUCTIONS.filter((t) => visibleText(page).includes(t) || page.includes(`content="${t}`)).map(
          (t) => `${fixture.prompt.slice(0, 40)}: ${t}`,
        ),
      ),
    );
    console.log(
      `[visitor output] ${sites.length} sites × 2 exports, placeholder/instruction leaks: ${leaks.length}`,
    );
    expect(leaks).toEqual([]);
  });

  it('leaves out every empty section', () => {
    const empty = sites.flatMap(({ fixture, html, hosted }) =>
      [html, hosted].flatMap((page) =>
        sections(page)
          .filter((s) => {
            // A section is empty when nothing but its heading remains (and no form).
            const body = s.inner.replace(/<h[12][^>]*>[\s\S]*?<\/h[12]>/, '');
            return !visibleText(body) && !body.includes('<form');
          })
          .map((s) => `${fixture.prompt.slice(0, 40)}: #${s.id}`),
      ),
    );
    console.log(`[visitor output] empty sections: ${empty.length}`);
    expect(empty).toEqual([]);
  });

  it('never leaves a lone card on the last row of a grid', () => {
    const orphans = sites.flatMap(({ fixture, html }) =>
      orphanRows(html).map((o) => `${fixture.prompt.slice(0, 40)}: ${o}`),
    );
    console.log(`[visitor output] orphan grid rows: ${orphans.length}`);
    expect(orphans).toEqual([]);
  });

  it('offers the built-in form where a site has no contact details, and drops the section elsewhere', () => {
    for (const { content, html, hosted } of sites) {
      const known =
        !content.meta.placeholders.includes('contact.phone') ||
        !content.meta.placeholders.includes('contact.email') ||
        !content.meta.placeholders.includes('contact.address') ||
        !content.meta.placeholders.includes('contact.hours');
      if (known) continue;
      expect(html).not.toContain('id="contact"');
      expect(html).not.toContain('href="#contact"');
      expect(hosted).toContain(`action="${CONTACT_FORM}"`);
    }
  });

  it('makes the hero call the phone when it is known (text it when the owner takes texts only), else write to the email', () => {
    let calls = 0;
    for (const { fixture, html } of sites) {
      const hero = /<section id="home"[\s\S]*?<\/section>/.exec(html)![0];
      if (fixture.phone && fixture.textsOnly) {
        // 'text me on …' is an SMS link, never a Call button (c1eca18).
        expect(hero).toMatch(/<a class="btn[^"]*" href="sms:[+\d]+">Text /);
        expect(hero).not.toContain('href="tel:');
      } else if (fixture.phone) {
        expect(hero).toMatch(/<a class="btn[^"]*" href="tel:[+\d]+">Call /);
        calls++;
      } else if (fixture.email) expect(hero).toContain(`href="mailto:${fixture.email}"`);
    }
    expect(calls).toBeGreaterThan(5);
  });

  it('varies page structure and palette by kind of business', () => {
    const structures = new Set(sites.map((s) => structureOf(s.html)));
    const heroes = new Set(sites.map((s) => /<section id="home" class="([^"]+)"/.exec(s.html)![1]));
    const palettes = new Set(sites.map((s) => palette(s.html)));
    console.log(
      `[design] ${sites.length} sites: ${structures.size} distinct page structures, ${heroes.size} hero compositions, ${palettes.size} distinct palettes`,
    );
    expect(structures.size).toBeGreaterThanOrEqual(5);
    // Statement, split and facts (a gallery when there are pictures enough); no overlay: never words over a picture.
    expect(heroes.size).toBeGreaterThanOrEqual(3);
    expect(palettes.size).toBeGreaterThanOrEqual(8);
  });

  it('never shows "Your Business Name": a site without a name is headed in the owner’s words and asks for it', () => {
    const unnamed = sites.filter((s) => !s.fixture.name);
    expect(unnamed.length).toBeGreaterThan(0);
    for (const { content, html } of unnamed) {
      expect(content.meta.facts?.missing).toContain('name');
      expect(html).not.toContain(PLACEHOLDER_TEXT.siteName);
    }
    for (const { content } of sites.filter((s) => s.fixture.name))
      expect(findUnfinishedForPublish(content)).toEqual([]);
  });
});

describe('web fonts in an export', () => {
  it('ships the subset fonts as WOFF2 files, preloaded, with index.html + fonts within 60 KB compressed', async () => {
    const byPair = new Map<string, Content>();
    for (const f of FIXTURES) {
      const { content } = composeBuiltin({ prompt: f.prompt });
      byPair.set(content.theme!.fonts, byPair.get(content.theme!.fonts) ?? content);
    }
    for (const [pair, content] of byPair) {
      const files = await exportSite(content, { loadAsset: async () => null, fonts: subsetFontFile });
      const fonts = files.filter((f) => f.path.startsWith('fonts/'));
      const html = decoder.decode(files.find((f) => f.path === 'index.html')!.data);
      expect(fonts.length).toBeGreaterThanOrEqual(1);
      expect(fonts.length).toBeLessThanOrEqual(2);
      for (const font of fonts) {
        expect(decoder.decode(font.data.slice(0, 4))).toBe('wOF2');
        expect(html).toContain(
          `<link rel="preload" href="${font.path}" as="font" type="font/woff2" crossorigin>`,
        );
        expect(html).toContain(`src:url("${font.path}") format("woff2")`);
      }
      expect(html).toContain('font-display:swap');
      const total =
        gzipSync(files.find((f) => f.path === 'index.html')!.data).length +
        fonts.reduce((n, f) => n + f.data.length, 0);
      console.log(
        `[fonts] ${pair}: ${fonts.map((f) => `${f.path} ${(f.data.length / 1024).toFixed(1)} KB`).join(', ')}; index.html gz + fonts ${(total / 1024).toFixed(1)} KB`,
      );
      expect(total).toBeLessThanOrEqual(60 * 1024);
    }
  }, 120_000);

  it('adds a Latin Extended file only when the text needs one', async () => {
    const { content } = composeBuiltin({ prompt: 'Kwiaciarnia Łąka is a florist in Łódź. Call 555 0101.' });
    const files = await exportSite(
      { ...content, siteName: 'Kwiaciarnia Łąka' },
      { loadAsset: async () => null, fonts: subsetFontFile },
    );
    expect(files.some((f) => /^fonts\/.*-ext\.woff2$/.test(f.path))).toBe(true);
  }, 60_000);
});
