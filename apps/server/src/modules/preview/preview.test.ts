import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  anonymousVisitor,
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
} from '../../testing/website-factories';

describeEachDatabase('share preview', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://builder.example.com' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function sharedSite() {
    const user = await signInAs(t);
    const { payload, headers } = multipartBody(await makeImage(1_600, 900, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    const imageUrl = up.json().url as string;
    const content = sampleContent({
      hero: {
        headline: 'Fresh bread every morning',
        subtitle: 'Sourdough and [pastries](https://example.com) in Leeds.',
        buttonText: 'Visit',
        imageUrl,
      },
    });
    return { id: await insertTestWebsite(t, { userId: user.id }, { content }), imageUrl };
  }

  it('answers share metadata with the site’s own title, description and absolute image', async () => {
    const { id, imageUrl } = await sharedSite();
    const res = await t.app.inject({ method: 'GET', url: `/api/preview/${id}/meta` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: `https://builder.example.com/preview/${id}`,
      title: 'Rosa Bakery | Fresh bread every morning',
      description: 'Sourdough and pastries in Leeds.',
      image: `https://builder.example.com${imageUrl}`,
      siteName: 'Rosa Bakery',
    });
  });

  it('serves a public page that unfurls with Open Graph tags and runs no script', async () => {
    const { id, imageUrl } = await sharedSite();
    const res = await t.app.inject({ method: 'GET', url: `/preview/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const html = res.body;
    expect(html).toContain('<meta property="og:title" content="Rosa Bakery | Fresh bread every morning">');
    expect(html).toContain(`<meta property="og:image" content="https://builder.example.com${imageUrl}">`);
    expect(html).toContain(`<link rel="canonical" href="https://builder.example.com/preview/${id}">`);
    expect(html).toMatch(/width="1600" height="900"/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => attrs.includes('application/ld+json'))).toBe(true);
  });

  it('works for a visitor’s unclaimed site too (the id is the capability)', async () => {
    const visitor = anonymousVisitor();
    const id = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    expect((await t.app.inject({ method: 'GET', url: `/preview/${id}` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/preview/AAAAAAAAAAAAAAAAAAAAAA/meta' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/preview/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode).toBe(
      404,
    );
  });
});
