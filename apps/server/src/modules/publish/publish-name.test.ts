import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';

describeEachDatabase('publishing asks for the business name first', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  it('refuses a site still called "Your Business Name" with a 400 naming siteName, reserving nothing', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const content = sampleContent({ siteName: 'Your Business Name' });
    content.meta.placeholders = [...(content.meta.placeholders ?? []), 'siteName'];
    const id = await insertTestWebsite(t, { userId: owner.user.id }, { content, name: 'Your Business Name' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'siteName' });
    expect(res.json().message).toContain('business name');
    const hosted = await t.ctx.db
      .selectFrom('hosted_sites')
      .select('slug')
      .where('website_id', '=', id)
      .execute();
    expect(hosted).toEqual([]);
  });
});
