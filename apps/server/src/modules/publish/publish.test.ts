import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';

async function launchSetup(t: TestApp, name = 'Rosa Bakery') {
  const owner = await createUserAndSignIn(t, { plan: 'pro' });
  const websiteId = await insertTestWebsite(
    t,
    { userId: owner.user.id },
    { content: sampleContent({ siteName: name, widgets: [{ id: 'form', type: 'contact-form' }] }), name },
  );
  return { owner, websiteId };
}

async function publish(t: TestApp, cookie: string, websiteId: string) {
  return t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/publish`, headers: { cookie } });
}

async function website(t: TestApp, cookie: string, websiteId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/websites/${websiteId}`, headers: { cookie } });
  return res.json() as {
    netlifyUrl: string | null;
    needsRedeployment: boolean;
    status: string;
    version: number;
  };
}

async function saveHeadline(t: TestApp, cookie: string, websiteId: string, headline: string) {
  const content = sampleContent();
  content.hero.headline = headline;
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/websites/${websiteId}`,
    headers: { cookie },
    payload: { content },
  });
  expect(res.statusCode).toBe(200);
}

describeEachDatabase('built-in hosting', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(async () => t.close());

  it('publishes a site at /s/{slug}/ and serves its files with ETag and cache headers', async () => {
    const { owner, websiteId } = await launchSetup(t);
    const res = await publish(t, owner.cookie, websiteId);
    expect(res.statusCode).toBe(200);
    const { url, publishId } = res.json();
    expect(url).toBe(`${PUBLIC_URL}/s/rosa-bakery/`);
    expect(publishId).toEqual(expect.any(String));

    const page = await t.app.inject({ method: 'GET', url: '/s/rosa-bakery/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Fresh bread every morning');
    // The form posts with its own key: the website id (which opens the draft's editor API) stays private.
    expect(page.body).toMatch(new RegExp(`action="${PUBLIC_URL}/api/forms/[A-Za-z0-9_-]{22}"`));
    expect(page.body).not.toContain(websiteId);
    // Search engines and social cards get the site's own address, not the app's.
    expect(page.body).toContain(`<link rel="canonical" href="${url}">`);
    expect(page.headers['cache-control']).toContain('must-revalidate');
    expect(page.headers['content-security-policy']).toContain("script-src 'none'");
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{40}"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/s/rosa-bakery/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const icon = await t.app.inject({ method: 'GET', url: '/s/rosa-bakery/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toContain('max-age=300');
    // What browsers and phones ask the root for, unlinked: PNGs of the same icon.
    for (const [path, size] of [
      ['favicon.ico', 32],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const png = await t.app.inject({ method: 'GET', url: `/s/rosa-bakery/${path}` });
      expect(png.statusCode, path).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(png.rawPayload.readUInt32BE(16)).toBe(size);
    }

    const bare = await t.app.inject({ method: 'GET', url: '/s/rosa-bakery' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/s/rosa-bakery/');

    const missing = await t.app.inject({ method: 'GET', url: '/s/rosa-bakery/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    const climbing = await t.app.inject({ method: 'GET', url: '/s/rosa-bakery/..%2F..%2Fsecret' });
    expect(climbing.statusCode).toBe(404);

    const live = await website(t, owner.cookie, websiteId);
    expect(live).toMatchObject({ netlifyUrl: url, status: 'live', needsRedeployment: false });
  });

  it('gives a second site with the same name its own address', async () => {
    const first = await launchSetup(t, 'Corner Cafe');
    const second = await launchSetup(t, 'Corner Cafe');
    expect((await publish(t, first.owner.cookie, first.websiteId)).json().url).toBe(
      `${PUBLIC_URL}/s/corner-cafe/`,
    );
    expect((await publish(t, second.owner.cookie, second.websiteId)).json().url).toBe(
      `${PUBLIC_URL}/s/corner-cafe-2/`,
    );
    // Republishing keeps the address it was given.
    expect((await publish(t, first.owner.cookie, first.websiteId)).json().url).toBe(
      `${PUBLIC_URL}/s/corner-cafe/`,
    );
    const a = await t.app.inject({ method: 'GET', url: '/s/corner-cafe/' });
    const b = await t.app.inject({ method: 'GET', url: '/s/corner-cafe-2/' });
    expect(a.body).toContain('Corner Cafe');
    expect(b.statusCode).toBe(200);
  });

  it('flags a save after launch, and Redeploy publishes the edit and clears the flag', async () => {
    const { owner, websiteId } = await launchSetup(t, 'Redeploy Bakery');
    await publish(t, owner.cookie, websiteId);
    await saveHeadline(t, owner.cookie, websiteId, 'Now open on Sundays');
    expect((await website(t, owner.cookie, websiteId)).needsRedeployment).toBe(true);
    // Until Redeploy, visitors still get the published version.
    expect((await t.app.inject({ method: 'GET', url: '/s/redeploy-bakery/' })).body).not.toContain(
      'Now open on Sundays',
    );

    const res = await publish(t, owner.cookie, websiteId);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/s/redeploy-bakery/' })).body).toContain(
      'Now open on Sundays',
    );
    expect((await website(t, owner.cookie, websiteId)).needsRedeployment).toBe(false);
  });

  it('keeps every publish and rolls back to one at once', async () => {
    const { owner, websiteId } = await launchSetup(t, 'History Bakery');
    const first = (await publish(t, owner.cookie, websiteId)).json();
    await saveHeadline(t, owner.cookie, websiteId, 'Second version headline');
    const second = (await publish(t, owner.cookie, websiteId)).json();
    expect((await t.app.inject({ method: 'GET', url: '/s/history-bakery/' })).body).toContain(
      'Second version headline',
    );

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/publishes`,
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    const { publishes } = list.json();
    expect(publishes.map((p: { id: string }) => p.id)).toEqual([second.publishId, first.publishId]);
    expect(publishes.map((p: { isLive: boolean }) => p.isLive)).toEqual([true, false]);
    expect(publishes[0].number).toBe(2);

    const rollback = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/rollback`,
      headers: { cookie: owner.cookie },
      payload: { publishId: first.publishId },
    });
    expect(rollback.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/s/history-bakery/' });
    expect(page.body).toContain('Fresh bread every morning');
    expect(page.body).not.toContain('Second version headline');
    // The saved content is newer than what is live now: Redeploy would bring it back.
    expect((await website(t, owner.cookie, websiteId)).needsRedeployment).toBe(true);

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/rollback`,
      headers: { cookie: owner.cookie },
      payload: { publishId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/rollback`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^publishId: /);
  });

  it('keeps the newest 20 snapshots and drops file bodies nothing uses', async () => {
    const { owner, websiteId } = await launchSetup(t, 'Busy Bakery');
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) {
      await saveHeadline(t, owner.cookie, websiteId, `Headline number ${i}`);
      ids.push((await publish(t, owner.cookie, websiteId)).json().publishId);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/publishes`,
      headers: { cookie: owner.cookie },
    });
    const kept = list.json().publishes.map((p: { id: string }) => p.id);
    expect(kept).toHaveLength(20);
    expect(kept).toEqual(ids.slice(2).reverse());
    // Bodies touched within the hour are spared (a publish in progress elsewhere may need them);
    // once older, the next publish's clean-up removes every body no snapshot uses.
    await t.ctx.db.updateTable('publish_blobs').set({ last_used_at: '2000-01-01T00:00:00.000Z' }).execute();
    await saveHeadline(t, owner.cookie, websiteId, 'Headline number 22');
    await publish(t, owner.cookie, websiteId);
    const orphans = await t.ctx.db
      .selectFrom('publish_blobs')
      .select('hash')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('publish_files')
              .select('publish_files.hash')
              .whereRef('publish_files.hash', '=', 'publish_blobs.hash'),
          ),
        ),
      )
      .execute();
    expect(orphans).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/s/busy-bakery/' })).body).toContain(
      'Headline number 22',
    );
  });

  it('unpublishes: the site goes down and the address is cleared', async () => {
    const { owner, websiteId } = await launchSetup(t, 'Closing Bakery');
    await publish(t, owner.cookie, websiteId);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/unpublish`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/s/closing-bakery/' });
    expect(page.statusCode).toBe(404);
    expect(await website(t, owner.cookie, websiteId)).toMatchObject({
      netlifyUrl: null,
      status: 'draft',
      needsRedeployment: false,
    });
    // Publishing again brings it back at the same address.
    expect((await publish(t, owner.cookie, websiteId)).json().url).toBe(`${PUBLIC_URL}/s/closing-bakery/`);
  });

  it("answers 404 for another user's website and 401 when signed out", async () => {
    const { websiteId } = await launchSetup(t, 'Private Bakery');
    const stranger = await createUserAndSignIn(t);
    for (const url of [`/api/websites/${websiteId}/publish`, `/api/websites/${websiteId}/unpublish`]) {
      expect(
        (await t.app.inject({ method: 'POST', url, headers: { cookie: stranger.cookie } })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/publishes`,
      headers: { cookie: stranger.cookie },
    });
    expect(list.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/s/private-bakery/' })).statusCode).toBe(404);
  });
});

describe('built-in hosting on SITES_DOMAIN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      PUBLIC_URL: 'https://app.example.com',
      SITES_DOMAIN: 'sites.example.com',
    });
  });
  afterAll(async () => t.close());

  it('routes by Host header to the site and leaves the app alone', async () => {
    const { owner, websiteId } = await launchSetup(t, 'Host Bakery');
    const { url } = (await publish(t, owner.cookie, websiteId)).json();
    expect(url).toBe('https://host-bakery.sites.example.com/');

    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'host-bakery.sites.example.com' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fresh bread every morning');
    const icon = await t.app.inject({
      method: 'GET',
      url: '/favicon.svg',
      headers: { host: 'Host-Bakery.sites.example.com:443' },
    });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    const other = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nobody.sites.example.com' },
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain('not published');
    // The app's own host is not a site.
    const app = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'app.example.com' },
    });
    expect(app.statusCode).toBe(200);
    // The /s/ path keeps working.
    expect((await t.app.inject({ method: 'GET', url: '/s/host-bakery/' })).statusCode).toBe(200);
  });
});
