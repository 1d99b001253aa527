import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../src/testing/test-app';
import { insertTestWebsite, signInAs, type TestUser } from '../../src/testing/website-factories';

/**
 * The hostile-input run: every route the server documents (walked from its OpenAPI document, so a
 * new route is covered without touching this file) gets malformed JSON, wrong types, huge strings,
 * NUL bytes, `__proto__`, other users' ids, no session and a wrong origin. No answer may be a 5xx,
 * and a refused request may not change a single row of any table (checksummed before and after).
 */

type Operation = { method: string; path: string; fields: string[] };
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
  >;
};

function operations(t: TestApp): Operation[] {
  const doc = t.app.swagger() as unknown as OpenApi;
  return Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/** A value a genuine client might send for a field, so refusals are about the hostile part. */
function plausible(field: string): unknown {
  if (/email/i.test(field)) return 'someone@example.com';
  if (/password/i.test(field)) return 'Hostile-Run-Password-42';
  if (/code|otp/i.test(field)) return '123456';
  if (field === 'content') return { siteName: 'Pwned' };
  if (field === 'version') return 1;
  if (field === 'planId') return 'pro';
  return 'pwned';
}

/**
 * Columns a refused request is meant to change: a wrong one-time code spends one of its attempts
 * (the guessing limit), and a signed-in request marks its session used (the idle timeout, written
 * at most once a minute). Everything else in these tables is still checksummed; only the
 * background jobs' leases are left out (below).
 */
const COUNTED_ON_REFUSAL: Record<string, string[]> = { auth_codes: ['attempts'], sessions: ['last_used_at'] };
const BACKGROUND_TABLES = new Set(['job_leases']);

const WRONG_TYPES = [123, { nested: true }, ['a'], true, null, -1.5];
const HOSTILE_PARAMS = [
  '..%2F..%2Fetc%2Fpasswd',
  'a%00b',
  'x'.repeat(300),
  "'%20OR%201%3D1%20--",
  '%E0%A4%A',
];

type Variant = {
  name: string;
  who: 'none' | 'attacker' | 'victim';
  params: 'victim' | 'hostile';
  origin?: string;
  body?: (fields: string[]) => { payload: string; contentType: string } | undefined;
};

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
const fill = (fields: string[], value: (field: string, i: number) => unknown) =>
  Object.fromEntries(fields.map((f, i) => [f, value(f, i)]));

const VARIANTS: Variant[] = [
  { name: 'no session', who: 'none', params: 'victim', body: (f) => json(fill(f, plausible)) },
  {
    name: 'malformed JSON',
    who: 'attacker',
    params: 'victim',
    body: () => ({ payload: '{"a":', contentType: 'application/json' }),
  },
  {
    name: 'wrong types',
    who: 'attacker',
    params: 'victim',
    body: (f) => json(fill(f, (_, i) => WRONG_TYPES[i % WRONG_TYPES.length])),
  },
  {
    name: 'huge strings',
    who: 'attacker',
    params: 'victim',
    body: (f) => json(fill(f, () => 'x'.repeat(100_000))),
  },
  {
    name: 'NUL bytes',
    who: 'attacker',
    params: 'victim',
    body: (f) => json(fill(f, (field) => `a\u0000${String(plausible(field))}`)),
  },
  {
    name: '__proto__',
    who: 'attacker',
    params: 'victim',
    body: (f) => ({
      payload: `{"__proto__":{"plan":"pro","isAdmin":true},"constructor":{"prototype":{"plan":"pro"}}${f.map((x) => `,${JSON.stringify(x)}:{"__proto__":{"polluted":1}}`).join('')}}`,
      contentType: 'application/json',
    }),
  },
  { name: "other user's ids", who: 'attacker', params: 'victim', body: (f) => json(fill(f, plausible)) },
  {
    name: 'wrong origin',
    who: 'victim',
    params: 'victim',
    origin: 'https://evil.example',
    body: (f) => json(fill(f, plausible)),
  },
  {
    name: 'hostile path and query',
    who: 'attacker',
    params: 'hostile',
    body: () => ({ payload: 'not json', contentType: 'text/plain' }),
  },
  {
    name: 'form post',
    who: 'victim',
    params: 'victim',
    origin: 'https://evil.example',
    body: (f) => ({
      payload: new URLSearchParams(fill(f, () => 'pwned') as Record<string, string>).toString(),
      contentType: 'application/x-www-form-urlencoded',
    }),
  },
];

describeEachDatabase('hostile input on every route', (kind) => {
  let t: TestApp;
  let victim: TestUser;
  let attacker: TestUser;
  let victimSite: string;
  let tables: string[];
  beforeAll(async () => {
    // Every optional service switched on (pointing at nothing reachable), so no route stops early
    // with "not set up on this server" and each is exercised as far as hostile input can take it.
    t = await createTestApp(kind, {
      NETLIFY_CLIENT_ID: 'hostile-run',
      NETLIFY_CLIENT_SECRET: 'hostile-run-secret',
      NETLIFY_API_URL: 'http://127.0.0.1:9',
      GITHUB_CLIENT_ID: 'hostile-run',
      GITHUB_CLIENT_SECRET: 'hostile-run-secret',
    });
    victim = await signInAs(t, { plan: 'pro' });
    attacker = await signInAs(t, { plan: 'starter' });
    victimSite = await insertTestWebsite(t, { userId: victim.id }, { name: 'Victim Bakery' });
    tables =
      kind === 'sqlite'
        ? (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
              t.ctx.db,
            )
          ).rows.map((r) => r.name)
        : (
            await sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(
              t.ctx.db,
            )
          ).rows.map((r) => r.name);
    // Background jobs' leases (domain re-checks, message digest, visit rollups) are taken,
    // renewed and released on the jobs' own timers, whatever requests come in.
    tables = tables.filter((table) => !BACKGROUND_TABLES.has(table));
  });
  afterAll(async () => {
    await t.close();
  });

  /** One hash per table over all of its rows, in a stable order. */
  async function checksum(): Promise<Record<string, string>> {
    const sums: Record<string, string> = {};
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.ctx.db,
      );
      const ignored = COUNTED_ON_REFUSAL[table] ?? [];
      const lines = rows
        .map((row) =>
          JSON.stringify(row, (key, v) =>
            ignored.includes(key) ? undefined : typeof v === 'bigint' ? String(v) : v,
          ),
        )
        .sort();
      sums[table] = createHash('sha256').update(lines.join('\n')).digest('hex');
    }
    return sums;
  }

  const paramValue = (name: string, mode: Variant['params'], round: number) => {
    if (mode === 'hostile') return HOSTILE_PARAMS[round % HOSTILE_PARAMS.length];
    if (/id$/i.test(name) && !/session/i.test(name)) return victimSite;
    if (name === 'provider') return 'github';
    if (name === 'key') return `${victimSite}.webp`;
    if (name === '*') return 'index.html';
    return victimSite;
  };

  it('answers every route without a 5xx and changes nothing when it refuses', async () => {
    const ops = operations(t);
    const victimBefore = await sql`select * from websites where id = ${victimSite}`.execute(t.ctx.db);
    const counts = { requests: 0, routes: new Set<string>(), status4xx: 0, status5xx: 0, changes: 0 };
    const serverErrors: string[] = [];
    const changes: string[] = [];
    let round = 0;
    let before = await checksum();
    for (const op of ops) {
      for (const variant of VARIANTS) {
        round++;
        const url =
          op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
            const value = paramValue(name, variant.params, round);
            return variant.params === 'hostile' ? value : encodeURIComponent(value);
          }) +
          (variant.params === 'hostile'
            ? `?q=${HOSTILE_PARAMS[(round + 1) % HOSTILE_PARAMS.length]}&__proto__[x]=1`
            : '');
        const cookie =
          variant.who === 'victim' ? victim.cookie : variant.who === 'attacker' ? attacker.cookie : undefined;
        const hasBody = op.method !== 'GET' && op.method !== 'OPTIONS';
        const body = hasBody ? variant.body?.(op.fields) : undefined;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(variant.origin ? { origin: variant.origin } : {}),
            ...(body ? { 'content-type': body.contentType } : {}),
          },
          ...(body ? { payload: body.payload } : {}),
        });
        counts.requests++;
        counts.routes.add(`${op.method} ${op.path}`);
        const label = `${op.method} ${op.path} [${variant.name}] ${url.slice(0, 80)} → ${res.statusCode}`;
        if (res.statusCode >= 500) {
          counts.status5xx++;
          serverErrors.push(`${label} ${res.body.slice(0, 200)}`);
        } else if (res.statusCode >= 400) {
          counts.status4xx++;
        }
        const after = await checksum();
        if (res.statusCode >= 400) {
          const changed = tables.filter((table) => after[table] !== before[table]);
          if (changed.length) {
            counts.changes++;
            changes.push(`${label} changed ${changed.join(', ')}`);
          }
        }
        if (res.statusCode < 400 && variant.who === 'attacker') {
          // A request the server accepted may change the attacker's own account (even sign them out).
          attacker = await signInAs(t, { plan: 'starter' });
        }
        before = await checksum();
        void after;
      }
    }
    console.log(
      `hostile run [${kind}]: ${counts.requests} requests, ${counts.routes.size} routes covered, ${counts.status4xx} × 4xx, ${counts.status5xx} × 5xx, ${counts.changes} changes from refused requests`,
    );
    expect(counts.routes.size).toBeGreaterThanOrEqual(60);
    expect({ serverErrors, changes }).toEqual({ serverErrors: [], changes: [] });
    // Nothing any of it did reached the victim's website.
    expect((await sql`select * from websites where id = ${victimSite}`.execute(t.ctx.db)).rows).toEqual(
      victimBefore.rows,
    );
  }, 600_000);
});
