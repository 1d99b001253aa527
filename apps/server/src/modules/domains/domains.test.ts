import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn } from '../../testing/factories';
import { type LocalDns, startLocalDns } from '../../testing/local-dns';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { releaseLease, takeLease } from '../uploads/job-lease';
import { runDueDomainChecks } from './check-domain';
import { createDomainResolver, dnsTargetOf } from './domain-dns';
import type { DomainView } from './domains.schemas';
import { createHostRoutes } from './host-routes';
import { createHttpsProbe } from './https-probe';

/** A port nothing listens on: the HTTPS check is refused at once, so DNS-right domains stay "verifying". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A GET over a socket with this Host (fetch may not set one). */
function getOverHttp(base: string, host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${urlPath}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

type Answer = { isAvailable: boolean; domain: DomainView | null };

describeEachDatabase('own domains', (kind: DatabaseKind) => {
  let t: TestApp;
  let dns: LocalDns;
  beforeAll(async () => {
    dns = await startLocalDns();
    dns.set('sites.mainstreet.com', { A: ['127.0.0.1'] });
    t = await createTestApp(kind, {
      PUBLIC_URL: 'https://app.mainstreet.com',
      SITES_DOMAIN: 'sites.mainstreet.com',
      PUBLIC_IPV4: '127.0.0.1',
      DOMAINS_CNAME_TARGET: 'sites.mainstreet.com',
      DNS_SERVERS: dns.address,
      DOMAINS_HTTPS_PORT: String(await closedPort()),
    });
  });
  afterAll(async () => {
    await t?.close();
    await dns?.close();
  });

  async function ownerWithSite(name: string) {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const websiteId = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: name }), name },
    );
    return { cookie: owner.cookie, websiteId, user: owner.user };
  }

  const call = async (
    who: { cookie: string; websiteId: string },
    method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
    payload?: object,
    suffix = '',
  ) => {
    const res = await t.app.inject({
      method,
      url: `/api/websites/${who.websiteId}/domain${suffix}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() as Answer & { message?: string; proof?: unknown } };
  };
  const ask = async (domain: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/domains/ask?domain=${encodeURIComponent(domain)}` }))
      .statusCode;
  /** Puts the account's TXT proof for its domain in DNS, as the panel shows it. */
  const prove = async (who: { cookie: string; websiteId: string }) => {
    const proof = (await call(who, 'GET')).body.domain?.proof;
    if (!proof) throw new Error('no proof to add');
    dns.set(proof.name, { TXT: [proof.value] });
    return proof;
  };
  const visit = (host: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host } });
  // The hosting lookups are cached for 2 s per host; a check on this instance forgets them at once.

  it('refuses names that are not a public domain of the owner, and changes nothing', async () => {
    const rosa = await ownerWithSite('Bad Names Bakery');
    const cases: [string, RegExp][] = [
      ['not a domain!', /not a domain name/],
      ['203.0.113.5', /not an IP address/],
      ['co.uk', /domain ending, not a domain/],
      ['rosas.invalid-ending-zz', /public domain ending/],
      ['under_score.com', /letters, digits and hyphens/],
      ['app.mainstreet.com', /this server's own addresses/],
      ['rosa.sites.mainstreet.com', /this server's own addresses/],
      // The app host's parent, its siblings and its children are the operator's.
      ['mainstreet.com', /this server's own addresses/],
      ['api.mainstreet.com', /this server's own addresses/],
      ['shop.app.mainstreet.com', /this server's own addresses/],
      // Wildcard-DNS services answer for any name: nothing is proven by pointing one here.
      ['127.0.0.1.nip.io', /answers for any name/],
      ['rosa-127-0-0-1.sslip.io', /answers for any name/],
      ['bakery.onion', /special-use name/],
      ['printer.home.arpa', /special-use name/],
      ['1.0.0.127.in-addr.arpa', /special-use name/],
      // Private endings only with a private CA (DOMAINS_CA_FILE), which this server does not have.
      ['rosas.test', /public domain ending/],
      // Latin "paypal" with a Cyrillic "а"; "apple" all in Cyrillic look-alikes.
      ['pаypal.com', /imitates another name/],
      ['аррӏе.com', /imitates another name/],
    ];
    for (const [domain, message] of cases) {
      const res = await call(rosa, 'PUT', { domain });
      expect(res.status, domain).toBe(400);
      expect(res.body.message, domain).toMatch(message);
    }
    expect((await call(rosa, 'PUT', { domain: '' })).status).toBe(400);
    expect((await call(rosa, 'GET')).body).toEqual({ isAvailable: true, domain: null });
  });

  it('shows the records, verifies them, serves the site at the domain and answers Caddy only for it', async () => {
    const rosa = await ownerWithSite('Rosa Bakery');
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${rosa.websiteId}/publish`,
      headers: { cookie: rosa.cookie },
    });
    expect(published.statusCode).toBe(200);

    const added = await call(rosa, 'PUT', { domain: 'https://www.RosasBakery.com/', primary: 'www' });
    expect(added.status).toBe(200);
    const domain = added.body.domain as DomainView;
    expect(domain).toMatchObject({
      name: 'rosasbakery.com',
      primaryHost: 'www.rosasbakery.com',
      status: 'waiting',
    });
    // Full names, and names within the zone for registrars that append it.
    expect(domain.hosts.map((h) => [h.host, h.records])).toEqual([
      ['rosasbakery.com', [{ type: 'A', name: 'rosasbakery.com', relativeName: '@', value: '127.0.0.1' }]],
      [
        'www.rosasbakery.com',
        [
          {
            type: 'CNAME',
            name: 'www.rosasbakery.com',
            relativeName: 'www',
            value: 'sites.mainstreet.com',
          },
        ],
      ],
    ]);
    expect(domain.proof).toMatchObject({
      type: 'TXT',
      name: '_mainstreet.rosasbakery.com',
      relativeName: '_mainstreet',
    });
    expect(await ask('www.rosasbakery.com')).toBe(404);
    expect((await visit('www.rosasbakery.com')).body).not.toContain('Fresh bread every morning');

    dns.set('rosasbakery.com', { A: ['127.0.0.1'] });
    dns.set('www.rosasbakery.com', { CNAME: 'sites.mainstreet.com' });
    // Pointing here is not proof: without the TXT record nothing is served or certified.
    const unproven = await call(rosa, 'POST', undefined, '/check');
    expect(unproven.body.domain).toMatchObject({ status: 'waiting' });
    expect(await ask('www.rosasbakery.com')).toBe(404);
    expect((await visit('www.rosasbakery.com')).body).not.toContain('Fresh bread every morning');

    await prove(rosa);
    const checked = await call(rosa, 'POST', undefined, '/check');
    expect(checked.body.domain?.proof).toBeNull();
    // DNS is right; HTTPS is not answering (no Caddy here), so not yet live.
    expect(checked.body.domain).toMatchObject({ status: 'verifying', problem: null });
    expect(checked.body.domain?.hosts.map((h) => [h.host, h.isVerified, h.found])).toEqual([
      ['rosasbakery.com', true, 'A 127.0.0.1'],
      ['www.rosasbakery.com', true, 'CNAME sites.mainstreet.com'],
    ]);

    expect(await ask('www.rosasbakery.com')).toBe(200);
    expect(await ask('ROSASBAKERY.COM.')).toBe(200);
    expect(await ask('other-bakery.com')).toBe(404);
    expect(await ask('not a host')).toBe(400);

    const page = await visit('www.rosasbakery.com');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Fresh bread every morning');
    const apex = await visit('rosasbakery.com:443', '/menu.html?x=1');
    expect(apex.statusCode).toBe(301);
    expect(apex.headers.location).toBe('https://www.rosasbakery.com/menu.html?x=1');
    // The domain serves its own site alone: another site's /s/ address there is this site's 404.
    const other = await ownerWithSite('Other Shop');
    const otherPublish = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${other.websiteId}/publish`,
      headers: { cookie: other.cookie },
    });
    // SITES_DOMAIN is set here, so the live address is other-shop.sites.mainstreet.com; /s/ serves it too.
    const otherPath = `/s/${new URL(otherPublish.json().url).hostname.split('.')[0]}/`;
    expect((await visit('app.mainstreet.com', otherPath)).body).toContain('Other Shop');
    // Over real HTTP too, where files already in memory are answered before routing.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (let i = 0; i < 2; i++) {
      const borrowed = await visit('www.rosasbakery.com', otherPath);
      expect(borrowed.statusCode).toBe(404);
      expect(borrowed.body).not.toContain('Other Shop');
      const overHttp = await getOverHttp(address, 'www.rosasbakery.com', otherPath);
      expect(overHttp.status).toBe(404);
      expect(overHttp.body).not.toContain('Other Shop');
      expect((await getOverHttp(address, 'app.mainstreet.com', otherPath)).body).toContain('Other Shop');
    }
    // A Host nobody verified is never a site: the app answers as before.
    expect((await visit('unverified-bakery.com')).body).not.toContain('Fresh bread every morning');

    // The owner makes the apex the address; www now redirects to it.
    const apexFirst = await call(rosa, 'PATCH', { primary: 'apex' });
    expect(apexFirst.body.domain?.primaryHost).toBe('rosasbakery.com');
    expect((await visit('www.rosasbakery.com', '/')).headers.location).toBe('https://rosasbakery.com/');
    expect((await visit('rosasbakery.com')).statusCode).toBe(200);
  });

  it('names the wrong record, and stops serving and certifying that host', async () => {
    const sam = await ownerWithSite('Sam Plumbing');
    dns.set('samsplumbing.com', { A: ['127.0.0.1'] });
    dns.set('www.samsplumbing.com', { CNAME: 'sites.mainstreet.com' });
    expect((await call(sam, 'PUT', { domain: 'samsplumbing.com' })).body.domain?.status).toBe('waiting');
    await prove(sam);
    expect((await call(sam, 'POST', undefined, '/check')).body.domain?.status).toBe('verifying');

    dns.set('samsplumbing.com', { A: ['198.51.100.9'] });
    const checked = await call(sam, 'POST', undefined, '/check');
    expect(checked.body.domain?.status).toBe('problem');
    expect(checked.body.domain?.problem).toBe(
      'The A record of samsplumbing.com points to 198.51.100.9, not to this server: change it to the value shown.',
    );
    expect(await ask('samsplumbing.com')).toBe(404);
    expect(await ask('www.samsplumbing.com')).toBe(200);

    dns.set('samsplumbing.com', { A: ['127.0.0.1', '198.51.100.9'] });
    const stray = await call(sam, 'POST', undefined, '/check');
    expect(stray.body.domain?.problem).toMatch(
      /samsplumbing.com also has the A record 198.51.100.9: remove it/,
    );
  });

  it('gives a name to no account without its TXT proof: not the first to add it, nor anyone after a removal', async () => {
    const first = await ownerWithSite('First Florist');
    const second = await ownerWithSite('Second Florist');
    const mailsTo = (who: { email: string }) =>
      listSavedMail(t.dataDir).filter((mail) => mail.to.includes(who.email));
    // Added before anyone set records; the records appear later: still nobody's until proven.
    expect((await call(second, 'PUT', { domain: 'florist-shop.com' })).body.domain?.status).toBe('waiting');
    dns.set('florist-shop.com', { A: ['127.0.0.1'] });
    dns.set('www.florist-shop.com', { A: ['127.0.0.1'] });
    expect((await call(second, 'POST', undefined, '/check')).body.domain?.status).toBe('waiting');
    expect(await ask('florist-shop.com')).toBe(404);
    expect((await call(second, 'DELETE')).status).toBe(200);

    expect((await call(first, 'PUT', { domain: 'florist-shop.com' })).status).toBe(200);
    const firstProof = await prove(first);
    expect((await call(first, 'POST', undefined, '/check')).body.domain?.status).toBe('verifying');
    expect(await ask('florist-shop.com')).toBe(200);

    // Another account is shown its own record, never the first one's.
    const refused = await call(second, 'PUT', { domain: 'www.florist-shop.com' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/used by a site of another account/);
    const proof = refused.body.proof as { type: string; name: string; value: string };
    expect(proof).toMatchObject({ type: 'TXT', name: '_mainstreet.florist-shop.com' });
    expect(proof.value).toMatch(/^mainstreet-verify=\S{20,}$/);
    expect(proof.value).not.toBe(firstProof.value);
    expect((await call(first, 'GET')).body.domain?.name).toBe('florist-shop.com');
    // Asking again shows the same token: the record the owner already added stays valid.
    expect((await call(second, 'PUT', { domain: 'florist-shop.com' })).body.proof).toEqual(proof);

    // The second account proves control: the name moves, and its former holder is told.
    dns.set('_mainstreet.florist-shop.com', { TXT: [proof.value] });
    const taken = await call(second, 'PUT', { domain: 'florist-shop.com' });
    expect(taken.status).toBe(200);
    expect(taken.body.domain?.status).toBe('verifying');
    expect((await call(first, 'GET')).body.domain).toBeNull();
    expect(mailsTo(first.user).map((mail) => mail.subject)).toContain(
      'florist-shop.com was moved to another account',
    );

    // Removed with DNS still pointing here: the first account cannot have it back without its proof.
    expect((await call(second, 'DELETE')).body.domain).toBeNull();
    expect(await ask('florist-shop.com')).toBe(404);
    expect((await call(first, 'PUT', { domain: 'florist-shop.com' })).body.domain?.status).toBe('waiting');
    expect(await ask('florist-shop.com')).toBe(404);
    expect((await visit('florist-shop.com')).body).not.toContain('First Florist');
    dns.set('_mainstreet.florist-shop.com', { TXT: [firstProof.value] });
    expect((await call(first, 'POST', undefined, '/check')).body.domain?.status).toBe('verifying');
    expect(await ask('florist-shop.com')).toBe(200);

    // Deleting the site frees it too: the second account's proof moves it back there.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${first.websiteId}`,
      headers: { cookie: first.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    dns.set('_mainstreet.florist-shop.com', { TXT: [proof.value] });
    expect((await call(second, 'PUT', { domain: 'florist-shop.com' })).body.domain?.status).toBe('verifying');
  });

  it('re-checks in the background with back-off, and goes on once the records appear', async () => {
    const lee = await ownerWithSite('Lee Tailoring');
    const added = (await call(lee, 'PUT', { domain: 'leetailoring.com' })).body.domain as DomainView;
    expect(added.status).toBe('waiting');
    const gap = (view: DomainView) => Date.parse(view.nextCheckAt) - Date.parse(view.checkedAt as string);
    expect(gap(added)).toBe(30_000);

    const config = t.ctx.config;
    const deps = {
      resolver: createDomainResolver(config),
      probe: createHttpsProbe(config),
      routes: createHostRoutes(t.ctx.db),
      target: dnsTargetOf(config),
    };
    let now = new Date(Date.parse(added.nextCheckAt) + 1);
    // Another instance is checking: this one leaves it to that one.
    expect(await takeLease(t.ctx.db, 'domain-checks', 'another-instance', new Date(), 60_000)).toBe(true);
    expect(await runDueDomainChecks(t.ctx, deps, now)).toBe(0);
    await releaseLease(t.ctx.db, 'domain-checks', 'another-instance');
    expect(await runDueDomainChecks(t.ctx, deps, now)).toBeGreaterThanOrEqual(1);
    const second = (await call(lee, 'GET')).body.domain as DomainView;
    expect(gap(second)).toBe(60_000);
    now = new Date(Date.parse(second.nextCheckAt) + 1);
    dns.set('leetailoring.com', { A: ['127.0.0.1'] });
    await prove(lee);
    await runDueDomainChecks(t.ctx, deps, now);
    const third = (await call(lee, 'GET')).body.domain as DomainView;
    expect(third.status).toBe('verifying');
    expect(gap(third)).toBe(120_000);
  });
});
