import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { expectResponsiveAndSelfContained, srcsetUrls, uploadLargePhoto } from '../../testing/site-media';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

describeEachDatabase('published media', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  it('publishes a photo with its resized variants, each served from the site itself', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const imageUrl = await uploadLargePhoto(t, owner.cookie);
    const content = sampleContent({
      siteName: 'Photo Bakery',
      hero: { headline: 'Fresh bread', subtitle: 'Leeds', buttonText: 'Visit', imageUrl },
    });
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { content });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { publishId } = res.json();
    const paths = (
      await t.ctx.db.selectFrom('publish_files').select('path').where('publish_id', '=', publishId).execute()
    ).map((f) => f.path);

    const page = await t.app.inject({ method: 'GET', url: '/s/photo-bakery/' });
    expect(page.statusCode).toBe(200);
    expectResponsiveAndSelfContained(page.body, paths);
    const srcset = /<img\s[^>]*\ssrcset="([^"]*)"/i.exec(page.body)![1];
    for (const url of srcsetUrls(srcset)) {
      const file = await t.app.inject({ method: 'GET', url: `/s/photo-bakery/${url}` });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
  });
});
