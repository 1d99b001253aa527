import { napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import {
  type DialectServer,
  type DialectServerOptions,
  startDialectServer,
} from '@mainstreet/composer/llm/testing/dialect-server';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImageModel, checkLanguageModel } from './check-model';

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

const llm = (s: DialectServer, model = 'm', apiKey?: string) => ({
  baseUrl: s.baseUrl,
  model,
  apiKey,
  timeoutMs: 5_000,
  stream: true,
});

describe('the language model check asks for the named model', { timeout: 30_000 }, () => {
  it('answers: listed, and a one-token call naming it comes back', async () => {
    const s = await start({ models: ['m', 'other'] });
    expect((await checkLanguageModel(llm(s))).status).toBe('answers');
    expect(s.received.at(-1)?.body.model).toBe('m');
  });

  it('not configured: no model set', async () => {
    expect(await checkLanguageModel(null)).toEqual({
      status: 'not configured',
      message: 'the built-in writer writes every site',
    });
  });

  it('named model missing: an Ollama with nothing pulled says "not pulled yet"', async () => {
    const s = await start({ dialect: 'ollama-new', models: [] });
    const check = await checkLanguageModel(llm(s, 'llama3.2'));
    expect(check.status).toBe('named model missing');
    expect(check.message).toMatch(/"llama3.2" is not pulled yet — run ollama pull llama3.2/);
  });

  it('named model missing: an Ollama with another model pulled', async () => {
    const s = await start({ dialect: 'ollama-new', models: ['qwen2.5:7b'] });
    const check = await checkLanguageModel(llm(s, 'llama3.2'));
    expect(check).toMatchObject({ status: 'named model missing' });
    expect(check.message).toMatch(/not pulled yet/);
  });

  it('named model missing: a server that does not list, asked with one token, says "not on this server"', async () => {
    const s = await start({ listsModels: false, models: ['gpt-4o-mini'] });
    const check = await checkLanguageModel(llm(s, 'gpt-5-nano'));
    expect(check.status).toBe('named model missing');
    expect(check.message).toMatch(/"gpt-5-nano" is not on this server/);
    expect(s.received).toHaveLength(1);
  });

  it('answers: llama.cpp lists its one file under another name and answers to any', async () => {
    const s = await start({ dialect: 'llamacpp-new', models: ['/models/qwen.gguf'] });
    expect((await checkLanguageModel(llm(s, 'qwen'))).status).toBe('answers');
  });

  it('unreachable: nothing listens', async () => {
    const check = await checkLanguageModel({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 1_000,
      stream: true,
    });
    expect(check.status).toBe('unreachable');
  });

  it('refused key: a 401', async () => {
    const s = await start({ apiKey: 'right' });
    expect((await checkLanguageModel(llm(s, 'm', 'wrong'))).status).toBe('refused key');
  });

  it('no credit: the one-token call is a 429 insufficient_quota', async () => {
    const s = await start();
    s.overrides.push({
      kind: 'status',
      status: 429,
      body: {
        error: {
          message: 'You exceeded your current quota.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      },
    });
    expect(await checkLanguageModel(llm(s))).toEqual({
      status: 'no credit',
      message: 'the account has no credit (429 insufficient_quota)',
    });
  });
});

describe('the image model check', { timeout: 30_000 }, () => {
  const images = (s: DialectServer, model: string, apiKey?: string) => ({
    baseUrl: s.baseUrl,
    model,
    apiKey,
    timeoutMs: 5_000,
  });

  it('answers when listed, names a missing one, a refused key, and an unreachable server', async () => {
    const s = await start({ models: ['gpt-image-1', 'gpt-4o-mini'], apiKey: 'k' });
    expect((await checkImageModel(images(s, 'gpt-image-1', 'k'))).status).toBe('answers');
    expect(await checkImageModel(images(s, 'dall-e-3', 'k'))).toMatchObject({
      status: 'named model missing',
    });
    expect((await checkImageModel(images(s, 'gpt-image-1', 'bad'))).status).toBe('refused key');
    expect((await checkImageModel(undefined)).status).toBe('not configured');
    const gone = { baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-image-1', timeoutMs: 1_000 };
    expect((await checkImageModel(gone)).status).toBe('unreachable');
    // Images cost money: the check never asks for one.
    expect(s.received).toHaveLength(0);
  });
});
