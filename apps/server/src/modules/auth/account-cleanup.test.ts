import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
  type TestUser,
} from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';

describeEachDatabase('account deletion leaves nothing public', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterEach(async () => {
    await t.close();
  });

  const storedFiles = () => {
    const dir = path.join(t.dataDir, 'uploads');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };

  async function publishedSiteWithPhoto(user: TestUser, name: string) {
    const { payload, headers } = multipartBody(await makeImage(1_200, 800, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: user.cookie },
    });
    expect(up.statusCode).toBe(200);
    const imageUrl = up.json().url as string;
    const content = sampleContent({
      siteName: name,
      hero: { headline: `${name} headline`, subtitle: 'Bread.', buttonText: 'Visit', imageUrl },
    });
    const id = await insertTestWebsite(t, { userId: user.id }, { content, name });
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie: user.cookie },
    });
    expect(published.statusCode).toBe(200);
    return { id, imageUrl, liveUrl: new URL(published.json().url as string).pathname };
  }

  it('deletes the account’s uploads from storage and its published pages from the database', async () => {
    const leaving = await signInAs(t);
    const staying = await signInAs(t);
    const gone = await publishedSiteWithPhoto(leaving, 'Leaving Bakery');
    const kept = await publishedSiteWithPhoto(staying, 'Staying Bakery');
    const filesBefore = storedFiles();
    // Each photo is stored with its srcset widths (480, 960 and the full 1,200).
    expect(filesBefore).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: gone.liveUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: gone.imageUrl })).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { cookie: leaving.cookie },
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(200);

    // Every instance keeps "what is live" for at most a second (hosted-cache.ts), as after unpublish.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await t.app.inject({ method: 'GET', url: gone.liveUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: gone.imageUrl })).statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(3);
    expect(storedFiles().every((f) => filesBefore.includes(f))).toBe(true);
    const db = t.ctx.db;
    expect(await db.selectFrom('media').select('id').where('user_id', '=', leaving.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('hosted_sites').select('slug').where('website_id', '=', gone.id).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('publishes').select('id').where('website_id', '=', gone.id).execute()).toEqual(
      [],
    );
    // No stored snapshot byte still holds the deleted site's page.
    const blobs = await db.selectFrom('publish_blobs').select('body').execute();
    const texts = blobs.map((b) => Buffer.from(b.body).toString('latin1'));
    expect(texts.some((text) => text.includes('Leaving Bakery headline'))).toBe(false);
    expect(texts.some((text) => text.includes('Staying Bakery headline'))).toBe(true);

    // The other owner's site, photo and shared files are untouched.
    const live = await t.app.inject({ method: 'GET', url: kept.liveUrl });
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Staying Bakery headline');
    expect((await t.app.inject({ method: 'GET', url: kept.imageUrl })).statusCode).toBe(200);
  });
});
