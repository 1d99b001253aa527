import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import {
  type ChatRequest,
  type DialectServer,
  startDialectServer,
} from '@mainstreet/composer/llm/testing/dialect-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The texts a rewrite request carries, as the model reads them. */
function textsOf(request: ChatRequest): Record<string, string> | undefined {
  const user = request.messages.at(-1)?.content ?? '';
  const at = user.indexOf('Texts: ');
  return at < 0 ? undefined : JSON.parse(user.slice(at + 7));
}

/** A model that shortens each text to its first three words; `invent` adds a sentence of its own. */
function writer(invent: () => string) {
  return (request: ChatRequest) => {
    const texts = textsOf(request);
    if (!texts) return JSON.stringify(napoliCopy());
    if (retell)
      return JSON.stringify(Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, retell?.(v)])));
    const short = Object.entries(texts).map(([k, v]) => [
      k,
      `${v.split(' ').slice(0, 3).join(' ')}.${invent()}`,
    ]);
    return JSON.stringify(Object.fromEntries(short));
  };
}

let invention = '';
/** When set, the model writes each text this way instead of shortening it. */
let retell: ((text: string) => string) | undefined;
let server: DialectServer;
let t: TestApp;

async function generate(app: TestApp, prompt = NAPOLI_PROMPT) {
  const res = await app.app.inject({ method: 'POST', url: '/api/websites/generate', payload: { prompt } });
  return {
    id: res.json().id as string,
    content: res.json().content,
    cookie: cookieHeaderFrom(res.headers['set-cookie']),
  };
}

const rewrite = (app: TestApp, id: string, cookie: string, payload: Record<string, unknown>) =>
  app.app.inject({ method: 'POST', url: `/api/websites/${id}/rewrite`, headers: { cookie }, payload });

describe('rewrite a section', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    server = await startDialectServer({ dialect: 'openai', write: writer(() => invention) });
    t = await createTestApp('sqlite', { LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'm' });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  afterEach(() => {
    invention = '';
    retell = undefined;
  });

  it('shorter, by the model: each text comes back rewritten under its path', async () => {
    const site = await generate(t);
    const texts = [
      { path: 'hero.headline', text: site.content.hero.headline },
      { path: 'hero.subtitle', text: site.content.hero.subtitle },
    ];
    const res = await rewrite(t, site.id, site.cookie, { texts, writer: 'model', preset: 'shorter' });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.writer).toBe('model');
    expect(answer.texts.map((x: { path: string }) => x.path)).toEqual(['hero.headline', 'hero.subtitle']);
    expect(answer.texts[1].text.length).toBeLessThan(texts[1].text.length);
    expect(answer.removed).toEqual([]);
    const asked = server.received.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(asked).toContain('shorter');
  });

  it('a phone number the owner never gave is removed, and the answer says so', async () => {
    const site = await generate(t);
    invention = ' Call 020 7946 0958 today.';
    const res = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'hero.subtitle', text: site.content.hero.subtitle }],
      writer: 'model',
      instruction: 'mention that we love visitors',
    });
    const answer = res.json();
    expect(answer.texts[0].text).not.toContain('7946');
    expect(answer.removed).toEqual([
      { path: 'hero.subtitle', reason: 'phone', text: 'Call 020 7946 0958 today.' },
    ]);
  });

  it('facts the model changed are put back as the owner wrote them, and the answer names them', async () => {
    const site = await generate(t);
    const owner =
      'Find us at 12 Congress Avenue, Austin. Call (512) 555-0142 to book a table. Pizzas from $12 every night.';
    retell = () =>
      'Visit us at 14 Congress Avenue, Austin. Ring (512) 555-0143 to book. Pizzas start from $13 every night.';
    const res = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'about.content', text: owner }],
      writer: 'model',
      preset: 'friendlier',
    });
    const answer = res.json();
    expect(answer.texts[0].text).toBe(
      'Visit us at 12 Congress Avenue, Austin. Ring (512) 555-0142 to book. Pizzas start from $12 every night.',
    );
    expect(answer.removed).toEqual([]);
    expect(answer.restored.map((r: { fact: string; text: string }) => `${r.fact}: ${r.text}`)).toEqual([
      'phone: (512) 555-0142',
      'address: 12 Congress Avenue, Austin',
      'price: from $12',
    ]);
  });

  it('a rewrite that drops one of the owner’s facts keeps the text as it was', async () => {
    const site = await generate(t);
    const owner = 'Call (512) 555-0142 to book a table. We love visitors.';
    retell = () => 'We love visitors, so come by.';
    const res = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'about.content', text: owner }],
      writer: 'model',
      preset: 'shorter',
    });
    expect(res.json().texts[0].text).toBe(owner);
    expect(res.json().kept).toEqual(['about.content']);
  });

  it('the owner’s own facts may stay: the description’s phone is no invention', async () => {
    const site = await generate(t);
    invention = ' Call (512) 555-0142.';
    const res = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'hero.subtitle', text: site.content.hero.subtitle }],
      writer: 'model',
      preset: 'friendlier',
    });
    expect(res.json().texts[0].text).toContain('(512) 555-0142');
    expect(res.json().removed).toEqual([]);
  });

  it('the built-in writer, offline, gives back the owner’s own words: no stock wording to draw instead', async () => {
    const site = await generate(t);
    const calls = server.received.length;
    const versions = new Set<string>();
    for (const variant of [1, 2, 3, 4]) {
      const res = await rewrite(t, site.id, site.cookie, {
        texts: [{ path: 'hero.subtitle', text: 'Something the owner typed over it' }],
        writer: 'builtin',
        variant,
      });
      expect(res.json().writer).toBe('builtin');
      versions.add(res.json().texts[0].text);
    }
    // One text, the same for every draw, and never what was typed over it.
    expect(versions.size).toBe(1);
    expect([...versions][0]).not.toBe('Something the owner typed over it');
    expect(server.received.length).toBe(calls);
  });

  it('refuses what it cannot do with a message a person can act on', async () => {
    const site = await generate(t);
    const none = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'hero.headline', text: 'x' }],
      writer: 'model',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/instruction: choose a preset or write an instruction/);
    const badPath = await rewrite(t, site.id, site.cookie, {
      texts: [{ path: 'theme.palette', text: 'x' }],
      writer: 'builtin',
    });
    expect(badPath.statusCode).toBe(400);
    const stranger = await rewrite(t, site.id, '', {
      texts: [{ path: 'hero.headline', text: 'x' }],
      writer: 'builtin',
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('rewrite without a working model', { timeout: 60_000 }, () => {
  it('says no model is set up (503), and a failing one names its cause (502)', async () => {
    const plain = await createTestApp('sqlite');
    const failing = await startDialectServer({ dialect: 'openai', apiKey: 'right', write: () => '{}' });
    const broken = await createTestApp('sqlite', {
      LLM_BASE_URL: failing.baseUrl,
      LLM_MODEL: 'm',
      LLM_API_KEY: 'x',
    });
    try {
      const a = await generate(plain);
      const res = await rewrite(plain, a.id, a.cookie, {
        texts: [{ path: 'hero.headline', text: 'Hello' }],
        writer: 'model',
        preset: 'shorter',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/No language model is set up.*Another version/);
      const b = await generate(broken);
      const res2 = await rewrite(broken, b.id, b.cookie, {
        texts: [{ path: 'hero.headline', text: 'Hello' }],
        writer: 'model',
        preset: 'shorter',
      });
      expect(res2.statusCode).toBe(502);
      expect(res2.json().message).toBe(
        'The language model did not rewrite it: the language model refused this server’s key. “Another version” still works.',
      );
    } finally {
      await plain.close();
      await broken.close();
      await failing.close();
    }
  });
});
