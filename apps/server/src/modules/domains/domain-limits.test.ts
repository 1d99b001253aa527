import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUserAndSignIn } from '../../testing/factories';
import { type LocalDns, startLocalDns } from '../../testing/local-dns';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { DOMAIN_CHANGES_PER_DAY, NEW_NAMES_PER_WEEK } from './domain-claims';

/**
 * Certificate orders are bounded: each domain change may make Caddy order one, and the CA's limits
 * are the server's, shared by every owner.
 */
describeEachDatabase('domain changes are bounded per account', (kind: DatabaseKind) => {
  let t: TestApp;
  let dns: LocalDns;
  beforeAll(async () => {
    dns = await startLocalDns();
    t = await createTestApp(kind, {
      PUBLIC_URL: 'https://app.mainstreet.com',
      PUBLIC_IPV4: '127.0.0.1',
      DNS_SERVERS: dns.address,
    });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  async function ownerWithSite() {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { content: sampleContent() });
    return (method: 'GET' | 'PUT' | 'DELETE', domain?: string) =>
      t.app.inject({
        method,
        url: `/api/websites/${websiteId}/domain`,
        headers: { cookie: owner.cookie },
        ...(domain ? { payload: { domain } } : {}),
      });
  }

  it('refuses the 84th add or removal of a day with a 429 that says why', async () => {
    const call = await ownerWithSite();
    for (let change = 1; change <= DOMAIN_CHANGES_PER_DAY; change++) {
      const res = await (change % 2 === 1 ? call('PUT', 'cycled-bakery.com') : call('DELETE'));
      expect(res.statusCode, `change ${change}`).toBe(200);
    }
    const refused = await call('DELETE');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have changed your domains 83 times today, the most one account may in a day. Please try again tomorrow.',
    );
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    // Refused means unchanged: the domain is still there.
    expect((await call('GET')).json().domain?.name).toBe('cycled-bakery.com');
    // Names that are refused anyway never count.
    expect((await call('PUT', '127.0.0.1.nip.io')).statusCode).toBe(400);
  });

  it('caps the new names one account may claim in a week', async () => {
    const call = await ownerWithSite();
    for (let n = 0; n < NEW_NAMES_PER_WEEK; n++) {
      expect((await call('PUT', `bakery-${n}.com`)).statusCode).toBe(200);
      expect((await call('DELETE')).statusCode).toBe(200);
    }
    const refused = await call('PUT', 'one-more-bakery.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/added 20 new domains this week/);
    // A name already claimed is no new certificate: adding it again is fine.
    expect((await call('PUT', 'bakery-3.com')).statusCode).toBe(200);
  });
});
