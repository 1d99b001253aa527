import type { AddressInfo } from 'node:net';
import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import { startDialectServer } from '@mainstreet/composer/llm/testing/dialect-server';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';

const countSites = async (t: Awaited<ReturnType<typeof createTestApp>>) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('websites')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('a slow model: progress, and cancel', { timeout: 30_000 }, () => {
  it('streams tokens as they arrive; a cancelled generation stops the model call and leaves no site', async () => {
    // 20 tokens a second for an answer of ~150 tokens: several seconds of writing.
    const model = await startDialectServer({
      dialect: 'openai',
      write: () => JSON.stringify(napoliCopy()),
      tokensPerSecond: 20,
      tokens: 150,
    });
    const t = await createTestApp('sqlite', { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'm' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    try {
      const abort = new AbortController();
      const res = await fetch(`${url}/api/websites/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ prompt: NAPOLI_PROMPT }),
        signal: abort.signal,
      });
      const reader = (res.body as ReadableStream<Uint8Array>)
        .pipeThrough(new TextDecoderStream())
        .getReader();
      let text = '';
      const counts: number[] = [];
      while (counts.length < 2) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
        counts.splice(
          0,
          counts.length,
          ...[...text.matchAll(/event: tokens\ndata: \{"count":(\d+)\}/g)].map((m) => Number(m[1])),
        );
      }
      // Tokens arrive while the model writes, each count more than the last.
      expect(counts[1]).toBeGreaterThan(counts[0]);
      expect(model.active.count).toBe(1);
      abort.abort();
      await expect.poll(() => model.active.count, { timeout: 5_000 }).toBe(0);
      // Well past the time the answer would have taken: still no site.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await countSites(t)).toBe(0);
      expect(model.received).toHaveLength(1);
    } finally {
      // The test's own client may keep its aborted socket half-open; the server need not wait for it.
      t.app.server.closeAllConnections();
      await t.close();
      await model.close();
    }
  });
});
