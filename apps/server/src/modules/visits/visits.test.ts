import http from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn, type SignedInUser } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { createVisitCounter, dayString } from './visit-counter';
import { flushVisits, rollUpVisits } from './visits.service';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.UTC(2026, 10, 10, 9, 0, 0);
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.5.0',
  '',
];

/** Visitor i: an address of the documentation ranges and a browser of their own. */
const visitorIp = (i: number) => (i % 2 ? `203.0.113.${i + 1}` : `198.51.100.${i + 1}`);
const visitorAgent = (i: number) => `${i % 3 === 0 ? PHONE : DESKTOP} Visitor/${i}`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(port: number, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describeEachDatabase('visitor counts of built-in hosting', (kind: DatabaseKind) => {
  let t: TestApp;
  let port: number;
  let clock = FIRST_DAY;
  const counter = createVisitCounter({ now: () => clock });
  let owner: SignedInUser;
  let websiteId: string;
  let slug: string;

  beforeAll(async () => {
    // TRUST_PROXY: each simulated visitor names its address in X-Forwarded-For, as behind a proxy.
    t = await createTestApp(
      kind,
      { PUBLIC_URL: 'http://mainstreet.test', SITES_DOMAIN: 'sites.test', TRUST_PROXY: '127.0.0.1' },
      { overrides: { visits: counter } },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
    owner = await createUserAndSignIn(t, { plan: 'pro' });
    websiteId = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: 'Counted Bakery' }), name: 'Counted Bakery' },
    );
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(published.statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('hosted_sites')
      .select('slug')
      .where('website_id', '=', websiteId)
      .executeTakeFirstOrThrow();
    slug = row.slug;
  });
  afterAll(async () => t.close());

  const stats = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/visits`,
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      days: { day: string; views: number; visitors: number; messages: number }[];
      totals: { views: number; visitors: number; messages: number };
      referrers: { value: string; views: number }[];
      countries: { value: string; views: number }[];
      devices: { value: string; views: number }[];
      isHostedHere: boolean;
    };
  };

  it('counts 1,000 visits of 50 visitors over 3 days, bots left out, no cookie set, no address stored', async () => {
    const expected = new Map<string, { views: number; visitors: Set<number> }>();
    let visit = 0;
    const setCookies: string[] = [];
    for (let day = 0; day < 3; day++) {
      clock = FIRST_DAY + day * DAY_MS;
      const today = { views: 0, visitors: new Set<number>() };
      expected.set(dayString(clock), today);
      // Day 0: visitors 0–29; day 1: 20–49; day 2: everyone. 1,000 page views in all.
      const [from, to] = day === 0 ? [0, 30] : day === 1 ? [20, 50] : [0, 50];
      const views = day === 2 ? 400 : 300;
      for (let n = 0; n < views; n++) {
        const i = from + ((n * 7 + day) % (to - from));
        const path = n % 4 === 3 ? `/s/${slug}/index.html` : `/s/${slug}/`;
        const headers: Record<string, string> = {
          'user-agent': visitorAgent(i),
          'x-forwarded-for': visitorIp(i),
          'accept-language': i % 5 === 0 ? 'de-AT,de;q=0.9' : 'en',
          // Every tenth arrives from a search, others move within the site.
          ...(visit % 10 === 0
            ? { referer: 'https://www.google.com/search?q=bakery' }
            : { referer: `http://mainstreet.test/s/${slug}/` }),
        };
        // Some ask through the site's own subdomain: the same pages, counted the same.
        const answer =
          n % 5 === 4
            ? await get(port, '/', { ...headers, host: `${slug}.sites.test` })
            : await get(port, path, headers);
        expect(answer.status).toBe(200);
        if (answer.headers['set-cookie']) setCookies.push(String(answer.headers['set-cookie']));
        today.views++;
        today.visitors.add(i);
        visit++;
        if (n % 50 === 0) {
          // Bots, a conditional request (304: the browser had it) and a stylesheet: not views.
          const bot = await get(port, `/s/${slug}/`, {
            'user-agent': BOTS[n % BOTS.length],
            'x-forwarded-for': visitorIp(i),
          });
          expect(bot.status).toBe(200);
          const again = await get(port, `/s/${slug}/`, {
            ...headers,
            'if-none-match': String(answer.headers.etag),
          });
          expect(again.status).toBe(304);
          const missing = await get(port, `/s/${slug}/no-such-page`, headers);
          expect(missing.status).toBe(404);
          for (const other of [bot, again, missing])
            if (other.headers['set-cookie']) setCookies.push(String(other.headers['set-cookie']));
        }
      }
      await flushVisits(t.ctx, counter);
    }
    expect(visit).toBe(1000);
    expect(setCookies).toEqual([]);

    const seen = await stats();
    const lastThree = seen.days.slice(-3);
    expect(lastThree.map((d) => d.day)).toEqual([...expected.keys()]);
    expect(lastThree.map((d) => d.views)).toEqual([...expected.values()].map((d) => d.views));
    expect(lastThree.map((d) => d.visitors)).toEqual([30, 30, 50]);
    expect(seen.totals).toEqual({ views: 1000, visitors: 110, messages: 0 });
    expect(seen.referrers).toEqual([{ value: 'google.com', views: 100 }]);
    expect(seen.countries.map((c) => c.value)).toEqual(['AT']);
    expect(seen.devices.map((d) => d.value).sort()).toEqual(['desktop', 'mobile']);
    expect(seen.devices.reduce((sum, d) => sum + d.views, 0)).toBe(1000);
    expect(seen.isHostedHere).toBe(true);

    // Not an address anywhere: every table, every column.
    // PostgreSQL lists the tables of every schema (other suites' too): this app's own only.
    const schema =
      kind === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(t.ctx.db)).rows[0].name
        : undefined;
    const tables = (await t.ctx.db.introspection.getTables())
      .filter((table) => table.schema === schema)
      .map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining(['visits', 'visit_days', 'visit_salts', 'contact_messages']),
    );
    let rowsSearched = 0;
    for (const table of tables) {
      const rows = await t.ctx.db
        .selectFrom(table as 'visits')
        .selectAll()
        .execute();
      rowsSearched += rows.length;
      const text = JSON.stringify(rows, (_key, value) =>
        value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
      );
      expect(text, table).not.toMatch(/203\.0\.113\.|198\.51\.100\./);
    }
    expect(rowsSearched).toBeGreaterThan(3);
  });

  it('replaces raw rows by daily rollups once a day is over, and forgets the salts', async () => {
    const before = await stats();
    const raw = () => t.ctx.db.selectFrom('visits').select('day').execute();
    const salts = () => t.ctx.db.selectFrom('visit_salts').select('day').execute();
    expect(new Set((await raw()).map((r) => r.day)).size).toBe(3);

    // Still the third day: the first two are over and rolled up; today's rows stay raw.
    await rollUpVisits(t.ctx, counter, clock);
    expect(new Set((await raw()).map((r) => r.day))).toEqual(new Set([dayString(clock)]));
    expect((await salts()).map((s) => s.day)).toEqual([dayString(clock)]);
    expect(await stats()).toEqual(before);

    // 48 hours later nothing raw is left, nor any salt: only the daily counts.
    clock += 2 * DAY_MS;
    await rollUpVisits(t.ctx, counter, clock);
    expect(await raw()).toEqual([]);
    expect(await salts()).toEqual([]);
    expect(counter.salts.size).toBe(0);
    const rolled = await t.ctx.db.selectFrom('visit_days').selectAll().orderBy('day').execute();
    expect(rolled.map((r) => [r.day, r.views, r.visitors])).toEqual(
      before.days.slice(-3).map((d) => [d.day, d.views, d.visitors]),
    );
    const after = await stats();
    expect(after.totals).toEqual(before.totals);
    expect(after.referrers).toEqual(before.referrers);
    expect(after.devices).toEqual(before.devices);
    expect(after.days.slice(-5, -2)).toEqual(before.days.slice(-3));
  });

  it('sends the published page byte for byte as publish stored it', async () => {
    const stored = await t.ctx.db
      .selectFrom('hosted_sites')
      .innerJoin('publish_files', 'publish_files.publish_id', 'hosted_sites.current_publish_id')
      .innerJoin('publish_blobs', 'publish_blobs.hash', 'publish_files.hash')
      .select('publish_blobs.body')
      .where('hosted_sites.website_id', '=', websiteId)
      .where('publish_files.path', '=', 'index.html')
      .executeTakeFirstOrThrow();
    const page = await get(port, `/s/${slug}/`, { 'user-agent': DESKTOP, 'accept-encoding': 'identity' });
    expect(page.body.equals(Buffer.from(stored.body))).toBe(true);
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('shows a site’s counts to its owner only', async () => {
    const stranger = await createUserAndSignIn(t);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/visits`,
      headers: { cookie: stranger.cookie },
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/websites/${websiteId}/visits` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describeEachDatabase('visitor counts when the server stops', (kind: DatabaseKind) => {
  it('writes the views still in memory before the database closes', async () => {
    const t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
    try {
      const owner = await createUserAndSignIn(t, { plan: 'pro' });
      const websiteId = await insertTestWebsite(
        t,
        { userId: owner.user.id },
        { content: sampleContent({ siteName: 'Closing Bakery' }), name: 'Closing Bakery' },
      );
      const published = await t.app.inject({
        method: 'POST',
        url: `/api/websites/${websiteId}/publish`,
        headers: { cookie: owner.cookie },
      });
      const path = new URL(published.json().url).pathname;
      for (let i = 0; i < 3; i++) {
        const page = await t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': DESKTOP } });
        expect(page.statusCode).toBe(200);
      }
      // Whether a timer flush took some of them or none, all three are in the database once closed.
      await t.app.close();
      const rows = await t.ctx.db.selectFrom('visits').select(['website_id', 'views']).execute();
      expect(rows.every((row) => row.website_id === websiteId)).toBe(true);
      expect(rows.reduce((sum, row) => sum + Number(row.views), 0)).toBe(3);
    } finally {
      await t.close();
    }
  });
});
