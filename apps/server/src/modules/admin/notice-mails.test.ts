import { afterAll, beforeAll, expect, it } from 'vitest';
import { readLatestMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn, type SignedInUser } from '../../testing/factories';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { mailDomainOwner } from '../domains/domain-mail';

/** A saved mail's subject and body as a person reads them (MIME words and quoted-printable undone). */
function received(t: TestApp, to: string) {
  const mail = readLatestMail(t.dataDir, to);
  const decode = (text: string) =>
    decodeURIComponent(text.replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1'));
  // The Subject header as sent, its folded lines joined.
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail?.raw ?? '')?.[1] ?? '';
  const subject = header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=\s*/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decode(word.replace(/_/g, ' ')),
    );
  return { subject, body: decode((mail?.raw ?? '').replace(/=\r?\n/g, '')) };
}

describeEachDatabase('notice mails in the recipient account’s language', (kind) => {
  let t: TestApp;
  let operator: SignedInUser;
  let owner: SignedInUser;
  let siteId: string;
  let reportPath: string;

  const inject = (who: SignedInUser, method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://app.example.test', ADMIN_EMAILS: 'ops@example.com' });
    operator = await createUserAndSignIn(t, { email: 'ops@example.com' });
    owner = await createUserAndSignIn(t, { plan: 'pro' });
    expect((await inject(operator, 'PUT', '/api/settings', { language: 'de' })).statusCode).toBe(200);
    expect((await inject(owner, 'PUT', '/api/settings', { language: 'es' })).statusCode).toBe(200);
    const made = await inject(owner, 'POST', '/api/websites/generate', {
      prompt: 'Panadería Rosa hace pan de masa madre y pasteles en Sevilla. Llama al 954 555 019.',
    });
    siteId = made.json().id;
    const published = await inject(owner, 'POST', `/api/websites/${siteId}/publish`);
    expect(published.statusCode).toBe(200);
    const html = (await t.app.inject({ method: 'GET', url: new URL(published.json().url).pathname })).body;
    const link = html.match(/<a href="(http:\/\/app\.example\.test\/report\/[^"]+)" rel="nofollow">/);
    expect(link, 'the published footer links to the report form').toBeTruthy();
    reportPath = new URL((link as RegExpMatchArray)[1]).pathname;
  }, 120_000);
  afterAll(() => t?.close());

  it('tells a Spanish-speaking owner in Spanish that their site was taken down, with the operator’s reason', async () => {
    const down = await inject(operator, 'POST', `/api/admin/websites/${siteId}/take-down`, {
      reason: 'Copies another bakery’s logo',
    });
    expect(down.statusCode).toBe(200);
    const mail = received(t, owner.user.email);
    expect(mail.subject).toMatch(/^Se ha retirado tu web «.+»$/);
    expect(mail.body).toContain('Sus páginas responden ahora «no disponible»');
    expect(mail.body).toContain('Motivo: Copies another bakery’s logo');
    expect(mail.body).not.toContain('was taken down');
    await inject(operator, 'POST', `/api/admin/websites/${siteId}/restore`);
  });

  it('sends a visitor’s report to a German-speaking operator in German', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: reportPath,
      remoteAddress: '203.0.113.21',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://app.example.test' },
      payload: 'reason=phishing&details=Pide+datos+del+banco',
    });
    expect(sent.statusCode).toBe(200);
    const mail = received(t, 'ops@example.com');
    expect(mail.subject).toMatch(/^Meldung: .+ \(Phishing or a scam\)$/);
    expect(mail.body).toContain('Ein Besucher hat die Website');
    expect(mail.body).toContain('Von: keine Adresse angegeben');
    expect(mail.body).not.toContain('A visitor reported');
  });

  it('tells the owner in their language when their domain goes live, stops, or moves away', async () => {
    const to = { userId: owner.user.id, email: owner.user.email, siteName: 'Panadería Rosa' };
    await mailDomainOwner(t.ctx, to, {
      kind: 'live',
      name: 'panaderia.example',
      address: 'https://panaderia.example/',
    });
    let mail = received(t, owner.user.email);
    expect(mail.subject).toBe('panaderia.example ya funciona: Panadería Rosa responde en esa dirección');
    expect(mail.body).toContain('Tu web Panadería Rosa ya responde en https://panaderia.example/ con HTTPS.');

    await mailDomainOwner(t.ctx, to, {
      kind: 'broken',
      name: 'panaderia.example',
      problem: 'The A record points to 192.0.2.1, not to this server.',
    });
    mail = received(t, owner.user.email);
    expect(mail.subject).toBe('panaderia.example ya no lleva a Panadería Rosa');
    expect(mail.body).toContain('Revisa los registros en tu proveedor de DNS');
    expect(mail.body).not.toContain('The A record points');

    const german = { userId: operator.user.id, email: operator.user.email, siteName: 'Bäckerei Rosa' };
    await mailDomainOwner(t.ctx, german, { kind: 'claimed', name: 'baeckerei.example' });
    mail = received(t, operator.user.email);
    expect(mail.subject).toBe('baeckerei.example wurde in ein anderes Konto verschoben');
    expect(mail.body).toContain(
      'Die Domain führt daher jetzt zur Website dieses Kontos statt zu Bäckerei Rosa.',
    );
  });
});
