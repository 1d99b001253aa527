// The server side of bench/server-websites.ts (started by _child-server.ts): the production
// configuration, logging at the default level to a file. Sends one message when ready.
import Fastify from 'fastify';
import { insertTestWebsite, sampleContent } from '../apps/server/src/testing/website-factories';
import { startProductionApp } from './_production-app';

const {
  app,
  handle: fake,
  user,
  stop,
} = await startProductionApp(
  'websites',
  // The export row measures repeat downloads of a cached zip, not the per-account limit on them.
  { EXPORT_RATE_LIMIT: '100000' },
);

/** About 30 KB of realistic content: long services and an FAQ. */
function bigContent(n: number) {
  const services = Array.from({ length: 12 }, (_, i) => ({
    name: `Service ${i + 1} of site ${n}`,
    description:
      `We take care of every detail of job ${i + 1}, from the first visit to the final check. `.repeat(21),
  }));
  const faq = Array.from({ length: 10 }, (_, i) => ({
    question: `Question ${i + 1}?`,
    answer: 'A clear answer. '.repeat(40),
  }));
  return sampleContent({
    siteName: `Bench Site ${n}`,
    services,
    sections: [{ id: 'faq', name: 'FAQ', type: 'faq', order: 1, content: { title: 'FAQ', questions: faq } }],
  });
}

const siteIds: string[] = [];
for (let n = 0; n < 20; n++)
  siteIds.push(await insertTestWebsite(fake, { userId: user.id }, { content: bigContent(n) }));
const patchBody = JSON.stringify({ content: bigContent(99) });
await app.listen({ host: '127.0.0.1', port: 0 });

// The baseline: a bare Fastify route answering the same list JSON from memory.
const first = await app.inject({ method: 'GET', url: '/api/websites', headers: { cookie: user.cookie } });
const listJson = first.body;
// The load sends the cookies a browser holds after this first answer: it keeps the ones the answer
// set (the signed-in hint of request-context.ts), instead of being sent them again on every request.
const setCookies = [first.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
const cookie = [user.cookie, ...setCookies].join('; ');
const bare = Fastify();
bare.get('/api/websites', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(listJson),
);
await bare.listen({ host: '127.0.0.1', port: 0 });

const portOf = (s: typeof bare.server) => (s.address() as { port: number }).port;
process.send?.({
  port: portOf(app.server),
  barePort: portOf(bare.server),
  cookie,
  siteIds,
  patchBody,
  listBytes: listJson.length,
});

// Stops by itself when the parent goes away or after 10 minutes.
const shutDown = async () => {
  await bare.close();
  await app.close();
  await stop();
  process.exit(0);
};
process.stdin.on('end', shutDown);
process.stdin.resume();
setTimeout(shutDown, 10 * 60_000).unref();
process.on('SIGTERM', shutDown);
