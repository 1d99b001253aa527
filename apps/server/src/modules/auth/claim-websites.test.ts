import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, post, register } from './auth-test-kit';

describeEachDatabase('auth: claiming anonymous websites', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  /** A browser with an anonymous session that made `count` websites, one minute apart. */
  async function anonymousBrowser(count: number) {
    const token = newToken();
    const sessionId = hashToken(token);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      const id = `anon-${sessionId.slice(0, 8)}-${i}`;
      ids.push(id);
      await t.ctx.db
        .insertInto('websites')
        .values({
          id,
          user_id: null,
          session_id: sessionId,
          name: `Site ${i}`,
          prompt: 'p',
          content: '{}',
          status: 'draft',
          is_anonymous: 1,
          generator: 'builtin',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    return { cookie: `ms_anon=${token}`, sessionId, ids };
  }

  const ownedBy = (userId: string) =>
    t.ctx.db
      .selectFrom('websites')
      .select(['id', 'session_id', 'is_anonymous'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();

  it('register takes only the draft the visitor acted on; the others stay offered, not counted', async () => {
    const browser = await anonymousBrowser(3);
    const { res, cookie } = await register(t, freshEmail(), 'secret-pass-1', {
      cookie: `${browser.cookie}; ms_claim=${browser.ids[0]}`,
    });
    const owned = await ownedBy(res.json().user.id);
    expect(owned.map((w) => w.id)).toEqual([browser.ids[0]]);
    expect(owned.every((w) => w.session_id === null && w.is_anonymous === 0)).toBe(true);
    // The choice is spent: the cookie is cleared.
    expect(String(res.headers['set-cookie'])).toMatch(/ms_claim=;/);

    const both = `${browser.cookie}; ${cookie}`;
    const offered = await call(t, 'GET', '/api/auth/trial-drafts', undefined, { cookie: both });
    expect(offered.statusCode).toBe(200);
    expect(offered.json().map((d: { id: string }) => d.id)).toEqual([browser.ids[2], browser.ids[1]]);
    const usage = await call(t, 'GET', '/api/billing/usage', undefined, { cookie: both });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().websites.used).toBe(1);
  });

  it('without a named draft, sign-up takes the newest one only', async () => {
    const browser = await anonymousBrowser(2);
    const { res } = await register(t, freshEmail(), 'secret-pass-1', { cookie: browser.cookie });
    expect((await ownedBy(res.json().user.id)).map((w) => w.id)).toEqual([browser.ids[1]]);
  });

  it('keeping more drafts moves exactly those; another browser’s draft is refused and nothing moves', async () => {
    const browser = await anonymousBrowser(3);
    const theirs = await anonymousBrowser(1);
    const { res, cookie } = await register(t, freshEmail(), 'secret-pass-1', { cookie: browser.cookie });
    const both = `${browser.cookie}; ${cookie}`;
    const refused = await post(
      t,
      '/api/auth/trial-drafts/keep',
      { ids: [browser.ids[0], theirs.ids[0]] },
      {
        cookie: both,
      },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('That draft is not one of this browser’s trial drafts.');
    expect(await ownedBy(res.json().user.id)).toHaveLength(1);

    const kept = await post(t, '/api/auth/trial-drafts/keep', { ids: [browser.ids[0]] }, { cookie: both });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ kept: 1 });
    expect((await ownedBy(res.json().user.id)).map((w) => w.id).sort()).toEqual(
      [browser.ids[0], browser.ids[2]].sort(),
    );
    const left = await call(t, 'GET', '/api/auth/trial-drafts', undefined, { cookie: both });
    expect(left.json().map((d: { id: string }) => d.id)).toEqual([browser.ids[1]]);
  });

  it('keeping more than the plan has room for is refused with the limit, and nothing moves', async () => {
    const browser = await anonymousBrowser(7);
    const { user, cookie } = await createUserAndSignIn(t, { cookie: browser.cookie });
    // starter allows 5 websites; sign-up took one
    const both = `${browser.cookie}; ${cookie}`;
    const rest = browser.ids.slice(0, 6);
    const refused = await post(t, '/api/auth/trial-drafts/keep', { ids: rest }, { cookie: both });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/room for 4 more websites/);
    expect(await ownedBy(user.id)).toHaveLength(1);
    const fits = await post(t, '/api/auth/trial-drafts/keep', { ids: rest.slice(0, 4) }, { cookie: both });
    expect(fits.json()).toEqual({ kept: 4 });
    expect(await ownedBy(user.id)).toHaveLength(5);
  });

  it('drafts not kept stay offered until the owner deletes them; only this browser’s can be deleted', async () => {
    const browser = await anonymousBrowser(3);
    const theirs = await anonymousBrowser(1);
    const { res, cookie } = await register(t, freshEmail(), 'secret-pass-1', { cookie: browser.cookie });
    const both = `${browser.cookie}; ${cookie}`;
    const offered = async () =>
      (await call(t, 'GET', '/api/auth/trial-drafts', undefined, { cookie: both }))
        .json()
        .map((d: { id: string }) => d.id);
    // "Not now" asks nothing of the server: the drafts are still there, and offered again.
    expect(await offered()).toEqual([browser.ids[1], browser.ids[0]]);

    const refused = await post(
      t,
      '/api/auth/trial-drafts/delete',
      { ids: [browser.ids[0], theirs.ids[0]] },
      { cookie: both },
    );
    expect(refused.statusCode).toBe(404);
    expect(await offered()).toHaveLength(2);
    const deleted = await post(
      t,
      '/api/auth/trial-drafts/delete',
      { ids: [browser.ids[0]] },
      { cookie: both },
    );
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect(await offered()).toEqual([browser.ids[1]]);
    const gone = await t.ctx.db
      .selectFrom('websites')
      .select('id')
      .where('id', '=', browser.ids[0])
      .execute();
    expect(gone).toEqual([]);
    expect((await ownedBy(res.json().user.id)).map((w) => w.id)).toEqual([browser.ids[2]]);
    const empty = await post(t, '/api/auth/trial-drafts/delete', { ids: [] }, { cookie: both });
    expect(empty.json().message).toBe('ids: Choose at least one draft to delete');
  });

  it('asks for an account and a list of drafts', async () => {
    expect((await call(t, 'GET', '/api/auth/trial-drafts')).statusCode).toBe(401);
    const { cookie } = await register(t);
    const empty = await post(t, '/api/auth/trial-drafts/keep', { ids: [] }, { cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Choose at least one draft/);
  });

  it('login takes the named draft too, but never another browser’s websites', async () => {
    const { email, password, res } = await register(t);
    const mine = await anonymousBrowser(1);
    const theirs = await anonymousBrowser(1);
    await post(
      t,
      '/api/auth/login',
      { email, password },
      { cookie: `${mine.cookie}; ms_claim=${theirs.ids[0]}` },
    );
    expect((await ownedBy(res.json().user.id)).map((w) => w.id)).toEqual(mine.ids);
    const other = await t.ctx.db
      .selectFrom('websites')
      .select('user_id')
      .where('id', '=', theirs.ids[0])
      .executeTakeFirstOrThrow();
    expect(other.user_id).toBeNull();
  });
});
