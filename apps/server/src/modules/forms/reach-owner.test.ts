import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type DatabaseKind, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { signInAs, type TestUser } from '../../testing/website-factories';

const PUBLIC_URL = 'http://mainstreet.test';
const FORM = 'application/x-www-form-urlencoded';
// No phone and no email: the contact form is the visitor's only way to reach the owner.
const NO_CONTACT =
  'Clay Corner is a pottery studio in Asheville with wheel classes for beginners and glazing nights.';
const WITH_EMAIL =
  'Clay Corner is a pottery studio in Asheville. Write to hello@claycorner.example for classes.';

async function generate(t: TestApp, user: TestUser, prompt: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/websites/generate',
    headers: { cookie: user.cookie },
    payload: { prompt, industry: '', colorPreference: '' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as string;
}

async function exportedFiles(t: TestApp, user: TestUser, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/websites/${id}/export`,
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  return { files, html: new TextDecoder().decode(files['index.html']) };
}

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

function post(t: TestApp, action: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': FORM },
    payload: new URLSearchParams({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'A class for two?',
    }).toString(),
    remoteAddress: ip,
  });
}

async function messageCount(t: TestApp, user: TestUser, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/websites/${id}/messages`,
    headers: { cookie: user.cookie },
  });
  return (res.json().messages as unknown[]).length;
}

describeEachDatabase('a way to reach the owner on every generated site', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(async () => t.close());

  it('publishes a site whose description gives no phone or email with a form that delivers', async () => {
    const user = await signInAs(t);
    const id = await generate(t, user, NO_CONTACT);
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${id}/publish`,
      headers: { cookie: user.cookie },
    });
    expect(published.statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: new URL(published.json().url).pathname });
    const action = formAction(page.body);
    expect(action).toMatch(/^http:\/\/mainstreet\.test\/api\/forms\//);
    // The hero and closing buttons lead to that form, not to a section without a way to write.
    const formId = /<section id="([^"]+)"[^>]*>(?:(?!<\/section>)[\s\S])*<form/.exec(page.body)?.[1];
    expect(formId).toBeDefined();
    expect(page.body).toContain(`href="#${formId}"`);
    const sent = await post(t, action!, '10.9.0.1');
    expect(sent.statusCode).toBe(303);
    expect(await messageCount(t, user, id)).toBe(1);
  }, 120_000);

  it('exports a form that posts to this server (PUBLIC_URL), and thanks the visitor of the copy hosted elsewhere', async () => {
    const user = await signInAs(t);
    const id = await generate(t, user, NO_CONTACT);
    const { files, html } = await exportedFiles(t, user, id);
    const action = formAction(html);
    expect(action).toMatch(/^http:\/\/mainstreet\.test\/api\/forms\//);
    expect(files['README.md']).toBeUndefined();
    const sent = await post(t, action!, '10.9.0.2');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Your message has been sent');
    expect(await messageCount(t, user, id)).toBe(1);
  }, 120_000);
});

describeEachDatabase('exports from a server without PUBLIC_URL', (kind: DatabaseKind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  it('turns the form into a mail link when an email is known', async () => {
    const user = await signInAs(t);
    const { files, html } = await exportedFiles(t, user, await generate(t, user, WITH_EMAIL));
    expect(html).not.toContain('<form');
    expect(html).toContain('href="mailto:hello@claycorner.example"');
    expect(files['README.md']).toBeUndefined();
  });

  it('says in the README what to connect when neither an address nor an email is known', async () => {
    const user = await signInAs(t);
    const { files, html } = await exportedFiles(t, user, await generate(t, user, NO_CONTACT));
    // No form that posts nowhere is shown to visitors.
    expect(html).not.toContain('<form');
    const readme = new TextDecoder().decode(files['README.md']);
    expect(readme).toContain('Your contact form is not connected yet');
    expect(readme).toContain('PUBLIC_URL');
  });
});
