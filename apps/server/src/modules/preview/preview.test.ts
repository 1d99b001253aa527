import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  anonymousVisitor,
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
  type TestUser,
} from '../../testing/website-factories';
import { previewCacheFor } from './preview-cache';

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
    const id = await insertTestWebsite(t, { userId: user.id }, { content });
    const { token } = await shareLink(user, id);
    return { id, user, token, imageUrl };
  }

  async function shareLink(user: TestUser, id: string, body?: { renew: boolean }) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/share`,
      headers: { cookie: user.cookie },
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { token: string; url: string };
  }

  const page = (path: string, ip = '10.1.1.1') =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: ip });

  it('answers share metadata by the share token with the site’s own title, description and absolute image', async () => {
    const { token, imageUrl, id } = await sharedSite();
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token).not.toBe(id);
    const res = await t.app.inject({ method: 'GET', url: `/api/preview/${token}/meta` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      url: `https://builder.example.com/preview/${token}`,
      title: 'Rosa Bakery | Fresh bread every morning',
      description: 'Sourdough and pastries in Leeds.',
      image: `https://builder.example.com/preview/${token}/social-card.png`,
      siteName: 'Rosa Bakery',
    });
    expect(imageUrl).toMatch(/^\/uploads\//);
    // A hero headed by the name itself is not said twice in the shared title.
    const website = await t.ctx.db
      .selectFrom('websites')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const content = JSON.parse(website.content);
    content.hero.headline = content.siteName;
    await t.ctx.db
      .updateTable('websites')
      .set({ content: JSON.stringify(content) })
      .where('id', '=', id)
      .execute();
    const named = await t.app.inject({ method: 'GET', url: `/api/preview/${token}/meta` });
    expect(named.json().title).toBe('Rosa Bakery');
    // The website id is no longer a key to anything public.
    expect((await t.app.inject({ method: 'GET', url: `/api/preview/${id}/meta` })).statusCode).toBe(404);
  });

  it('serves the page by token only: /preview/<website id> is 404, and the page runs no script', async () => {
    const { id, token, imageUrl } = await sharedSite();
    expect((await page(`/preview/${id}`)).statusCode).toBe(404);
    const res = await page(`/preview/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.body;
    expect(html).toContain('<meta property="og:title" content="Rosa Bakery | Fresh bread every morning">');
    expect(html).toContain(
      `<meta property="og:image" content="https://builder.example.com/preview/${token}/social-card.png">`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain(imageUrl);
    expect(html).toContain(`<link rel="canonical" href="https://builder.example.com/preview/${token}">`);
    expect(html).not.toContain(id);
    expect(html).toMatch(/width="1600" height="900"/);
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => attrs.includes('application/ld+json'))).toBe(true);
  });

  it('unfurls with a 1200×630 PNG card, drawn once per look and not for the website id', async () => {
    const { id, token } = await sharedSite();
    const card = await page(`/preview/${token}/social-card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    const meta = await sharp(card.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630 });
    const again = await page(`/preview/${token}/social-card.png`);
    expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
    expect(
      await t.ctx.db.selectFrom('social_cards').select('website_id').where('website_id', '=', id).execute(),
    ).toHaveLength(1);
    expect((await page(`/preview/${id}/social-card.png`)).statusCode).toBe(404);
  });

  it('keeps one link until “New link” replaces it; turning it off or deleting the site makes it 404', async () => {
    const { id, user, token } = await sharedSite();
    // Asking again (another tab, the dialog reopened) gives the same link.
    expect((await shareLink(user, id)).token).toBe(token);
    const renewed = await shareLink(user, id, { renew: true });
    expect(renewed.token).not.toBe(token);
    expect((await page(`/preview/${token}`)).statusCode).toBe(404);
    expect((await page(`/preview/${renewed.token}`)).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${id}/share`,
      headers: { cookie: user.cookie },
    });
    expect(off.statusCode).toBe(200);
    // No rendered copy of the draft stays behind a link that is off.
    expect(
      await t.ctx.db.selectFrom('preview_pages').select('website_id').where('website_id', '=', id).execute(),
    ).toEqual([]);
    const gone = await page(`/preview/${renewed.token}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('Website not found');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/preview/${renewed.token}/meta` })).statusCode,
    ).toBe(404);

    const again = await shareLink(user, id);
    expect((await page(`/preview/${again.token}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/websites/${id}`, headers: { cookie: user.cookie } });
    expect((await page(`/preview/${again.token}`)).statusCode).toBe(404);
  });

  it('lets only the owner make, renew or turn off a share link', async () => {
    const { id, token } = await sharedSite();
    const stranger = await signInAs(t);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/websites/${id}/share`,
        headers: { cookie: stranger.cookie },
      });
      expect(res.statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/websites/${id}/share` });
    expect(anonymous.statusCode).toBe(401);
    const otherVisitor = anonymousVisitor();
    const visitorTry = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/share`,
      headers: { cookie: otherVisitor.cookie },
    });
    expect(visitorTry.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/share`,
      headers: { cookie: (await signInAs(t)).cookie },
      payload: { renew: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await page(`/preview/${token}`)).statusCode).toBe(200);
  });

  it('renders a content version once (memory, then the database for other instances); a new version renders again', async () => {
    const { id, user, token } = await sharedSite();
    const cache = previewCacheFor(t.ctx);
    const first = await page(`/preview/${token}`);
    expect(cache.stats.renders).toBe(1);
    const second = await page(`/preview/${token}`);
    expect(second.body).toBe(first.body);
    expect(cache.stats.renders).toBe(1);
    // Another instance has an empty memory: it finds the page in the database.
    cache.clear();
    expect((await page(`/preview/${token}`)).body).toBe(first.body);
    expect(cache.stats.renders).toBe(1);

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content: sampleContent({ siteName: 'Rosa Bakery & Café' }) },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await page(`/preview/${token}`);
    expect(changed.body).toContain('Rosa Bakery &amp; Café');
    expect(cache.stats.renders).toBe(2);
    await page(`/preview/${token}`);
    expect(cache.stats.renders).toBe(2);
  });

  it('limits share pages per address with 429 and Retry-After', async () => {
    const { token } = await sharedSite();
    for (let i = 0; i < 60; i++) expect((await page(`/preview/${token}`, '10.9.9.9')).statusCode).toBe(200);
    const limited = await page(`/preview/${token}`, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many preview pages/);
    // Another address is not affected.
    expect((await page(`/preview/${token}`, '10.9.9.10')).statusCode).toBe(200);
  });

  it('lets a visitor share the site they generated before signing up', async () => {
    const visitor = anonymousVisitor();
    const id = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/share`,
      headers: { cookie: visitor.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await page(`/preview/${res.json().token}`)).statusCode).toBe(200);
    expect((await page(`/preview/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/preview/AAAAAAAAAAAAAAAAAAAAAA/meta' })).statusCode,
    ).toBe(404);
    expect((await page('/preview/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });
});
