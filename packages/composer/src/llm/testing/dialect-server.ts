import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { missingModel, refuse } from './dialect-refusals';
import type { ChatRequest, Dialect, Override } from './dialect-types';

export { type ChatRequest, DIALECTS, type Dialect, type Override } from './dialect-types';

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
