import { type LlmConfig, readLlmConfig } from '@mainstreet/composer';
import { type Config, ConfigError } from '../../config';

/**
 * The language model that writes a new site's copy: any OpenAI-compatible chat API when
 * LLM_BASE_URL or LLM_API_KEY is set, else null (the built-in composer writes it). A configuration
 * the composer cannot use stops the start, naming the variable, rather than failing every generate.
 */
export function createLanguageModel(config: Config): LlmConfig | null {
  try {
    return (
      readLlmConfig({
        LLM_BASE_URL: config.LLM_BASE_URL,
        LLM_API_KEY: config.LLM_API_KEY,
        LLM_MODEL: config.LLM_MODEL,
        LLM_TIMEOUT_MS: String(config.LLM_TIMEOUT_MS),
        LLM_FIRST_TOKEN_TIMEOUT_MS: String(config.LLM_FIRST_TOKEN_TIMEOUT_MS),
        LLM_IDLE_TIMEOUT_MS: String(config.LLM_IDLE_TIMEOUT_MS),
        LLM_TEMPERATURE: config.LLM_TEMPERATURE === undefined ? undefined : String(config.LLM_TEMPERATURE),
        LLM_STREAM: String(config.LLM_STREAM),
      }) ?? null
    );
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}
