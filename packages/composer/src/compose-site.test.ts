import { contentSchema } from '@mainstreet/site';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectStrings } from '../test/content-strings';
import { startOpenAiServer } from '../test/openai-server';
import { composeSite } from './compose-site';
import { LlmError } from './llm/chat-client';
import { type LlmConfig, readLlmConfig } from './llm/config';
import type { ModelCopy } from './llm/copy-schema';
import type { ProgressPhase } from './types';

const PROMPT =
  'Bella Napoli is a family-run pizzeria in Austin, TX. We offer wood-fired pizza, fresh pasta and tiramisu. Call (512) 555-0142.';
const KEY = 'sk-test-SECRET-9f8e7d';

function goodCopy(overrides: Partial<ModelCopy> = {}): ModelCopy {
  return {
    headline: 'Wood-fired pizza, the Napoli way',
    subtitle: 'A family-run pizzeria in Austin, TX, cooking with a blazing oven and a warm welcome.',
    button: 'See the menu',
    about: 'Bella Napoli is a family pizzeria. Call (512) 555-0142 to ask about tonight’s specials.',
    servicesTitle: 'From our oven',
    servicesSubtitle: 'Simple dishes, done properly.',
    services: [
      { name: 'Wood-fired pizza', description: 'Blistered crusts straight from the oven.' },
      { name: 'Fresh pasta', description: 'Rolled by hand every morning.' },
      { name: 'Tiramisu', description: 'Layered, creamy and made in house.' },
    ],
    features: [
      { name: 'Family-run', description: 'Recipes handed down and cooked with care.' },
      { name: 'Wood-fired', description: 'A real oven for a real crust.' },
      { name: 'Made fresh', description: 'Dough and pasta made every day.' },
    ],
    faq: [
      { question: 'Can I bring the kids?', answer: 'Families are always welcome at our tables.' },
      {
        question: 'Do you cater for allergies?',
        answer: 'Tell us when you order and we will talk you through each dish.',
      },
      { question: 'How do I book?', answer: 'Use the contact details on this page.' },
    ],
    aboutMore: 'Our dough rests for a full day before it meets the oven. It makes all the difference.',
    ctaTitle: 'Hungry?',
    ctaSubtitle: 'Come and share a pizza with us.',
    ctaButton: 'Visit us',
    footer: 'Family-run wood-fired pizza in Austin, TX.',
    seo: 'Bella Napoli: family-run wood-fired pizzeria in Austin, TX.',
    ...overrides,
  };
}

let server: Awaited<ReturnType<typeof startOpenAiServer>>;
let llm: LlmConfig;

beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.queue.length = 0;
  server.received.length = 0;
  llm = { baseUrl: server.baseUrl, apiKey: KEY, model: 'test-model', timeoutMs: 2_000, stream: false };
});

describe('composeSite with an OpenAI-compatible model', { timeout: 30_000 }, () => {
  it('uses a good non-streamed answer, asking for structured output with the key', async () => {
    server.queue.push({ kind: 'json', content: JSON.stringify(goodCopy()) });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('model');
    expect(result.content.meta.generator).toBe('model');
    expect(result.content.hero.headline).toBe('Wood-fired pizza, the Napoli way');
    expect(result.content.contact.phone).toBe('(512) 555-0142');
    expect(contentSchema.safeParse(result.content).success).toBe(true);
    const request = server.received[0];
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body.model).toBe('test-model');
    expect((request.body.response_format as { type: string }).type).toBe('json_schema');
  });

  it('reads a streamed answer and reports its progress phases in order', async () => {
    server.queue.push({ kind: 'stream', content: JSON.stringify(goodCopy()), chunkSize: 17 });
    const phases: ProgressPhase[] = [];
    const result = await composeSite(
      { prompt: PROMPT },
      { llm: { ...llm, stream: true }, onProgress: (p) => phases.push(p) },
    );
    expect(result.generator).toBe('model');
    expect(result.content.about.content).toContain('family pizzeria');
    expect(server.received[0].body.stream).toBe(true);
    expect(phases).toEqual(['reading', 'writing', 'checking', 'designing', 'done']);
  });

  it('repairs malformed JSON once', async () => {
    server.queue.push({ kind: 'json', content: '{"headline": "Pizza", "subtitle": ' });
    server.queue.push({
      kind: 'json',
      content: `Here you go:\n\`\`\`json\n${JSON.stringify(goodCopy())}\n\`\`\``,
    });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('model');
    expect(server.received).toHaveLength(2);
    const messages = server.received[1].body.messages as Array<{ role: string; content: string }>;
    expect(messages.at(-1)?.content).toMatch(/not valid/);
  });

  it('falls back to the built-in composer when the repair is invalid too', async () => {
    server.queue.push({ kind: 'json', content: 'not json at all' });
    server.queue.push({ kind: 'json', content: JSON.stringify({ headline: 'only a headline' }) });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('builtin');
    expect(result.content.meta.generator).toBe('builtin');
    expect(result.modelFailureDetail).toMatch(/no valid copy even after one repair/);
    expect(server.received).toHaveLength(2);
  });

  it('removes facts the description did not give', async () => {
    const invented = goodCopy({
      about:
        'Bella Napoli is a family pizzeria. Call 555-123-4567 or email info@fakepizza.com today! We have been award-winning for 20 years.',
      subtitle: 'Pizzas from $9.99 at 12 Baker Street.',
      footer: 'Rated best in town by 5000 happy customers.',
      faq: [
        { question: 'When are you open?', answer: 'Every day 9am-5pm.' },
        { question: 'Do you deliver?', answer: 'Yes, free delivery within 5 miles.' },
        { question: 'Is it good?', answer: '“Best pizza in Texas!” — Jane D.' },
        { question: 'How do I book?', answer: 'Use the contact details on this page.' },
        { question: 'Can I bring the kids?', answer: 'Families are always welcome.' },
      ],
    });
    server.queue.push({ kind: 'json', content: JSON.stringify(invented) });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('model');
    const text = collectStrings(result.content)
      .map((s) => s.text)
      .join('\n');
    for (const fake of [
      '555-123-4567',
      'info@fakepizza.com',
      '$9.99',
      '12 Baker Street',
      'award',
      '20 years',
      '5000',
      '9am-11pm',
      'free delivery',
    ]) {
      expect(text).not.toContain(fake);
    }
    expect(result.content.about.content).toBe('Bella Napoli is a family pizzeria.');
    expect(result.content.hero.subtitle.length).toBeGreaterThan(10);
    expect(result.warnings.join(' ')).toMatch(/Removed \d+ statement/);
  });

  it('keeps the names of the services the owner listed', async () => {
    const renamed = goodCopy({
      services: [
        { name: 'Neapolitan pies', description: 'Blistered crusts.' },
        { name: 'Pasta', description: 'Rolled by hand.' },
        { name: 'Dolci', description: 'Sweet things.' },
      ],
    });
    server.queue.push({ kind: 'json', content: JSON.stringify(renamed) });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.content.services.map((s) => s.name)).toEqual([
      'Wood-fired pizza',
      'Fresh pasta',
      'Tiramisu',
    ]);
    expect(result.content.services[0].description).toBe('Blistered crusts.');
  });

  it('gives up on a slow answer at the timeout', async () => {
    server.queue.push({ kind: 'slow', delayMs: 3_000, content: JSON.stringify(goodCopy()) });
    const started = Date.now();
    const result = await composeSite({ prompt: PROMPT }, { llm: { ...llm, timeoutMs: 200 } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result.generator).toBe('builtin');
    expect(result.modelFailureDetail).toMatch(/did not finish within 200 ms — raise LLM_TIMEOUT_MS/);
  });

  it('gives up on a stream that stalls past the timeout', async () => {
    server.queue.push({ kind: 'stream', content: JSON.stringify(goodCopy()), chunkSize: 5, delayMs: 100 });
    const result = await composeSite({ prompt: PROMPT }, { llm: { ...llm, stream: true, timeoutMs: 300 } });
    expect(result.generator).toBe('builtin');
    expect(result.modelFailureDetail).toMatch(/within 300 ms/);
  });

  it.each([
    [429, /rate-limited \(HTTP 429\)/],
    [500, /HTTP 500/],
    [401, /refused the API key \(401\) — check LLM_API_KEY/],
  ])('falls back on HTTP %i with a warning', async (status, message) => {
    // Twice: a 429 is retried once.
    for (const _ of [1, 2]) {
      server.queue.push({ kind: 'status', status, body: { error: { message: `bad key ${KEY}` } } });
    }
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('builtin');
    expect(result.modelFailureDetail).toMatch(message);
    expect(result.warnings.join(' ')).not.toMatch(/HTTP|LLM_|bad key/);
    expect(contentSchema.safeParse(result.content).success).toBe(true);
  });

  it('asks for plain JSON when the server refuses structured output', async () => {
    server.queue.push({
      kind: 'status',
      status: 400,
      body: { error: { message: 'response_format not supported' } },
    });
    server.queue.push({ kind: 'json', content: JSON.stringify(goodCopy()) });
    const result = await composeSite({ prompt: PROMPT }, { llm });
    expect(result.generator).toBe('model');
    expect(server.received[1].body.response_format).toBeUndefined();
  });

  it('never shows the API key in warnings, errors or logs', async () => {
    const logs: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logs.push(args.map(String).join(' '));
      }),
    );
    try {
      server.queue.push({ kind: 'status', status: 500, body: { error: { message: `invalid key ${KEY}` } } });
      const failed = await composeSite({ prompt: PROMPT }, { llm });
      const unreachable = await composeSite(
        { prompt: PROMPT },
        { llm: { ...llm, baseUrl: `http://127.0.0.1:9/${KEY}` } },
      );
      let configError = '';
      try {
        readLlmConfig({ LLM_BASE_URL: 'not a url', LLM_API_KEY: KEY });
      } catch (error) {
        configError = (error as Error).message;
      }
      expect(configError).toMatch(/LLM_BASE_URL/);
      const everything = [JSON.stringify(failed), JSON.stringify(unreachable), configError, ...logs].join(
        '\n',
      );
      expect(unreachable.generator).toBe('builtin');
      expect(everything).not.toContain(KEY);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('stops when the caller cancels', async () => {
    server.queue.push({ kind: 'slow', delayMs: 1_000, content: JSON.stringify(goodCopy()) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(composeSite({ prompt: PROMPT }, { llm, signal: controller.signal })).rejects.toBeInstanceOf(
      LlmError,
    );
  });

  it('uses the built-in composer when no model is configured', async () => {
    const result = await composeSite({ prompt: PROMPT }, {});
    expect(result.generator).toBe('builtin');
    expect(result.warnings).toEqual([]);
    expect(server.received).toHaveLength(0);
  });
});

describe('readLlmConfig', () => {
  it('is off without a base URL or key, and reads every variable', () => {
    expect(readLlmConfig({})).toBeUndefined();
    expect(
      readLlmConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1/',
        LLM_MODEL: 'llama3.2',
        LLM_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 5000,
      firstTokenTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      stream: true,
    });
    // No temperature unless asked for: reasoning models refuse any but their own.
    expect(readLlmConfig({ LLM_API_KEY: 'k' })).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'k',
      model: 'gpt-4o-mini',
      timeoutMs: 300_000,
      firstTokenTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      stream: true,
    });
    expect(
      readLlmConfig({
        LLM_API_KEY: 'k',
        LLM_TEMPERATURE: '0.4',
        LLM_FIRST_TOKEN_TIMEOUT_MS: '9000',
        LLM_IDLE_TIMEOUT_MS: '4000',
        LLM_STREAM: 'false',
      }),
    ).toMatchObject({ temperature: 0.4, firstTokenTimeoutMs: 9_000, idleTimeoutMs: 4_000, stream: false });
  });
});
