import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
  type TestUser,
} from '../../testing/website-factories';

type Content = ReturnType<typeof sampleContent>;

describeEachDatabase('edits: one per editing session of a site (issue 24)', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let siteId: string;
  let content: Content;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signInAs(t, { plan: 'builder' });
    content = sampleContent();
    siteId = await insertTestWebsite(t, { userId: user.id }, { content });
  }, 60_000);
  afterAll(() => t?.close());

  const save = async (next: Content) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${siteId}`,
      headers: { cookie: user.cookie },
      payload: { content: next },
    });
    expect(res.statusCode).toBe(200);
    content = next;
  };
  const typed = (n: number): Content => ({
    ...content,
    hero: { ...content.hero, headline: `Fresh bread, take ${n}` },
  });
  /** What the web app does after an upload: places the picture and saves at once. */
  const uploadAndSave = async (slot: number) => {
    const { payload, headers } = multipartBody(await makeImage(300, 200, 'png'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    const services = content.services.map((s, i) => (i === slot ? { ...s, imageUrl: url } : s));
    await save({ ...content, services });
  };
  const usage = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/billing/usage', headers: { cookie: user.cookie } })
    ).json();

  it('a session of 20 saves, 3 uploads and 1 artwork spends the one edit the usage card promises', async () => {
    const before = await usage();
    expect(before.edits.used).toBe(0);
    expect(before.editSessionMinutes).toBe(30);
    // The first thing the owner does is place a photo: not an edit.
    await uploadAndSave(0);
    expect((await usage()).edits.used).toBe(0);
    for (let n = 1; n <= 20; n++) {
      await save(typed(n));
      if (n === 7) await uploadAndSave(1);
      if (n === 14) await uploadAndSave(2);
    }
    const artwork = await t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-image',
      headers: { cookie: user.cookie },
      payload: { prompt: 'a loaf of bread', kind: 'hero' },
    });
    expect(artwork.statusCode).toBe(200);
    await save({ ...content, hero: { ...content.hero, imageUrl: artwork.json().imageUrl } });
    const after = await usage();
    expect(after.edits.used).toBe(1);
  }, 120_000);

  it('a save of words after the window is a new edit; a picture placed then is still free', async () => {
    const start = (await usage()).edits.used;
    await t.ctx.db
      .updateTable('edit_sessions')
      .set({ counted_at: new Date(Date.now() - 31 * 60 * 1000).toISOString() })
      .where('website_id', '=', siteId)
      .execute();
    await uploadAndSave(3);
    expect((await usage()).edits.used).toBe(start);
    await save(typed(21));
    await save(typed(22));
    expect((await usage()).edits.used).toBe(start + 1);
  }, 60_000);

  it('a save refused as stale gives its edit back and leaves the session as it was', async () => {
    const other = await insertTestWebsite(t, { userId: user.id }, { content: sampleContent() });
    const start = (await usage()).edits.used;
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${other}`,
      headers: { cookie: user.cookie },
      payload: { content: { ...sampleContent(), siteName: 'Stale' }, version: 99 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await usage()).edits.used).toBe(start);
    const session = await t.ctx.db
      .selectFrom('edit_sessions')
      .selectAll()
      .where('website_id', '=', other)
      .executeTakeFirst();
    expect(session).toBeUndefined();
  });
});
