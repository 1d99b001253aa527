import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../src/testing/spawn-server';

// A language model that takes its time, then fails: the generation is in flight for a while and
// then finishes with the built-in composer.
function startSlowModel(delayMs: number) {
  let onRequest: () => void = () => {};
  const received = new Promise<void>((resolve) => {
    onRequest = resolve;
  });
  const server = http.createServer((req, res) => {
    req.resume();
    // The start-up check lists the models; only the generation's chat call puts work in flight.
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ data: [{ id: 'slow-model' }] }));
    }
    onRequest();
    setTimeout(() => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'overloaded' } }));
    }, delayMs);
  });
  return new Promise<{ url: string; received: Promise<void>; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/v1`, received, close: () => server.close() });
    });
  });
}

describe('graceful shutdown', () => {
  let model: Awaited<ReturnType<typeof startSlowModel>>;
  beforeAll(async () => {
    model = await startSlowModel(1500);
  });
  afterAll(() => model?.close());

  it('finishes a generation in flight after SIGTERM, refuses new work, then exits', async () => {
    const server = await spawnServer({
      env: { LLM_BASE_URL: model.url, LLM_MODEL: 'slow-model', LLM_TIMEOUT_MS: '10000' },
    });
    const inFlight = fetch(`${server.url}/api/websites/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'Oak & Ivy is a garden centre in Kendal selling plants and tools.' }),
    });
    await model.received;
    const stopping = server.stop();
    await new Promise((r) => setTimeout(r, 200));
    const late = await fetch(`${server.url}/api/health`).then(
      (res) => res.status,
      () => 'refused' as const,
    );
    const res = await inFlight;
    expect(res.status).toBe(200);
    const body = (await res.json()) as { name: string; generator: string };
    expect(body.name).toContain('Oak & Ivy');
    expect(body.generator).toBe('builtin');
    expect([503, 'refused']).toContain(late);
    const startedStopping = Date.now();
    await stopping;
    // It exited by itself once the answer was sent (stop() would SIGKILL only after 15 s).
    expect(Date.now() - startedStopping).toBeLessThan(10_000);
  });
});
