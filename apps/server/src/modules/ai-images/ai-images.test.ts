import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { makeImage, signInAs } from '../../testing/website-factories';
import { getUsage } from '../usage/usage.service';

/** A local OpenAI-compatible images API: answers a PNG with GPS-tagged EXIF, or fails on demand. */
function startImagesApi() {
  let status = 200;
  const requests: { auth?: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', async () => {
      requests.push({ auth: req.headers.authorization, body: JSON.parse(raw || '{}') });
      if (req.url !== '/v1/images/generations' || status !== 200) {
        res.writeHead(status === 200 ? 404 : status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream trouble' } }));
        return;
      }
      const png = await makeImage(1_024, 1_024, 'jpeg', { exifText: 'MODEL-EXIF' });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: [{ b64_json: png.toString('base64') }] }));
    });
  });
  return {
    server,
    requests,
    setStatus: (s: number) => {
      status = s;
    },
  };
}

describeEachDatabase('AI images', (kind) => {
  const api = startImagesApi();
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => api.server.close(resolve));
  });
  afterEach(async () => {
    await t.close();
    api.setStatus(200);
  });
  const baseUrl = () => `http://127.0.0.1:${(api.server.address() as AddressInfo).port}/v1`;
  /** A server with an image model: pictures are "AI images", metered by plan. */
  const withModel = () => ({ IMAGE_BASE_URL: baseUrl(), IMAGE_API_KEY: 'sk-test-secret' });
  const generate = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/generate-image',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('refuses the starter plan with the spec’s Upgrade Required text', async () => {
    t = await createTestApp(kind, withModel());
    const user = await signInAs(t, { plan: 'starter' });
    const res = await generate(user.cookie, { prompt: 'A loaf of bread' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'UPGRADE_REQUIRED',
      title: 'Upgrade Required',
      message: 'AI image generation is available for paid plans. Upgrade to access this feature.',
    });
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(0);
  });

  it('makes AI images for a paid plan and counts them, up to the monthly quota', async () => {
    t = await createTestApp(kind, withModel());
    const user = await signInAs(t, { plan: 'builder' });
    for (let i = 0; i < 5; i++) {
      const res = await generate(user.cookie, { prompt: `Bread ${i}`, colorPreference: 'green' });
      expect(res.statusCode).toBe(200);
      expect(res.json().imageUrl).toMatch(/\.webp$/);
    }
    const over = await generate(user.cookie, { prompt: 'One more' });
    expect(over.statusCode).toBe(403);
    // A paid owner at the limit is told about the limit, not asked to upgrade to a plan they have.
    expect(over.json()).toMatchObject({
      code: 'AI_IMAGE_QUOTA',
      title: 'AI Image Limit Reached',
      message: 'You have used all 5 AI images of the Builder plan this month. They renew on the 1st.',
    });
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(5);
  });

  it('gives AI images to a plan value it does not know, since any value but starter is paid', async () => {
    t = await createTestApp(kind, withModel());
    const user = await signInAs(t, { plan: 'enterprise' });
    const res = await generate(user.cookie, { prompt: 'A loaf of bread' });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/uploads\//);
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(1);
  });

  it('uses a configured images API, re-encoding its answer without metadata', async () => {
    t = await createTestApp(kind, {
      IMAGE_BASE_URL: baseUrl(),
      IMAGE_API_KEY: 'sk-test-secret',
      IMAGE_MODEL: 'dall-e-3',
    });
    const user = await signInAs(t, { plan: 'pro' });
    const res = await generate(user.cookie, { prompt: 'A sourdough loaf on a wooden board' });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\.webp$/);
    expect(api.requests.at(-1)).toMatchObject({
      auth: 'Bearer sk-test-secret',
      body: { prompt: 'A sourdough loaf on a wooden board' },
    });
    const file = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1_024 });
    expect(meta.exif).toBeUndefined();
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(1);
  });

  it('falls back to built-in artwork when the images API fails, without counting it or leaking the key', async () => {
    t = await createTestApp(kind, { IMAGE_BASE_URL: baseUrl(), IMAGE_API_KEY: 'sk-test-secret' });
    api.setStatus(500);
    const user = await signInAs(t, { plan: 'pro' });
    const res = await generate(user.cookie, { prompt: 'A cake' });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/\.svg$/);
    expect(res.json().warning).toMatch(/unavailable/);
    expect(res.body).not.toContain('sk-test-secret');
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(0);
  });

  it('makes built-in artwork for any plan without an image model, using no quota', async () => {
    t = await createTestApp(kind);
    const user = await signInAs(t, { plan: 'starter' });
    for (let i = 0; i < 3; i++) {
      const res = await generate(user.cookie, { prompt: `Bread ${i}`, colorPreference: 'green' });
      expect(res.statusCode).toBe(200);
      const file = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
      expect(file.headers['content-type']).toBe('image/svg+xml');
    }
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(0);
  });

  it('sells nothing when payments are off: any account gets AI images, up to the operator’s limit only', async () => {
    t = await createTestApp(kind, withModel(), { overrides: { payments: null } });
    const user = await signInAs(t, { plan: 'starter' });
    for (let i = 0; i < 3; i++)
      expect((await generate(user.cookie, { prompt: `Cake ${i}` })).statusCode).toBe(200);
    expect((await getUsage(t.ctx, user.id)).aiImages).toBe(3);
    await t.close();

    t = await createTestApp(
      kind,
      { ...withModel(), LIMIT_AI_IMAGES_PER_MONTH: '1' },
      { overrides: { payments: null } },
    );
    const owner = await signInAs(t, { plan: 'starter' });
    expect((await generate(owner.cookie, { prompt: 'Cake' })).statusCode).toBe(200);
    const over = await generate(owner.cookie, { prompt: 'Another cake' });
    expect(over.statusCode).toBe(403);
    expect(over.json().message).toBe(
      'You have used all 1 AI images this server allows each month. They renew on the 1st.',
    );
  });

  it('asks a signed-out visitor to sign in and refuses an empty prompt', async () => {
    t = await createTestApp(kind);
    expect((await generate(undefined, { prompt: 'x' })).statusCode).toBe(401);
    const user = await signInAs(t, { plan: 'pro' });
    const res = await generate(user.cookie, { prompt: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('prompt: Please describe the image');
  });
});
