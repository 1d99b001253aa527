import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import { type DialectServer, startDialectServer } from '@mainstreet/composer/llm/testing/dialect-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { REWRITES_PER_ADDRESS_HOUR, REWRITES_PER_HOUR } from './model-budget';

let server: DialectServer;
let t: TestApp | undefined;

beforeAll(async () => {
  // A model that answers every rewrite with the texts as they are.
  server = await startDialectServer({
    dialect: 'openai',
    write: (request) => {
      const user = request.messages.at(-1)?.content ?? '';
      const at = user.indexOf('Texts: ');
      return at < 0 ? JSON.stringify(napoliCopy()) : user.slice(at + 7);
    },
  });
});
afterAll(() => server.close());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function draft(app: TestApp, ip: string) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/websites/generate',
    payload: { prompt: NAPOLI_PROMPT },
    remoteAddress: ip,
  });
  return { id: res.json().id as string, cookie: cookieHeaderFrom(res.headers['set-cookie']) };
}

const rewrite = (app: TestApp, id: string, cookie: string, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/websites/${id}/rewrite`,
    headers: { cookie },
    remoteAddress: ip,
    payload: {
      texts: [{ path: 'hero.headline', text: 'Wood-fired pizza' }],
      writer: 'model',
      preset: 'shorter',
    },
  });

describe('model calls are bounded', { timeout: 120_000 }, () => {
  it('per address: a visitor with many sessions still gets only so many rewrites an hour', async () => {
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm' });
    const ip = '203.0.113.7';
    const drafts = [await draft(t, ip), await draft(t, ip), await draft(t, ip)];
    const before = server.received.length;
    const statuses: number[] = [];
    for (const d of drafts) {
      for (let i = 0; i < REWRITES_PER_HOUR && statuses.length <= REWRITES_PER_ADDRESS_HOUR; i++)
        statuses.push((await rewrite(t, d.id, d.cookie, ip)).statusCode);
    }
    expect(statuses.slice(0, REWRITES_PER_ADDRESS_HOUR).every((s) => s === 200)).toBe(true);
    expect(statuses[REWRITES_PER_ADDRESS_HOUR]).toBe(429);
    // The refused one never reached the model.
    expect(server.received.length - before).toBe(REWRITES_PER_ADDRESS_HOUR);
  });

  it('ownership first: rewrites of made-up ids are 404s that count nothing', async () => {
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm' });
    const ip = '203.0.113.8';
    const own = await draft(t, ip);
    for (let i = 0; i < REWRITES_PER_ADDRESS_HOUR + 5; i++) {
      const res = await rewrite(t, `made-up-${i}`, own.cookie, ip);
      expect(res.statusCode).toBe(404);
    }
    expect((await rewrite(t, own.id, own.cookie, ip)).statusCode).toBe(200);
  });

  it('a daily budget per account (LLM_CALLS_PER_DAY): rewrites answer 429, generation uses the built-in writer', async () => {
    t = await createTestApp('sqlite', {
      LLM_BASE_URL: server.baseUrl,
      LLM_MODEL: 'm',
      LLM_CALLS_PER_DAY: '2',
    });
    const ip = '203.0.113.9';
    const own = await draft(t, ip); // one call: the model wrote it
    expect((await rewrite(t, own.id, own.cookie, ip)).statusCode).toBe(200);
    const spent = await rewrite(t, own.id, own.cookie, ip);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toMatch(/today’s rewrites with the language model/);
    const next = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: own.cookie },
      payload: { prompt: NAPOLI_PROMPT },
      remoteAddress: ip,
    });
    expect(next.json().generator).toBe('builtin');
    expect(next.json().warnings[0]).toMatch(/today’s sites written by the language model are used up/);
  });
});
