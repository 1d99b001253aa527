import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePhotoApi, startFakePhotoApi } from '../../adapters/stock-photos/fake-stock-photo-servers';
import { srcsetUrls } from '../../testing/site-media';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAs } from '../../testing/website-factories';

const PROMPT =
  'Rosa Bakery is a family bakery in Leeds making sourdough bread, croissants and wedding cakes. Call 0113 496 0000.';

type Slot = { imageUrl?: string; imageCredit?: { provider: string; author: string } };

describe('a site generated with a stock-photo provider', () => {
  let api: FakePhotoApi;
  let pexels: FakePhotoApi;
  let t: TestApp | undefined;
  beforeAll(async () => {
    api = await startFakePhotoApi('unsplash', 'key-1');
    pexels = await startFakePhotoApi('pexels', 'pexels-key');
  });
  afterAll(async () => {
    await api.close();
    await pexels.close();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    api.setRateLimited(false);
  });

  async function generate(
    env: Parameters<typeof createTestApp>[1] = { UNSPLASH_ACCESS_KEY: 'key-1', UNSPLASH_API_URL: api.url },
  ) {
    t = await createTestApp('sqlite', env);
    const user = await signInAs(t, { plan: 'pro' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: user.cookie },
      payload: { prompt: PROMPT },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user, body: res.json() };
  }

  it('has local, resized WebP photos of its kind and services, and credits them on the page', async () => {
    const { user, body } = await generate();
    const about = (body.content.sections as { type: string; content?: Slot }[]).flatMap((s) =>
      s.type === 'about-expanded' && s.content ? [s.content] : [],
    );
    const slots: Slot[] = [body.content.hero, ...body.content.services, ...about];
    expect(slots.length).toBeGreaterThan(2);
    for (const slot of slots) {
      expect(slot.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
      expect(slot.imageCredit).toMatchObject({
        provider: 'unsplash',
        author: expect.stringMatching(/^Photographer /),
      });
    }
    // Queried by the business kind and by each service; no two slots show the same photo.
    const queries = api.requests
      .filter((r) => r.path.startsWith('/search/photos'))
      .map((r) => new URL(r.path, api.url).searchParams.get('query'));
    expect(queries).toContain('bakery');
    for (const service of body.content.services) expect(queries).toContain(service.name.toLowerCase());
    const authors = slots.map((s) => s.imageCredit?.author);
    expect(new Set(authors).size).toBe(authors.length);
    // Every chosen photo was reported to Unsplash as downloaded.
    expect(api.downloads).toHaveLength(slots.length);

    const zip = await t?.app.inject({
      method: 'GET',
      url: `/api/websites/${body.id}/export`,
      headers: { cookie: user.cookie },
    });
    expect(zip?.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip?.rawPayload ?? []));
    const html = new TextDecoder().decode(files['index.html']);
    // Never hotlinked: the page points only at the zip's own copies.
    expect(html).not.toContain(api.url);
    const srcsets = [...html.matchAll(/<img\s[^>]*\ssrcset="([^"]*)"/gi)].map((m) => m[1]);
    expect(srcsets.length).toBe(slots.length);
    for (const srcset of srcsets) {
      expect(srcset.split(',').map((c) => c.trim().split(/\s+/)[1])).toEqual(['480w', '960w', '1600w']);
      for (const url of srcsetUrls(srcset)) expect(Object.keys(files)).toContain(url);
    }
    const credits = /<p class="ftr-credits">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    for (const author of authors) {
      expect(credits).toContain(`Photo by <a href="https://unsplash.com/@ph-`);
      expect(credits).toContain(
        `>${author}</a> on <a href="https://unsplash.com/?utm_source=mainstreet&amp;utm_medium=referral">Unsplash</a>`,
      );
    }
  });

  it('falls back to the built-in artwork, with a warning, when Unsplash’s limit is used up', async () => {
    api.setRateLimited(true);
    const { body } = await generate();
    expect(body.content.hero.imageUrl).toMatch(/^\/uploads\/[\w-]+\.svg$/);
    expect(body.content.hero.imageCredit).toBeUndefined();
    expect(body.warnings.join(' ')).toMatch(/Unsplash photos were unavailable/);
  });

  it('credits Pexels photos to the photographer and the photo page', async () => {
    const { user, body } = await generate({ PEXELS_API_KEY: 'pexels-key', PEXELS_API_URL: pexels.url });
    expect(body.content.hero.imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const credit = body.content.hero.imageCredit;
    expect(credit).toMatchObject({
      provider: 'pexels',
      sourceUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/photo\/bakery-\d+\/$/),
    });
    const page = await t?.app.inject({
      method: 'GET',
      url: `/api/websites/${body.id}/export`,
      headers: { cookie: user.cookie },
    });
    const html = new TextDecoder().decode(unzipSync(new Uint8Array(page?.rawPayload ?? []))['index.html']);
    expect(html).not.toContain(pexels.url);
    expect(html).toContain(
      `Photo by <a href="${credit.authorUrl}">${credit.author}</a> on <a href="${credit.sourceUrl}">Pexels</a>`,
    );
  });
});
