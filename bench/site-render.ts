import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const WARMUP = 30;
const RUNS = 200;
const TARGET_MEDIAN_MS = 2;
const TARGET_MAX_BYTES = 30 * 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n: number) => n.toFixed(3);

/** Scripts that would execute: anything but JSON-LD data blocks. */
function executableScripts(html: string): number {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].filter((m) => !/type="application\/ld\+json"/i.test(m[1]))
    .length;
}

/** Render speed and page weight of the 20 industry samples (packages/site, issue 3). */
export async function run(): Promise<Record<string, unknown>> {
  // React picks its build when first loaded: measure the production build, as the server runs it.
  process.env.NODE_ENV ??= 'production';
  const { exportSite, renderSite } = await import('../packages/site/src/index.ts');
  const { allFixtures, loadFixtureAsset } = await import('../packages/site/test/fixtures/index.ts');
  const reactBuild =
    process.env.NODE_ENV === 'production' ? 'production' : `development (NODE_ENV=${process.env.NODE_ENV})`;
  const samples = allFixtures();
  const rows: {
    industry: string;
    medianMs: number;
    p99Ms: number;
    bytes: number;
    gzipBytes: number;
    scripts: number;
  }[] = [];
  const all: number[] = [];
  for (const { industry, content } of samples) {
    for (let i = 0; i < WARMUP; i++) renderSite(content);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      renderSite(content);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    const files = await exportSite(content, { loadAsset: loadFixtureAsset });
    const index = files.find((f) => f.path === 'index.html')!.data;
    const html = new TextDecoder().decode(index);
    rows.push({
      industry,
      medianMs: percentile(times, 50),
      p99Ms: percentile(times, 99),
      bytes: index.byteLength,
      gzipBytes: gzipSync(index).byteLength,
      scripts: executableScripts(html),
    });
  }
  all.sort((a, b) => a - b);
  const result = {
    samples: rows.length,
    rendersPerSample: RUNS,
    medianMs: Number(ms(percentile(all, 50))),
    p99Ms: Number(ms(percentile(all, 99))),
    maxIndexBytes: Math.max(...rows.map((r) => r.bytes)),
    medianIndexBytes: [...rows.map((r) => r.bytes)].sort((a, b) => a - b)[Math.floor(rows.length / 2)],
    executableScripts: rows.reduce((n, r) => n + r.scripts, 0),
  };
  const pass = {
    median: result.medianMs < TARGET_MEDIAN_MS,
    size: result.maxIndexBytes < TARGET_MAX_BYTES,
    noScript: result.executableScripts === 0,
  };
  console.log(`\nsite render — 20 industry samples (renderSite, full document, React ${reactBuild} build)`);
  console.log('industry         median ms   p99 ms   index.html   gzip    scripts');
  for (const r of rows) {
    console.log(
      `${r.industry.padEnd(16)} ${ms(r.medianMs).padStart(9)} ${ms(r.p99Ms).padStart(8)} ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(12)} ${`${(r.gzipBytes / 1024).toFixed(1)} KB`.padStart(8)} ${String(r.scripts).padStart(8)}`,
    );
  }
  console.log(
    `all              ${ms(result.medianMs).padStart(9)} ${ms(result.p99Ms).padStart(8)} ${`${(result.maxIndexBytes / 1024).toFixed(1)} KB`.padStart(12)} (max)`,
  );
  console.log(
    `targets: median < ${TARGET_MEDIAN_MS} ms ${pass.median ? 'PASS' : 'FAIL'} · every page < 30 KB ${pass.size ? 'PASS' : 'FAIL'} · no executable script ${pass.noScript ? 'PASS' : 'FAIL'}\n`,
  );
  return { ...result, reactBuild, pass, perSample: rows };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run();
}
