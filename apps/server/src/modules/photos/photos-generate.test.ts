import { unzipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePhotoApi, startFakePhotoApi } from '../../adapters/stock-photos/fake-stock-photo-servers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAs } from '../../testing/website-factories';

const PROMPT =
  'Rosa Bakery is a family bakery in Leeds making sourdough bread, croissants and wedding cakes. Call 0113 496 0000.';

/** Whether a CSP lets an <img> load from this origin (img-src, else default-src, else anything). */
function allowsImagesFrom(csp: string, origin: string): boolean {
  const directives = new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  const sources = directives.get('img-src') ?? directives.get('default-src');
  if (!sources) return true;
  const scheme = `${new URL(origin).protocol}`;
  return sources.some((s) => s === '*' || s === scheme || s === origin);
}

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

  it('hotlinks Unsplash photos of its kind and services from Unsplash, stores none, and credits them', async () => {
    const { user, body } = await generate({
      UNSPLASH_ACCESS_KEY: 'key-1',
      UNSPLASH_API_URL: api.url,
      PUBLIC_URL: 'http://mainstreet.test',
    });
    const about = (body.content.sections as { type: string; content?: Slot }[]).flatMap((s) =>
      s.type === 'about-expanded' && s.content ? [s.content] : [],
    );
    const slots: Slot[] = [body.content.hero, ...body.content.services, ...about];
    expect(slots.length).toBeGreaterThan(2);
    for (const slot of slots) {
      // The photo's own address (urls.raw) with Imgix size parameters, as Unsplash's guidelines ask.
      const url = new URL(slot.imageUrl ?? '');
      expect(`${url.origin}${url.pathname}`).toMatch(new RegExp(`^${api.url}/images/[\\w-]+\\.jpg$`));
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        ixid: 'test',
        w: '1600',
        h: expect.stringMatching(/^\d+$/),
        fit: 'max',
        auto: 'format',
      });
      expect(slot.imageCredit).toMatchObject({
        provider: 'unsplash',
        author: expect.stringMatching(/^Photographer /),
      });
    }
    // No Unsplash bytes kept: no photo rows, and nothing was fetched from the image host.
    const photoRows = await t?.ctx.db
      .selectFrom('media')
      .select('url')
      .where('source', '=', 'photo')
      .execute();
    expect(photoRows).toEqual([]);
    expect(api.requests.filter((r) => r.path.startsWith('/images/'))).toEqual([]);
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

    const expectHotlinked = (html: string) => {
      const images = [...html.matchAll(/<img\s(?:[^>]*\s)?src="([^"]*)"[^>]*\ssrcset="([^"]*)"/gi)];
      expect(images.length).toBe(slots.length);
      for (const [, src, srcset] of images) {
        expect(src.replaceAll('&amp;', '&')).toMatch(new RegExp(`^${api.url}/images/.+[?&]w=1600&h=\\d+`));
        const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/));
        expect(candidates.map((c) => c[1])).toEqual(['480w', '960w', '1600w']);
        for (const [url, width] of candidates) {
          const sized = new URL(url.replaceAll('&amp;', '&'));
          expect(sized.origin).toBe(api.url);
          expect(`${sized.searchParams.get('w')}w`).toBe(width);
          expect(sized.searchParams.get('auto')).toBe('format');
        }
      }
      expect(html).not.toMatch(/<img\s(?:[^>]*\s)?src="\/uploads\//);
    };

    const zip = await t?.app.inject({
      method: 'GET',
      url: `/api/websites/${body.id}/export`,
      headers: { cookie: user.cookie },
    });
    expect(zip?.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip?.rawPayload ?? []));
    const html = new TextDecoder().decode(files['index.html']);
    expectHotlinked(html);
    // The zip carries no copy of any photo: the page references Unsplash's addresses.
    expect(Object.keys(files).filter((f) => f.startsWith('assets/') && /\.(webp|jpe?g)$/.test(f))).toEqual(
      [],
    );
    const credits = /<p class="ftr-credits">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    for (const author of authors) {
      expect(credits).toContain(`Photo by <a href="https://unsplash.com/@ph-`);
      expect(credits).toContain(
        `>${author}</a> on <a href="https://unsplash.com/?utm_source=mainstreet&amp;utm_medium=referral">Unsplash</a>`,
      );
    }

    // Built-in hosting: the published page hotlinks too, and its CSP lets the images load.
    const published = await t?.app.inject({
      method: 'POST',
      url: `/api/websites/${body.id}/publish`,
      headers: { cookie: user.cookie },
    });
    expect(published?.statusCode, published?.body).toBe(200);
    const site = await t?.app.inject({ method: 'GET', url: new URL(published?.json().url).pathname });
    expect(site?.statusCode).toBe(200);
    expectHotlinked(site?.body ?? '');
    expect(allowsImagesFrom(String(site?.headers['content-security-policy']), api.url)).toBe(true);

    const share = await t?.app.inject({
      method: 'POST',
      url: `/api/websites/${body.id}/share`,
      headers: { cookie: user.cookie },
    });
    const preview = await t?.app.inject({ method: 'GET', url: `/preview/${share?.json().token}` });
    expect(preview?.statusCode).toBe(200);
    expectHotlinked(preview?.body ?? '');
    const shareCsp = String(preview?.headers['content-security-policy']);
    expect(allowsImagesFrom(shareCsp, 'https://images.unsplash.com')).toBe(true);
    expect(allowsImagesFrom(shareCsp, api.url)).toBe(false);
  });

  it('lays the page out without pictures, with a warning, when Unsplash’s limit is used up', async () => {
    api.setRateLimited(true);
    const { body } = await generate();
    // No image model either: no icon on a tile stands in for the photos.
    expect(body.content.hero.imageUrl).toBeUndefined();
    expect(body.content.hero.imageCredit).toBeUndefined();
    expect(body.warnings.join(' ')).toMatch(/Unsplash photos were unavailable/);
    expect(body.notices).toContainEqual(
      expect.objectContaining({ messageId: 'stockPhotosUnavailable', params: { provider: 'Unsplash' } }),
    );
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
