import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { AUTH_LIMITS } from './abuse';
import { freshEmail, freshIp, post, register } from './auth-test-kit';
import { LOGIN_THROTTLE } from './login-throttle';

describeEachDatabase('auth: rate limits', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 90_000);
  afterAll(() => t?.close());

  it('login: wrong passwords from anywhere never lock the owner out of a known source', async () => {
    const ownerIp = freshIp();
    const { email } = await register(t, freshEmail(), 'secret-pass-1', { ip: ownerIp });
    expect(
      (await post(t, '/api/auth/login', { email, password: 'secret-pass-1' }, { ip: ownerIp })).statusCode,
    ).toBe(200);
    // Twenty wrong passwords, each from a different source: the first ten are simply wrong, later
    // ones from new sources are slowed (429) or, once their wait is over, wrong again (401).
    for (let i = 0; i < 20; i++) {
      const res = await post(t, '/api/auth/login', { email, password: 'wrong-guess' });
      if (i < 10) expect(res.statusCode).toBe(401);
      else expect([401, 429]).toContain(res.statusCode);
    }
    const owner = await post(t, '/api/auth/login', { email, password: 'secret-pass-1' }, { ip: ownerIp });
    expect(owner.statusCode).toBe(200);
  }, 120_000);

  it('login: per IP across many emails', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.login.ip; i++) {
      expect(
        (await post(t, '/api/auth/login', { email: freshEmail(), password: 'whatever' }, { ip })).statusCode,
      ).toBe(404);
    }
    expect(
      (await post(t, '/api/auth/login', { email: freshEmail(), password: 'whatever' }, { ip })).statusCode,
    ).toBe(429);
    // Another address is not affected.
    expect((await post(t, '/api/auth/login', { email: freshEmail(), password: 'whatever' })).statusCode).toBe(
      404,
    );
  });

  it('register: per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < AUTH_LIMITS.register.ip; i++) {
      await post(t, '/api/auth/register', { email: freshEmail(), password: 'not-common-1' }, { ip });
    }
    const blocked = await post(
      t,
      '/api/auth/register',
      { email: freshEmail(), password: 'not-common-1' },
      { ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  }, 120_000);

  it('forgot-password: per email', async () => {
    const { email } = await register(t);
    for (let i = 0; i < AUTH_LIMITS.forgot.email; i++) {
      expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(200);
    }
    expect((await post(t, '/api/auth/forgot-password', { email })).statusCode).toBe(429);
  });

  it('code checks: per email, so codes cannot be guessed across many codes', async () => {
    const email = freshEmail();
    for (let i = 0; i < AUTH_LIMITS.code.email; i++) {
      expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: '000000' })).statusCode).toBe(400);
    }
    expect((await post(t, '/api/auth/verify-reset-otp', { email, otp: '000000' })).statusCode).toBe(429);
    expect((await post(t, '/api/auth/verify-otp', { email, code: '000000' })).statusCode).toBe(429);
  });
});

describe('auth: cross-origin requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: 'https://builder.example.com' });
  }, 90_000);
  afterAll(() => t?.close());

  const body = () => ({ email: freshEmail(), password: 'secret-pass-1' });

  it('refuses a state-changing call whose Origin is another site', async () => {
    const res = await post(t, '/api/auth/register', body(), { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/another website/);
    expect(await t.ctx.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a foreign Referer when there is no Origin, and an opaque "null" origin', async () => {
    const referer = await post(t, '/api/auth/logout', undefined, {
      headers: { referer: 'https://evil.example/page' },
    });
    expect(referer.statusCode).toBe(403);
    const opaque = await post(t, '/api/auth/login', body(), { headers: { origin: 'null' } });
    expect(opaque.statusCode).toBe(403);
  });

  it('lets the public origin, the request host, and header-less clients through', async () => {
    expect(
      (await post(t, '/api/auth/register', body(), { headers: { origin: 'https://builder.example.com' } }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await post(t, '/api/auth/register', body(), {
          headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await post(t, '/api/auth/register', body(), {
          headers: { referer: 'https://builder.example.com/auth' },
        })
      ).statusCode,
    ).toBe(201);
    expect((await post(t, '/api/auth/register', body())).statusCode).toBe(201);
  });

  it('does not check reads or the exempt contact-form and webhook paths', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(401);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/forms/abc',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect(form.statusCode).not.toBe(403);
  });
});

describe('auth: bot check (reCAPTCHA protocol on a local server)', () => {
  let t: TestApp;
  let server: http.Server;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        seen.push(form);
        const token = form.get('response');
        const answer =
          form.get('secret') !== 'test-secret'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : token === 'human'
              ? { success: true, score: 0.9, action: 'login' }
              : token === 'low-score'
                ? { success: true, score: 0.1, action: 'login' }
                : { success: false, 'error-codes': ['invalid-input-response'] };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_MIN_SCORE: '0.5',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const registerWith = (recaptchaToken?: string) =>
    post(t, '/api/auth/register', {
      email: freshEmail(),
      password: 'secret-pass-1',
      ...(recaptchaToken ? { recaptchaToken } : {}),
    });

  it('accepts a token the verifier passes, sending the secret and token', async () => {
    expect((await registerWith('human')).statusCode).toBe(201);
    expect(seen.at(-1)?.get('secret')).toBe('test-secret');
    expect(seen.at(-1)?.get('response')).toBe('human');
  });

  it('refuses a failing token and a low score with "Security Check Failed", creating nothing', async () => {
    const before = (await t.ctx.db.selectFrom('users').selectAll().execute()).length;
    for (const token of ['forged', 'low-score']) {
      const res = await registerWith(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/^Security Check Failed/);
      expect(res.json().code).toBe('BOT_CHECK_FAILED');
    }
    const { email } = await register(t);
    const login = await post(t, '/api/auth/login', {
      email,
      password: 'secret-pass-1',
      recaptchaToken: 'forged',
    });
    expect(login.statusCode).toBe(403);
    const forgot = await post(t, '/api/auth/forgot-password', { email, recaptchaToken: 'low-score' });
    expect(forgot.statusCode).toBe(403);
    expect((await t.ctx.db.selectFrom('users').selectAll().execute()).length).toBe(before + 1);
  });

  it('after many wrong passwords, a new source must pass the check instead of waiting', async () => {
    const { email } = await register(t);
    for (let i = 0; i < LOGIN_THROTTLE.accountFree; i++) {
      expect((await post(t, '/api/auth/login', { email, password: `guess-${i}` })).statusCode).toBe(401);
    }
    const bare = await post(t, '/api/auth/login', { email, password: 'secret-pass-1' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ captchaRequired: true });
    const human = await post(t, '/api/auth/login', {
      email,
      password: 'secret-pass-1',
      recaptchaToken: 'human',
    });
    expect(human.statusCode).toBe(200);
  }, 120_000);

  it('a missing token proceeds, as the spec says', async () => {
    expect((await registerWith()).statusCode).toBe(201);
  });

  it('an unreachable verifier refuses (fails closed)', async () => {
    const closed = await createTestApp('sqlite', {
      RECAPTCHA_SECRET: 'test-secret',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const res = await post(closed, '/api/auth/register', {
        email: freshEmail(),
        password: 'secret-pass-1',
        recaptchaToken: 'human',
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});

describe('bot check: one verifier for the whole app', () => {
  let t: TestApp;
  const asked: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        overrides: {
          botCheck: {
            isEnabled: true,
            async verify(token) {
              asked.push(token);
              return token === 'human' ? { isHuman: true } : { isHuman: false, reason: 'stand-in' };
            },
          },
        },
      },
    );
  });
  afterAll(() => t.close());

  it('sign-up and generate both ask the verifier the context holds', async () => {
    const signUp = await post(t, '/api/auth/register', {
      email: freshEmail(),
      password: 'secret-pass-1',
      recaptchaToken: 'bot',
    });
    expect(signUp.statusCode).toBe(403);
    const generate = await post(t, '/api/websites/generate', {
      prompt: 'Oak & Ivy is a garden centre in Kendal selling plants and tools.',
      recaptchaToken: 'bot-too',
    });
    expect(generate.statusCode).toBe(403);
    expect(generate.json().code).toBe('BOT_CHECK_FAILED');
    expect(asked).toEqual(['bot', 'bot-too']);
  });
});
