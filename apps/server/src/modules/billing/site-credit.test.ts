import { unzipSync } from 'fflate';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';
const CREDIT = `<p class="ftr-made"><a href="${PUBLIC_URL}/">Made with Mainstreet</a></p>`;

describeEachDatabase('the "Made with Mainstreet" credit follows the plan table', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function ownSite(plan: string, name: string) {
    const owner = await signInAs(t, { plan });
    const id = await insertTestWebsite(
      t,
      { userId: owner.id },
      { content: sampleContent({ siteName: name }), name },
    );
    return { owner, id };
  }

  async function publishedPage(cookie: string, id: string): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    expect(page.statusCode).toBe(200);
    return page.body;
  }

  async function zippedPage(cookie: string, id: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}/download`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return new TextDecoder().decode(unzipSync(new Uint8Array(res.rawPayload))['index.html']);
  }

  const setPlan = (userId: string, plan: string) =>
    t.ctx.db.updateTable('users').set({ plan }).where('id', '=', userId).execute();

  it('is on a Starter owner’s published page and zip, and gone at Builder and Pro', async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
    const starter = await ownSite('starter', 'Starter Bakery');
    expect(await publishedPage(starter.owner.cookie, starter.id)).toContain(CREDIT);
    expect(await zippedPage(starter.owner.cookie, starter.id)).toContain(CREDIT);
    for (const plan of ['builder', 'pro']) {
      const paid = await ownSite(plan, `${plan} Bakery`);
      expect(await publishedPage(paid.owner.cookie, paid.id)).not.toContain('Made with Mainstreet');
      expect(await zippedPage(paid.owner.cookie, paid.id)).not.toContain('Made with Mainstreet');
    }
  });

  it('follows a plan change on the next publish and the next zip of the same version', async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
    const { owner, id } = await ownSite('starter', 'Changing Bakery');
    expect(await zippedPage(owner.cookie, id)).toContain(CREDIT);
    const before = await publishedPage(owner.cookie, id);
    expect(before).toContain(CREDIT);
    await setPlan(owner.id, 'builder');
    // The zip cache keeps a version's bytes, but not across a plan change.
    expect(await zippedPage(owner.cookie, id)).not.toContain('Made with Mainstreet');
    expect(await publishedPage(owner.cookie, id)).not.toContain('Made with Mainstreet');
  });

  it('is on no page of a server that sells nothing (payments off)', async () => {
    t = await createTestApp(kind, { PUBLIC_URL }, { overrides: { payments: null } });
    const { owner, id } = await ownSite('starter', 'Self-hosted Bakery');
    expect(await publishedPage(owner.cookie, id)).not.toContain('Made with Mainstreet');
    expect(await zippedPage(owner.cookie, id)).not.toContain('Made with Mainstreet');
  });
});
