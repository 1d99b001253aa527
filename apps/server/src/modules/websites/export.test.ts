import { unzipSync } from 'fflate';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { expectResponsiveAndSelfContained, uploadLargePhoto } from '../../testing/site-media';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';

describeEachDatabase('website export and download', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  async function siteWithUpload(user: { id: string; cookie: string }) {
    const url = await uploadLargePhoto(t, user.cookie);
    const content = sampleContent({
      hero: { headline: 'Fresh bread', subtitle: 'Leeds', buttonText: 'Visit', imageUrl: url },
    });
    return { id: await insertTestWebsite(t, { userId: user.id }, { content }), content, url };
  }

  it('zips the site as {siteName}.zip with its media and their resized variants, all referenced inside the zip', async () => {
    const user = await signInAs(t);
    const { id } = await siteWithUpload(user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}/export`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Rosa Bakery\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toContain('index.html');
    expect(names.some((n) => n.startsWith('assets/') && n.endsWith('.webp'))).toBe(true);
    // The photo and its 480, 960 and 1600 px variants: a phone fetches a small file, even offline.
    expect(names.filter((n) => n.startsWith('assets/'))).toHaveLength(4);
    const html = new TextDecoder().decode(files['index.html']);
    expect(html).toContain('Fresh bread');
    expectResponsiveAndSelfContained(html, names);
  });

  it('downloads the same site as website-{id}.zip', async () => {
    const user = await signInAs(t);
    const { id } = await siteWithUpload(user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}/download`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="website-${id}.zip"`);
    expect(unzipSync(new Uint8Array(res.rawPayload))['index.html']).toBeDefined();
  });

  it('gives identical bytes for identical content, and different bytes once it changes', async () => {
    const user = await signInAs(t, { plan: 'pro' });
    const { id, content } = await siteWithUpload(user);
    const exportNow = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/websites/${id}/export`,
          headers: { cookie: user.cookie },
        })
      ).rawPayload;
    const first = await exportNow();
    // A save of the same content is a new version, so nothing is served from a cache.
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content },
    });
    expect(save.statusCode).toBe(200);
    const second = await exportNow();
    expect(Buffer.compare(first, second)).toBe(0);
    const copy = await insertTestWebsite(t, { userId: user.id }, { content });
    const third = (
      await t.app.inject({
        method: 'GET',
        url: `/api/websites/${copy}/export`,
        headers: { cookie: user.cookie },
      })
    ).rawPayload;
    expect(Buffer.compare(first, third)).toBe(0);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content: { ...content, siteName: 'Rosa Two' } },
    });
    expect(Buffer.compare(first, await exportNow())).not.toBe(0);
  });

  it('asks a signed-out visitor to sign in, and answers 404 for another user’s site', async () => {
    const alice = await signInAs(t);
    const bob = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: alice.id });
    for (const path of ['export', 'download']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/websites/${id}/${path}` })).statusCode).toBe(
        401,
      );
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/websites/${id}/${path}`,
        headers: { cookie: bob.cookie },
      });
      expect(other.statusCode).toBe(404);
      expect(other.headers['content-type']).toMatch(/json/);
    }
  });
});
