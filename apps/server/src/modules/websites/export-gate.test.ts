import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs, type TestUser } from '../../testing/website-factories';

const MB = 1024 * 1024;
const ZIP_BUDGET_MB = 256;

describeEachDatabase('zip builds as one bounded resource across requests and accounts', (kind) => {
  let t: TestApp;
  let base: string;
  let owners: TestUser[];
  beforeAll(async () => {
    t = await createTestApp(kind, {
      EXPORT_MAX_MB: '120',
      EXPORT_CONCURRENCY: '2',
      EXPORT_MEMORY_MB: String(ZIP_BUDGET_MB),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owners = [await signInAs(t, { plan: 'starter' }), await signInAs(t, { plan: 'starter' })];
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  /** A stored upload of `bytes` (a sparse file: its size is real, writing it costs nothing). */
  function storeUpload(key: string, bytes: number) {
    const file = path.join(t.dataDir, 'uploads', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.closeSync(fs.openSync(file, 'w'));
    fs.truncateSync(file, bytes);
    return `/uploads/${key}`;
  }

  /** Reads an answer to its end without keeping it: the server's memory is what is measured. */
  async function countBytes(res: Response): Promise<number> {
    let bytes = 0;
    const reader = res.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
      bytes += part.value.byteLength;
    return bytes;
  }

  /** A site of ~100 MB: two distinct 50 MB videos of its own. */
  async function bigSite(owner: TestUser, n: number) {
    const hero = storeUpload(`hero-${owner.id}-${n}.mp4`, 50 * MB);
    const loaf = storeUpload(`loaf-${owner.id}-${n}.mp4`, 50 * MB);
    const content = sampleContent({ hero: { headline: 'Rosa', videoUrl: hero } });
    content.services = [{ name: 'Loaves', description: 'Daily', videoUrl: loaf }];
    return insertTestWebsite(t, { userId: owner.id }, { content });
  }

  // RSS is the process's, shared with the test runner's own garbage: one more run before failing.
  const options = { timeout: 300_000, retry: 1 };
  it(
    '12 parallel exports of ~100 MB sites by two accounts: memory within the budget, health answering, refusals say when to retry',
    options,
    async () => {
      const sites = await Promise.all(
        owners.map(async (owner) => [
          await bigSite(owner, 1),
          await bigSite(owner, 2),
          await bigSite(owner, 3),
        ]),
      );
      let idleHealthMs = 0;
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        idleHealthMs = Math.max(idleHealthMs, performance.now() - started);
      }
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      }, 5);
      let isPolling = true;
      const healthMs: number[] = [];
      const poller = (async () => {
        while (isPolling) {
          const started = performance.now();
          await (await fetch(`${base}/api/health`)).arrayBuffer();
          healthMs.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      // Each account exports each of its three sites twice at once: 6 requests per account.
      const answers = await Promise.all(
        owners.flatMap((owner, o) =>
          [...sites[o], ...sites[o]].map(async (id) => {
            const res = await fetch(`${base}/api/websites/${id}/export`, {
              headers: { cookie: owner.cookie },
            });
            const bytes = await countBytes(res);
            return { status: res.status, retryAfter: res.headers.get('retry-after'), bytes };
          }),
        ),
      );
      isPolling = false;
      await poller;
      clearInterval(sampler);
      const rise = (Math.max(rssPeak, process.memoryUsage().rss) - rssBefore) / MB;
      const sorted = [...healthMs].sort((a, b) => a - b);
      const slowest = sorted[sorted.length - 1];
      const p90 = sorted[Math.floor(sorted.length * 0.9)];
      console.log(
        `statuses ${answers.map((a) => a.status).join(' ')}; RSS rise ${Math.round(rise)} MB (budget ${ZIP_BUDGET_MB} MB + 100); health p90 ${Math.round(p90)} ms, slowest ${Math.round(slowest)} ms over ${healthMs.length} polls (idle ${Math.round(idleHealthMs)} ms)`,
      );
      for (const answer of answers) {
        if (answer.status === 200) expect(answer.bytes).toBeGreaterThan(100 * MB);
        else {
          expect(answer.status).toBe(503);
          expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        }
      }
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      expect(rise).toBeLessThan(ZIP_BUDGET_MB + 100);
      // 200 ms, over what this shared machine takes to answer with nothing running. The slowest single
      // answer is printed, not asserted: on a machine shared with other work the operating system
      // alone delays some answers by a second (measured idle above), which is not this server's doing.
      expect(p90).toBeLessThan(200 + idleHealthMs);
    },
  );

  it('20 parallel downloads of one small site share one build: none is refused', async () => {
    const owner = await signInAs(t, { plan: 'starter' });
    const id = await insertTestWebsite(t, { userId: owner.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'GET', url: `/api/websites/${id}/export`, headers: { cookie: owner.cookie } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  }, 60_000);

  it('refuses an account past its export rate with 429 and Retry-After', async () => {
    const owner = await signInAs(t, { plan: 'starter' });
    const id = await insertTestWebsite(t, { userId: owner.id });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`${base}/api/websites/${id}/export`, { headers: { cookie: owner.cookie } });
      await res.arrayBuffer();
      statuses.push(res.status);
      if (res.status === 429) refused = res;
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);
});
