import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../../src/modules/auth/abuse';
import { startLocalS3 } from '../../src/testing/local-s3';
import { type RunningServer, spawnServer } from '../../src/testing/spawn-server';
import { createClient, createPgSchema, PG_URL, REDIS_URL, samplePng } from './support';

// Two server processes sharing PostgreSQL, Redis and an S3-compatible store: consecutive requests of
// one user land on different instances and nothing notices. Runs when CI's services are configured.
describe.skipIf(!PG_URL || !REDIS_URL)('two instances share everything', () => {
  let a: RunningServer;
  let b: RunningServer;
  let cleanup: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const s3 = await startLocalS3();
    const pgSchema = await createPgSchema();
    cleanup = [s3.stop, pgSchema.drop];
    // A Redis database of its own, emptied first: counters from earlier runs must not count here.
    const redisUrl = new URL(REDIS_URL!);
    redisUrl.pathname = '/15';
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    redis.disconnect();
    const env = {
      DATABASE_URL: pgSchema.url,
      REDIS_URL: redisUrl.toString(),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SECRET_KEY: 'a-shared-secret-key-for-both-instances-0123456789',
    };
    // Started one after the other on purpose too: migrations must be safe when both start at once.
    [a, b] = await Promise.all([spawnServer({ env }), spawnServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const fn of cleanup.reverse()) await fn();
  });

  it('keeps a user signed in on the other instance', async () => {
    const client = createClient();
    const reg = await client.request(a.url, 'POST', '/api/auth/register', {
      email: `multi-${Date.now()}@example.com`,
      password: 'a long enough password',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(reg.status).toBeLessThan(300);
    const me = await client.request(b.url, 'GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Ada');
  });

  it('serves from one instance a file uploaded to the other', async () => {
    const client = createClient();
    await client.request(a.url, 'POST', '/api/auth/register', {
      email: `upload-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    const form = new FormData();
    form.append('file', new Blob([await samplePng()], { type: 'image/png' }), 'photo.png');
    const up = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { cookie: client.cookie },
    });
    expect(up.status).toBe(200);
    const { url } = (await up.json()) as { url: string };
    const served = await fetch(new URL(url, b.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('counts a rate limit over requests made to both instances', async () => {
    const client = createClient();
    const email = `limited-${Date.now()}@example.com`;
    await client.request(a.url, 'POST', '/api/auth/register', { email, password: 'the right password' });
    // Reset codes are limited per email in the shared store (sign-in slows down per account instead).
    const limit = Math.min(AUTH_LIMITS.forgot.email, AUTH_LIMITS.forgot.ip);
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await createClient().request(server.url, 'POST', '/api/auth/forgot-password', { email });
      statuses.push(res.status);
    }
    // Shared counters: the attempt after the limit is refused although each instance saw only half.
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
    expect(statuses[limit]).toBe(429);
  });

  it('serves from one instance the site published on the other, and refuses a stale save on either', async () => {
    const client = createClient();
    await client.request(a.url, 'POST', '/api/auth/register', {
      email: `publish-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    const gen = await client.request(a.url, 'POST', '/api/websites/generate', {
      prompt: 'Harbour Lights is a seafood restaurant in Whitby, fresh fish and chips daily.',
    });
    expect(gen.status).toBe(200);
    const site = (await gen.json()) as { id: string; content: { hero: { headline: string } } };
    const pub = await client.request(a.url, 'POST', `/api/websites/${site.id}/publish`);
    expect(pub.status).toBe(200);
    const { url } = (await pub.json()) as { url: string };
    const live = await fetch(new URL(new URL(url).pathname, b.url));
    expect(live.status).toBe(200);
    expect(await live.text()).toContain('Harbour Lights');

    const current = (await (await client.request(b.url, 'GET', `/api/websites/${site.id}`)).json()) as {
      version: number;
      content: Record<string, unknown>;
    };
    const first = await client.request(b.url, 'PATCH', `/api/websites/${site.id}`, {
      content: { ...current.content, siteName: 'Harbour Lights Whitby' },
      version: current.version,
    });
    expect(first.status).toBe(200);
    const stale = await client.request(a.url, 'PATCH', `/api/websites/${site.id}`, {
      content: { ...current.content, siteName: 'Overwritten' },
      version: current.version,
    });
    expect(stale.status).toBe(409);
    const after = (await (await client.request(a.url, 'GET', `/api/websites/${site.id}`)).json()) as {
      content: { siteName: string };
    };
    expect(after.content.siteName).toBe('Harbour Lights Whitby');
  });

  it('gives one consistent result when the same site is published on both at the same moment', async () => {
    const client = createClient();
    await client.request(a.url, 'POST', '/api/auth/register', {
      email: `race-${Date.now()}@example.com`,
      password: 'a long enough password',
    });
    const gen = await client.request(b.url, 'POST', '/api/websites/generate', {
      prompt: 'Fern & Stone is a florist in Bath: wedding flowers, bouquets and plants.',
    });
    const site = (await gen.json()) as { id: string };
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all([
        client.request(a.url, 'POST', `/api/websites/${site.id}/publish`),
        client.request(b.url, 'POST', `/api/websites/${site.id}/publish`),
      ]);
      for (const res of answers) expect([200, 409]).toContain(res.status);
      expect(answers.some((res) => res.status === 200)).toBe(true);
    }
    const { publishes: list } = (await (
      await client.request(a.url, 'GET', `/api/websites/${site.id}/publishes`)
    ).json()) as { publishes: { number: number; isLive: boolean }[] };
    expect(list.filter((p) => p.isLive)).toHaveLength(1);
    const numbers = list.map((p) => p.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    const website = (await (await client.request(b.url, 'GET', `/api/websites/${site.id}`)).json()) as {
      netlifyUrl: string;
    };
    const [fromA, fromB] = await Promise.all(
      [a, b].map(async (s) => (await fetch(new URL(new URL(website.netlifyUrl).pathname, s.url))).text()),
    );
    expect(fromA).toContain('Fern &amp; Stone');
    expect(fromA).toBe(fromB);
  });
});
