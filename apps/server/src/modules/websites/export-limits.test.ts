import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeNetlify } from '../../adapters/hosting/fake-netlify-server';
import { newId, nowIso } from '../../lib/tokens';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs, type TestUser } from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';
const NETLIFY = { clientId: 'client-123', clientSecret: 'secret-456' };
const MB = 1024 * 1024;

/** Content that references one upload from every media slot, each under its own `?n=`. */
function everySlot(url: string) {
  let n = 0;
  const next = () => `${url}?n=${++n}`;
  return sampleContent({
    hero: { headline: 'Rosa', videoUrl: next() },
    about: { title: 'About', content: 'Since 1998.', imageUrl: next() },
    services: Array.from({ length: 60 }, (_, i) => ({ name: `Loaf ${i}`, videoUrl: next() })),
    sections: [
      { id: 'story', type: 'about-expanded', content: { title: 'Story', content: 'x', imageUrl: next() } },
    ],
    widgets: [
      {
        id: 'gallery',
        type: 'gallery',
        data: { images: Array.from({ length: 20 }, () => ({ url: next(), alt: 'bread' })) },
      },
    ],
  });
}

describeEachDatabase('bounded work per export, download, publish and deploy', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeNetlify>>;
  let base: string;
  let owner: TestUser;
  beforeAll(async () => {
    fake = await startFakeNetlify({ ...NETLIFY, pollsUntilReady: 1 });
    t = await createTestApp(kind, {
      PUBLIC_URL,
      EXPORT_MAX_MB: '20',
      NETLIFY_CLIENT_ID: NETLIFY.clientId,
      NETLIFY_CLIENT_SECRET: NETLIFY.clientSecret,
      NETLIFY_API_URL: fake.url,
      NETLIFY_APP_URL: fake.url,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    owner = await signInAs(t, { plan: 'pro' });
    // Netlify connected the way an owner connects it: consent on the fake, then the callback.
    const authorize = await t.app.inject({
      method: 'GET',
      url: '/api/netlify/oauth/authorize',
      headers: { cookie: owner.cookie },
    });
    const state = new URL(authorize.json().authUrl as string).searchParams.get('state');
    fake.issueCode('code-1', 'netlify-token-1');
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/netlify/oauth/callback',
      headers: { cookie: owner.cookie },
      payload: { code: 'code-1', state },
    });
    expect(callback.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** A stored upload of `bytes` (a sparse file: its size is real, writing it costs nothing). */
  function storeUpload(key: string, bytes: number) {
    const file = path.join(t.dataDir, 'uploads', key);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.closeSync(fs.openSync(file, 'w'));
    fs.truncateSync(file, bytes);
    return `/uploads/${key}`;
  }

  /** A Quick Download paid for by the owner's account, as the payment webhook records it. */
  async function grantDownload(websiteId: string) {
    const paymentId = newId();
    await t.ctx.db
      .insertInto('payments')
      .values({
        id: paymentId,
        user_id: owner.id,
        browser_id: null,
        website_id: websiteId,
        kind: 'download',
        plan_id: null,
        provider: 'test',
        provider_session_id: `cs_${paymentId}`,
        provider_subscription_id: null,
        amount_cents: 999,
        currency: 'usd',
        status: 'paid',
        created_at: nowIso(),
        paid_at: nowIso(),
      })
      .execute();
    await t.ctx.db
      .insertInto('download_grants')
      .values({
        id: newId(),
        payment_id: paymentId,
        website_id: websiteId,
        browser_id: null,
        user_id: owner.id,
        created_at: nowIso(),
      })
      .execute();
  }

  /**
   * Runs `work` while polling /api/health (each answer timed from the moment it was asked) and
   * sampling this process's memory (the server runs in it) and its event loop's longest delay.
   */
  async function measureWhile<T>(work: () => Promise<T>) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    let polling = true;
    const healthTimes: number[] = [];
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        const res = await fetch(`${base}/api/health`);
        await res.arrayBuffer();
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const result = await work();
    polling = false;
    await poller;
    clearInterval(sampler);
    loop.disable();
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    return { result, healthTimes, rssRise: rssPeak - rssBefore, loopMaxMs: loop.max / 1e6 };
  }

  /**
   * /api/health's slowest answer with nothing else running: on a machine shared with other work the
   * operating system alone can delay an answer, and that is not this server's doing.
   */
  async function idleHealthMs(): Promise<number> {
    let slowest = 0;
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
    }
    return slowest;
  }

  /** Prints a run's figures, and checks memory stayed within 100 MB of where it started. */
  function expectBoundedMemory(
    m: { healthTimes: number[]; rssRise: number; loopMaxMs: number },
    limitMb = 100,
  ) {
    console.log(
      `health ms: ${m.healthTimes.map((x) => Math.round(x)).join(' ')}; RSS rise ${Math.round(m.rssRise / MB)} MB; longest event-loop delay ${Math.round(m.loopMaxMs)} ms`,
    );
    expect(m.healthTimes.length).toBeGreaterThan(0);
    expect(m.rssRise).toBeLessThan(limitMb * MB);
  }

  const calls = (id: string) => [
    { label: 'export', method: 'GET', url: `/api/websites/${id}/export` },
    { label: 'quick download', method: 'GET', url: `/api/billing/download/${id}` },
    { label: 'publish', method: 'POST', url: `/api/websites/${id}/publish` },
    { label: 'Netlify deploy', method: 'POST', url: `/api/netlify/oauth/deploy/${id}` },
  ];

  it('refuses a 50 MB upload referenced from every slot with 413, memory flat, health answering', async () => {
    const id = await insertTestWebsite(
      t,
      { userId: owner.id },
      { content: everySlot(storeUpload('bigclip.mp4', 50 * MB)) },
    );
    await grantDownload(id);
    const deploysBefore = fake.deploys.size;
    const sitesBefore = fake.sites.size;
    const send = () =>
      Promise.all(
        calls(id).map(async (call) => {
          const res = await fetch(`${base}${call.url}`, {
            method: call.method,
            headers: { cookie: owner.cookie, origin: PUBLIC_URL },
          });
          return { label: call.label, status: res.status, body: (await res.json()) as { message: string } };
        }),
      );
    // Once unmeasured, so loading each route's code for the first time is not counted as its work.
    await send();
    // Timed up to three times: on a machine shared with other work one try can be slowed by the
    // operating system alone, while a real stall (the old zip of every copy: seconds) fails all three.
    const slowestOverIdle: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const idle = await idleHealthMs();
      const { result: answers, ...measured } = await measureWhile(send);
      for (const answer of answers) {
        expect(answer.status, answer.label).toBe(413);
        expect(answer.body.message, answer.label).toMatch(/more than 20 MB, the limit .*\(EXPORT_MAX_MB\)/);
      }
      expectBoundedMemory(measured);
      console.log(`idle health ${Math.round(idle)} ms`);
      slowestOverIdle.push(Math.max(...measured.healthTimes) - idle);
      if (slowestOverIdle.at(-1)! < 200) break;
    }
    // Within 200 ms of health's own idle time (a few ms on a quiet machine) throughout.
    expect(Math.min(...slowestOverIdle)).toBeLessThan(200);
    // Refused before anything was made elsewhere or reserved here.
    expect(fake.deploys.size).toBe(deploysBefore);
    expect(fake.sites.size).toBe(sitesBefore);
    const hosted = await t.ctx.db
      .selectFrom('hosted_sites')
      .select('slug')
      .where('website_id', '=', id)
      .execute();
    expect(hosted).toEqual([]);
  });

  it('ships a file referenced from every slot once: one asset in the zip, in the published site and on Netlify', async () => {
    const id = await insertTestWebsite(
      t,
      { userId: owner.id },
      { content: everySlot(storeUpload('clip.mp4', 3 * MB)) },
    );
    await grantDownload(id);
    for (const url of [`/api/websites/${id}/export`, `/api/billing/download/${id}`]) {
      const res = await fetch(`${base}${url}`, { headers: { cookie: owner.cookie } });
      expect(res.status, url).toBe(200);
      const zip = new Uint8Array(await res.arrayBuffer());
      expect(zip.byteLength, url).toBeLessThan(4 * MB);
      const entries = unzipSync(zip);
      expect(
        Object.keys(entries).filter((p) => p.startsWith('assets/')),
        url,
      ).toEqual(['assets/clip.mp4']);
      expect(entries['assets/clip.mp4'].byteLength).toBe(3 * MB);
    }
    const publish = await fetch(`${base}/api/websites/${id}/publish`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: PUBLIC_URL },
    });
    expect(publish.status).toBe(200);
    const published = await t.ctx.db
      .selectFrom('publishes')
      .select(['size_bytes', 'file_count'])
      .where('website_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(published.size_bytes)).toBeLessThan(4 * MB);
    const deploy = await fetch(`${base}/api/netlify/oauth/deploy/${id}`, {
      method: 'POST',
      headers: { cookie: owner.cookie, origin: PUBLIC_URL },
    });
    expect(deploy.status).toBe(200);
    const sent = [...fake.deploys.values()].at(-1)?.zipBytes as Uint8Array;
    const deployed = Object.keys(unzipSync(new Uint8Array(sent)));
    expect(deployed.filter((p) => p.startsWith('assets/'))).toEqual(['assets/clip.mp4']);
  });

  it('builds export, download, publish and deploy of a site under the cap without stalling the server', async () => {
    const id = await insertTestWebsite(
      t,
      { userId: owner.id },
      { content: everySlot(storeUpload('loaf.mp4', 8 * MB)) },
    );
    await grantDownload(id);
    // What loads once per process (share-card renderer, font subsetter, compressors) loads before
    // measuring: a small site goes every way out first.
    const warmUp = await insertTestWebsite(t, { userId: owner.id }, { name: 'Warm-up Bakery' });
    await grantDownload(warmUp);
    for (const call of calls(warmUp)) {
      const res = await fetch(`${base}${call.url}`, {
        method: call.method,
        headers: { cookie: owner.cookie, origin: PUBLIC_URL },
      });
      await res.arrayBuffer();
    }
    const { result: statuses, ...measured } = await measureWhile(() =>
      Promise.all(
        calls(id).map(async (call) => {
          const res = await fetch(`${base}${call.url}`, {
            method: call.method,
            headers: { cookie: owner.cookie, origin: PUBLIC_URL },
          });
          await res.arrayBuffer();
          return `${call.label} ${res.status}`;
        }),
      ),
    );
    expect(statuses).toEqual(['export 200', 'quick download 200', 'publish 200', 'Netlify deploy 200']);
    // Four builds really carry 8 MB each (the zips, the published blobs, the Netlify stand-in's copy
    // in this same process), and the font subsetter's WebAssembly heap grows to its largest face and
    // stays: measured 63–99 MB here. Refusals (above) stay under 100 MB with nothing built at all.
    expectBoundedMemory(measured, 150);
  });
});
