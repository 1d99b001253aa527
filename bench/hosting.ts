// `npm run bench -- hosting`: req/s and p99 of built-in hosting serving a published site's
// index.html (GET /s/{slug}/), 10 s at 50 connections. Target: ≥ 5,000 req/s on this machine.
import { createRequire } from 'node:module';
import os from 'node:os';
import { startBenchServer } from './_child-server';

/** The part of autocannon's API used here (the package ships no types). */
type CannonOptions = {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
};
type CannonResult = {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => Promise<CannonResult>;

type Ready = { port: number; barePort: number; slug: string; bytes: number };
const DURATION_S = process.env.BENCH_SHORT === '1' ? 3 : 10;
const CONNECTIONS = 50;
const TARGET = 5_000;

export async function run(): Promise<Record<string, unknown>> {
  const { ready, stop } = await startBenchServer<Ready>('_hosting-child.ts');
  try {
    const url = `http://127.0.0.1:${ready.port}/s/${ready.slug}/`;
    const bareUrl = `http://127.0.0.1:${ready.barePort}/s/${ready.slug}/`;
    // Warm both servers' JIT, then alternate two half-length rounds so a neighbour's burst of load
    // on this shared machine hits both the same way.
    await autocannon({ url, connections: CONNECTIONS, duration: 3 });
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 1 });
    const rounds: { site: CannonResult; bare: CannonResult }[] = [];
    for (let i = 0; i < 2; i++) {
      const site = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S / 2 });
      const bare = await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: DURATION_S / 2 });
      rounds.push({ site, bare });
    }
    const mean = (pick: (r: (typeof rounds)[number]) => CannonResult) =>
      Math.round(rounds.reduce((sum, r) => sum + pick(r).requests.average, 0) / rounds.length);
    const reqPerSec = mean((r) => r.site);
    const bareReqPerSec = mean((r) => r.bare);
    const p99Ms = Math.max(...rounds.map((r) => r.site.latency.p99));
    const bare = {
      latency: { p99: Math.max(...rounds.map((r) => r.bare.latency.p99)) },
      non2xx: 0,
      errors: 0,
    };
    for (const r of rounds) {
      bare.non2xx += r.bare.non2xx;
      bare.errors += r.bare.errors;
    }
    const result = {
      non2xx: rounds.reduce((sum, r) => sum + r.site.non2xx, 0),
      errors: rounds.reduce((sum, r) => sum + r.site.errors, 0),
    };
    const failures = result.non2xx + result.errors;
    console.log(
      `hosting: GET /s/${ready.slug}/ (index.html, ${ready.bytes} bytes), ${CONNECTIONS} connections, ${DURATION_S} s, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    console.table([
      {
        call: 'bare Fastify, same bytes from memory',
        'req/s': bareReqPerSec,
        'p99 ms': bare.latency.p99,
        'vs bare': '100%',
        'non-2xx/errors': bare.non2xx + bare.errors,
        target: '',
      },
      {
        call: 'GET /s/:slug/ (built-in hosting)',
        'req/s': reqPerSec,
        'p99 ms': p99Ms,
        'vs bare': `${((reqPerSec / bareReqPerSec) * 100).toFixed(0)}%`,
        'non-2xx/errors': failures,
        target: `≥ ${TARGET} req/s`,
      },
    ]);
    console.log(
      reqPerSec >= TARGET ? 'hosting: target met' : `hosting: BELOW TARGET (${reqPerSec} < ${TARGET} req/s)`,
    );
    return { reqPerSec, p99Ms, failures, bareReqPerSec, bytes: ready.bytes };
  } finally {
    stop();
  }
}
