import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { ensureFormKey } from '../preview/share-links.service';

const PUBLIC_URL = 'http://mainstreet.test';
const FORM = 'application/x-www-form-urlencoded';
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describeEachDatabase('contact messages', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(async () => t.close());

  async function liveSite(name: string) {
    const owner = await createUserAndSignIn(t);
    const content = sampleContent({ siteName: name, widgets: [{ id: 'form', type: 'contact-form' }] });
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { content, name });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    const url = res.json().url as string;
    // The key the published page's form posts with, read from the page a visitor gets.
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const formKey = decodeURIComponent(action.split('/api/forms/')[1] ?? '');
    expect(formKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    return { owner, websiteId, formKey, url };
  }

  function postForm(formKey: string, fields: Record<string, string>, ip = nextIp()) {
    return t.app.inject({
      method: 'POST',
      url: `/api/forms/${formKey}`,
      headers: { 'content-type': FORM },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: ip,
    });
  }

  async function messages(cookie: string, websiteId: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/messages`,
      headers: { cookie },
    });
    return res.json().messages as { name: string; email: string; message: string }[];
  }

  it('takes a plain form post, sends the visitor back with a thank-you, stores and emails the message', async () => {
    const { owner, websiteId, formKey, url } = await liveSite('Form Bakery');
    const res = await postForm(formKey, {
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Do you bake rye?',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${url}?sent=1#contact`);

    const back = await t.app.inject({ method: 'GET', url: '/s/form-bakery/?sent=1' });
    expect(back.body).toContain('Thank you! Your message has been sent.');
    expect(back.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/s/form-bakery/' })).body).not.toContain('Thank you!');

    expect(await messages(owner.cookie, websiteId)).toEqual([
      expect.objectContaining({ name: 'Ada', email: 'ada@example.org', message: 'Do you bake rye?' }),
    ]);
    const mail = listSavedMail(t.dataDir).filter((m) => m.to.includes(owner.user.email));
    expect(mail.at(-1)?.subject).toBe('New message from your website Form Bakery');
    expect(mail.at(-1)?.raw).toContain('Do you bake rye?');
    // Reply in the owner's mail program answers the visitor.
    expect(mail.at(-1)?.raw).toMatch(/^Reply-To: ada@example\.org$/m);
  });

  it('refuses a name with a line break or control character, and keeps nothing', async () => {
    const { owner, websiteId, formKey } = await liveSite('Header Bakery');
    for (const name of ['Ada\r\nBcc: all@example.org', 'Ada\nSubject: hi', 'Ada\u0007']) {
      const res = await postForm(formKey, { name, email: 'ada@example.org', message: 'Hello' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Your name must be one line of text');
    }
    expect(await messages(owner.cookie, websiteId)).toHaveLength(0);
  });

  it('keeps the message but sends no email when the owner turned email notifications off', async () => {
    const { owner, websiteId, formKey } = await liveSite('Quiet Bakery');
    const notify = async (isOn: boolean) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { cookie: owner.cookie },
        payload: { emailNotifications: isOn },
      });
      expect(res.statusCode).toBe(200);
    };
    await notify(false);
    const res = await postForm(formKey, { name: 'Ada', email: 'ada@example.org', message: 'Rye on Sunday?' });
    expect(res.statusCode).toBe(303);
    expect(await messages(owner.cookie, websiteId)).toEqual([
      expect.objectContaining({ name: 'Ada', message: 'Rye on Sunday?' }),
    ]);
    expect(listSavedMail(t.dataDir).filter((m) => m.to.includes(owner.user.email))).toEqual([]);

    await notify(true);
    await postForm(formKey, { name: 'Bo', email: 'bo@example.org', message: 'And on Monday?' });
    const mail = listSavedMail(t.dataDir).filter((m) => m.to.includes(owner.user.email));
    expect(mail.map((m) => m.subject)).toEqual(['New message from your website Quiet Bakery']);
  });

  it('mails the message in the language the owner chose for the app', async () => {
    const { owner, formKey } = await liveSite('Fournil Rosa');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { language: 'fr' },
    });
    expect(saved.statusCode).toBe(200);
    await postForm(formKey, { name: 'Ada', email: 'ada@example.org', message: 'Du seigle dimanche ?' });
    const mail = listSavedMail(t.dataDir).filter((m) => m.to.includes(owner.user.email));
    expect(mail.at(-1)?.subject).toBe('Nouveau message depuis votre site Fournil Rosa');
    expect(mail.at(-1)?.raw).toContain('formulaire de contact de Fournil Rosa');
    expect(mail.at(-1)?.raw).toContain('<strong>Ada</strong>');
  });

  it('sends a visitor of a Netlify-hosted site to its thank-you page', async () => {
    const owner = await createUserAndSignIn(t);
    const websiteId = await insertTestWebsite(
      t,
      { userId: owner.user.id },
      { liveUrl: 'https://rosa.netlify.app' },
    );
    await t.ctx.db.updateTable('websites').set({ status: 'live' }).where('id', '=', websiteId).execute();
    await t.ctx.db
      .insertInto('netlify_sites')
      .values({
        website_id: websiteId,
        netlify_site_id: 's1',
        url: 'https://rosa.netlify.app',
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await postForm(await ensureFormKey(t.ctx, websiteId), {
      name: 'Ed',
      email: 'ed@example.org',
      message: 'Hello from Netlify',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('https://rosa.netlify.app/thank-you.html#contact');
    expect(await messages(owner.cookie, websiteId)).toHaveLength(1);
  });

  it('answers JSON to the script-enhanced form, across origins', async () => {
    const { owner, websiteId, formKey } = await liveSite('Json Bakery');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/forms/${formKey}`,
      headers: { origin: 'https://json-bakery.netlify.app', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${formKey}`,
      headers: { origin: 'https://json-bakery.netlify.app' },
      payload: { name: 'Bo', email: 'bo@example.org', message: 'Hello' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(await messages(owner.cookie, websiteId)).toHaveLength(1);

    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${formKey}`,
      payload: { name: 'Bo', email: 'not-an-email', message: 'Hello' },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('email: Please enter a valid email address');
  });

  it('drops bots (honeypot), limits each address, refuses oversized and empty messages', async () => {
    const { owner, websiteId, formKey } = await liveSite('Spam Bakery');
    const bot = await postForm(formKey, {
      name: 'Bot',
      email: 'bot@example.org',
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(303);
    expect(await messages(owner.cookie, websiteId)).toHaveLength(0);

    const empty = await postForm(formKey, { name: ' ', email: 'a@example.org', message: 'Hi' });
    expect(empty.statusCode).toBe(400);
    expect(empty.headers['content-type']).toContain('text/html');
    expect(empty.body).toContain('Your name is required');
    const long = await postForm(formKey, {
      name: 'Al',
      email: 'a@example.org',
      message: 'x'.repeat(5_001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Your message is too long');

    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect(
        (await postForm(formKey, { name: 'Cy', email: 'cy@example.org', message: `Message ${i}` }, ip))
          .statusCode,
      ).toBe(303);
    }
    const limited = await postForm(formKey, { name: 'Cy', email: 'cy@example.org', message: 'One more' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
    expect(await messages(owner.cookie, websiteId)).toHaveLength(5);
  });

  it('refuses messages for a site that is not live, and keeps messages private to the owner', async () => {
    const owner = await createUserAndSignIn(t);
    const draftId = await insertTestWebsite(t, { userId: owner.user.id });
    const res = await postForm(draftId, { name: 'Di', email: 'di@example.org', message: 'Hi' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('not accepting messages');
    expect(
      (await postForm('no-such-site', { name: 'Di', email: 'di@example.org', message: 'Hi' })).statusCode,
    ).toBe(404);

    const { owner: secretOwner, websiteId, formKey } = await liveSite('Secret Bakery');
    // The website id opens nothing here: only the form's own key takes messages.
    expect(formKey).not.toBe(websiteId);
    const byId = await postForm(websiteId, { name: 'Di', email: 'di@example.org', message: 'Hi' });
    expect(byId.statusCode).toBe(404);
    expect(await messages(secretOwner.cookie, websiteId)).toHaveLength(0);
    const stranger = await createUserAndSignIn(t);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/messages`,
      headers: { cookie: stranger.cookie },
    });
    expect(peek.statusCode).toBe(404);
  });
});
