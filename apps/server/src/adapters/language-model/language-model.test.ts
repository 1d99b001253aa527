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

  it('reads every model setting the CLI reads, LLM_STREAM and the three time limits included', () => {
    expect(
      createLanguageModel(
        config({
          LLM_API_KEY: 'k',
          LLM_STREAM: 'false',
          LLM_FIRST_TOKEN_TIMEOUT_MS: '9000',
          LLM_IDLE_TIMEOUT_MS: '4000',
          LLM_TEMPERATURE: '0.3',
        }),
      ),
    ).toMatchObject({
      stream: false,
      timeoutMs: 300_000,
      firstTokenTimeoutMs: 9_000,
      idleTimeoutMs: 4_000,
      temperature: 0.3,
    });
    expect(createLanguageModel(config({ LLM_API_KEY: 'k' }))).not.toHaveProperty('temperature');
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
