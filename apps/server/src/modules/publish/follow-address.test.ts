import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { followAddress } from './follow-address';

const PUBLIC_URL = 'https://app.mainstreet.com';

describeEachDatabase('a site follows its address', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(async () => t.close());

  async function liveSite(name: string) {
    const owner = await createUserAndSignIn(t);
    const id = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: name }), name },
    );
    await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie: owner.cookie },
    });
    // As a removed domain leaves it: the live address names a host that no longer serves the site.
    await t.ctx.db
      .updateTable('websites')
      .set({ live_url: 'https://gone-bakery.com/' })
      .where('id', '=', id)
      .execute();
    return id;
  }
  const row = (id: string) =>
    t.ctx.db
      .selectFrom('websites')
      .select(['live_url', 'needs_redeployment'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('is published again at the address that serves it when nothing else changed', async () => {
    const id = await liveSite('Follow Bakery');
    expect(await followAddress(t.ctx, id)).toBe('republished');
    expect(await row(id)).toEqual({ live_url: `${PUBLIC_URL}/s/follow-bakery/`, needs_redeployment: 0 });
    const page = await t.app.inject({
      method: 'GET',
      url: '/s/follow-bakery/',
      headers: { host: 'app.mainstreet.com' },
    });
    expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/s/follow-bakery/">`);
    expect(await followAddress(t.ctx, id)).toBe('unchanged');
  });

  it('publishes no unpublished edits behind the owner: the address moves and a Redeploy is asked for', async () => {
    const id = await liveSite('Edited Bakery');
    await t.ctx.db.updateTable('websites').set({ needs_redeployment: 1 }).where('id', '=', id).execute();
    expect(await followAddress(t.ctx, id)).toBe('redeploy-needed');
    expect(await row(id)).toEqual({ live_url: `${PUBLIC_URL}/s/edited-bakery/`, needs_redeployment: 1 });
  });
});
