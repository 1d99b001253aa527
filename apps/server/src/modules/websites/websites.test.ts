import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { anonymousVisitor, insertTestWebsite, signInAs } from '../../testing/website-factories';

describeEachDatabase('websites: list, read, delete', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const stored = (id: string) =>
    t.ctx.db.selectFrom('websites').selectAll().where('id', '=', id).executeTakeFirst();

  it('lists only the signed-in user’s websites, without content', async () => {
    const alice = await signInAs(t);
    const bob = await signInAs(t);
    const mine = await insertTestWebsite(t, { userId: alice.id }, { name: 'Alice Cafe' });
    await insertTestWebsite(t, { userId: bob.id }, { name: 'Bob Garage' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/websites',
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: mine,
      name: 'Alice Cafe',
      status: 'draft',
      editCount: 0,
      isAnonymous: false,
      version: 1,
    });
    expect(list[0]).not.toHaveProperty('content');
    for (const key of ['prompt', 'createdAt', 'updatedAt', 'netlifyUrl', 'needsRedeployment', 'coverImage']) {
      expect(list[0]).toHaveProperty(key);
    }
  });

  it('lists each website newest first with the same fields the website itself answers', async () => {
    const alice = await signInAs(t);
    const plain = await insertTestWebsite(t, { userId: alice.id }, { name: 'Café "Rosa" \\ <b>' });
    const live = await insertTestWebsite(
      t,
      { userId: alice.id },
      { name: 'Line\nbreak ☕', liveUrl: 'https://rosa.example' },
    );
    await t.ctx.db
      .updateTable('websites')
      .set({
        updated_at: '2030-01-01T00:00:00.000Z',
        needs_redeployment: 1,
        cover_image: '/uploads/a.webp',
        edit_count: 7,
      })
      .where('id', '=', live)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/websites',
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json();
    expect(list.map((w: { id: string }) => w.id)).toEqual([live, plain]);
    for (const entry of list) {
      const { content: _content, ...summary } = (
        await t.app.inject({
          method: 'GET',
          url: `/api/websites/${entry.id}`,
          headers: { cookie: alice.cookie },
        })
      ).json();
      expect(entry).toStrictEqual(summary);
      expect(Object.keys(entry)).toEqual(Object.keys(summary));
    }
    expect(list[0]).toMatchObject({
      needsRedeployment: true,
      netlifyUrl: 'https://rosa.example',
      editCount: 7,
    });
    expect(list[1]).toMatchObject({ name: 'Café "Rosa" \\ <b>', needsRedeployment: false, coverImage: null });

    const nobody = await signInAs(t);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/websites',
      headers: { cookie: nobody.cookie },
    });
    expect(empty.json()).toEqual([]);
  });

  it('asks a signed-out visitor to sign in for the list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/websites' });
    expect(res.statusCode).toBe(401);
  });

  it('reads an own website with its content and version; another user’s answers 404 with no data', async () => {
    const alice = await signInAs(t);
    const bob = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: alice.id });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().content.siteName).toBe('Rosa Bakery');
    expect(own.headers.etag).toBe('"1"');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: bob.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Rosa');
  });

  it('lets a visitor read the site made in their anonymous session, and nobody else', async () => {
    const visitor = anonymousVisitor();
    const id = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: visitor.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().isAnonymous).toBe(true);
    const stranger = anonymousVisitor();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 to saving or deleting another user’s website and leaves it untouched', async () => {
    const alice = await signInAs(t);
    const mallory = await signInAs(t, { plan: 'pro' });
    const id = await insertTestWebsite(t, { userId: alice.id });
    const before = await stored(id);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: mallory.cookie },
      payload: { name: 'pwned' },
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${id}`,
      headers: { cookie: mallory.cookie },
    });
    expect(del.statusCode).toBe(404);
    expect(await stored(id)).toEqual(before);
  });

  it('asks a visitor to sign in before saving', async () => {
    const visitor = anonymousVisitor();
    const id = await insertTestWebsite(t, { sessionId: visitor.sessionId });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: visitor.cookie },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('deletes an own website', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toBeUndefined();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
