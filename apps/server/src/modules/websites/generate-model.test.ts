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
    expect(site.modelFailure).toBe('the model server refused the API key (401) — check LLM_API_KEY');
    expect(JSON.stringify(site)).not.toContain('wrong');

    const warnings: unknown[][] = [];
    await generateWebsite(
      t.ctx,
      { sessionId: 'session-1' },
      { prompt: NAPOLI_PROMPT },
      { ip: '127.0.0.9', log: { warn: (...args: unknown[]) => warnings.push(args) } },
    );
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('refused the API key (401)');
  });

  it('/api/ready reports whether the configured model answers, without failing readiness', async () => {
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: 'wrong' });
    const refused = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().languageModel).toEqual({
      status: 'failed',
      message: 'the model server refused the API key (401) — check LLM_API_KEY',
    });
    await t.close();
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm', LLM_API_KEY: KEY });
    const answered = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(answered.json().languageModel).toEqual({
      status: 'ok',
      message: `m at ${server.baseUrl} answers`,
    });
    await t.close();
    t = await createTestApp('sqlite', {
      LLM_BASE_URL: server.baseUrl.replace(/\/v1$/, ''),
      LLM_MODEL: 'm',
      LLM_API_KEY: KEY,
    });
    const noV1 = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(noV1.json().languageModel.message).toMatch(/check that LLM_BASE_URL ends in \/v1/);
  });
});
