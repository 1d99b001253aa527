import type autocannon from 'autocannon';
import pg from 'pg';
import { type RunningServer, spawnServer } from '../apps/server/src/testing/spawn-server';
import { createClient, createPgSchema } from '../apps/server/test/production/support';
import { isShort, type LoadResult, load, peakRssMb, printTable } from './_support';

// Mixed traffic (list, get, save, share page, published site) against one instance on PostgreSQL,
// then against two instances sharing it: 50 connections, 60 s (5 s with BENCH_SHORT=1).
const CONNECTIONS = 50;
const DURATION = isShort ? 5 : 60;

async function seed(server: RunningServer, databaseUrl: string) {
  const client = createClient();
  const email = `load-${Date.now()}@example.com`;
  await client.request(server.url, 'POST', '/api/auth/register', {
    email,
    password: 'a long enough password',
  });
  // Pro has unlimited edits, so every save in the mix is a real save (not a quota refusal).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query('update users set plan = $1 where email = $2', ['pro', email]);
  await db.end();
  const ids: string[] = [];
  for (const prompt of [
    'Northside Physio in Bristol: sports injuries, back pain and rehab.',
    'Blue Door Bakery, sourdough and custom cakes in Leeds.',
    'Greenway Landscaping in Austin: lawn care, patios and irrigation.',
  ]) {
    const res = await client.request(server.url, 'POST', '/api/websites/generate', { prompt });
    ids.push(((await res.json()) as { id: string }).id);
  }
  const site = (await (await client.request(server.url, 'GET', `/api/websites/${ids[0]}`)).json()) as {
    content: unknown;
  };
  const published = (await (
    await client.request(server.url, 'POST', `/api/websites/${ids[0]}/publish`)
  ).json()) as {
    url: string;
  };
  // The share page is reached by its link's token, never by the website id.
  const share = (await (
    await client.request(server.url, 'POST', `/api/websites/${ids[1]}/share`, {})
  ).json()) as { url: string };
  return {
    cookie: client.cookie,
    ids,
    content: site.content,
    livePath: new URL(published.url).pathname,
    sharePath: new URL(share.url).pathname,
  };
}

/**
 * Share pages are opened by many visitors, each limited per address: behind the proxy the
 * instances trust (TRUST_PROXY), every request comes from another made-up visitor address.
 */
let visitor = 0;
function fromAnotherVisitor(req: autocannon.Request): autocannon.Request {
  visitor = (visitor + 1) % 65_000;
  return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.1.${visitor >> 8}.${visitor & 255}` } };
}

function requestsFor(s: Awaited<ReturnType<typeof seed>>) {
  const headers = { cookie: s.cookie, 'content-type': 'application/json' };
  return [
    { method: 'GET' as const, path: '/api/websites', headers },
    { method: 'GET' as const, path: `/api/websites/${s.ids[1]}`, headers },
    {
      method: 'PATCH' as const,
      path: `/api/websites/${s.ids[2]}`,
      headers,
      body: JSON.stringify({ content: s.content }),
    },
    { method: 'GET' as const, path: s.sharePath, setupRequest: fromAnotherVisitor },
    { method: 'GET' as const, path: s.livePath },
  ];
}

function row(name: string, r: LoadResult, rss: string) {
  return {
    run: name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    errors: r.errors,
    '5xx': r.status5xx,
    'non-2xx': r.non2xx,
    'peak RSS MB': rss,
  };
}

export async function run() {
  const schema = await createPgSchema();
  const env = {
    DATABASE_URL: schema.url,
    LOG_LEVEL: 'error',
    SECRET_KEY: 'bench-secret-key-shared-by-both-instances-000',
    // As in production behind a load balancer: the visitor's address comes from X-Forwarded-For.
    TRUST_PROXY: 'loopback',
  };
  const one = await spawnServer({ env });
  try {
    const s = await seed(one, schema.url);
    const single = await load({
      url: one.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: requestsFor(s),
    });
    const singleRss = peakRssMb(one.pid);
    const two = await spawnServer({ env });
    try {
      const [ra, rb] = await Promise.all([
        load({ url: one.url, connections: CONNECTIONS / 2, duration: DURATION, requests: requestsFor(s) }),
        load({ url: two.url, connections: CONNECTIONS / 2, duration: DURATION, requests: requestsFor(s) }),
      ]);
      const both: LoadResult = {
        rps: ra.rps + rb.rps,
        p50: Math.max(ra.p50, rb.p50),
        p99: Math.max(ra.p99, rb.p99),
        errors: ra.errors + rb.errors,
        non2xx: ra.non2xx + rb.non2xx,
        status5xx: ra.status5xx + rb.status5xx,
        total: ra.total + rb.total,
        otherStatuses: [ra.otherStatuses, rb.otherStatuses].filter(Boolean).join(' '),
      };
      printTable(
        `Mixed load on PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s (targets: zero errors, zero 5xx)`,
        [
          row('one instance', single, String(singleRss)),
          row('two instances', both, `${peakRssMb(one.pid)} / ${peakRssMb(two.pid)}`),
        ],
      );
      console.log(`two instances / one instance throughput: ${(both.rps / single.rps).toFixed(2)}×`);
      if (single.errors + single.status5xx + single.non2xx + both.errors + both.status5xx + both.non2xx > 0) {
        const statuses = [single.otherStatuses, both.otherStatuses].filter(Boolean).join(' ');
        throw new Error(
          `load test saw errors or answers other than 2xx (${statuses || 'connection errors'})`,
        );
      }
      return { single, both };
    } finally {
      await two.stop();
    }
  } finally {
    await one.stop();
    await schema.drop();
  }
}
