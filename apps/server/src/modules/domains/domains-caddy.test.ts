import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn } from '../../testing/factories';
import {
  type CaddyAnswer as Answer,
  CADDY,
  CADDYFILE,
  freePort,
  hasCaddy,
  type LocalCaddy,
  prepareCaddy,
} from '../../testing/local-caddy';
import { type LocalDns, startLocalDns } from '../../testing/local-dns';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import type { DomainView } from './domains.schemas';

if (!hasCaddy) console.warn(`Skipping the Caddy test: ${CADDY} is not installed (apt-get install caddy).`);

describe.skipIf(!hasCaddy)('own domains through Caddy (deploy/Caddyfile, on-demand TLS, internal CA)', () => {
  let t: TestApp;
  let dns: LocalDns;
  let caddy: LocalCaddy;
  let httpsPort: number;

  beforeAll(async () => {
    caddy = prepareCaddy();
    dns = await startLocalDns();
    httpsPort = await freePort();
    t = await createTestApp('sqlite', {
      PUBLIC_URL: 'https://app.mainstreet.com',
      PUBLIC_IPV4: '127.0.0.1',
      DNS_SERVERS: dns.address,
      DOMAINS_HTTPS_PORT: String(httpsPort),
      DOMAINS_CA_FILE: caddy.rootFile,
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    await caddy.start(httpsPort, (t.app.server.address() as net.AddressInfo).port);
  }, 60_000);

  afterAll(async () => {
    await caddy?.stop();
    await t?.close();
    await dns?.close();
  });
  const viaCaddy = (host: string, urlPath = '/') => caddy.get(httpsPort, host, urlPath);

  const subjectsTo = (email: string) =>
    listSavedMail(t.dataDir)
      .filter((mail) => mail.to.includes(email))
      .map((mail) => mail.subject);
  const liveUrl = async (websiteId: string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/websites/${websiteId}`, headers })).json().netlifyUrl;

  /** The canonical link, og:url, JSON-LD url, robots.txt's Sitemap and sitemap.xml all name `address`. */
  async function expectAddress(get: (urlPath: string) => Promise<Answer>, address: string) {
    const page = (await get('/')).body;
    expect(page).toContain(`<link rel="canonical" href="${address}">`);
    expect(page).toContain(`<meta property="og:url" content="${address}">`);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(page)?.[1] ?? '{}',
    );
    expect(jsonLd.url).toBe(address);
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${address}sitemap.xml`);
    expect((await get('/sitemap.xml')).body).toContain(`<loc>${address}</loc>`);
  }

  it('serves a proven domain over HTTPS, republishes at each address it takes, and certifies no other name', async () => {
    const owner = await createUserAndSignIn(t, { plan: 'pro' });
    const websiteId = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { content: sampleContent({ siteName: 'Rosa Bakery' }), name: 'Rosa Bakery' },
    );
    const headers = { cookie: owner.cookie };
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/publish`, headers })).statusCode,
    ).toBe(200);
    const add = await t.app.inject({
      method: 'PUT',
      url: `/api/websites/${websiteId}/domain`,
      headers,
      payload: { domain: 'rosasbakery.com', primary: 'www' },
    });
    expect((add.json() as { domain: DomainView }).domain.status).toBe('waiting');
    // Caddy's internal CA made its root when it started; a name Mainstreet has not verified gets no certificate.
    await expect(viaCaddy('www.rosasbakery.com')).rejects.toThrow();

    dns.set('rosasbakery.com', { A: ['127.0.0.1'] });
    dns.set('www.rosasbakery.com', { A: ['127.0.0.1'] });
    const proof = (add.json() as { domain: DomainView }).domain.proof;
    dns.set(proof?.name ?? '', { TXT: [proof?.value ?? ''] });
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/domain/check`,
      headers,
    });
    // The check's own HTTPS request through Caddy found a valid certificate: live.
    expect((check.json() as { domain: DomainView }).domain).toMatchObject({ status: 'live', problem: null });

    const page = await viaCaddy('www.rosasbakery.com');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Fresh bread every morning');

    const apex = await viaCaddy('rosasbakery.com', '/?from=card');
    expect(apex.status).toBe(301);
    expect(apex.headers.location).toBe('https://www.rosasbakery.com/?from=card');

    await expect(viaCaddy('someone-elses-bakery.com')).rejects.toThrow();

    // Live: published again at once, the site names its domain everywhere it names its address.
    await expectAddress((p) => viaCaddy('www.rosasbakery.com', p), 'https://www.rosasbakery.com/');
    expect(await liveUrl(websiteId, headers)).toBe('https://www.rosasbakery.com/');
    expect(subjectsTo(owner.user.email)).toContain('rosasbakery.com is live: Rosa Bakery answers there');

    // The apex becomes the address: its pages name the apex, www redirects there, and nothing loops.
    const switched = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${websiteId}/domain`,
      headers,
      payload: { primary: 'apex' },
    });
    expect(switched.statusCode).toBe(200);
    const atApex = (p: string) => viaCaddy('rosasbakery.com', p);
    expect((await atApex('/')).status).toBe(200);
    await expectAddress(atApex, 'https://rosasbakery.com/');
    expect((await viaCaddy('www.rosasbakery.com')).headers.location).toBe('https://rosasbakery.com/');

    // DNS moved away: the owner is told, and the site falls back to its address here.
    dns.set('rosasbakery.com', { A: ['198.51.100.9'] });
    await t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/domain/check`, headers });
    expect(subjectsTo(owner.user.email)).toContain('rosasbakery.com stopped reaching Rosa Bakery');
    dns.set('rosasbakery.com', { A: ['127.0.0.1'] });
    await t.app.inject({ method: 'POST', url: `/api/websites/${websiteId}/domain/check`, headers });
    expect(await liveUrl(websiteId, headers)).toBe('https://rosasbakery.com/');

    // Removed: the pages name the site's address on this server again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${websiteId}/domain`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const slugAddress = 'https://app.mainstreet.com/s/rosa-bakery/';
    expect(await liveUrl(websiteId, headers)).toBe(slugAddress);
    await expectAddress(async (p) => {
      const res = await t.app.inject({ method: 'GET', url: `/s/rosa-bakery${p}` });
      return { status: res.statusCode, headers: res.headers, body: res.body };
    }, slugAddress);
    expect(caddy.log()).toMatch(/certificate obtained successfully.*www\.rosasbakery\.com/);
  }, 60_000);
});

describe('compose.yaml and deploy/Caddyfile', () => {
  const root = path.resolve(import.meta.dirname, '../../../../..');
  const compose = parse(fs.readFileSync(path.join(root, 'compose.yaml'), 'utf8'));
  const caddyfile = fs.readFileSync(CADDYFILE, 'utf8');

  it('runs Caddy with the shipped Caddyfile on 80 and 443, keeping certificates on a volume, asking the app', () => {
    const service = compose.services.caddy;
    expect(service.ports).toEqual(expect.arrayContaining(['80:80', '443:443', '8080:8080']));
    expect(service.volumes).toEqual(
      expect.arrayContaining(['./deploy/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data']),
    );
    expect(compose.volumes).toHaveProperty('caddy-data');
    const ask = /ask \{\$MAINSTREET_ASK:http:\/\/(\w+):3000\/api\/domains\/ask\}/.exec(caddyfile);
    expect(compose.services[ask?.[1] ?? '']?.environment.PUBLIC_IPV4).toBeDefined();
  });

  it.skipIf(!hasCaddy)('is a Caddyfile that Caddy accepts as shipped', () => {
    const out = execFileSync(CADDY, ['validate', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: os.tmpdir() },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toContain('Valid configuration');
  });
});
