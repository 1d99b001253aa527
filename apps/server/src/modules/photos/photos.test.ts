import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakePhotoApi, startFakePhotoApi } from '../../adapters/stock-photos/fake-stock-photo-servers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAs } from '../../testing/website-factories';

const UNSPLASH_KEY = 'unsplash-access-key-secret';
const PEXELS_KEY = 'pexels-api-key-secret';

describe('finding photos', () => {
  let unsplash: FakePhotoApi;
  let pexels: FakePhotoApi;
  let t: TestApp | undefined;
  beforeAll(async () => {
    unsplash = await startFakePhotoApi('unsplash', UNSPLASH_KEY);
    pexels = await startFakePhotoApi('pexels', PEXELS_KEY);
  });
  afterAll(async () => {
    await unsplash.close();
    await pexels.close();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    unsplash.setRateLimited(false);
    pexels.setRateLimited(false);
  });

  const withUnsplash = (key = UNSPLASH_KEY) =>
    createTestApp('sqlite', {
      UNSPLASH_ACCESS_KEY: key,
      UNSPLASH_API_URL: unsplash.url,
      UNSPLASH_APP_NAME: 'mainstreet_test',
    });
  const withPexels = () =>
    createTestApp('sqlite', { PEXELS_API_KEY: PEXELS_KEY, PEXELS_API_URL: pexels.url });
  const search = (app: TestApp, cookie: string | undefined, query: string) =>
    app.app.inject({ method: 'GET', url: `/api/photos/search?${query}`, headers: cookie ? { cookie } : {} });
  const pick = (app: TestApp, cookie: string, payload: object) =>
    app.app.inject({ method: 'POST', url: '/api/photos/pick', headers: { cookie }, payload });

  it('searches Unsplash with the access key and credits each result with referral links', async () => {
    t = await withUnsplash();
    const user = await signInAs(t);
    const res = await search(t, user.cookie, 'q=sourdough%20bread');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('unsplash');
    expect(body.photos).toHaveLength(18);
    expect(body.photos[0]).toMatchObject({
      id: 'sourdough-bread-1',
      alt: 'sourdough bread on a wooden table',
      thumbUrl: expect.stringContaining('/images/sourdough-bread-1.jpg'),
      credit: {
        provider: 'unsplash',
        author: 'Photographer sourdough-bread-1',
        authorUrl:
          'https://unsplash.com/@ph-sourdough-bread-1?utm_source=mainstreet_test&utm_medium=referral',
        sourceUrl: 'https://unsplash.com/?utm_source=mainstreet_test&utm_medium=referral',
      },
    });
    const call = unsplash.requests.at(-1);
    expect(call?.auth).toBe(`Client-ID ${UNSPLASH_KEY}`);
    expect(call?.path).toMatch(/^\/search\/photos\?query=sourdough\+bread&per_page=18&page=1/);
    // Searching is not choosing: nothing is tracked as a download yet.
    expect(unsplash.downloads).toEqual([]);
  });

  it('picks a photo: hotlinks its own Unsplash address with size parameters, stores nothing, tells Unsplash', async () => {
    t = await withUnsplash();
    const user = await signInAs(t);
    await search(t, user.cookie, 'q=wedding%20cake');
    const res = await pick(t, user.cookie, { provider: 'unsplash', id: 'wedding-cake-2' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${unsplash.url}/images/wedding-cake-2.jpg`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      ixid: 'test',
      w: '1600',
      fit: 'max',
      auto: 'format',
    });
    expect(body.credit).toMatchObject({ provider: 'unsplash', author: 'Photographer wedding-cake-2' });
    expect(unsplash.downloads).toEqual(['wedding-cake-2']);
    // Nothing fetched from the image host, nothing kept in the media table.
    expect(unsplash.requests.filter((r) => r.path.startsWith('/images/'))).toEqual([]);
    expect(await t.ctx.db.selectFrom('media').selectAll().execute()).toEqual([]);
  });

  it('says so clearly when Unsplash’s rate limit is used up or it refuses the key, never a 500 or the key', async () => {
    t = await withUnsplash();
    const user = await signInAs(t);
    unsplash.setRateLimited(true);
    const limited = await search(t, user.cookie, 'q=croissant');
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toBe(
      'Unsplash is limiting how many photos this server may look up; please try again later.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.close();

    t = await withUnsplash('wrong-key');
    const other = await signInAs(t);
    const refused = await search(t, other.cookie, 'q=croissant');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      "Photo search is not available right now: Unsplash refused this server's key.",
    );
    expect(refused.body).not.toContain('wrong-key');
  });

  it('searches and picks on Pexels with its key, crediting the photographer and the photo page', async () => {
    t = await withPexels();
    const user = await signInAs(t);
    const res = await search(t, user.cookie, 'q=espresso&page=2');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json().photos;
    expect(first).toMatchObject({
      provider: 'pexels',
      alt: 'espresso in warm light',
      credit: {
        provider: 'pexels',
        authorUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/@photographer-\d+$/),
        sourceUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/photo\/espresso-\d+\/$/),
      },
    });
    expect(pexels.requests.at(-1)).toMatchObject({
      auth: PEXELS_KEY,
      path: expect.stringMatching(/^\/v1\/search\?query=espresso&per_page=18&page=2$/),
    });
    const picked = await pick(t, user.cookie, { provider: 'pexels', id: first.id });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(
      pexels.requests.some((r) => /^\/images\/\d+\.jpeg\?auto=compress&cs=tinysrgb&w=1600$/.test(r.path)),
    ).toBe(true);
    const file = await t.app.inject({ method: 'GET', url: picked.json().url });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1_600 });

    pexels.setRateLimited(true);
    const limited = await search(t, user.cookie, 'q=latte');
    expect(limited.statusCode).toBe(503);
    expect(limited.json().message).toMatch(/^Pexels is limiting how many photos/);
  });

  it('refuses bad requests with messages naming the field, and unknown photos with a 404', async () => {
    t = await withUnsplash();
    expect((await search(t, undefined, 'q=bread')).statusCode).toBe(401);
    const user = await signInAs(t);
    const empty = await search(t, user.cookie, 'q=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('q: Please type what the photo should show');
    expect((await search(t, user.cookie, 'q=bread&page=0')).json().message).toBe('page: must be at least 1');
    const badId = await pick(t, user.cookie, { provider: 'unsplash', id: '../../etc/passwd' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('id: must be a photo id from the search results');
    const wrongProvider = await pick(t, user.cookie, { provider: 'pexels', id: '123' });
    expect(wrongProvider.statusCode).toBe(400);
    expect(wrongProvider.json().message).toBe('provider: this server finds photos on Unsplash');
    const gone = await pick(t, user.cookie, { provider: 'unsplash', id: 'never-searched' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('That photo is no longer available');
  });

  it('limits how often one owner may search, with when to try again', async () => {
    t = await withPexels();
    const user = await signInAs(t);
    for (let i = 0; i < 30; i++) expect((await search(t, user.cookie, `q=bread${i}`)).statusCode).toBe(200);
    const over = await search(t, user.cookie, 'q=bread');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another owner is not held back by the first.
    expect((await search(t, (await signInAs(t)).cookie, 'q=bread')).statusCode).toBe(200);
  });

  it('counts picked photos against the daily upload budget', async () => {
    // Stored picks (Pexels) count; Unsplash's hotlinked ones store nothing, so they never do.
    t = await createTestApp('sqlite', {
      PEXELS_API_KEY: PEXELS_KEY,
      PEXELS_API_URL: pexels.url,
      UPLOAD_DAILY_BUDGET_MB: '1',
    });
    const user = await signInAs(t);
    const [a, b] = (await search(t, user.cookie, 'q=bagel')).json().photos as { id: string }[];
    const first = await pick(t, user.cookie, { provider: 'pexels', id: a.id });
    expect(first.statusCode, first.body).toBe(200);
    // Earlier uploads of the day fill the rest of the budget.
    await t.ctx.db
      .updateTable('media')
      .set({ bytes: 1024 * 1024 + 1 })
      .where('url', '=', first.json().url)
      .execute();
    const over = await pick(t, user.cookie, { provider: 'pexels', id: b.id });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'You can add at most 1 MB of pictures in 24 hours; please try again later',
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 404 when no provider is configured, and the config tells the web app', async () => {
    t = await createTestApp('sqlite');
    const user = await signInAs(t);
    const res = await search(t, user.cookie, 'q=bread');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Photo search is not set up on this server');
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().stockPhotos).toBeNull();
  });
});
