import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

async function publishSample(t: TestApp, name: string) {
  const owner = await createUserAndSignIn(t, { plan: 'pro' });
  const websiteId = await insertTestWebsite(
    t,
    { userId: owner.user.id },
    { content: sampleContent({ siteName: name }), name },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/websites/${websiteId}/publish`,
    headers: { cookie: owner.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string };
}

describeEachDatabase('published pages go out compressed', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  it('stores brotli and gzip copies at publish and serves the one the browser accepts', async () => {
    await publishSample(t, 'Brotli Bakery');
    const plain = await t.app.inject({ url: '/s/brotli-bakery/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body;
    expect(html).toContain('Fresh bread every morning');

    const br = await t.app.inject({
      url: '/s/brotli-bakery/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    // A 16 KB page fits the first round trip (about 14 KB) only compressed.
    expect(br.rawPayload.byteLength).toBeLessThan(html.length / 3);

    const gz = await t.app.inject({ url: '/s/brotli-bakery/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(html);

    // Each encoding is its own representation: its own ETag, and a 304 for it.
    const tags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]);
    expect(tags.size).toBe(3);
    const again = await t.app.inject({
      url: '/s/brotli-bakery/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const stale = await t.app.inject({
      url: '/s/brotli-bakery/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(stale.statusCode).toBe(200);

    const stored = await t.ctx.db
      .selectFrom('publish_blobs')
      .select(['body_br', 'body_gz', 'size_bytes'])
      .where('body_br', 'is not', null)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
  });

  it('compresses snapshots published before copies existed on first read', async () => {
    await publishSample(t, 'Old Bakery');
    await t.ctx.db.updateTable('publish_blobs').set({ body_br: null, body_gz: null }).execute();
    const fresh = await t.app.inject({ url: '/s/old-bakery/', headers: { 'accept-encoding': 'br' } });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(fresh.rawPayload).toString()).toContain('Fresh bread every morning');
  });
});
