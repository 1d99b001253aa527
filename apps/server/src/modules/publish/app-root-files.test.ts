import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

describeEachDatabase("the app origin's robots.txt, sitemap index and unknown hosts", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://app.mainstreet.com' });
  });
  afterAll(async () => t.close());
  const get = (url: string, host = 'app.mainstreet.com') =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('lets crawlers into published sites only, and lists every live site in a sitemap index', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe(
      'User-agent: *\nAllow: /s/\nDisallow: /\n\nSitemap: https://app.mainstreet.com/sitemap.xml\n',
    );

    const owner = await createUserAndSignIn(t);
    const websiteId = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: 'Map Bakery' }), name: 'Map Bakery' },
    );
    const headers = { cookie: owner.cookie };
    await t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/publish`, headers });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(sitemap.body).toContain('<loc>https://app.mainstreet.com/s/map-bakery/sitemap.xml</loc>');
    // The site's own sitemap is where the index says.
    expect((await get('/s/map-bakery/sitemap.xml')).body).toContain(
      '<loc>https://app.mainstreet.com/s/map-bakery/</loc>',
    );

    // Taken down: no longer listed.
    await t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/unpublish`, headers });
    expect((await get('/sitemap.xml')).body).not.toContain('map-bakery');
  });

  it('answers a host that is neither the app nor a live domain with a plain 404', async () => {
    for (const url of ['/', '/auth', '/api/health', '/robots.txt']) {
      const res = await get(url, 'removed-bakery.com');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('Not found\n');
    }
    expect((await get('/api/health')).statusCode).toBe(200);
  });
});
