import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDataDir } from '../../src/backup/backup';
import { restoreDataDir } from '../../src/backup/restore';
import { loadConfig } from '../../src/config';
import { type RunningServer, spawnServer } from '../../src/testing/spawn-server';
import { multipartBody } from '../../src/testing/website-factories';
import { type Client, createClient, createPgSchema, PG_URL, samplePng } from './support';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

type Website = {
  id: string;
  version: number;
  content: Record<string, unknown> & { hero: { headline: string } };
};

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

function configFor(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
}

/** `npm run backup|restore -- DIR` as an operator types it; answers its exit code and output. */
async function runCommand(command: 'backup' | 'restore', dir: string, dataDir: string) {
  try {
    const { stdout } = await run('npm', ['run', '-s', command, '--', dir], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function upload(client: Client, base: string, png: Uint8Array): Promise<string> {
  const { payload, headers } = multipartBody(Buffer.from(png));
  const res = await fetch(`${base}/api/upload`, {
    method: 'POST',
    headers: { ...headers, cookie: client.cookie },
    body: payload,
  });
  return (await json<{ url: string }>(res)).url;
}

/** An owner with two sites (one published, with a photo and a contact message) on a running server. */
async function makeOwner(server: RunningServer) {
  const client = createClient();
  const email = `owner-${Date.now()}@example.com`;
  await json(
    await client.request(server.url, 'POST', '/api/auth/register', {
      email,
      password: 'a long enough password',
    }),
  );
  const sites: Website[] = [];
  for (const prompt of [
    'Copper Kettle is a tea room in York serving scones and loose-leaf tea. Call 01904 555 123.',
    'Harbour Bikes repairs and rents bicycles in Whitby. Email hello@harbourbikes.example.',
  ])
    sites.push(
      await json<Website>(await client.request(server.url, 'POST', '/api/websites/generate', { prompt })),
    );
  const photo = await upload(client, server.url, await samplePng());
  const first = await json<Website>(await client.request(server.url, 'GET', `/api/websites/${sites[0].id}`));
  await json(
    await client.request(server.url, 'PATCH', `/api/websites/${first.id}`, {
      content: { ...first.content, hero: { ...first.content.hero, imageUrl: photo } },
      version: first.version,
    }),
  );
  const published = await json<{ url: string }>(
    await client.request(server.url, 'POST', `/api/websites/${first.id}/publish`),
  );
  const page = await (await fetch(published.url)).text();
  const action = page.match(/action="([^"]*\/api\/forms\/[^"]+)"/)?.[1];
  expect(action, 'the published page has a contact form').toBeTruthy();
  const form = await fetch(action as string, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Do you open on Sundays?' }),
  });
  expect(form.status).toBe(200);
  return { client, email, sites, photo, publishedPath: new URL(published.url).pathname };
}

describe('backup and restore on SQLite', () => {
  afterAll(() => {
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up under a load of saves and uploads, and the restored server has everything and serves the same pages', {
    timeout: 240_000,
  }, async () => {
    const server = await spawnServer();
    tempDirs.push(server.dataDir);
    const owner = await makeOwner(server);
    const png = await samplePng();

    // The load: saves of the second site and uploads, as fast as the server takes them.
    let current = await json<Website>(
      await owner.client.request(server.url, 'GET', `/api/websites/${owner.sites[1].id}`),
    );
    const savedHeadlines = new Map<number, string>();
    const uploads: string[] = [owner.photo];
    let isLoading = true;
    let saves = 0;
    const saver = (async () => {
      while (isLoading) {
        const headline = `Saved ${++saves}`;
        const res = await owner.client.request(server.url, 'PATCH', `/api/websites/${current.id}`, {
          content: { ...current.content, hero: { ...current.content.hero, headline } },
          version: current.version,
        });
        expect(res.status).toBe(200);
        current = (await res.json()) as Website;
        savedHeadlines.set(current.version, headline);
      }
    })();
    // Uploads at up to 20 a second and at most 100 in all: the server takes 120 an hour from one
    // account, and on an idle machine an unpaced loop passes that before the backup is done.
    const uploader = (async () => {
      while (isLoading && uploads.length < 100) {
        uploads.push(await upload(owner.client, server.url, png));
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 1_000));
    const versionBefore = current.version;
    const uploadsBefore = uploads.length;

    const backupDir = path.join(tempDir('mainstreet-backup-'), 'snapshot');
    const lines = backupDataDir(configFor(server.dataDir), backupDir);
    expect(lines.join('\n')).toMatch(/secret\.key is not in the backup/);
    await new Promise((r) => setTimeout(r, 300));
    isLoading = false;
    await Promise.all([saver, uploader]);
    expect(saves).toBeGreaterThan(5);
    expect(uploads.length).toBeGreaterThan(uploadsBefore);

    // Restore refuses while the server runs, and into a folder that already holds data.
    const busy = await runCommand('restore', backupDir, server.dataDir);
    expect(busy.code).toBe(1);
    expect(busy.output).toContain('A Mainstreet server is running on DATA_DIR');
    const publishedBefore = await (await fetch(`${server.url}${owner.publishedPath}`)).arrayBuffer();
    await server.stop();
    const notEmpty = await runCommand('restore', backupDir, server.dataDir);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toContain('already holds data (mainstreet.sqlite, uploads');

    const restoredDir = path.join(tempDir('mainstreet-restored-'), 'data');
    const restored = await runCommand('restore', backupDir, restoredDir);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('copy the old DATA_DIR/secret.key');

    // Every file a row of the restored database names is there.
    const db = new SqliteDatabase(path.join(restoredDir, 'mainstreet.sqlite'), { readonly: true });
    const keys = db.prepare('select key from media').all() as { key: string }[];
    const messages = db.prepare('select message from contact_messages').all() as { message: string }[];
    db.close();
    for (const { key } of keys) expect(fs.existsSync(path.join(restoredDir, 'uploads', key)), key).toBe(true);
    expect(messages.map((m) => m.message)).toEqual(['Do you open on Sundays?']);

    const again = await spawnServer({ dataDir: restoredDir });
    try {
      const client = createClient();
      await json(
        await client.request(again.url, 'POST', '/api/auth/login', {
          email: owner.email,
          password: 'a long enough password',
        }),
      );
      const list = await json<{ id: string }[] | { websites: { id: string }[] }>(
        await client.request(again.url, 'GET', '/api/websites'),
      );
      const ids = (Array.isArray(list) ? list : list.websites).map((w) => w.id).sort();
      expect(ids).toEqual(owner.sites.map((s) => s.id).sort());
      const site = await json<Website>(await client.request(again.url, 'GET', `/api/websites/${current.id}`));
      // Every save acknowledged before the backup began is in it, and the one it holds is whole.
      expect(site.version).toBeGreaterThanOrEqual(versionBefore);
      expect(site.content.hero.headline).toBe(savedHeadlines.get(site.version));
      for (const url of uploads.slice(0, uploadsBefore)) {
        const res = await fetch(`${again.url}${url}`);
        expect(res.status, url).toBe(200);
      }
      const inbox = await json<{ messages: { message: string }[] }>(
        await client.request(again.url, 'GET', `/api/websites/${owner.sites[0].id}/messages`),
      );
      expect(inbox.messages.map((m) => m.message)).toEqual(['Do you open on Sundays?']);
      const publishedAfter = await (await fetch(`${again.url}${owner.publishedPath}`)).arrayBuffer();
      expect(Buffer.from(publishedAfter).equals(Buffer.from(publishedBefore))).toBe(true);
    } finally {
      await again.stop();
    }
  });

  it('refuses a folder that is not a backup, and a backup into a folder that is not empty', async () => {
    const dataDir = tempDir('mainstreet-data-');
    const notBackup = tempDir('mainstreet-nothing-');
    const refused = await runCommand('restore', notBackup, path.join(dataDir, 'fresh'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not a finished Mainstreet backup');
    fs.writeFileSync(path.join(notBackup, 'note.txt'), 'mine');
    const full = await runCommand('backup', notBackup, dataDir);
    expect(full.code).toBe(1);
    expect(full.output).toContain('is not empty: back up into a new or empty folder');
  });

  it.skipIf(!PG_URL)(
    'with PostgreSQL, backs up the uploads and says the database needs pg_dump',
    async () => {
      const schema = await createPgSchema();
      const server = await spawnServer({ env: { DATABASE_URL: schema.url } });
      tempDirs.push(server.dataDir);
      try {
        const owner = await makeOwner(server);
        const backupDir = path.join(tempDir('mainstreet-backup-'), 'pg');
        const lines = backupDataDir(
          loadConfig({ NODE_ENV: 'test', DATA_DIR: server.dataDir, DATABASE_URL: schema.url }),
          backupDir,
        ).join('\n');
        expect(lines).toContain('back it up with pg_dump');
        const key = owner.photo.split('/').pop() as string;
        expect(fs.existsSync(path.join(backupDir, 'uploads', key))).toBe(true);
        const restoredDir = path.join(tempDir('mainstreet-restored-'), 'data');
        const restored = restoreDataDir(
          loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir, DATABASE_URL: schema.url }),
          backupDir,
        ).join('\n');
        expect(restored).toContain('restore it with pg_restore');
        expect(fs.existsSync(path.join(restoredDir, 'uploads', key))).toBe(true);
      } finally {
        await server.stop();
        await schema.drop();
      }
    },
  );
});
