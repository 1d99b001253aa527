import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addMs, hashToken, newId, newToken, nowIso } from '../../lib/tokens';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { freshIp } from './auth-test-kit';
import { hashPassword } from './passwords';

const CALLS: { method: 'POST' | 'DELETE'; url: string; fields: string[] }[] = [
  {
    method: 'POST',
    url: '/api/auth/register',
    fields: ['email', 'password', 'firstName', 'lastName', 'recaptchaToken'],
  },
  { method: 'POST', url: '/api/auth/login', fields: ['email', 'password', 'recaptchaToken'] },
  { method: 'POST', url: '/api/auth/logout', fields: [] },
  { method: 'POST', url: '/api/auth/refresh-session', fields: [] },
  { method: 'POST', url: '/api/auth/verify-otp', fields: ['email', 'code'] },
  { method: 'POST', url: '/api/auth/forgot-password', fields: ['email', 'recaptchaToken'] },
  { method: 'POST', url: '/api/auth/verify-reset-otp', fields: ['email', 'otp', 'recaptchaToken'] },
  { method: 'POST', url: '/api/auth/reset-password', fields: ['email', 'resetToken', 'password'] },
  { method: 'POST', url: '/api/auth/update-profile', fields: ['firstName', 'lastName', 'email'] },
  { method: 'POST', url: '/api/auth/update-email', fields: ['newEmail'] },
  { method: 'POST', url: '/api/auth/change-password', fields: ['currentPassword', 'newPassword'] },
  { method: 'DELETE', url: '/api/auth/account', fields: ['password', 'confirm'] },
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'a@b.co',
    'USER@Example.com ',
    '123456',
    'DELETE',
    'secret-pass-1',
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    '__proto__',
    'x'.repeat(300),
    `${'a'.repeat(250)}@example.com`,
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileString, { maxKeys: 2 }),
);

const OWNER_EMAIL = 'fuzz-owner@example.com';
const plainString = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: hostileValue },
);
const OWNER_PASSWORD = 'secret-pass-1';

/** Mostly plausible values per field, so calls get past validation into the rules behind it. */
const fieldValue: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(OWNER_EMAIL, ' FUZZ-OWNER@Example.com ', 'nobody@example.com') },
    { weight: 2, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: hostileValue },
  ),
  password: fc.oneof(
    { weight: 3, arbitrary: fc.constant(OWNER_PASSWORD) },
    { weight: 2, arbitrary: fc.string({ minLength: 6, maxLength: 20 }) },
    { weight: 1, arbitrary: hostileValue },
  ),
  code: fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[0-9]{6}$/) },
    { weight: 1, arbitrary: hostileValue },
  ),
  confirm: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('DELETE', 'delete', OWNER_EMAIL) },
    { weight: 1, arbitrary: hostileValue },
  ),
};
fieldValue.newEmail = fieldValue.email;
fieldValue.currentPassword = fieldValue.password;
fieldValue.newPassword = fieldValue.password;
fieldValue.otp = fieldValue.code;

/** Bodies shaped like the call's own fields (so deeper rules run), plus anything at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue[f] ?? plainString]))),
    },
    {
      weight: 1,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue[f] ?? plainString])), {
        requiredKeys: [],
      }),
    },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'prototype', ...fields, 'x'),
        hostileValue,
      ),
    },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
  );

const request = fc.oneof(
  ...CALLS.map((c) =>
    fc.record({
      call: fc.constant(c),
      body: bodyFor(c.fields),
      encoding: fc.constantFrom('json', 'json', 'json', 'json', 'json', 'raw-text', 'broken-json', 'form'),
      isSignedIn: fc.boolean(),
    }),
  ),
);

describeEachDatabase('auth: hostile bodies never cause a 500', (kind) => {
  let t: TestApp;
  let ownerHash: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ownerHash = await hashPassword(OWNER_PASSWORD);
  }, 90_000);
  afterAll(() => t?.close());

  /** A working session for the owner account, re-created when a run logged out, changed or deleted it. */
  async function ownerCookie(): Promise<string> {
    let owner = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', OWNER_EMAIL)
      .executeTakeFirst();
    if (!owner) {
      // Straight into the table: recreating it through register would meet its own rate limit.
      const now = nowIso();
      owner = { id: newId() };
      await t.ctx.db
        .insertInto('users')
        .values({
          id: owner.id,
          email: OWNER_EMAIL,
          password_hash: ownerHash,
          first_name: '',
          last_name: '',
          plan: 'starter',
          is_verified: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const token = newToken();
    await t.ctx.db
      .insertInto('sessions')
      .values({ id: hashToken(token), user_id: owner.id, created_at: nowIso(), expires_at: addMs(60_000) })
      .execute();
    return `ms_session=${token}`;
  }

  const usersSnapshot = async () =>
    JSON.stringify(await t.ctx.db.selectFrom('users').selectAll().orderBy('id').execute());

  it('answers every call with 2xx or 4xx JSON carrying a message; refused calls change no user', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ call, body, encoding, isSignedIn }) => {
        const cookie = isSignedIn ? await ownerCookie() : undefined;
        const before = await usersSnapshot();
        const payload =
          encoding === 'json'
            ? JSON.stringify(body === undefined ? null : body)
            : encoding === 'broken-json'
              ? `${JSON.stringify(body ?? null)}}{`
              : encoding === 'form'
                ? 'email=a%40b.co&password=secret-pass-1'
                : typeof body === 'string'
                  ? body
                  : (JSON.stringify(body) ?? 'undefined');
        const contentType =
          encoding === 'form'
            ? 'application/x-www-form-urlencoded'
            : encoding === 'raw-text'
              ? 'text/plain'
              : 'application/json';
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          remoteAddress: freshIp(),
          headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
          payload,
        });
        expect(res.statusCode, `${call.url} ${payload.slice(0, 200)} → ${res.body}`).toBeLessThan(500);
        expect(res.statusCode).toBeGreaterThanOrEqual(200);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        const answer = res.json();
        expect(typeof answer.message).toBe('string');
        expect(answer.message.length).toBeGreaterThan(0);
        if (res.statusCode >= 400) expect(await usersSnapshot()).toBe(before);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});
