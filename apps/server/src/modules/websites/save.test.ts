import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';
import { getUsage } from '../usage/usage.service';

describeEachDatabase('websites: saving', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const stored = (id: string) =>
    t.ctx.db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();

  it('saves name and content, bumps the version and counts one edit', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const content = sampleContent({
      siteName: 'Rosa & Sons',
      hero: { headline: 'New bread', imageUrl: '/uploads/x.webp' },
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { name: 'Rosa & Sons', content, version: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Rosa & Sons',
      version: 2,
      editCount: 1,
      coverImage: '/uploads/x.webp',
    });
    expect(res.json().content.hero.headline).toBe('New bread');
    expect(res.headers.etag).toBe('"2"');
    const row = await stored(id);
    expect(JSON.parse(row?.content ?? '{}').siteName).toBe('Rosa & Sons');
    expect((await getUsage(t.ctx, user.id)).edits).toBe(1);
  });

  it('accepts a save without a version (older clients) and still bumps it', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { name: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
  });

  it('keeps what a save does not send, whatever mix of name, content and version saves come in', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const save = async (payload: object, ifMatch?: string) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${id}`,
        headers: { cookie: user.cookie, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const withPicture = sampleContent({ hero: { headline: 'First', imageUrl: '/uploads/a.webp' } });
    await save({ content: withPicture, version: 1 });
    expect(await save({ name: 'Only the name' })).toMatchObject({ name: 'Only the name', version: 3 });
    expect(JSON.parse((await stored(id))?.content ?? '{}').hero.headline).toBe('First');
    expect((await stored(id))?.cover_image).toBe('/uploads/a.webp');
    const answer = await save({ content: sampleContent({ hero: { headline: 'Second' } }) }, '"3"');
    expect(answer).toMatchObject({ name: 'Only the name', version: 4, coverImage: null });
    expect(answer.content.hero.headline).toBe('Second');
    expect(await save({ name: 'Both', content: withPicture, version: 4 })).toMatchObject({
      name: 'Both',
      version: 5,
      coverImage: '/uploads/a.webp',
    });
    const row = await stored(id);
    expect({ name: row?.name, headline: JSON.parse(row?.content ?? '{}').hero.headline }).toEqual({
      name: 'Both',
      headline: 'First',
    });
  });

  it('refuses a save based on a stale version with 409 and the current version, changing nothing', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const first = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie, 'if-match': '"1"' },
      payload: { name: 'Tab one' },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie, 'if-match': '"1"' },
      payload: { name: 'Tab two' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'STALE_VERSION',
      currentVersion: 2,
      website: { name: 'Tab one', version: 2 },
    });
    expect(second.json().message).toMatch(/changed somewhere else/);
    const row = await stored(id);
    expect(row).toMatchObject({ name: 'Tab one', version: 2, edit_count: 1 });
    expect((await getUsage(t.ctx, user.id)).edits).toBe(1);
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const user = await signInAs(t, { plan: 'pro' });
    const id = await insertTestWebsite(t, { userId: user.id });
    const save = (name: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${id}`,
        headers: { cookie: user.cookie },
        payload: { name, version: 1 },
      });
    const results = await Promise.all([save('A'), save('B'), save('C')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await stored(id))?.version).toBe(2);
  });

  it('refuses invalid content naming the field, and content over 2 MB, changing nothing', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const bad = sampleContent() as Record<string, unknown>;
    bad.hero = { headline: 'x', imageUrl: 'javascript:alert(1)' };
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content: bad },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^content\.hero\.imageUrl: /);
    const huge = sampleContent({ about: { title: 'About', content: 'x'.repeat(19_000) } });
    huge.services = Array.from({ length: 60 }, () => ({
      name: 'y'.repeat(19_000),
      description: 'z'.repeat(19_000),
    }));
    const big = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content: huge },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('content: must be at most 2 MB');
    expect(await stored(id)).toMatchObject({ version: 1, edit_count: 0 });
    expect((await getUsage(t.ctx, user.id)).edits).toBe(0);
  });

  it('refuses content nested thousands of levels deep with 400, changing nothing', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    for (const content of [
      `{"siteName":"x","hero":${deep(50_000)}}`,
      `{"version":2,"siteName":"x","widgets":[{"id":"w","type":"social","data":${deep(50_000)}}]}`,
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${id}`,
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: `{"content":${content}}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('content must not nest deeper than 32 levels');
    }
    expect(await stored(id)).toMatchObject({ version: 1, edit_count: 0 });
  });

  it('refuses a save over the plan’s monthly edits with 403, and counts per calendar month', async () => {
    const user = await signInAs(t, { plan: 'starter' });
    const id = await insertTestWebsite(t, { userId: user.id });
    // An edit is a site's editing session (edit-sessions.ts): the next one is another site's.
    const other = await insertTestWebsite(t, { userId: user.id });
    const month = new Date().toISOString().slice(0, 7);
    await t.ctx.db.insertInto('usage_counters').values({ user_id: user.id, month, edits: 49 }).execute();
    await t.ctx.db
      .insertInto('usage_counters')
      .values({ user_id: user.id, month: '2001-01', edits: 50 })
      .execute();
    const save = (name: string, site = id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${site}`,
        headers: { cookie: user.cookie },
        payload: { name },
      });
    expect((await save('Fiftieth')).statusCode).toBe(200);
    const over = await save('Fifty-first', other);
    expect(over.statusCode).toBe(403);
    // The web app branches on the code (Upgrade action), never on the wording.
    expect(over.json()).toMatchObject({
      code: 'EDIT_QUOTA',
      message: 'You have used all 50 edits of the Starter plan this month. Upgrade for more edits.',
      // …and writes it in its own language from the id and the numbers.
      messageId: 'editQuota',
      params: { limit: 50, plan: 'Starter' },
    });
    expect((await stored(other))?.name).not.toBe('Fifty-first');
    // The session the last edit paid for goes on.
    expect((await save('Fiftieth, again')).statusCode).toBe(200);
    expect((await stored(id))?.name).toBe('Fiftieth, again');
    expect((await getUsage(t.ctx, user.id)).edits).toBe(50);
  });

  it('marks a launched site as needing redeployment after a save', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id }, { liveUrl: 'https://rosa.netlify.app' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { name: 'x' },
    });
    expect(res.json().needsRedeployment).toBe(true);
    const draft = await insertTestWebsite(t, { userId: user.id });
    const res2 = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${draft}`,
      headers: { cookie: user.cookie },
      payload: { name: 'y' },
    });
    expect(res2.json().needsRedeployment).toBe(false);
  });
});
