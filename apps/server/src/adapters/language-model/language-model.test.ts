import { describe, expect, it } from 'vitest';
import { ConfigError, type Env, testConfig } from '../../config';
import { createLanguageModel } from './language-model';

const config = (env: Partial<Record<keyof Env, string>>) => testConfig({ DATA_DIR: '.', ...env });

describe('language model', () => {
  it('is none without LLM_BASE_URL or LLM_API_KEY: the built-in composer writes the copy', () => {
    expect(createLanguageModel(config({}))).toBeNull();
  });

  it('is the configured OpenAI-compatible API, model and time limit', () => {
    expect(
      createLanguageModel(
        config({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3', LLM_TIMEOUT_MS: '5000' }),
      ),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3',
      timeoutMs: 5_000,
      stream: true,
    });
  });

  it('refuses to start with an address but no model, naming the variable', () => {
    expect(() => createLanguageModel(config({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toThrow(
      ConfigError,
    );
    expect(() => createLanguageModel(config({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }))).toThrow(
      /LLM_MODEL/,
    );
  });
});
