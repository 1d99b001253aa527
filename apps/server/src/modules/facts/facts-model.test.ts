import { NAPOLI_PROMPT, napoliCopy } from '@mainstreet/composer/llm/testing/copy-fixture';
import { type DialectServer, startDialectServer } from '@mainstreet/composer/llm/testing/dialect-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeaderFrom } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('the facts form of a site the language model wrote', { timeout: 60_000 }, () => {
  let model: DialectServer;
  let t: TestApp;
  beforeAll(async () => {
    model = await startDialectServer({ dialect: 'openai', write: () => JSON.stringify(napoliCopy()) });
    t = await createTestApp('sqlite', { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'm' });
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('the facts are locked: a change is written without asking the model, and states only the facts given', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/websites/generate',
      payload: { prompt: NAPOLI_PROMPT },
    });
    expect(made.json().generator).toBe('model');
    const { id } = made.json();
    const cookie = cookieHeaderFrom(made.headers['set-cookie']);
    const asked = model.received.length;
    const { facts } = (
      await t.app.inject({ method: 'GET', url: `/api/websites/${id}/facts`, headers: { cookie } })
    ).json();
    const oldName = facts.name;
    expect(oldName).toBeTruthy();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/websites/${id}/facts`,
      headers: { cookie },
      payload: { ...facts, name: 'Forno Nuovo', phone: '+1 512 555 0142' },
    });
    expect(changed.statusCode).toBe(200);
    const { content } = changed.json();
    expect(model.received.length).toBe(asked);
    expect(content.siteName).toBe('Forno Nuovo');
    expect(content.contact.phone).toBe('+1 512 555 0142');
    expect(content.meta.facts.telephone).toBe('+15125550142');
    // The old name is gone from every text, the model's included.
    expect(JSON.stringify({ ...content, meta: {} })).not.toContain(oldName);
  });
});
