import fs from 'node:fs';
import autocannon from 'autocannon';

export const isShort = process.env.BENCH_SHORT === '1';

/** Peak resident memory of a process in MB (VmHWM), or NaN where /proc is not available. */
export function peakRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1]);
    return Math.round((kb / 1024) * 10) / 10;
  } catch {
    return Number.NaN;
  }
}

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  status5xx: number;
  total: number;
  /** Answers other than 2xx by status, e.g. "404×12", so a failing run says what went wrong. */
  otherStatuses: string;
};

/** Runs autocannon and returns the figures we report. */
export async function load(options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ ...options });
  const statusCodes = result.statusCodeStats as unknown as Record<string, { count: number }> | undefined;
  let status5xx = 0;
  const others: string[] = [];
  for (const [code, stat] of Object.entries(statusCodes ?? {})) {
    if (code.startsWith('5')) status5xx += stat.count;
    if (!code.startsWith('2')) others.push(`${code}×${stat.count}`);
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    status5xx,
    total: result.requests.total,
    otherStatuses: others.join(' '),
  };
}

export function printTable(title: string, rows: Record<string, unknown>[]): void {
  console.log(`\n${title}`);
  console.table(rows);
}
