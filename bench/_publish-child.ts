// The server side of bench/publish.ts (started by _child-server.ts): the production configuration,
// compiled as production runs it. Publishes sites through the real POST /publish, one at a time,
// and reports each one's wall time and the CPU it took in the server and in its child processes
// (the render child that draws social cards and subsets fonts).
import fs from 'node:fs';
import os from 'node:os';
import { insertTestWebsite, sampleContent } from '../apps/server/src/testing/website-factories';
import { startProductionApp } from './_production-app';

const { app, ctx, handle, user, stop } = await startProductionApp('publish', {
  PUBLIC_URL: 'http://127.0.0.1',
});

const TICK_MS = 1000 / 100; // USER_HZ on Linux

/** CPU ms of this process's children (the render child), alive or not, read from /proc. */
function childrenCpuMs(): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[1] is ppid; [11], [12] utime and stime (stat fields 4, 14, 15).
      if (Number(fields[1]) !== process.pid) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone meanwhile.
    }
  }
  const self = fs.readFileSync('/proc/self/stat', 'utf8');
  const own = self.slice(self.lastIndexOf(')') + 2).split(' ');
  // Children that exited and were waited for: cutime and cstime (fields 16, 17).
  ticks += Number(own[13]) + Number(own[14]);
  return ticks * TICK_MS;
}

export type PublishRow = {
  step: string;
  wallMs: number;
  serverCpuMs: number;
  childCpuMs: number;
  files: number;
  bytes: number;
};

async function publish(step: string, websiteId: string): Promise<PublishRow> {
  const cpu = process.cpuUsage();
  const child = childrenCpuMs();
  const started = performance.now();
  const answer = await app.inject({
    method: 'POST',
    url: `/api/websites/${websiteId}/publish`,
    headers: { cookie: user.cookie },
  });
  const wallMs = performance.now() - started;
  if (answer.statusCode !== 200) throw new Error(`publish failed: ${answer.body}`);
  const used = process.cpuUsage(cpu);
  const row = await ctx.db
    .selectFrom('publishes')
    .select(['file_count', 'size_bytes'])
    .where('id', '=', JSON.parse(answer.body).publishId)
    .executeTakeFirstOrThrow();
  return {
    step,
    wallMs: Math.round(wallMs),
    serverCpuMs: Math.round((used.user + used.system) / 1000),
    childCpuMs: Math.round(childrenCpuMs() - child),
    files: Number(row.file_count),
    bytes: Number(row.size_bytes),
  };
}

async function edit(websiteId: string, content: ReturnType<typeof sampleContent>) {
  await ctx.db
    .updateTable('websites')
    .set({ content: JSON.stringify(content), version: (eb) => eb('version', '+', 1) })
    .where('id', '=', websiteId)
    .execute();
}

const rows: PublishRow[] = [];
const rosa = sampleContent({ siteName: 'Rosa Bakery', widgets: [{ id: 'form', type: 'contact-form' }] });
const rosaId = await insertTestWebsite(handle, { userId: user.id }, { content: rosa });
rows.push(await publish('first site, first publish (cold server)', rosaId));
rows.push(await publish('same site, redeploy unchanged', rosaId));
await edit(rosaId, {
  ...rosa,
  about: { ...rosa.about, content: 'A family bakery since 1998. Rye on Saturdays.' },
});
rows.push(await publish('same site, redeploy after an About edit', rosaId));
await edit(rosaId, { ...rosa, hero: { ...rosa.hero, headline: 'Warm bread at seven' } });
rows.push(await publish('same site, redeploy after a headline edit', rosaId));
const other = sampleContent({
  siteName: 'Café Ümit',
  hero: { headline: 'Kaffee und Kuchen', subtitle: 'Frisch gebrüht in Köln.', buttonText: 'Besuchen' },
  meta: { language: 'de', industry: 'restaurant' },
});
const otherId = await insertTestWebsite(handle, { userId: user.id }, { content: other });
rows.push(await publish('second site, German, first publish', otherId));

process.send?.({ rows, loadAverage: os.loadavg()[0] });
process.stdin.resume();
process.stdin.on('end', async () => {
  await app.close();
  await stop();
  process.exit(0);
});
