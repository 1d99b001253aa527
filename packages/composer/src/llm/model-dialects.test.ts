import { afterEach, describe, expect, it } from 'vitest';
import { composeSite } from '../compose-site';
import type { LlmConfig } from './config';
import { NAPOLI_PROMPT, napoliCopy } from './testing/copy-fixture';
import {
  DIALECTS,
  type DialectServer,
  type DialectServerOptions,
  startDialectServer,
} from './testing/dialect-server';

const HEADLINE = napoliCopy().headline;
let server: DialectServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: Partial<DialectServerOptions> = {}) {
  server = await startDialectServer({
    dialect: 'openai',
    write: () => JSON.stringify(napoliCopy()),
    ...options,
  });
  return server;
}

const configFor = (s: DialectServer, extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl: s.baseUrl,
  model: 'm',
  timeoutMs: 5_000,
  firstTokenTimeoutMs: 2_000,
  idleTimeoutMs: 1_000,
  stream: true,
  ...extra,
});

describe('every model server dialect writes the copy', { timeout: 30_000 }, () => {
  for (const dialect of DIALECTS) {
    for (const stream of [true, false]) {
      it(`${dialect}, ${stream ? 'streamed' : 'whole'}`, async () => {
        const s = await start({ dialect });
        const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s, { stream }) });
        expect(result.modelFailure).toBeUndefined();
        expect(result.generator).toBe('model');
        expect(result.content.hero.headline).toBe(HEADLINE);
        // No sampling parameter a model might refuse is sent unless the operator sets one.
        expect(s.received[0].body.temperature).toBeUndefined();
      });
    }
  }

  it('a reasoning model that refuses a configured temperature is asked again without it', async () => {
    const s = await start({ dialect: 'openai-reasoning' });
    const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s, { temperature: 0.7 }) });
    expect(result.generator).toBe('model');
    expect(s.received.map((r) => r.body.temperature)).toEqual([0.7, undefined]);
  });

  it('gpt-5 on an unverified organisation (400 naming stream) is asked again without streaming', async () => {
    const s = await start({ dialect: 'openai-unverified' });
    const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s) });
    expect(result.generator).toBe('model');
    expect(s.received.map((r) => r.body.stream)).toEqual([true, false]);
  });

  it('older llama.cpp (500 naming json_schema) is asked for plain JSON and its fenced answer used', async () => {
    const s = await start({ dialect: 'llamacpp-old' });
    const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s) });
    expect(result.generator).toBe('model');
    expect(s.received).toHaveLength(2);
    expect(s.received[1].body.response_format).toBeUndefined();
  });

  it('one 429 is waited out as Retry-After asks, then the copy is the model’s', async () => {
    const s = await start();
    s.overrides.push({ kind: 'status', status: 429, headers: { 'retry-after': '1' } });
    const started = Date.now();
    const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s) });
    expect(result.generator).toBe('model');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(s.received).toHaveLength(2);
  });
});

describe('every failure ends in built-in copy with its cause', () => {
  const cases: Array<[string, (s: DialectServer) => void, RegExp, Partial<LlmConfig>?]> = [
    ['a wrong key', () => {}, /refused the API key \(401\) — check LLM_API_KEY/, { apiKey: 'wrong' }],
    ['a base URL without /v1', () => {}, /404 — check that LLM_BASE_URL ends in \/v1/],
    [
      'a second 429',
      (s) => {
        s.overrides.push({ kind: 'status', status: 429, headers: { 'retry-after': '0' } });
        s.overrides.push({ kind: 'status', status: 429, headers: { 'retry-after': '0' } });
      },
      /rate-limited \(HTTP 429\)/,
    ],
    [
      'a Retry-After longer than we wait',
      (s) => s.overrides.push({ kind: 'status', status: 429, headers: { 'retry-after': '3600' } }),
      /rate-limited/,
    ],
    ['a server error', (s) => s.overrides.push({ kind: 'status', status: 503 }), /failed \(HTTP 503\)/],
    [
      'an account without credit (429 insufficient_quota), asked once',
      (s) =>
        s.overrides.push({
          kind: 'status',
          status: 429,
          body: {
            error: {
              message: 'You exceeded your current quota, please check your plan and billing details.',
              type: 'insufficient_quota',
              param: null,
              code: 'insufficient_quota',
            },
          },
        }),
      /has no credit \(HTTP 429 insufficient_quota\)/,
    ],
    [
      'a refusal',
      (s) => s.overrides.push({ kind: 'answer', content: '', refusal: 'I can’t help with that.' }),
      /refused to write the copy \(“I can’t help with that.”\)/,
    ],
    [
      'an answer cut at the token limit',
      (s) => s.overrides.push({ kind: 'answer', content: '{"headline": "Wood', finishReason: 'length' }),
      /cut off at its token limit \(finish_reason "length"\)/,
    ],
    [
      'an answer invalid twice',
      (s) => {
        s.overrides.push({ kind: 'answer', content: 'No JSON today.' });
        s.overrides.push({ kind: 'answer', content: '{"headline": 1}' });
      },
      /no valid copy even after one repair/,
    ],
  ];
  for (const [name, arrange, cause, extra] of cases) {
    it(name, async () => {
      const s = await start({ apiKey: extra?.apiKey ? 'right' : undefined });
      arrange(s);
      const llm = configFor(s, extra);
      if (name.includes('/v1')) llm.baseUrl = llm.baseUrl.replace(/\/v1$/, '');
      const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm });
      expect(result.generator).toBe('builtin');
      expect(result.modelFailureDetail).toMatch(cause);
      // The owner reads what happened and what to do; hosts, settings and the server's words are the log's.
      expect(result.warnings.join(' ')).toMatch(
        /^The built-in writer wrote this site because the language model/,
      );
      expect(result.warnings.join(' ')).not.toMatch(/LLM_|127\.0\.0\.1|HTTP|finish_reason|“/);
    });
  }

  it('a refusal or a cut answer costs no repair call', async () => {
    const s = await start();
    s.overrides.push({ kind: 'answer', content: '{"a":', finishReason: 'length' });
    await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s) });
    expect(s.received).toHaveLength(1);
  });

  it('a server that is not there is named, with the setting to check', async () => {
    const result = await composeSite(
      { prompt: NAPOLI_PROMPT },
      { llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'm', timeoutMs: 2_000, stream: true } },
    );
    expect(result.modelFailureDetail).toMatch(
      /could not be reached at http:\/\/127.0.0.1:9\/v1 .* — check LLM_BASE_URL/,
    );
    expect(result.modelFailure).toBe('the language model could not be reached');
  });

  it('no credit is said to the owner as such, and not asked again', async () => {
    const s = await start();
    s.overrides.push({
      kind: 'status',
      status: 429,
      body: { error: { message: 'You exceeded your current quota.', code: 'insufficient_quota' } },
    });
    const result = await composeSite({ prompt: NAPOLI_PROMPT }, { llm: configFor(s) });
    expect(result.modelFailure).toBe('the language model’s account has no credit');
    expect(s.received).toHaveLength(1);
  });
});

// Time scale: 1 runs the figures (10 tokens/s for 60 s, real timeouts); the default 0.1
// runs 100 tokens/s for 6 s with every timeout scaled the same way.
const SCALE = Number(process.env.SLOW_MODEL_SCALE ?? 0.1);
const scaled = (ms: number) => Math.round(ms * SCALE);

describe('slow and silent models', () => {
  it(
    `a model streaming 10 tokens/s for 60 s completes with the default timeouts (time × ${SCALE}; CI runs 1)`,
    async () => {
      const s = await start({ dialect: 'ollama-new', tokensPerSecond: 10 / SCALE, tokens: 600 });
      const started = Date.now();
      const result = await composeSite(
        { prompt: NAPOLI_PROMPT },
        {
          llm: configFor(s, {
            timeoutMs: scaled(300_000),
            firstTokenTimeoutMs: scaled(60_000),
            idleTimeoutMs: scaled(30_000),
          }),
        },
      );
      const took = Date.now() - started;
      expect(result.modelFailure).toBeUndefined();
      expect(result.generator).toBe('model');
      expect(took).toBeGreaterThanOrEqual(scaled(60_000) * 0.95);
    },
    scaled(120_000) + 10_000,
  );

  it(
    'a model silent past the first-token timeout falls back within it',
    async () => {
      const firstToken = scaled(60_000);
      const s = await start({ firstTokenDelayMs: firstToken * 3 });
      const started = Date.now();
      const result = await composeSite(
        { prompt: NAPOLI_PROMPT },
        {
          llm: configFor(s, {
            timeoutMs: scaled(300_000),
            firstTokenTimeoutMs: firstToken,
            idleTimeoutMs: scaled(30_000),
          }),
        },
      );
      expect(Date.now() - started).toBeLessThan(firstToken + 1_000);
      expect(result.generator).toBe('builtin');
      expect(result.modelFailureDetail).toMatch(/did not start answering within .* LLM_STREAM=false/);
    },
    scaled(200_000) + 10_000,
  );

  it('a stream that stops in the middle falls back after the idle gap', async () => {
    const s = await start({ tokensPerSecond: 2, tokens: 50 });
    const result = await composeSite(
      { prompt: NAPOLI_PROMPT },
      { llm: configFor(s, { idleTimeoutMs: 200 }) },
    );
    expect(result.modelFailureDetail).toMatch(/stopped sending for 200 ms/);
  });
});
