import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';

/** A save of another owner's website is refused as "not found" and leaves nothing behind. */
describeEachDatabase('a refused save of someone else’s website', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const countersOf = (userId: string) =>
    t.ctx.db.selectFrom('usage_counters').selectAll().where('user_id', '=', userId).execute();

  const saveAs = (cookie: string, id: string, headline: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie },
      payload: { content: sampleContent({ hero: { headline, subtitle: 'Leeds', buttonText: 'Visit' } }) },
    });

  it('writes no usage row for the one who tried, and leaves a counted month as it was', async () => {
    const owner = await signInAs(t);
    const stranger = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: owner.id });
    const refused = await saveAs(stranger.cookie, id, 'Not yours');
    expect(refused.statusCode).toBe(404);
    expect(await countersOf(stranger.id)).toEqual([]);

    // A stranger who has edited this month keeps exactly the edits they made.
    const own = await insertTestWebsite(t, { userId: stranger.id });
    expect((await saveAs(stranger.cookie, own, 'My own bread')).statusCode).toBe(200);
    expect((await saveAs(stranger.cookie, id, 'Still not yours')).statusCode).toBe(404);
    expect((await countersOf(stranger.id)).map((row) => row.edits)).toEqual([1]);
    const site = await t.ctx.db
      .selectFrom('websites')
      .select('content')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(site?.content).not.toContain('not yours');
  });
});
