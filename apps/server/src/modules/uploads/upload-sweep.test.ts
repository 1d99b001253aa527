import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import {
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
} from '../../testing/website-factories';
import { takeLease } from './job-lease';
import { sweepUnusedUploads } from './upload-sweep';

const DAY = 24 * 60 * 60 * 1000;

describeEachDatabase('unused upload sweep', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  async function uploadPhoto(cookie: string) {
    const { payload, headers } = multipartBody(await makeImage(1_000, 600, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().url as string;
  }
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const backdate = (url: string, ms: number) =>
    t.ctx.db
      .updateTable('media')
      .set({ created_at: new Date(Date.now() - ms).toISOString() })
      .where('url', '=', url)
      .execute();
  const variantsOf = async (url: string) => {
    const row = await t.ctx.db
      .selectFrom('media')
      .select('variants')
      .where('url', '=', url)
      .executeTakeFirstOrThrow();
    return (JSON.parse(row.variants) as { url: string }[]).map((v) => v.url);
  };

  it('deletes files no website uses once past the grace period, and keeps used and recent ones', async () => {
    const user = await signInAs(t);
    const used = await uploadPhoto(user.cookie);
    const orphan = await uploadPhoto(user.cookie);
    const recent = await uploadPhoto(user.cookie);
    // The site points at its photo with a query string, which is still the same file.
    const content = sampleContent({
      hero: { headline: 'Bread', subtitle: 'Leeds', buttonText: 'Visit', imageUrl: `${used}?n=2` },
    });
    await insertTestWebsite(t, { userId: user.id }, { content });
    await backdate(used, 2 * DAY);
    await backdate(orphan, 2 * DAY);
    const orphanFiles = await variantsOf(orphan);
    expect(orphanFiles).toHaveLength(3);

    const result = await sweepUnusedUploads(t.ctx);
    expect(result).toEqual({ skipped: false, deletedMedia: 1, deletedFiles: 3 });
    for (const url of orphanFiles) expect(await status(url)).toBe(404);
    expect(await status(used)).toBe(200);
    expect(await status(recent)).toBe(200);
    for (const url of await variantsOf(used)) expect(await status(url)).toBe(200);
    // Nothing left to do the second time.
    expect(await sweepUnusedUploads(t.ctx)).toEqual({ skipped: false, deletedMedia: 0, deletedFiles: 0 });
  });

  it('lets one instance sweep at a time: a held lease skips, an expired one is taken over', async () => {
    const user = await signInAs(t);
    const orphan = await uploadPhoto(user.cookie);
    await backdate(orphan, 2 * DAY);
    const now = new Date();
    expect(await takeLease(t.ctx.db, 'upload-sweep', 'other-instance', now, 10 * 60 * 1000)).toBe(true);
    expect(await sweepUnusedUploads(t.ctx, { now })).toEqual({
      skipped: true,
      deletedMedia: 0,
      deletedFiles: 0,
    });
    expect(await status(orphan)).toBe(200);
    // The other instance died holding it: after the lease runs out, this one sweeps.
    const later = new Date(now.getTime() + 11 * 60 * 1000);
    expect((await sweepUnusedUploads(t.ctx, { now: later })).deletedMedia).toBe(1);
    expect(await status(orphan)).toBe(404);
  });
});
