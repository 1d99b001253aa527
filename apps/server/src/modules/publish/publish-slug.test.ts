import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

describeEachDatabase('a first publish that fails', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  it('gives its address back, so the next site of that name gets it', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    await t.ctx.storage.put('hero-photo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    const content = sampleContent({
      siteName: 'Rosa Bakery',
      hero: { headline: 'Fresh bread', subtitle: 'Leeds', imageUrl: '/uploads/hero-photo.png' },
    });
    const first = await insertTestWebsite(t, { userId: owner.user.id }, { content, name: 'Rosa Bakery' });
    // The storage fails while the first publish gathers the site's files.
    const get = t.ctx.storage.get;
    t.ctx.storage.get = async () => {
      throw new Error('storage unavailable');
    };
    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${first}/publish`,
      headers: { cookie: owner.cookie },
    });
    t.ctx.storage.get = get;
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.ctx.db.selectFrom('hosted_sites').selectAll().execute()).toEqual([]);

    const second = await insertTestWebsite(t, { userId: owner.user.id }, { content, name: 'Rosa Bakery' });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${second}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().url).toBe('http://mainstreet.test/s/rosa-bakery/');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${first}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(retried.json().url).toBe('http://mainstreet.test/s/rosa-bakery-2/');
  });
});
