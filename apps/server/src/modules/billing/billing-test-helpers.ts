import { unzipSync } from 'fflate';
import type { TestApp } from '../../testing/test-app';

/** Posts JSON with a cookie and returns status and parsed body. */
export async function post(t: TestApp, url: string, payload: unknown, cookie = '') {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}

export async function get(t: TestApp, url: string, cookie = '') {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body,
    raw: res,
  };
}

/** Plays the buyer on the built-in test checkout page: opens it, presses Pay, returns where it sends them. */
export async function payOnTestCheckout(t: TestApp, checkoutUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const page = await t.app.inject({ method: 'GET', url: checkoutUrl });
  if (page.statusCode !== 200) throw new Error(`test checkout page answered ${page.statusCode}`);
  const res = await t.app.inject({
    method: 'POST',
    url: `${checkoutUrl}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (res.statusCode !== 303) throw new Error(`test checkout ${action} answered ${res.statusCode}`);
  return { page: page.body, location: String(res.headers.location) };
}

/** The session id in a success address the provider redirected to. */
export const sessionIdOf = (location: string) =>
  new URL(location, 'http://x').searchParams.get('session_id') ?? '';

export const zipEntries = (body: Buffer) => Object.keys(unzipSync(new Uint8Array(body))).sort();
