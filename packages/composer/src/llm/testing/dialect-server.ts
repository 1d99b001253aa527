import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

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

export type DialectServerOptions = {
  dialect: Dialect;
  /** What the model writes, given the request (its messages and whether it asked for a schema). */
  write: (request: ChatRequest) => string;
  /** Streamed answers: pieces per second (a piece is one SSE chunk, ~a token). */
  tokensPerSecond?: number;
  /** Split a streamed answer into exactly this many pieces (default: ~4 characters each). */
  tokens?: number;
  /** Wait before the first piece (prompt processing on a slow CPU). */
  firstTokenDelayMs?: number;
  /** The only key accepted, when set. */
  apiKey?: string;
  /**
   * The models the server has, when set: `/v1/models` lists them and a chat naming another is a
   * 404 (Ollama: "try pulling it first"); llama.cpp answers to any name. Unset: `m`, any name.
   */
  models?: string[];
  /** False: `/v1/models` is a 404, as on servers that do not list their models. */
  listsModels?: boolean;
};

export type ChatRequest = {
  model?: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  temperature?: number;
  response_format?: { type: string; json_schema?: unknown };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refuse(
  req: ChatRequest,
  dialect: Dialect,
  key: string | undefined,
  auth?: string,
): Override | undefined {
  if (key && auth !== `Bearer ${key}`) {
    return {
      kind: 'status',
      status: 401,
      body: {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    };
  }
  if (dialect === 'openai-reasoning' && req.temperature !== undefined && req.temperature !== 1) {
    return {
      kind: 'status',
      status: 400,
      body: {
        error: {
          message: `Unsupported value: 'temperature' does not support ${req.temperature} with this model. Only the default (1) value is supported.`,
          type: 'invalid_request_error',
          param: 'temperature',
          code: 'unsupported_value',
        },
      },
    };
  }
  if (dialect === 'openai-unverified' && req.stream) {
    return {
      kind: 'status',
      status: 400,
      body: {
        error: {
          message:
            'Your organization must be verified to stream this model. Please go to: https://platform.openai.com/settings/organization/general and click on Verify Organization.',
          type: 'invalid_request_error',
          param: 'stream',
          code: 'unsupported_value',
        },
      },
    };
  }
  if (dialect === 'llamacpp-old' && req.response_format?.type === 'json_schema') {
    return {
      kind: 'status',
      status: 500,
      body: {
        error: {
          code: 500,
          message: 'response_format type must be one of "text" or "json_object", but got: json_schema',
          type: 'server_error',
        },
      },
    };
  }
  return undefined;
}

/** A chat naming a model the server does not have, as each dialect answers it. */
function missingModel(
  req: ChatRequest,
  dialect: Dialect,
  models: string[] | undefined,
): Override | undefined {
  if (!models || dialect.startsWith('llamacpp') || models.includes(req.model ?? '')) return undefined;
  const message = dialect.startsWith('ollama')
    ? `model "${req.model}" not found, try pulling it first`
    : `The model \`${req.model}\` does not exist or you do not have access to it.`;
  return {
    kind: 'status',
    status: 404,
    body: { error: { message, type: 'invalid_request_error', param: null, code: 'model_not_found' } },
  };
}

/** What the dialect puts around the model's words. */
function dress(dialect: Dialect, words: string, usedSchema: boolean): { thinking?: string; content: string } {
  if (dialect === 'ollama-old') {
    // No constraint: a thinking model thinks aloud and chats around its JSON.
    return {
      content: `<think>The owner wants {"headline": …}; keep it short.</think>\nSure! Here is the copy:\n\`\`\`json\n${words}\n\`\`\`\nLet me know if you want {changes}.`,
    };
  }
  if (dialect === 'llamacpp-old' && !usedSchema) return { content: `\`\`\`json\n${words}\n\`\`\`` };
  if (dialect === 'ollama-new' || dialect === 'vllm')
    return { thinking: 'Planning the copy.', content: words };
  return { content: words };
}

function chunk(dialect: Dialect, delta: Record<string, unknown>, finish: string | null = null) {
  const base = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 0, model: 'm' };
  const extra = dialect.startsWith('llamacpp') && finish ? { timings: { predicted_per_second: 10 } } : {};
  return `data: ${JSON.stringify({ ...base, ...extra, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function split(text: string, pieces: number | undefined): string[] {
  const count = pieces ?? Math.max(1, Math.ceil(text.length / 4));
  const size = text.length / count;
  return Array.from({ length: count }, (_, i) =>
    text.slice(Math.round(i * size), Math.round((i + 1) * size)),
  );
}

/** A local server answering like one model server dialect; `overrides` are used first, in order. */
export async function startDialectServer(options: DialectServerOptions) {
  const overrides: Override[] = [];
  const received: Array<{ path: string; headers: IncomingMessage['headers']; body: ChatRequest }> = [];
  const active = { count: 0 };
  const sockets = new Set<Socket>();
  const { dialect } = options;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const piece of req) raw += piece;
    if (req.method === 'GET' && req.url === '/v1/models' && options.listsModels !== false) {
      const refused = refuse({ messages: [] }, 'openai', options.apiKey, req.headers.authorization);
      res.writeHead(refused?.kind === 'status' ? refused.status : 200, {
        'content-type': 'application/json',
      });
      res.end(
        JSON.stringify(
          refused?.kind === 'status'
            ? refused.body
            : { object: 'list', data: (options.models ?? ['m']).map((id) => ({ id, object: 'model' })) },
        ),
      );
      return;
    }
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('404 page not found');
      return;
    }
    const body = JSON.parse(raw || '{}') as ChatRequest;
    received.push({ path: req.url ?? '', headers: req.headers, body });
    // A chat answer in progress until its connection closes (finished, or the client hung up).
    active.count++;
    res.on('close', () => active.count--);
    let reply =
      overrides.shift() ??
      refuse(body, dialect, options.apiKey, req.headers.authorization) ??
      missingModel(body, dialect, options.models);
    if (reply?.kind === 'silent') {
      await sleep(reply.ms);
      reply = undefined;
    }
    if (reply?.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }));
      return;
    }
    const usedSchema = body.response_format?.type === 'json_schema';
    const dressed =
      reply?.kind === 'answer' ? { content: reply.content } : dress(dialect, options.write(body), usedSchema);
    const finish = reply?.kind === 'answer' ? (reply.finishReason ?? 'stop') : 'stop';
    const refusal = reply?.kind === 'answer' ? reply.refusal : undefined;
    if (options.firstTokenDelayMs) await sleep(options.firstTokenDelayMs);
    if (res.destroyed) return;
    if (!body.stream) {
      const message: Record<string, unknown> = {
        role: 'assistant',
        content: refusal ? null : dressed.content,
      };
      if (dialect.startsWith('openai')) message.refusal = refusal ?? null;
      if (dressed.thinking)
        message[dialect === 'vllm' ? 'reasoning_content' : 'reasoning'] = dressed.thinking;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c',
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: finish }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const gap = options.tokensPerSecond ? 1000 / options.tokensPerSecond : 0;
    res.write(chunk(dialect, { role: 'assistant', content: '' }));
    if (dressed.thinking) {
      res.write(
        chunk(dialect, { [dialect === 'vllm' ? 'reasoning_content' : 'reasoning']: dressed.thinking }),
      );
    }
    const pieces = refusal ? [] : split(dressed.content, options.tokens);
    if (refusal) res.write(chunk(dialect, { refusal }));
    const started = Date.now();
    for (const [i, piece] of pieces.entries()) {
      res.write(chunk(dialect, { content: piece }));
      // Paced against the clock, so timer drift does not add up over thousands of pieces.
      const due = started + (i + 1) * gap - Date.now();
      if (due > 0) await sleep(due);
      if (res.destroyed) return;
    }
    res.write(chunk(dialect, {}, finish));
    res.end('data: [DONE]\n\n');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    overrides,
    received,
    /** Chat answers being sent now. */
    active,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type DialectServer = Awaited<ReturnType<typeof startDialectServer>>;
