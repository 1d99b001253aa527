import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs, type TestUser } from '../../testing/website-factories';
import { getUsage } from '../usage/usage.service';

type Body = Record<string, unknown>;

/** A complete, valid site as the web app sends it, with `change` applied to its content. */
function contentWith(change: (content: Body) => void): Body {
  const content = structuredClone(sampleContent()) as Body;
  change(content);
  return content;
}

const without = (part: string) =>
  contentWith((c) => {
    delete c[part];
  });
const setTo = (part: string, value: unknown) =>
  contentWith((c) => {
    c[part] = value;
  });

const TOP_LEVEL_PARTS = [
  'siteName',
  'navigation',
  'hero',
  'about',
  'servicesHeader',
  'services',
  'contact',
  'footer',
  'widgets',
  'sections',
  'meta',
];
const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

/**
 * Save bodies a script, an old tab or an integration might send, each with the field its refusal
 * must name. None of them is a complete site of the current version, so none may change anything.
 */
const CASES: { label: string; body: Body | string; field: RegExp }[] = [
  { label: 'empty content', body: { content: {} }, field: /^content\.version: is required/ },
  {
    label: 'content without version',
    body: { content: without('version') },
    field: /^content\.version: is required/,
  },
  {
    label: 'content of schema version 1',
    body: { content: setTo('version', 1) },
    field: /^content\.version: must be 2/,
  },
  {
    label: 'content of schema version 3',
    body: { content: setTo('version', 3) },
    field: /^content\.version: must be 2/,
  },
  {
    label: 'version as text',
    body: { content: setTo('version', '2') },
    field: /^content\.version: must be 2/,
  },
  { label: 'version null', body: { content: setTo('version', null) }, field: /^content\.version: must be 2/ },
  { label: 'version 2.5', body: { content: setTo('version', 2.5) }, field: /^content\.version: must be 2/ },
  { label: 'only a version', body: { content: { version: 2 } }, field: /^content\.siteName: is required/ },
  {
    label: 'only version and site name',
    body: { content: { version: 2, siteName: 'Wiped' } },
    field: /^content\.navigation: is required/,
  },
  ...TOP_LEVEL_PARTS.map((part) => ({
    label: `content missing ${part}`,
    body: { content: without(part) },
    field: new RegExp(`^content\\.${part}: is required`),
  })),
  ...['hero', 'sections', 'services', 'meta', 'footer', 'contact'].map((part) => ({
    label: `${part}: null`,
    body: { content: setTo(part, null) },
    field: new RegExp(`^content\\.${part}: `),
  })),
  { label: 'hero as text', body: { content: setTo('hero', 'Fresh bread') }, field: /^content\.hero: / },
  // An empty object is still an object: each part's text fields must be there ('' when empty).
  {
    label: 'hero as {}',
    body: { content: setTo('hero', {}) },
    field: /^content\.hero\.headline: is required/,
  },
  {
    label: 'hero without its button text',
    body: { content: contentWith((c) => delete (c.hero as Body).buttonText) },
    field: /^content\.hero\.buttonText: is required/,
  },
  {
    label: 'contact as {}',
    body: { content: setTo('contact', {}) },
    field: /^content\.contact\.title: is required/,
  },
  {
    label: 'footer as {}',
    body: { content: setTo('footer', {}) },
    field: /^content\.footer\.summary: is required/,
  },
  { label: 'services as an object', body: { content: setTo('services', {}) }, field: /^content\.services: / },
  { label: 'site name as a number', body: { content: setTo('siteName', 42) }, field: /^content\.siteName: / },
  {
    label: 'a section without id',
    body: { content: setTo('sections', [{ type: 'faq', content: null }]) },
    field: /^content\.sections\.0/,
  },
  {
    label: 'a service name as a number',
    body: { content: setTo('services', [{ name: 5, description: 'x' }]) },
    field: /^content\.services\.0\.name: /,
  },
  {
    label: 'navigation links null',
    body: { content: setTo('navigation', { links: null }) },
    field: /^content\.navigation\.links: /,
  },
  {
    label: 'javascript: hero image',
    body: { content: setTo('hero', { headline: 'x', imageUrl: 'javascript:alert(1)' }) },
    field: /^content\.hero\.imageUrl: /,
  },
  {
    label: 'unknown palette',
    body: { content: setTo('theme', { palette: 'neon' }) },
    field: /^content\.theme\.palette: /,
  },
  {
    label: 'public address that is not a URL',
    body: { content: setTo('meta', { language: 'en', placeholders: [], publicUrl: 'not a url' }) },
    field: /^content\.meta\.publicUrl: /,
  },
  { label: 'content null', body: { content: null }, field: /^content must be an object/ },
  { label: 'content as an array', body: { content: [] }, field: /^content must be an object/ },
  {
    label: 'content as 2 MB of junk text',
    body: { content: twoMegabytes },
    field: /^content must be an object/,
  },
  {
    label: 'a 2 MB site name',
    body: { content: setTo('siteName', twoMegabytes) },
    field: /^content\.siteName: /,
  },
  { label: 'empty name', body: { name: '   ', content: sampleContent() }, field: /^name: must not be empty/ },
  { label: 'name as a number', body: { name: 7 }, field: /^name: / },
  {
    label: 'website version as text',
    body: { content: sampleContent(), version: 'latest' },
    field: /^version: /,
  },
  {
    label: '2 MB of junk that is not JSON',
    body: `{"content": ${twoMegabytes}`,
    field: /^Body is not valid JSON/,
  },
];

describeEachDatabase('websites: refused saves change nothing', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signInAs(t);
    id = await insertTestWebsite(t, { userId: user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The stored row as the database holds it: content as raw text, not parsed. */
  const rawRow = () =>
    t.ctx.db
      .selectFrom('websites')
      .select([
        sql<string>`cast(content as text)`.as('content'),
        'version',
        'name',
        'edit_count',
        'updated_at',
        'cover_image',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it(`refuses ${CASES.length} malformed or partial save bodies with a 4xx naming the field`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    const before = await rawRow();
    const answers: string[] = [];
    for (const c of CASES) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${id}`,
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        payload: typeof c.body === 'string' ? c.body : JSON.stringify(c.body),
      });
      answers.push(`${c.label} → ${res.statusCode} ${res.json().message}`);
      expect(res.statusCode, c.label).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.label).toBeLessThan(500);
      expect(res.json().message, c.label).toMatch(c.field);
      // Byte for byte after every refusal, not only at the end.
      expect(await rawRow(), c.label).toEqual(before);
    }
    expect(answers).toHaveLength(CASES.length);
    expect((await getUsage(t.ctx, user.id)).edits).toBe(0);
  });

  it('refuses a save with no body, or a body that is not JSON, with a 4xx and a message', async () => {
    const before = await rawRow();
    for (const headers of [{}, { 'content-type': 'text/plain' }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/websites/${id}`,
        headers: { cookie: user.cookie, ...headers },
        ...('content-type' in headers ? { payload: 'siteName=Rosa' } : {}),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(headers)).toBeLessThan(500);
      expect(res.json().message).toMatch(
        /^(Nothing to Save|Send the changes to save as a JSON body|.*[Cc]ontent.?[Tt]ype)/,
      );
    }
    expect(await rawRow()).toEqual(before);
  });

  it('still saves a complete site of the current version (the refusals above are not everything)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/websites/${id}`,
      headers: { cookie: user.cookie },
      payload: { content: setTo('siteName', 'Rosa & Sons') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.siteName).toBe('Rosa & Sons');
    expect(res.json().content.services).toHaveLength(2);
  });
});
