import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import {
  DIALECTS,
  type DialectServer,
  startDialectServer,
} from '@mainstreet/composer/llm/testing/dialect-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { generateWebsite } from './generate.service';

const KEY = 'sk-right-key';

describe('generate with a configured model, in every server dialect', { timeout: 60_000 }, () => {
  for (const dialect of DIALECTS) {
    it(`${dialect}: the model writes the copy and the answer says so`, async () => {
      const server = await startDialectServer({ dialect, write: () => JSON.stringify(napoliCopy()) });
      const t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm' });
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/websites/generate',
          payload: { prompt: NAPOLI_PROMPT },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ generator: 'model' });
        expect(res.json().modelFailure).toBeUndefined();
        expect(res.json().content.hero.headline).toBe(napoliCopy().headline);
      } finally {
        await t.close();
        await server.close();
      }
    });
  }
});

describe('a model that fails', { timeout: 60_000 }, () => {
  let server: DialectServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startDialectServer({
      dialect: 'openai',
      apiKey: KEY,
      write: () => JSON.stringify(napoliCopy()),
    });
  });
  afterAll(() => server.close());
  afterEach(() => t?.close());

  it('ends in built-in copy, tells the owner why in one line, and logs it once at warn', async () => {
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: 'wrong' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: NAPOLI_PROMPT },
      headers: { accept: 'text/event-stream' },
    });
    const done = /event: done\ndata: (.*)/.exec(res.body)?.[1];
    const site = JSON.parse(done ?? '{}');
    expect(site.generator).toBe('builtin');
    // The owner reads what happened, in words; the setting to check is the operator's (the log).
    expect(site.modelFailure).toBe('the language model refused this server’s key');
    expect(site.warnings).toContain(
      'The built-in writer wrote this site because the language model refused this server’s key. Every word can be edited, or generate again later.',
    );
    // The web app says it in the owner's language by the id (server.modelRefusedKey).
    expect(site.modelFailureId).toBe('modelRefusedKey');
    expect(JSON.stringify(site)).not.toMatch(/wrong|LLM_|127\.0\.0\.1|HTTP|Incorrect API key/);

    const warnings: unknown[][] = [];
    await generateWebsite(
      t.ctx,
      { sessionId: 'session-1' },
      { prompt: NAPOLI_PROMPT },
      { ip: '127.0.0.9', log: { warn: (...args: unknown[]) => warnings.push(args) } },
    );
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('refused the API key (401) — check LLM_API_KEY');
  });

  it('/api/ready reports whether the configured model answers, without failing readiness', async () => {
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: 'wrong' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().languageModel).toEqual({
      status: 'refused key',
      message: 'the server refused the key (401) — check the API key',
    });
    await t.close();
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: KEY });
    const answered = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answered.json().languageModel).toEqual({
      status: 'answers',
      message: `m at ${server.baseUrl} answers`,
    });
    expect(answered.json().imageModel).toEqual({
      status: 'not configured',
      message: 'built-in artwork draws every picture',
    });
    await t.close();
    t = await createTestApp('sqlite', {
      LLM_BASE_URL: server.baseUrl.replace(/\/v1$/, ''),
      LLM_MODEL: 'm',
      LLM_API_KEY: KEY,
    });
    const noV1 = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(noV1.json().languageModel).toMatchObject({ status: 'named model missing' });
    await t.close();
    // The image model too: a server whose list lacks the named model.
    t = await createTestApp('sqlite', {
      IMAGE_BASE_URL: server.baseUrl,
      IMAGE_API_KEY: KEY,
      IMAGE_MODEL: 'dall-e-3',
    });
    const images = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(images.json().imageModel).toEqual({
      status: 'named model missing',
      message: '"dall-e-3" is not on this server (it has m)',
    });
    expect(noV1.json().languageModel.message).toMatch(/or the base URL does not end in \/v1/);
  });
});

describe('an image service that is busy', { timeout: 60_000 }, () => {
  it('lays the page out without its pictures, tells the owner what to do, and logs the service’s answer at warn', async () => {
    // An images API answering every request 429, as OpenAI words it, with a Retry-After of 0.
    const images = createServer((req, res) => {
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
      res.end(
        JSON.stringify({ error: { message: 'Rate limit reached for images per minute', type: 'requests' } }),
      );
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(images.address() as AddressInfo).port}/v1`;
    const t = await createTestApp('sqlite', { IMAGE_BASE_URL: base, IMAGE_API_KEY: 'img-key' });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/websites/generate',
        payload: { prompt: NAPOLI_PROMPT },
      });
      // The reason the owner can act on: busy now, so later (not "tell whoever runs this server").
      expect(res.json().warnings).toContain(
        'The image service was busy: the page was laid out without its pictures. Add your own photos, or try AI image later.',
      );
      // No icon on a tile stands in for the pictures the service did not make.
      expect(res.json().notices).toContainEqual(expect.objectContaining({ messageId: 'picturesBusy' }));
      expect(res.json().content.hero.imageUrl).toBeUndefined();
      expect(JSON.stringify(res.json().warnings)).not.toMatch(/127\.0\.0\.1|IMAGE_|Rate limit reached/);
      const logged: unknown[][] = [];
      await generateWebsite(
        t.ctx,
        { sessionId: 'session-2' },
        { prompt: NAPOLI_PROMPT },
        { ip: '127.0.0.8', log: { warn: (...args: unknown[]) => logged.push(args) } },
      );
      expect(logged.length).toBeGreaterThan(0);
      expect(JSON.stringify(logged[0])).toMatch(/HTTP 429 \(Rate limit reached for images per minute\)/);
    } finally {
      await t.close();
      await new Promise((resolve) => images.close(resolve));
    }
  });
});
