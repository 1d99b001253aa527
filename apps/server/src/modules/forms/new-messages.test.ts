import { afterAll, beforeAll, expect, it } from 'vitest';
import { listSavedMail } from '../../adapters/mail/mail-box';
import { createUserAndSignIn, type SignedInUser } from '../../testing/factories';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent } from '../../testing/website-factories';
import { sendMessageDigests } from './message-digest';

const DAY_MS = 24 * 60 * 60 * 1000;
let ipCounter = 0;

describeEachDatabase('new contact messages: counts, read, mail each or digest', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'http://mainstreet.test' });
  });
  afterAll(async () => t.close());

  async function liveSite(owner: SignedInUser, name: string) {
    const content = sampleContent({ siteName: name, widgets: [{ id: 'form', type: 'contact-form' }] });
    const websiteId = await insertTestWebsite(t, { userId: owner.user.id }, { content, name });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/publish`,
      headers: { cookie: owner.cookie },
    });
    const page = await t.app.inject({ method: 'GET', url: new URL(res.json().url).pathname });
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)?.[1] ?? '';
    return { websiteId, formKey: decodeURIComponent(action.split('/api/forms/')[1] ?? '') };
  }

  const send = async (formKey: string, message: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/forms/${formKey}`,
      payload: { name: 'Ada', email: 'ada@example.org', message },
      remoteAddress: `10.9.0.${++ipCounter}`,
    });
    expect(res.statusCode).toBe(200);
  };
  const newCounts = async (owner: SignedInUser) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/messages/new',
      headers: { cookie: owner.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { sites: { websiteId: string; count: number }[]; total: number };
  };
  const mailTo = (owner: SignedInUser) =>
    listSavedMail(t.dataDir).filter((m) => m.to.includes(owner.user.email));

  it('counts new messages per site until the owner opens them', async () => {
    const owner = await createUserAndSignIn(t);
    const rye = await liveSite(owner, 'Rye Bakery');
    const oat = await liveSite(owner, 'Oat Bakery');
    await send(rye.formKey, 'One');
    await send(rye.formKey, 'Two');
    await send(oat.formKey, 'Three');
    const counts = await newCounts(owner);
    expect(counts.total).toBe(3);
    expect(counts.sites).toEqual(
      expect.arrayContaining([
        { websiteId: rye.websiteId, count: 2 },
        { websiteId: oat.websiteId, count: 1 },
      ]),
    );
    // Another account sees none of them.
    expect(await newCounts(await createUserAndSignIn(t))).toEqual({ sites: [], total: 0 });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${rye.websiteId}/messages`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json().messages.map((m: { isNew: boolean }) => m.isNew)).toEqual([true, true]);
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${rye.websiteId}/messages/read`,
      headers: { cookie: owner.cookie },
    });
    expect(read.json()).toEqual({ marked: 2 });
    expect(await newCounts(owner)).toEqual({ sites: [{ websiteId: oat.websiteId, count: 1 }], total: 1 });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/websites/${rye.websiteId}/messages`,
      headers: { cookie: owner.cookie },
    });
    expect(again.json().messages.map((m: { isNew: boolean }) => m.isNew)).toEqual([false, false]);

    const stranger = await createUserAndSignIn(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${oat.websiteId}/messages/read`,
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(404);
    expect((await newCounts(owner)).total).toBe(1);
  });

  it('mails a daily digest instead of one mail per message when the owner chose it', async () => {
    const owner = await createUserAndSignIn(t);
    const site = await liveSite(owner, 'Digest Bakery');
    const choose = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { messageDigest: true },
    });
    expect(choose.statusCode).toBe(200);
    await send(site.formKey, 'Rye on Saturday?');
    await send(site.formKey, 'And spelt?');
    expect(mailTo(owner)).toEqual([]);

    // Same day: nothing yet. The next day: one mail with both, then never again.
    expect(await sendMessageDigests(t.ctx, Date.now())).toBe(0);
    expect(await sendMessageDigests(t.ctx, Date.now() + DAY_MS)).toBe(1);
    const mail = mailTo(owner);
    expect(mail.map((m) => m.subject)).toEqual(['2 new messages from your websites']);
    expect(mail[0].text).toContain('Rye on Saturday?');
    expect(mail[0].text).toContain('And spelt?');
    // One visitor wrote both: Reply answers them.
    expect(mail[0].raw).toMatch(/^Reply-To: \S+@\S+$/m);
    expect(await sendMessageDigests(t.ctx, Date.now() + DAY_MS)).toBe(0);
    expect(mailTo(owner)).toHaveLength(1);
  });

  it('writes the digest in the owner’s language, with its plural', async () => {
    const owner = await createUserAndSignIn(t);
    const site = await liveSite(owner, 'Backstube Lenz');
    const choose = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: owner.cookie },
      payload: { messageDigest: true, language: 'de' },
    });
    expect(choose.statusCode).toBe(200);
    await send(site.formKey, 'Roggenbrot am Samstag?');
    expect(await sendMessageDigests(t.ctx, Date.now() + DAY_MS)).toBeGreaterThanOrEqual(1);
    // The subject as a mail program shows it (RFC 2047 "Q" words decoded).
    const subject = mailTo(owner)[0].subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/g, (_, word: string) =>
      decodeURIComponent(word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, '%$1')),
    );
    expect(subject).toBe('1 neue Nachricht über Ihre Websites');
    expect(mailTo(owner)[0].text).toContain('Roggenbrot am Samstag?');
  });
});
