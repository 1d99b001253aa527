// `npm run bench -- hosting`: req/s and p99 of built-in hosting serving a published site's
// index.html (GET /s/{slug}/) brotli-compressed, 10 s at 50 connections, side by side with bare
// Fastify and with Debian's nginx serving the same page with gzip_static (skipped when nginx is
// not installed). Requests carry a browser's user agent, so built-in hosting counts every one as a
// visit (issue #30: the target holds with counting on). Targets: ≥ 5,000 req/s, ≥ 0.8× nginx,
// p99 < 20 ms.
import { createRequire } from 'node:module';
import os from 'node:os';
import { startBenchServer } from './_child-server';
import { startNginx } from './_nginx';

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

type Ready = {
  port: number;
  barePort: number;
  slug: string;
  bytes: number;
  brotliBytes: number;
  nginxRoot: string;
};
const DURATION_S = process.env.BENCH_SHORT === '1' ? 3 : 10;
const CONNECTIONS = 50;
const TARGET = 5_000;
const NGINX_RATIO = 0.8;
const P99_MS = 20;

export async function run(): Promise<Record<string, unknown>> {
  const { ready, stop } = await startBenchServer<Ready>('_hosting-child.ts');
  const nginx = await startNginx(ready.nginxRoot);
  if (!nginx)
    console.log('hosting: nginx not installed (apt-get install nginx) — the nginx comparison is skipped');
  try {
    // A person's browser, not autocannon's own user agent (a bot, which visitor counting skips):
    // every request of the built-in hosting row goes through the counter as a page view.
    const person = {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
      'accept-language': 'en-GB,en;q=0.9',
      referer: 'https://www.example.org/best-bakeries',
    };
    const br = { ...person, 'accept-encoding': 'br' };
    const gzip = { ...person, 'accept-encoding': 'gzip' };
    const url = `http://127.0.0.1:${ready.port}/s/${ready.slug}/`;
    const bareUrl = `http://127.0.0.1:${ready.barePort}/s/${ready.slug}/`;
    // Warm both servers' JIT, then alternate two half-length rounds so a neighbour's burst of load
    // on this shared machine hits both the same way.
    const nginxUrl = nginx ? `http://127.0.0.1:${nginx.port}/s/${ready.slug}/` : null;
    await autocannon({ url, connections: CONNECTIONS, duration: 3, headers: br });
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 1 });
    if (nginxUrl) await autocannon({ url: nginxUrl, connections: CONNECTIONS, duration: 1, headers: gzip });
    const rounds: { site: CannonResult; bare: CannonResult; nginx: CannonResult | null }[] = [];
    for (let i = 0; i < 2; i++) {
      const site = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S / 2, headers: br });
      const bare = await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: DURATION_S / 2 });
      const nginxRound = nginxUrl
        ? await autocannon({
            url: nginxUrl,
            connections: CONNECTIONS,
            duration: DURATION_S / 2,
            headers: gzip,
          })
        : null;
      rounds.push({ site, bare, nginx: nginxRound });
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
    const nginxReqPerSec = nginx ? mean((r) => r.nginx as CannonResult) : null;
    const nginxP99 = nginx ? Math.max(...rounds.map((r) => (r.nginx as CannonResult).latency.p99)) : null;
    console.log(
      `hosting: GET /s/${ready.slug}/ (index.html, ${ready.bytes} bytes, ${ready.brotliBytes} bytes brotli), ${CONNECTIONS} connections, ${DURATION_S} s, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
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
        target: `≥ ${TARGET} req/s, p99 < ${P99_MS} ms`,
      },
      ...(nginxReqPerSec !== null
        ? [
            {
              call: 'nginx gzip_static, same page',
              'req/s': nginxReqPerSec,
              'p99 ms': nginxP99,
              'vs bare': `${((nginxReqPerSec / bareReqPerSec) * 100).toFixed(0)}%`,
              'non-2xx/errors': rounds.reduce(
                (n, r) => n + (r.nginx?.non2xx ?? 0) + (r.nginx?.errors ?? 0),
                0,
              ),
              target: '',
            },
          ]
        : []),
    ]);
    const nginxFailures = rounds.reduce((n, r) => n + (r.nginx?.non2xx ?? 0) + (r.nginx?.errors ?? 0), 0);
    if (nginxFailures > 0)
      console.log(`hosting: nginx answered ${nginxFailures} errors — its figure is not a fair yardstick`);
    const ratio = nginxReqPerSec && nginxFailures === 0 ? reqPerSec / nginxReqPerSec : null;
    if (ratio !== null)
      console.log(
        `hosting: ${ratio.toFixed(2)}× nginx (target ≥ ${NGINX_RATIO}×): ${ratio >= NGINX_RATIO ? 'met' : 'BELOW TARGET'}`,
      );
    const met = reqPerSec >= TARGET && p99Ms < P99_MS && (ratio === null || ratio >= NGINX_RATIO);
    console.log(met ? 'hosting: targets met' : `hosting: BELOW TARGET (${reqPerSec} req/s, p99 ${p99Ms} ms)`);
    return { reqPerSec, p99Ms, failures, bareReqPerSec, nginxReqPerSec, ratio, bytes: ready.bytes };
  } finally {
    nginx?.stop();
    stop();
  }
}
