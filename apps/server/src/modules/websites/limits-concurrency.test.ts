import { getPlan } from '@mainstreet/site';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { AppContext } from '../../context';
import { closeContext, createContext } from '../../start';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';
import { getUsage, monthOf } from '../usage/usage.service';

const PROMPT = 'Rosa Bakery is a family bakery in Leeds making sourdough and cakes. Call 0113 496 0000.';

/**
 * Plan limits with requests arriving together, on two server instances over one database (as
 * behind a load balancer): a check made before the write would let them all through.
 */
describeEachDatabase('plan limits under concurrency', (kind) => {
  let t: TestApp;
  let second: { app: FastifyInstance; ctx: AppContext };
  beforeEach(async () => {
    t = await createTestApp(kind);
    const ctx = await createContext(t.ctx.config);
    const app = await buildApp(ctx);
    await app.ready();
    second = { app, ctx };
  });
  afterEach(async () => {
    await second.app.close();
    await closeContext(second.ctx);
    await t.close();
  });
  const instances = () => [t.app, second.app];

  const sitesOf = async (userId: string) =>
    Number(
      (
        await t.ctx.db
          .selectFrom('websites')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('20 parallel generates at the site limit never store more sites than the plan allows', async () => {
    const user = await signInAs(t, { plan: 'starter' });
    const limit = getPlan('starter').limits.websites;
    for (let i = 0; i < limit - 2; i++) await insertTestWebsite(t, { userId: user.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances()[i % 2].inject({
          method: 'POST',
          url: '/api/websites/generate',
          headers: { cookie: user.cookie },
          payload: { prompt: PROMPT },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 403)).toHaveLength(18);
    for (const refused of answers.filter((a) => a.statusCode === 403)) {
      expect(refused.json().message).toBe(
        `You have reached the limit of ${limit} websites on the Starter plan. Upgrade to create more.`,
      );
    }
    expect(await sitesOf(user.id)).toBe(limit);
  });

  it('20 parallel saves of 20 sites at the edit quota minus one: exactly one is saved, the rest get the quota error', async () => {
    const user = await signInAs(t, { plan: 'starter' });
    const quota = getPlan('starter').limits.editsPerMonth as number;
    // One site each: saves of one site within its editing session share one edit (edit-sessions.ts).
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await insertTestWebsite(t, { userId: user.id }));
    await t.ctx.db
      .insertInto('usage_counters')
      .values({ user_id: user.id, month: monthOf(), edits: quota - 1 })
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        instances()[i % 2].inject({
          method: 'PATCH',
          url: `/api/websites/${ids[i]}`,
          headers: { cookie: user.cookie },
          payload: { content: sampleContent({ siteName: `Rosa ${i}` }) },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 403)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 403)) {
      expect(refused.json().message).toBe(
        `You have used all ${quota} edits of the Starter plan this month. Upgrade for more edits.`,
      );
    }
    expect((await getUsage(t.ctx, user.id)).edits).toBe(quota);
    const rows = await t.ctx.db
      .selectFrom('websites')
      .select(['version', 'edit_count'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.filter((row) => row.version === 2 && row.edit_count === 1)).toHaveLength(1);
    expect(rows.filter((row) => row.version === 1)).toHaveLength(19);
  });

  it('a stale save gives its edit back, so refusals never use up the quota', async () => {
    const user = await signInAs(t, { plan: 'starter' });
    const id = await insertTestWebsite(t, { userId: user.id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        instances()[i % 2].inject({
          method: 'PATCH',
          url: `/api/websites/${id}`,
          headers: { cookie: user.cookie },
          payload: { content: sampleContent({ siteName: `Rosa ${i}` }), version: 1 },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    expect((await getUsage(t.ctx, user.id)).edits).toBe(1);
  });
});
