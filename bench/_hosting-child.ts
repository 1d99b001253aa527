// The server side of bench/hosting.ts (started by _child-server.ts): the production configuration,
// logging at the default level to a file. Publishes one site through the real publish call, then
// sends one message when ready.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { insertTestWebsite, sampleContent } from '../apps/server/src/testing/website-factories';
import { startProductionApp } from './_production-app';

const { app, ctx, handle, user, stop } = await startProductionApp('hosting', {
  PUBLIC_URL: 'http://127.0.0.1',
});
const content = sampleContent({ siteName: 'Bench Bakery', widgets: [{ id: 'form', type: 'contact-form' }] });
const websiteId = await insertTestWebsite(handle, { userId: user.id }, { content });
const published = await app.inject({
  method: 'POST',
  url: `/api/websites/${websiteId}/publish`,
  headers: { cookie: user.cookie },
});
if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
await app.listen({ host: '127.0.0.1', port: 0 });
const page = await app.inject({ method: 'GET', url: '/s/bench-bakery/' });
// The same page for nginx (gzip_static serves the .gz beside it), as an operator would host it.
// Its own folder, readable by nginx's worker user (DATA_DIR is 0700, as it should be).
const nginxRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-nginx-root-'));
fs.mkdirSync(path.join(nginxRoot, 's/bench-bakery'), { recursive: true });
for (const dir of [nginxRoot, path.join(nginxRoot, 's'), path.join(nginxRoot, 's/bench-bakery')])
  fs.chmodSync(dir, 0o755);
fs.writeFileSync(path.join(nginxRoot, 's/bench-bakery/index.html'), page.rawPayload);
fs.writeFileSync(
  path.join(nginxRoot, 's/bench-bakery/index.html.gz'),
  zlib.gzipSync(page.rawPayload, { level: 9 }),
);
const brotliPage = await app.inject({
  method: 'GET',
  url: '/s/bench-bakery/',
  headers: { 'accept-encoding': 'br' },
});
// The baseline: a bare Fastify route sending the same bytes from memory, to tell a busy machine
// from slow hosting code.
const bare = Fastify();
bare.get('/s/:slug/*', async (_request, reply) =>
  reply.type('text/html; charset=utf-8').send(page.rawPayload),
);
await bare.listen({ host: '127.0.0.1', port: 0 });
const portOf = (server: typeof app.server) => (server.address() as { port: number }).port;
process.send?.({
  port: portOf(app.server),
  barePort: portOf(bare.server),
  slug: 'bench-bakery',
  bytes: page.rawPayload.length,
  brotliBytes: brotliPage.headers['content-encoding'] === 'br' ? brotliPage.rawPayload.length : 0,
  nginxRoot,
});

// The parent closes stdin when it is done; the server stops by itself then.
process.stdin.resume();
process.stdin.on('end', async () => {
  await app.close();
  // Closing flushed the visitor counter: say how many page views it counted, so a run shows the
  // counting was on (the parent prints this log line's text).
  const counted = await ctx.db
    .selectFrom('visits')
    .select((eb) => eb.fn.sum<number>('views').as('views'))
    .executeTakeFirst();
  console.error(`hosting: built-in hosting counted ${Number(counted?.views ?? 0)} page views`);
  await bare.close();
  await stop();
  fs.rmSync(nginxRoot, { recursive: true, force: true });
  process.exit(0);
});
