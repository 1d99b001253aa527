// `npm run bench -- publish`: what POST /publish costs per site, in wall time and in CPU (the server's
// and its render child's), for a first publish on a cold server, redeploys with and without edits,
// and a second site in another language. Target: a one-page site publishes in well under a second
// of CPU once the server is warm. BENCH_PROFILE=1 writes V8 CPU profiles (node --cpu-prof) of the
// server and the render child to bench/dist/profiles/, to see where the time goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './_child-server';
import type { PublishRow } from './_publish-child';

const TARGET_CPU_MS = 1000;

export async function run(): Promise<Record<string, unknown>> {
  const profileDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist', 'profiles');
  const profile = process.env.BENCH_PROFILE === '1';
  if (profile) fs.rmSync(profileDir, { recursive: true, force: true });
  const started = Date.now();
  const { ready, stop } = await startBenchServer<{ rows: PublishRow[]; loadAverage: number }>(
    '_publish-child.ts',
    profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  stop();
  const rows = ready.rows.map((r) => ({ ...r, cpuMs: r.serverCpuMs + r.childCpuMs }));
  console.log(
    `publish: ${rows.length} publishes in ${Date.now() - started} ms with start-up, load average ${ready.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  console.table(rows);
  const warm = rows.slice(1);
  const worst = Math.max(...warm.map((r) => r.cpuMs));
  console.log(
    worst < TARGET_CPU_MS
      ? `publish: warm publishes under ${TARGET_CPU_MS} ms of CPU each (worst ${worst} ms): met`
      : `publish: BELOW TARGET: a warm publish took ${worst} ms of CPU (target < ${TARGET_CPU_MS} ms)`,
  );
  if (profile) console.log(`publish: CPU profiles in ${profileDir}`);
  return { rows, worstWarmCpuMs: worst };
}
