import path from 'node:path';
import { contentSchema } from '@mainstreet/site';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../src/testing/spawn-server';
import { type Client, createClient, createPgSchema, PG_URL } from './support';

const KILLS = 4;

type Website = {
  id: string;
  version: number;
  content: Record<string, unknown> & { hero: { headline: string } };
};

/**
 * Saves a website every 50 ms while the server is killed with SIGKILL and restarted, several times.
 * Afterwards every acknowledged save is there and the database is intact.
 */
async function runCrashScenario(env: Record<string, string>, dataDir?: string) {
  let server = await spawnServer({ env, dataDir });
  const dir = server.dataDir;
  const client: Client = createClient();
  await client.request(server.url, 'POST', '/api/auth/register', {
    email: `crash-${Date.now()}@example.com`,
    password: 'a long enough password',
  });
  const gen = await client.request(server.url, 'POST', '/api/websites/generate', {
    prompt: 'Copper Kettle is a tea room in York serving scones and loose-leaf tea.',
  });
  const site = (await gen.json()) as Website;
  let current = (await (
    await client.request(server.url, 'GET', `/api/websites/${site.id}`)
  ).json()) as Website;

  let lastAcked = { n: 0, version: current.version };
  let n = 0;
  let isRunning = true;
  const saver = (async () => {
    while (isRunning) {
      n++;
      const headline = `Save number ${n}`;
      try {
        const res = await client.request(server.url, 'PATCH', `/api/websites/${site.id}`, {
          content: { ...current.content, hero: { ...current.content.hero, headline } },
          version: current.version,
        });
        if (res.status === 200) {
          current = (await res.json()) as Website;
          lastAcked = { n, version: current.version };
        } else if (res.status === 409) {
          // A save that landed just before a kill was never acknowledged: take the newer version.
          current = (await (
            await client.request(server.url, 'GET', `/api/websites/${site.id}`)
          ).json()) as Website;
        }
      } catch {
        // The server is down: try again shortly.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  for (let i = 0; i < KILLS; i++) {
    await new Promise((r) => setTimeout(r, 600 + Math.random() * 600));
    await server.kill();
    server = await spawnServer({ env, dataDir: dir });
  }
  await new Promise((r) => setTimeout(r, 500));
  isRunning = false;
  await saver;

  const final = (await (
    await client.request(server.url, 'GET', `/api/websites/${site.id}`)
  ).json()) as Website;
  await server.stop();
  return { final, lastAcked, attempts: n, dataDir: dir };
}

function savedNumber(headline: string): number {
  return Number(headline.match(/Save number (\d+)/)?.[1] ?? 0);
}

describe('crash safety', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const fn of cleanups) await fn();
  });

  it('keeps every acknowledged save through SIGKILLs on SQLite', { timeout: 180_000 }, async () => {
    const { final, lastAcked, attempts, dataDir } = await runCrashScenario({});
    expect(attempts).toBeGreaterThan(20);
    expect(lastAcked.n).toBeGreaterThan(0);
    expect(final.version).toBeGreaterThanOrEqual(lastAcked.version);
    expect(savedNumber(final.content.hero.headline)).toBeGreaterThanOrEqual(lastAcked.n);

    const db = new SqliteDatabase(path.join(dataDir, 'mainstreet.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = db.prepare('select content from websites').all() as { content: string }[];
    db.close();
    for (const row of rows) expect(contentSchema.safeParse(JSON.parse(row.content)).success).toBe(true);
  });

  it.skipIf(!PG_URL)(
    'keeps every acknowledged save through SIGKILLs on PostgreSQL',
    { timeout: 180_000 },
    async () => {
      const schema = await createPgSchema();
      cleanups.push(schema.drop);
      const { final, lastAcked } = await runCrashScenario({ DATABASE_URL: schema.url });
      expect(lastAcked.n).toBeGreaterThan(0);
      expect(final.version).toBeGreaterThanOrEqual(lastAcked.version);
      expect(savedNumber(final.content.hero.headline)).toBeGreaterThanOrEqual(lastAcked.n);

      const client = new pg.Client({ connectionString: schema.url });
      await client.connect();
      const { rows } = await client.query<{ content: string }>('select content from websites');
      await client.end();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(contentSchema.safeParse(JSON.parse(row.content)).success).toBe(true);
    },
  );
});
