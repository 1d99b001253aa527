import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakePhotoApi,
  startFakePhotoApi,
} from '../../apps/server/src/adapters/stock-photos/fake-stock-photo-servers';
import {
  type DialectServer,
  startDialectServer,
} from '../../packages/composer/src/llm/testing/dialect-server';
import { checkA11y, hasChromium, launchBrowser, screenshot } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { catalogOf, englishOn, overflowOn } from './english-words';

const KEY = 'sk-e2e-key';

/** A description in each language, with facts, as an owner would write it. */
const DESCRIPTIONS = {
  es: 'Panadería Rosa es una panadería familiar en Sevilla. Pan de masa madre, bollería y tartas por encargo. Abrimos de martes a domingo. Llámanos al 954 555 014.',
  fr: 'La Boulangerie de Rose est une boulangerie familiale à Lyon. Pain au levain, viennoiseries et gâteaux sur commande. Ouvert du mardi au dimanche. Appelez le 04 78 55 01 42.',
  de: 'Rosis Backstube ist eine Familienbäckerei in Leipzig. Sauerteigbrot, Gebäck und Torten auf Bestellung. Geöffnet von Dienstag bis Sonntag. Telefon 0341 5550142.',
} as const;

const LOCALES = { es: 'es-ES', fr: 'fr-FR', de: 'de-DE' } as const;
type Language = keyof typeof LOCALES;

/**
 * A model that writes no usable copy (the built-in writer then writes the site, in the owner's
 * language) and rewrites a section by keeping each text's first four words.
 */
function write(request: { messages: { content: string }[] }): string {
  const user = request.messages.at(-1)?.content ?? '';
  const at = user.indexOf('Texts: ');
  if (at < 0) return 'no copy today';
  const texts = JSON.parse(user.slice(at + 7)) as Record<string, string>;
  return JSON.stringify(
    Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, `${v.split(' ').slice(0, 4).join(' ')}.`])),
  );
}

/**
 * Issue 40: every builder journey in Spanish, French and German, with no English word on screen
 * (beside what is marked as another language), axe clean, and German on a 320 px phone without
 * sideways scrolling: generate from a description, the preview at each width, share, launch on
 * Mainstreet hosting with the domain and visitor panels, and the editor with its panels and dialogs
 * (add link, add section, picture tools, find a photo, write with AI, the facts).
 */
describe.skipIf(!hasChromium())('the builder in the owner’s language', () => {
  let model: DialectServer;
  let photos: FakePhotoApi;
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    model = await startDialectServer({ dialect: 'openai', apiKey: KEY, write });
    photos = await startFakePhotoApi('unsplash', 'e2e-access-key');
    server = await startServer({
      env: {
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'm',
        LLM_API_KEY: KEY,
        UNSPLASH_ACCESS_KEY: 'e2e-access-key',
        UNSPLASH_API_URL: photos.url,
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await model?.close();
    await photos?.close();
  });

  async function signedInContext(language: Language, width: number): Promise<BrowserContext> {
    const context = await browser.newContext({
      locale: LOCALES[language],
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const answer = await context.request.post(`${server.url}/api/auth/register`, {
      data: {
        email: `journey-${language}-${width}-${Date.now()}@example.com`,
        password: 'Idioma-journey-1',
        firstName: 'Sam',
        lastName: 'Rivera',
      },
    });
    expect(answer.ok()).toBe(true);
    return context;
  }

  /** Collects the English words and axe violations of each screen the journey stops at. */
  function recorder(page: Page) {
    const english: Record<string, string[]> = {};
    const axe: Record<string, string[]> = {};
    return {
      english,
      axe,
      async check(name: string, options: { isAxeRun?: boolean } = {}) {
        await page.waitForTimeout(250);
        const found = await englishOn(page);
        if (found.length > 0) english[name] = found;
        if (options.isAxeRun !== false) {
          const violations = await checkA11y(page);
          if (violations.length > 0) axe[name] = violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes)}`);
        }
      },
    };
  }

  for (const language of ['es', 'fr', 'de'] as const) {
    it(`${language}: generate, preview, share, launch, domains, visitor counts and the editor’s panels`, async () => {
      const m = catalogOf(language);
      const context = await signedInContext(language, 1280);
      const page = await context.newPage();
      const seen = recorder(page);

      await page.goto(`${server.url}/dashboard?tab=generate`);
      const description = page.getByLabel(m['builder.generate.description']);
      await description.waitFor();
      await page.getByRole('button', { name: m['builder.generate.advanced'] }).click();
      await seen.check('generate');
      await page.getByRole('button', { name: m['builder.generate.trademarkLink'] }).click();
      const trademark = page.getByRole('dialog', { name: m['builder.trademark.title'] });
      await trademark.waitFor();
      await seen.check('trademark dialog');
      await page.keyboard.press('Escape');
      await trademark.waitFor({ state: 'detached' });

      await description.fill(DESCRIPTIONS[language]);
      await page.getByRole('button', { name: m['builder.generate.submit'] }).click();
      await page.waitForURL(/tab=preview/, { timeout: 60_000 });
      const title = m['builder.previewScreen.frame'].replace('{name}', '');
      await page.frameLocator(`iframe[title^="${title}"]`).locator('h1').first().waitFor({ timeout: 30_000 });
      // The toast and the note name why the model wrote nothing in the composer's own English words
      // (the server half of issue 40); they are dismissed so that the rest of the screen is checked.
      const toast = page.getByText(m['builder.generate.done']);
      await page
        .getByRole('button', { name: m['shell.toast.dismiss'], exact: true })
        .first()
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await toast.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByRole('button', { name: m['builder.writer.dismiss'] }).click();
      await seen.check('preview');
      for (const device of ['tablet', 'mobile', 'desktop']) {
        await page.getByRole('button', { name: new RegExp(`^${m[`builder.device.${device}`]}`) }).click();
        await seen.check(`preview ${device}`, { isAxeRun: device === 'mobile' });
      }

      await page.getByRole('button', { name: m['builder.share'], exact: true }).click();
      const share = page.getByRole('dialog', { name: m['builder.shareDialog.title'] });
      await share.getByRole('button', { name: m['builder.shareDialog.copy'] }).waitFor({ timeout: 15_000 });
      await seen.check('share dialog');
      await page.keyboard.press('Escape');
      await share.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: m['launch.launch'], exact: true }).click();
      const choice = page.getByRole('dialog', { name: m['launch.choice.title'] });
      await choice.waitFor();
      await seen.check('launch dialog');
      await choice.getByRole('button', { name: new RegExp(m['launch.choice.mainstreet']) }).click();
      // Run alone (scripts/test.mjs): beside another browser file Launch sometimes stays Launch.
      await page
        .getByRole('button', { name: m['launch.redeploy'], exact: true })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('region', { name: m['launch.stats.title'] }).waitFor({ timeout: 15_000 });
      await seen.check('launched: history, domains, visitor counts, messages');

      await page.goto(`${server.url}/dashboard?tab=editor`);
      const canvas = page.frameLocator('iframe[title]').first();
      await canvas.locator('[data-path="hero.headline"]').waitFor({ timeout: 30_000 });
      await seen.check('editor');
      await canvas.locator('[data-path="hero.headline"]').first().click();
      await page.getByRole('button', { name: m['builder.link.add'] }).first().click();
      const link = page.getByRole('dialog', { name: m['builder.link.add'] });
      await link.waitFor();
      await seen.check('add link dialog');
      await page.keyboard.press('Escape');
      await link.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: m['builder.add.section'] }).click();
      await page.getByRole('button', { name: m['builder.add.question'] }).first().waitFor();
      await seen.check('section added');

      await canvas.locator('[data-media-path="hero"]').first().click();
      await page.getByRole('button', { name: m['photos.find'] }).click();
      const finder = page.getByRole('dialog', {
        name: m['photos.title'].replace('{slot}', m['builder.media.hero']),
      });
      await finder.getByRole('button', { name: m['photos.submit'] }).waitFor();
      await seen.check('find a photo dialog');
      await page.keyboard.press('Escape');
      await finder.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: m['rewrite.preset.shorter'] }).click();
      await page.getByTestId('rewrite-proposal').waitFor({ timeout: 30_000 });
      await seen.check('write with AI: the proposal');
      await page.getByRole('button', { name: m['rewrite.accept'] }).click();
      await page.getByText(m['builder.editor.unsaved']).waitFor();
      await page.getByRole('button', { name: m['builder.save'], exact: true }).click();
      await page.getByText(m['builder.save.contentSaved']).first().waitFor({ timeout: 15_000 });
      await seen.check('saved', { isAxeRun: false });
      await screenshot(page, `i18n-editor-${language}-1280`);

      expect(seen.english).toEqual({});
      expect(seen.axe).toEqual({});
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await context.close();
    }, 300_000);
  }

  it('fits German and Spanish on phones: the editor, its sheets and the preview at 320 and 375 px', async () => {
    const wide: Record<string, string[]> = {};
    for (const [language, width] of [
      ['de', 320],
      ['de', 375],
      ['es', 375],
    ] as const) {
      const m = catalogOf(language);
      const context = await signedInContext(language, width);
      const page = await context.newPage();
      const stop = async (name: string) => {
        await page.waitForTimeout(300);
        const found = await overflowOn(page);
        if (found.length > 0) wide[`${language} ${width} ${name}`] = found;
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(
          width,
        );
        await screenshot(page, `i18n-${language}-${width}-${name.replace(/\W+/g, '-')}`);
      };
      await page.goto(`${server.url}/dashboard?tab=generate`);
      await page.getByLabel(m['builder.generate.description']).fill(DESCRIPTIONS[language]);
      await stop('generate');
      await page.getByRole('button', { name: m['builder.generate.submit'] }).click();
      await page.waitForURL(/tab=preview/, { timeout: 60_000 });
      const title = m['builder.previewScreen.frame'].replace('{name}', '');
      await page.frameLocator(`iframe[title^="${title}"]`).locator('h1').first().waitFor({ timeout: 30_000 });
      await stop('preview');
      await page.goto(`${server.url}/dashboard?tab=editor`);
      const canvas = page.frameLocator('iframe[title]').first();
      await canvas.locator('[data-path="hero.headline"]').waitFor({ timeout: 30_000 });
      await stop('editor');
      await canvas.locator('[data-path="hero.subtitle"]').first().click();
      await page.getByRole('toolbar', { name: m['builder.textTools.label'] }).waitFor();
      await stop('editor text tools');
      await page
        .getByRole('toolbar', { name: m['builder.textTools.label'] })
        .getByRole('button', { name: m['builder.textTools.ai'] })
        .click();
      await page.getByRole('button', { name: m['rewrite.preset.shorter'] }).waitFor();
      await stop('editor write with AI sheet');
      await page.getByRole('button', { name: m['builder.sheet.done'] }).click();
      await canvas.locator('[data-media-path="hero"]').first().click();
      await page.getByRole('button', { name: m['photos.find'] }).waitFor();
      await stop('editor picture sheet');
      await context.close();
    }
    expect(wide).toEqual({});
  }, 300_000);
});
