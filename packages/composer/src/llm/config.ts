import { z } from 'zod';

export type LlmConfig = {
  /** Base URL of an OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 for Ollama. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The cap on one whole generation's model calls (LLM_TIMEOUT_MS), retries and repair included. */
  timeoutMs: number;
  /** How long a streamed answer may take to send its first piece (LLM_FIRST_TOKEN_TIMEOUT_MS). */
  firstTokenTimeoutMs?: number;
  /** The longest gap between two pieces of a streamed answer (LLM_IDLE_TIMEOUT_MS). */
  idleTimeoutMs?: number;
  /** Sent only when set: reasoning models (gpt-5, o-series) refuse any value but their own. */
  temperature?: number;
  /** Ask for a streamed answer (server-sent events); most servers support it. */
  stream: boolean;
};

export const LLM_DEFAULTS = {
  timeoutMs: 300_000,
  firstTokenTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
} as const;

const ms = (max: number) => z.coerce.number().int().positive().max(max).optional();

const envSchema = z.object({
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: ms(3_600_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: ms(3_600_000),
  LLM_IDLE_TIMEOUT_MS: ms(3_600_000),
  LLM_TEMPERATURE: z.coerce.number().min(0).max(2).optional(),
  LLM_STREAM: z.enum(['true', 'false', '1', '0']).optional(),
});

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/** The model configuration from the environment; undefined when no model is configured. */
export function readLlmConfig(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const blank = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  const parsed = envSchema.safeParse({
    LLM_BASE_URL: blank(env.LLM_BASE_URL),
    LLM_API_KEY: blank(env.LLM_API_KEY),
    LLM_MODEL: blank(env.LLM_MODEL),
    LLM_TIMEOUT_MS: blank(env.LLM_TIMEOUT_MS),
    LLM_FIRST_TOKEN_TIMEOUT_MS: blank(env.LLM_FIRST_TOKEN_TIMEOUT_MS),
    LLM_IDLE_TIMEOUT_MS: blank(env.LLM_IDLE_TIMEOUT_MS),
    LLM_TEMPERATURE: blank(env.LLM_TEMPERATURE),
    LLM_STREAM: blank(env.LLM_STREAM),
  });
  if (!parsed.success) {
    // Name the variable, never its value: LLM_API_KEY must not reach a log.
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new Error(`Invalid language model configuration: ${fields}`);
  }
  const v = parsed.data;
  if (!v.LLM_BASE_URL && !v.LLM_API_KEY) return undefined;
  const baseUrl = (v.LLM_BASE_URL ?? OPENAI_BASE_URL).replace(/\/+$/, '');
  if (!v.LLM_MODEL && baseUrl !== OPENAI_BASE_URL) {
    throw new Error('Invalid language model configuration: LLM_MODEL is required with LLM_BASE_URL');
  }
  return {
    baseUrl,
    apiKey: v.LLM_API_KEY,
    model: v.LLM_MODEL ?? OPENAI_DEFAULT_MODEL,
    timeoutMs: v.LLM_TIMEOUT_MS ?? LLM_DEFAULTS.timeoutMs,
    firstTokenTimeoutMs: v.LLM_FIRST_TOKEN_TIMEOUT_MS ?? LLM_DEFAULTS.firstTokenTimeoutMs,
    idleTimeoutMs: v.LLM_IDLE_TIMEOUT_MS ?? LLM_DEFAULTS.idleTimeoutMs,
    ...(v.LLM_TEMPERATURE === undefined ? {} : { temperature: v.LLM_TEMPERATURE }),
    stream: v.LLM_STREAM ? v.LLM_STREAM === 'true' || v.LLM_STREAM === '1' : true,
  };
}

/** Remove a secret from any text before it is shown or logged. */
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}
