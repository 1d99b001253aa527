import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, signInAs } from '../../testing/website-factories';

// Pool exhaustion exists only with PostgreSQL (SQLite has one connection and no pool to wait for).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL pool with every connection taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { DATABASE_POOL_MAX: '2', DATABASE_POOL_TIMEOUT_MS: '200' });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers 503 with Retry-After, changes nothing, and serves again once a connection frees', async () => {
    const user = await signInAs(t);
    const id = await insertTestWebsite(t, { userId: user.id });
    // Two transactions hold both connections until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = [0, 1].map(() =>
      t.ctx.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { name: 'Renamed while busy' },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      code: 'UNAVAILABLE',
      message: 'The server is busy right now. Please try again in a moment.',
      messageId: 'serverBusy',
    });
    release();
    await Promise.all(holders);
    const row = await t.ctx.db
      .selectFrom('websites')
      .select('name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).not.toBe('Renamed while busy');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
    });
    expect(again.statusCode).toBe(200);
  }, 30_000);
});
