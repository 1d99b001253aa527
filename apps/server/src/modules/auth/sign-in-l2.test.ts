import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { call, freshEmail, freshIp, post, register } from './auth-test-kit';
import { LOGIN_THROTTLE } from './login-throttle';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describeEachDatabase('auth: ASVS L2 sign-in rules', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  describe('breached passwords', () => {
    it('refuses the most common passwords on register and change, naming the field', async () => {
      for (const password of ['12345678', 'password', 'qwerty123', 'Password1']) {
        const res = await post(t, '/api/auth/register', { email: freshEmail(), password });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/^password: This password is one of the most common/);
      }
      const { cookie, password } = await register(t);
      const change = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: password, newPassword: 'iloveyou' },
        { cookie },
      );
      expect(change.statusCode).toBe(400);
      expect(change.json().message).toMatch(/^newPassword: /);
      // A password that is not on the list is fine at the minimum length.
      expect(
        (await post(t, '/api/auth/register', { email: freshEmail(), password: 'kq8#vz2w' })).statusCode,
      ).toBe(201);
    }, 120_000);
  });

  describe('email change', () => {
    it('needs the current password and changes nothing without it', async () => {
      const { cookie, password, email } = await register(t);
      const newEmail = freshEmail();
      const missing = await post(t, '/api/auth/update-email', { newEmail }, { cookie });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(
        'currentPassword: Enter your current password to change your email',
      );
      const wrong = await post(
        t,
        '/api/auth/update-email',
        { newEmail, currentPassword: 'not-it-at-all' },
        { cookie },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('currentPassword: Current password is incorrect');
      const viaProfile = await post(
        t,
        '/api/auth/update-profile',
        { firstName: 'Zed', email: newEmail },
        { cookie },
      );
      expect(viaProfile.statusCode).toBe(400);
      const me = (await call(t, 'GET', '/api/auth/user', undefined, { cookie })).json();
      expect(me).toMatchObject({ email, firstName: 'Ada' });
      const ok = await post(
        t,
        '/api/auth/update-profile',
        { email: newEmail, currentPassword: password },
        { cookie },
      );
      expect(ok.json()).toMatchObject({ emailChangePending: true, pendingEmail: newEmail });
    }, 120_000);
  });

  describe('your sessions', () => {
    it('lists sessions with device, marks this one, ends one and then everywhere else', async () => {
      const { email, password } = await register(t);
      const login = async (ua: string) =>
        (await post(t, '/api/auth/login', { email, password }, { headers: { 'user-agent': ua } })).cookie;
      const here = await login(CHROME);
      const phone = await login(IPHONE);
      const third = await login(CHROME);
      const list = await call(t, 'GET', '/api/auth/sessions', undefined, { cookie: here });
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions as { id: string; device: string; isCurrent: boolean }[];
      expect(sessions).toHaveLength(4);
      expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
      expect(sessions.find((s) => s.isCurrent)?.device).toBe('Chrome on Linux');
      const phoneRow = sessions.find((s) => s.device === 'Safari on iOS');
      expect(phoneRow).toBeDefined();
      const current = sessions.find((s) => s.isCurrent);
      const refuseSelf = await call(t, 'DELETE', `/api/auth/sessions/${current?.id}`, undefined, {
        cookie: here,
      });
      expect(refuseSelf.statusCode).toBe(400);
      const ended = await call(t, 'DELETE', `/api/auth/sessions/${phoneRow?.id}`, undefined, {
        cookie: here,
      });
      expect(ended.statusCode).toBe(200);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: phone })).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: third })).statusCode).toBe(200);
      // Another owner cannot end this owner's sessions by id.
      const stranger = await register(t);
      const other = sessions.find((s) => !s.isCurrent && s.id !== phoneRow?.id);
      expect(
        (await call(t, 'DELETE', `/api/auth/sessions/${other?.id}`, undefined, { cookie: stranger.cookie }))
          .statusCode,
      ).toBe(404);
      const everywhere = await post(t, '/api/auth/sessions/end-others', undefined, { cookie: here });
      expect(everywhere.json().ended).toBe(2);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: third })).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: here })).statusCode).toBe(200);
      expect(
        (await call(t, 'GET', '/api/auth/sessions', undefined, { cookie: here })).json().sessions,
      ).toHaveLength(1);
    }, 120_000);

    it('a session unused for 7 days ends; sign-in gives a new session id', async () => {
      const { email, password, cookie, res } = await register(t);
      await t.ctx.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', res.json().user.id)
        .execute();
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie })).statusCode).toBe(401);
      const again = await post(t, '/api/auth/login', { email, password }, { cookie });
      expect(again.cookie).not.toBe(cookie);
      expect((await call(t, 'GET', '/api/auth/user', undefined, { cookie: again.cookie })).statusCode).toBe(
        200,
      );
    }, 120_000);
  });

  describe('wrong passwords slow down instead of locking', () => {
    it('one source: a few free tries, then a growing wait with Retry-After', async () => {
      const { email } = await register(t);
      const ip = freshIp();
      for (let i = 0; i < LOGIN_THROTTLE.pairFree; i++) {
        expect(
          (await post(t, '/api/auth/login', { email, password: 'wrong-guess' }, { ip })).statusCode,
        ).toBe(401);
      }
      const slowed = await post(t, '/api/auth/login', { email, password: 'wrong-guess' }, { ip });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().message).toMatch(/Too many wrong passwords\. Please wait \d+ seconds?/);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another source (the owner's phone, say) is not held up by this one.
      expect((await post(t, '/api/auth/login', { email, password: 'secret-pass-1' })).statusCode).toBe(200);
    }, 120_000);

    it('many sources: new sources wait, known ones do not, and nothing is a hard lock', async () => {
      const ownerIp = freshIp();
      const { email, password } = await register(t, freshEmail(), 'secret-pass-1', { ip: ownerIp });
      expect((await post(t, '/api/auth/login', { email, password }, { ip: ownerIp })).statusCode).toBe(200);
      for (let i = 0; i < LOGIN_THROTTLE.accountFree; i++) {
        expect((await post(t, '/api/auth/login', { email, password: `guess-${i}` })).statusCode).toBe(401);
      }
      const newcomer = await post(t, '/api/auth/login', { email, password });
      expect(newcomer.statusCode).toBe(429);
      expect(Number(newcomer.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_THROTTLE.accountMaxDelayS);
      expect((await post(t, '/api/auth/login', { email, password }, { ip: ownerIp })).statusCode).toBe(200);
      // After the wait the right password works from a new source too.
      await t.ctx.db
        .updateTable('login_throttle')
        .set({ last_at: new Date(Date.now() - 120_000).toISOString() })
        .where('key', '=', `account:${email}`)
        .execute();
      expect((await post(t, '/api/auth/login', { email, password })).statusCode).toBe(200);
    }, 120_000);
  });

  it('documents the new calls in the generated OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/auth/verify-two-factor',
      '/api/auth/two-factor',
      '/api/auth/two-factor/setup',
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/disable',
      '/api/auth/sessions',
      '/api/auth/sessions/{id}',
      '/api/auth/sessions/end-others',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const emailBody = doc.paths['/api/auth/update-email'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(emailBody.properties)).toEqual(['newEmail', 'currentPassword']);
  });
});
