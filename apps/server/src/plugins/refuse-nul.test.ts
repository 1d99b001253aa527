import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNul } from '../lib/find-nul';
import { createTestApp, describeEachDatabase, type TestApp } from '../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs, type TestUser } from '../testing/website-factories';

describe('findNul', () => {
  it('names the first field holding a NUL, keys included', () => {
    expect(findNul({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual(['b', 'c', '1']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k']);
    expect(findNul({ a: 'fine', n: 3 })).toBeNull();
  });
});

describeEachDatabase('NUL characters in stored text', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let siteId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signInAs(t, { plan: 'pro' });
    siteId = await insertTestWebsite(t, { userId: user.id }, { name: 'Rosa Bakery' });
  });
  afterAll(async () => {
    await t.close();
  });
  const rows = async () => ({
    websites: await t.ctx.db.selectFrom('websites').select(['id', 'name', 'version']).orderBy('id').execute(),
    messages: await t.ctx.db.selectFrom('contact_messages').selectAll().execute(),
  });

  it('refuses them with a 400 naming the field on generate, site name and contact form', async () => {
    const before = await rows();
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: user.cookie },
      payload: { prompt: 'Rosa Bakery\u0000 in Leeds' },
    });
    expect(generate.statusCode).toBe(400);
    expect(generate.json().message).toBe('prompt: must not contain NUL characters');
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${siteId}`,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Rosa\u0000' }),
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().message).toMatch(/^name: /);
    const contact = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${siteId}`,
      payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello\u0000 there' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe('message: must not contain NUL characters');
    const query = await t.app.inject({ method: 'GET', url: `/api/preview/a%00b/meta` });
    expect(query.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('refuses them inside a saved site, which the save worker parses past the hook', async () => {
    const before = await t.ctx.db
      .selectFrom('websites')
      .select(['content', 'version'])
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    const content = sampleContent();
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${siteId}`,
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({
        content: { ...content, hero: { ...content.hero, headline: 'Fresh\u0000 bread' } },
      }),
    });
    expect(save.statusCode).toBe(400);
    expect(save.json().message).toBe('content.hero.headline: must not contain NUL characters');
    const after = await t.ctx.db
      .selectFrom('websites')
      .select(['content', 'version'])
      .where('id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
