import pg from 'pg';
import { cookieHeaderFrom } from '../../src/testing/factories';

export const PG_URL = process.env.TEST_DATABASE_URL;
export const REDIS_URL = process.env.TEST_REDIS_URL;

/** A fresh schema of the test PostgreSQL database, as a DATABASE_URL, and a drop function. */
export async function createPgSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!PG_URL) throw new Error('TEST_DATABASE_URL is not set');
  const run = process.env.MAINSTREET_TEST_RUN;
  // In a test run the global teardown drops it (see pg-global-setup.ts); a bench drops its own.
  const schema = `t_${run ?? 'bench'}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      if (run) return;
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export type Client = {
  cookie: string;
  request: (
    base: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Response>;
};

/** A cookie-keeping HTTP client that can talk to any instance. */
export function createClient(): Client {
  const client: Client = {
    cookie: '',
    async request(base, method, path, body, headers = {}) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(client.cookie ? { cookie: client.cookie } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const set = res.headers.getSetCookie();
      if (set.length) {
        const jar = new Map(
          client.cookie
            .split('; ')
            .filter(Boolean)
            .map((p) => [p.split('=')[0], p] as const),
        );
        for (const pair of cookieHeaderFrom(set).split('; ').filter(Boolean))
          jar.set(pair.split('=')[0], pair);
        client.cookie = [...jar.values()].join('; ');
      }
      return res;
    },
  };
  return client;
}

/** A small valid PNG (2×2), made by hand so the test needs no image library. */
export async function samplePng(): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  return new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer(),
  );
}
