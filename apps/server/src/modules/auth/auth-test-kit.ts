import { findCode, readLatestMail } from '../../adapters/mail/mail-box';
import { cookieHeaderFrom } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';

let ipCounter = 0;
/** A fresh client address, so one test's attempts never count against another's rate limits. */
export function freshIp(): string {
  ipCounter++;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export type CallOptions = { cookie?: string; ip?: string; headers?: Record<string, string> };

export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return Object.assign(res, { cookie: cookieHeaderFrom(res.headers['set-cookie']) });
}

export const post = (t: TestApp, url: string, payload?: unknown, options?: CallOptions) =>
  call(t, 'POST', url, payload, options);

/** The code in the newest message the embedded mailer saved for this address. */
export function latestCode(t: TestApp, email: string): string {
  const code = findCode(readLatestMail(t.dataDir, email));
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

let emailCounter = 0;
export function freshEmail(): string {
  emailCounter++;
  return `person${emailCounter}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function register(
  t: TestApp,
  email = freshEmail(),
  password = 'secret-pass-1',
  options?: CallOptions,
) {
  const res = await post(
    t,
    '/api/auth/register',
    { email, password, firstName: 'Ada', lastName: 'Lovelace' },
    options,
  );
  return { res, email, password, cookie: res.cookie };
}
