import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { freshEmail, post, register } from './auth-test-kit';

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

  it('register moves the websites this browser made into the new account', async () => {
    const browser = await anonymousBrowser(2);
    const { res } = await register(t, freshEmail(), 'secret-pass-1', { cookie: browser.cookie });
    const owned = await ownedBy(res.json().user.id);
    expect(owned.map((w) => w.id)).toEqual(browser.ids);
    expect(owned.every((w) => w.session_id === null && w.is_anonymous === 0)).toBe(true);
  });

  it('login claims them too, but never another browser’s websites', async () => {
    const { email, password, res } = await register(t);
    const mine = await anonymousBrowser(1);
    const theirs = await anonymousBrowser(1);
    await post(t, '/api/auth/login', { email, password }, { cookie: mine.cookie });
    expect((await ownedBy(res.json().user.id)).map((w) => w.id)).toEqual(mine.ids);
    const other = await t.ctx.db
      .selectFrom('websites')
      .select('user_id')
      .where('id', '=', theirs.ids[0])
      .executeTakeFirstOrThrow();
    expect(other.user_id).toBeNull();
  });

  it('respects the plan limit, claiming the newest that fit', async () => {
    const browser = await anonymousBrowser(7);
    const { user, cookie } = await createUserAndSignIn(t, { cookie: browser.cookie });
    // starter allows 5 websites
    const owned = await ownedBy(user.id);
    expect(owned.map((w) => w.id).sort()).toEqual(browser.ids.slice(2).sort());
    expect(cookie).toContain('ms_session=');
  });
});
