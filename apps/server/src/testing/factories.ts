import type { TestApp } from './test-app';

export type SignedInUser = {
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    plan: string;
    isVerified: boolean;
    createdAt: string;
  };
  /** The `cookie` request header that signs requests in as this user. */
  cookie: string;
};

let counter = 0;

/** Joins the name=value parts of every Set-Cookie header into one Cookie request header. */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return list
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/**
 * Registers a new account through the register call (so it goes through every real rule), then
 * sets its plan directly in the database. Returns the presented user and the cookie header.
 */
export async function createUserAndSignIn(
  t: TestApp,
  opts: { plan?: string; email?: string; password?: string; cookie?: string } = {},
): Promise<SignedInUser> {
  counter++;
  const email = opts.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = opts.password ?? 'correct horse battery staple';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Each factory user comes from its own address, so suites never meet the per-IP sign-up limit.
    remoteAddress: `10.200.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email, password, firstName: 'Test', lastName: 'User' },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`createUserAndSignIn: register answered ${res.statusCode} ${res.body}`);
  }
  const body = res.json() as { user?: SignedInUser['user'] };
  if (!body.user) throw new Error(`createUserAndSignIn: register answered without a user: ${res.body}`);
  const user = body.user;
  if (opts.plan && opts.plan !== user.plan) {
    await t.ctx.db.updateTable('users').set({ plan: opts.plan }).where('id', '=', user.id).execute();
    user.plan = opts.plan;
  }
  const sessionCookie = cookieHeaderFrom(res.headers['set-cookie']);
  const cookie = [opts.cookie, sessionCookie].filter(Boolean).join('; ');
  return { user, cookie };
}
