import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, expect, it, vi } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs, type TestUser } from '../../testing/website-factories';

const MB = 1024 * 1024;
const PUBLIC_URL = 'http://mainstreet.test';

describeEachDatabase('built zips kept on storage', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  async function start(env: Record<string, string> = {}) {
    t = await createTestApp(kind, { PUBLIC_URL, ...env });
    // Every zip built is stored once: the number of stores is the number of builds.
    return vi.spyOn(t.ctx.storage, 'putFile');
  }

  /** A site with a 9 MB video of its own: too large for the in-memory cache, so storage serves it. */
  async function largeSite(owner: TestUser, name = 'Rosa Bakery') {
    const key = `video-${owner.id}-${name.length}.mp4`;
    const file = path.join(t.dataDir, 'uploads', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.alloc(9 * MB, 7));
    const content = sampleContent({
      siteName: name,
      hero: { headline: 'Fresh bread', videoUrl: `/uploads/${key}` },
    });
    return { id: await insertTestWebsite(t, { userId: owner.id }, { content, name }), content };
  }

  async function exportZip(owner: TestUser, id: string): Promise<Buffer> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}/export`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  }

  const pageOf = (zip: Buffer) => new TextDecoder().decode(unzipSync(new Uint8Array(zip))['index.html']);
  const storedZips = () => t.ctx.db.selectFrom('site_zips').selectAll().execute();

  it('streams a repeat export from storage without building it again', async () => {
    const builds = await start();
    const owner = await signInAs(t, { plan: 'pro' });
    const { id } = await largeSite(owner);
    const first = await exportZip(owner, id);
    const second = await exportZip(owner, id);
    expect(builds).toHaveBeenCalledTimes(1);
    expect(Buffer.compare(first, second)).toBe(0);
    const [row] = await storedZips();
    expect(row.website_id).toBe(id);
    expect(Number(row.size_bytes)).toBe(first.byteLength);
    expect(await t.ctx.storage.size(row.storage_key)).toBe(first.byteLength);
  });

  it('builds a new zip after a save, and keeps only the newest one', async () => {
    const builds = await start();
    const owner = await signInAs(t, { plan: 'pro' });
    const { id, content } = await largeSite(owner);
    const first = await exportZip(owner, id);
    const [old] = await storedZips();
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: owner.cookie },
      payload: { content: { ...content, siteName: 'Rosa Two' } },
    });
    expect(save.statusCode).toBe(200);
    const second = await exportZip(owner, id);
    expect(builds).toHaveBeenCalledTimes(2);
    expect(pageOf(first)).not.toContain('Rosa Two');
    expect(pageOf(second)).toContain('Rosa Two');
    const rows = await storedZips();
    expect(rows).toHaveLength(1);
    expect(rows[0].storage_key).not.toBe(old.storage_key);
    expect(await t.ctx.storage.exists(old.storage_key)).toBe(false);
  });

  it('deletes the stored zip with its website', async () => {
    await start();
    const owner = await signInAs(t, { plan: 'pro' });
    const { id } = await largeSite(owner);
    await exportZip(owner, id);
    const [row] = await storedZips();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedZips()).toHaveLength(0);
    expect(await t.ctx.storage.exists(row.storage_key)).toBe(false);
  });

  it('builds a zip without the credit once the owner moves to a plan without it', async () => {
    const builds = await start();
    const owner = await signInAs(t, { plan: 'starter' });
    const { id } = await largeSite(owner);
    expect(pageOf(await exportZip(owner, id))).toContain('Made with Mainstreet');
    await t.ctx.db.updateTable('users').set({ plan: 'pro' }).where('id', '=', owner.id).execute();
    expect(pageOf(await exportZip(owner, id))).not.toContain('Made with Mainstreet');
    expect(builds).toHaveBeenCalledTimes(2);
    expect(await storedZips()).toHaveLength(1);
  });

  it('keeps the zips within ZIP_CACHE_MB, dropping the least recently downloaded', async () => {
    await start({ ZIP_CACHE_MB: '20' });
    const owner = await signInAs(t, { plan: 'pro' });
    const sites = [
      await largeSite(owner, 'One'),
      await largeSite(owner, 'Two'),
      await largeSite(owner, 'Three'),
    ];
    await exportZip(owner, sites[0].id);
    await exportZip(owner, sites[1].id);
    // The first is downloaded again, so the second is now the least recently used.
    await exportZip(owner, sites[0].id);
    await exportZip(owner, sites[2].id);
    const kept = (await storedZips()).map((row) => row.website_id).sort();
    expect(kept).toEqual([sites[0].id, sites[2].id].sort());
    const total = (await storedZips()).reduce((sum, row) => sum + Number(row.size_bytes), 0);
    expect(total).toBeLessThanOrEqual(20 * MB);
  });
});
