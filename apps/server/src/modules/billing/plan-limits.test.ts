import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, signInAs } from '../../testing/website-factories';
import { monthOf } from '../usage/usage.service';

const PROMPT = 'Copper Kettle is a tea room in York serving scones and loose-leaf tea.';

describeEachDatabase('limits on a server that sells nothing (payments off)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });
  const paymentsOff = { overrides: { payments: null } };
  const generate = (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      headers: { cookie },
      payload: { prompt: PROMPT },
    });
  const rename = (cookie: string, id: string, name: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/websites/${id}`, headers: { cookie }, payload: { name } });
  const usage = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/billing/usage', headers: { cookie } })).json();

  it('holds a Starter account to no plan limit: a sixth site, a fifty-first edit', async () => {
    t = await createTestApp(kind, {}, paymentsOff);
    const user = await signInAs(t, { plan: 'starter' });
    for (let i = 0; i < 5; i++) await insertTestWebsite(t, { userId: user.id });
    expect((await generate(user.cookie)).statusCode).toBe(200);
    const id = await insertTestWebsite(t, { userId: user.id });
    await t.ctx.db
      .insertInto('usage_counters')
      .values({ user_id: user.id, month: monthOf(), edits: 50 })
      .execute();
    expect((await rename(user.cookie, id, 'Fifty-first')).statusCode).toBe(200);
    expect(await usage(user.cookie)).toMatchObject({
      websites: { used: 7, limit: null },
      edits: { used: 51, limit: null },
      aiImages: { limit: null },
    });
  });

  it('holds every account to the limits the operator sets, without naming a plan or an upgrade', async () => {
    t = await createTestApp(kind, { LIMIT_WEBSITES: '2', LIMIT_EDITS_PER_MONTH: '1' }, paymentsOff);
    const user = await signInAs(t, { plan: 'pro' });
    const id = await insertTestWebsite(t, { userId: user.id });
    const other = await insertTestWebsite(t, { userId: user.id });
    const refused = await generate(user.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'You have reached the limit of 2 websites this server allows. Delete one to make another.',
    );
    expect((await rename(user.cookie, id, 'First')).statusCode).toBe(200);
    // Another site is another editing session: the second edit of the month.
    const over = await rename(user.cookie, other, 'Second');
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      code: 'EDIT_QUOTA',
      message: 'You have used all 1 edits this server allows each month. They renew on the 1st.',
    });
    expect(await usage(user.cookie)).toMatchObject({ websites: { limit: 2 }, edits: { limit: 1 } });
  });

  it('refuses a limit that is not a whole number at start-up, naming the variable', async () => {
    await expect(createTestApp(kind, { LIMIT_WEBSITES: 'many' })).rejects.toThrow(/LIMIT_WEBSITES/);
    t = await createTestApp(kind);
  });
});
