import { afterEach, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../../config';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';

type TestEnv = Parameters<typeof createTestApp>[1];
type TestOptions = Parameters<typeof createTestApp>[2];

describeEachDatabase('public config', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function configOf(env: TestEnv = {}, options: TestOptions = {}) {
    t = await createTestApp(kind, env, options);
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('offers nothing optional on a bare install, with built-in hosting and test payments', async () => {
    expect(await configOf()).toEqual({
      recaptchaSiteKey: null,
      contactEmail: null,
      socialProviders: [],
      payments: 'test',
      images: 'artwork',
      languageModel: false,
      imageModel: false,
      hosting: { builtIn: true, netlify: false, ownDomains: false },
      stockPhotos: null,
      registration: 'open',
      visitorDrafts: true,
    });
  });

  it('passes on what the operator set, without any secret', async () => {
    const body = await configOf({
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET: 'recaptcha-secret-value',
      CONTACT_EMAIL: 'help@shop.example',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret-value',
      FACEBOOK_CLIENT_ID: 'fb-id',
      FACEBOOK_CLIENT_SECRET: 'fb-secret-value',
      STRIPE_SECRET_KEY: 'sk_test_value',
      NETLIFY_CLIENT_ID: 'nf-id',
      NETLIFY_CLIENT_SECRET: 'nf-secret-value',
      PEXELS_API_KEY: 'pexels-secret-value',
      IMAGE_BASE_URL: 'http://127.0.0.1:9/v1',
      IMAGE_API_KEY: 'image-secret-value',
      PUBLIC_IPV4: '203.0.113.7',
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_MODEL: 'm',
      LLM_API_KEY: 'llm-secret-value',
    });
    expect(body).toEqual({
      recaptchaSiteKey: 'site-key-123',
      contactEmail: 'help@shop.example',
      socialProviders: ['github', 'facebook'],
      payments: 'stripe',
      images: 'model',
      languageModel: true,
      imageModel: true,
      hosting: { builtIn: true, netlify: true, ownDomains: true },
      stockPhotos: 'pexels',
      registration: 'open',
      visitorDrafts: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/secret-value|sk_test/);
  });

  it('lists a social provider only when both its id and secret are set', async () => {
    expect(
      (await configOf({ GITHUB_CLIENT_ID: 'gh-id', FACEBOOK_CLIENT_SECRET: 'x' })).socialProviders,
    ).toEqual([]);
  });

  it('says who may sign up and whether visitors may try the generator, as REGISTRATION and VISITOR_DRAFTS set', async () => {
    expect(await configOf({ REGISTRATION: 'closed' })).toMatchObject({
      registration: 'closed',
      visitorDrafts: false,
    });
    await t?.close();
    expect(await configOf({ REGISTRATION: 'invite', VISITOR_DRAFTS: 'true' })).toMatchObject({
      registration: 'invite',
      visitorDrafts: true,
    });
  });

  it('says payments are off when the server refuses test mode', async () => {
    const body = await configOf({}, { overrides: { payments: null } });
    expect(body.payments).toBe('off');
  });

  it('treats an empty CONTACT_EMAIL as unset and refuses one that is not an address', async () => {
    expect((await configOf({ CONTACT_EMAIL: '' })).contactEmail).toBeNull();
    expect(() => testConfig({ DATA_DIR: t?.dataDir ?? '.', CONTACT_EMAIL: 'not-an-address' })).toThrow(
      ConfigError,
    );
  });
});
