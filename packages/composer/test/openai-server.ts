import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake server does with one request. */
export type Reply =
  | { kind: 'json'; content: string }
  | { kind: 'stream'; content: string; chunkSize?: number; delayMs?: number }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'slow'; delayMs: number; content: string }
  | { kind: 'image'; b64: string; delayMs?: number };

export type Received = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> };

/**
 * A local server speaking the OpenAI chat completions and images protocols: it answers each
 * request with the next queued reply and records what it received.
 */
export async function startOpenAiServer() {
  const queue: Reply[] = [];
  const received: Received[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const completion = (content: string) => ({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });
  // Requests being answered now, and the most there ever were at once.
  const load = { now: 0, most: 0 };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    load.now++;
    load.most = Math.max(load.most, load.now);
    res.on('close', () => load.now--);
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : {} });
    const reply = queue.shift() ?? {
      kind: 'status',
      status: 500,
      body: { error: { message: 'no reply queued' } },
    };
    if (reply.kind === 'status') {
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? { error: { message: `status ${reply.status}` } }));
      return;
    }
    if (reply.kind === 'image') {
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ created: 0, data: [{ b64_json: reply.b64 }] }));
      return;
    }
    if (reply.kind === 'slow') {
      await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(reply.content)));
      return;
    }
    if (reply.kind === 'json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(reply.content)));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const size = reply.chunkSize ?? 40;
    for (let i = 0; i < reply.content.length; i += size) {
      const delta = { content: reply.content.slice(i, i + size) };
      res.write(
        `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', choices: [{ index: 0, delta }] })}\n\n`,
      );
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
    }
    res.write(
      `data: ${JSON.stringify({ id: 'c', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
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
    queue,
    received,
    load,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
