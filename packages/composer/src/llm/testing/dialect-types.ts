/**
 * The model servers Mainstreet is pointed at, as they answer `/v1/chat/completions` (checked
 * against openai-openapi, llama.cpp's server, Ollama and vLLM): what each refuses and how it streams.
 */
export type Dialect =
  | 'openai'
  /** gpt-5 / o-series: any temperature but 1 is a 400 naming `temperature`. */
  | 'openai-reasoning'
  /** gpt-5 / o-series on an organisation OpenAI has not verified: `stream: true` is a 400 naming `stream`. */
  | 'openai-unverified'
  /** llama.cpp and ik_llama.cpp before json_schema support: HTTP 500 naming it. */
  | 'llamacpp-old'
  | 'llamacpp-new'
  /** Ollama before 0.5: response_format json_schema ignored, a thinking model's <think> in the text. */
  | 'ollama-old'
  /** Ollama 0.5+: structured output, thinking streamed as `reasoning`. */
  | 'ollama-new'
  /** vLLM with a reasoning parser: `reasoning_content` deltas, guided JSON. */
  | 'vllm'
  | 'lmstudio';

export const DIALECTS: Dialect[] = [
  'openai',
  'openai-reasoning',
  'llamacpp-old',
  'llamacpp-new',
  'ollama-old',
  'ollama-new',
  'vllm',
  'lmstudio',
];

/** A one-off answer instead of the dialect's own (a failure to test). */
export type Override =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'answer'; content: string; finishReason?: string; refusal?: string }
  | { kind: 'silent'; ms: number };

export type ChatRequest = {
  model?: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  temperature?: number;
  response_format?: { type: string; json_schema?: unknown };
};
