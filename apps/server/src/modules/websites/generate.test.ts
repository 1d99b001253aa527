import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createImageGenerator, PROGRESS_PHASES } from '@mainstreet/composer';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, signInAs } from '../../testing/website-factories';

const PROMPT =
  'Rosa Bakery is a family bakery in Leeds making sourdough, croissants and celebration cakes. Call 0113 496 0000.';

/** The events of a server-sent-events body, in order. */
function parseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}');
      return { event, data };
    });
}

describeEachDatabase('generate', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });
  const countSites = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('websites')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('makes a site for a visitor, owned by their new anonymous session, laid out without pictures', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: PROMPT, industry: '', colorPreference: 'green' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Rosa Bakery', generator: 'builtin' });
    expect(body.content.contact.phone).toBe('0113 496 0000');
    const cookie = cookieHeaderFrom(res.headers['set-cookie']);
    expect(cookie).toMatch(/^ms_anon=/);
    const own = await t.app.inject({ method: 'GET', url: `/api/websites/${body.id}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ isAnonymous: true, prompt: PROMPT });
    expect((await t.app.inject({ method: 'GET', url: `/api/websites/${body.id}` })).statusCode).toBe(404);

    // No image model, no stock photos: no icon on a tile poses as a photograph of the bakery.
    expect(body.content.hero.imageUrl).toBeUndefined();
    expect(body.content.services.filter((s: { imageUrl?: string }) => s.imageUrl)).toEqual([]);
    expect(await t.ctx.db.selectFrom('media').select('key').execute()).toEqual([]);
    expect(body.warnings).toEqual([]);
    expect(body.notices).toEqual([]);
  });

  it('makes a site for a signed-in user that shows in their list', async () => {
    const user = await signInAs(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: user.cookie },
      payload: { prompt: PROMPT },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/websites',
      headers: { cookie: user.cookie },
    });
    expect(list.json().map((w: { id: string }) => w.id)).toEqual([res.json().id]);
    expect(list.json()[0].isAnonymous).toBe(false);
  });

  it('refuses an empty or too long description and unknown industry or colour, storing nothing', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ prompt: '   ' }, /^prompt: Please enter a description for your website$/],
      [{}, /^prompt: Please enter a description for your website$/],
      [{ prompt: 'x'.repeat(5_001) }, /^prompt: must be at most 5,000 characters$/],
      [{ prompt: PROMPT, industry: 'spaceships' }, /^industry: /],
      [{ prompt: PROMPT, colorPreference: 'pink' }, /^colorPreference: /],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/websites/generate', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await countSites()).toBe(0);
  });

  it('refuses a signed-in user at the plan’s site limit with 403 naming the limit and plan', async () => {
    const user = await signInAs(t, { plan: 'starter' });
    for (let i = 0; i < 5; i++) await insertTestWebsite(t, { userId: user.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: user.cookie },
      payload: { prompt: PROMPT },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'You have reached the limit of 5 websites on the Starter plan. Upgrade to create more.',
    );
    expect(await countSites()).toBe(5);
    const builder = await signInAs(t, { plan: 'builder' });
    for (let i = 0; i < 5; i++) await insertTestWebsite(t, { userId: builder.id });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie: builder.cookie },
      payload: { prompt: PROMPT },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('rate-limits visitors per IP address', async () => {
    for (let i = 0; i < 20; i++) await t.ctx.rateLimiter.hit('generate:10.0.0.9', 20, 3_600_000);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      remoteAddress: '10.0.0.9',
      payload: { prompt: PROMPT },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      remoteAddress: '10.0.0.10',
      payload: { prompt: PROMPT },
    });
    expect(other.statusCode).toBe(200);
  });

  const streamRequest = (payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      // Browsers always accept compression; progress events must still arrive one by one.
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('streams the real progress phases on the POST, then the same fields as the JSON answer', async () => {
    const res = await streamRequest({ prompt: PROMPT, industry: 'restaurant', colorPreference: '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    const events = parseEvents(res.body);
    const phases = events.filter((e) => e.event === 'phase').map((e) => e.data.id);
    expect(phases).toContain('images');
    expect(phases[phases.length - 1]).toBe('done');
    const order = PROGRESS_PHASES.map((p) => p.id as string);
    expect([...phases].sort((a, b) => order.indexOf(String(a)) - order.indexOf(String(b)))).toEqual(phases);
    for (const e of events.filter((x) => x.event === 'phase')) expect(e.data.label).toBeTruthy();
    const done = events.find((e) => e.event === 'done');
    expect(done?.data).toMatchObject({ name: 'Rosa Bakery', generator: 'builtin' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: PROMPT, industry: 'restaurant', colorPreference: '' },
    });
    expect(Object.keys(done?.data ?? {}).sort()).toEqual(Object.keys(json.json()).sort());
    expect(await countSites()).toBe(2);
  });

  it('answers refusals before any progress as ordinary JSON errors with their status', async () => {
    const empty = await streamRequest({ prompt: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'prompt: Please enter a description for your website' });
    const user = await signInAs(t);
    for (let i = 0; i < 5; i++) await insertTestWebsite(t, { userId: user.id });
    const limited = await streamRequest({ prompt: PROMPT }, user.cookie);
    // Refused before or during the stream, the client reads the same status and message.
    const refusal =
      limited.statusCode === 200
        ? parseEvents(limited.body).at(-1)?.data
        : { status: limited.statusCode, ...limited.json() };
    expect(refusal).toMatchObject({ status: 403, message: expect.stringMatching(/limit of 5 websites/) });
    expect(await countSites()).toBe(5);
  });

  it('has no GET transport: a description never travels in a URL', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/generate/stream?prompt=${encodeURIComponent(PROMPT)}`,
    });
    expect(res.statusCode).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: '/api/websites/generate' });
    expect(get.statusCode).toBe(404);
    expect(await countSites()).toBe(0);
  });

  it('stores nothing when the client hangs up mid-stream: no website, no pictures', async () => {
    // An image model (never reached: its pictures are made here, slowly), so the hang-up lands while
    // the generation is under way; count what is stored and deleted so the test knows when the
    // server has finished cleaning up.
    await t.close();
    t = await createTestApp(kind, { IMAGE_BASE_URL: 'http://127.0.0.1:9/v1', IMAGE_API_KEY: 'k' });
    const generateImage = createImageGenerator(undefined);
    t.ctx.images.generate = async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { ...(await generateImage.generate(request)), source: 'model' };
    };
    const counts = { put: 0, deleted: 0 };
    const { put, delete: remove } = t.ctx.storage;
    t.ctx.storage.put = (...args) => {
      counts.put++;
      return put.apply(t.ctx.storage, args);
    };
    t.ctx.storage.delete = async (...args) => {
      await remove.apply(t.ctx.storage, args);
      counts.deleted++;
    };
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/websites/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ prompt: PROMPT }),
      signal: abort.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('"images"')) {
      const chunk = await reader.read();
      if (chunk.done) break;
      text += new TextDecoder().decode(chunk.value);
    }
    expect(text).toContain('"images"');
    abort.abort();
    // The server finishes the artwork it started, notices the hang-up, and deletes what it stored.
    const deadline = Date.now() + 30_000;
    while (!(counts.put > 0 && counts.deleted >= counts.put) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(counts.put).toBeGreaterThan(0);
    expect(counts.deleted).toBe(counts.put);
    expect(await countSites()).toBe(0);
    expect(await t.ctx.db.selectFrom('media').select('key').execute()).toEqual([]);
    expect(fs.readdirSync(path.join(t.dataDir, 'uploads'))).toEqual([]);
    // The aborted fetch's socket can linger half-open; drop it so the app can close.
    t.app.server.closeAllConnections();
  }, 60_000);
});

describeEachDatabase('generate with a bot check', (kind) => {
  let t: TestApp;
  let verifier: http.Server;
  const verdicts: Record<string, { success: boolean; score?: number }> = {
    human: { success: true, score: 0.9 },
    bot: { success: true, score: 0.1 },
  };
  beforeEach(async () => {
    // A local stand-in for Google's siteverify: form POST in, JSON verdict out.
    verifier = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const token = new URLSearchParams(raw).get('response') ?? '';
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(verdicts[token] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const port = (verifier.address() as AddressInfo).port;
    t = await createTestApp(kind, {
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterEach(async () => {
    await t.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('refuses a visitor whose token the verifier rejects, and goes ahead without a token (best effort)', async () => {
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: PROMPT, recaptchaToken: 'bot' },
    });
    expect(bot.statusCode).toBe(403);
    expect(bot.json()).toMatchObject({
      code: 'BOT_CHECK_FAILED',
      title: 'Security Check Failed',
      message: 'Please try again. If the problem persists, contact support.',
    });
    const human = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: PROMPT, recaptchaToken: 'human' },
    });
    expect(human.statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: PROMPT },
    });
    expect(none.statusCode).toBe(200);
  });
});
