import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';

describeEachDatabase('operations', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports ready when the database and storage answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', storage: 'ok', redis: 'not configured' },
      languageModel: { status: 'not configured', message: 'the built-in writer writes every site' },
      imageModel: { status: 'not configured', message: 'built-in artwork draws every picture' },
    });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/websites/generate'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(5);
  });

  it('serves a readable API reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describeEachDatabase('operations when Redis is down', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 503 naming the part that failed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.redis).toBe('failed');
    expect(res.json().checks.database).toBe('ok');
  });
});

describe('the image model reported as having no credit', () => {
  let t: TestApp;
  let server: Server;
  let hasCredit = false;
  const PNG_1PX =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  beforeAll(async () => {
    // An OpenAI-style images API: it lists its model whatever the credit, as OpenAI does.
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/v1/models') {
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'gpt-image-1', object: 'model' }] }));
      } else if (hasCredit) {
        res.end(JSON.stringify({ data: [{ b64_json: PNG_1PX }] }));
      } else {
        res.statusCode = 429;
        res.end(
          JSON.stringify({
            error: {
              message: 'You exceeded your current quota.',
              type: 'insufficient_quota',
              code: 'insufficient_quota',
            },
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp('sqlite', { IMAGE_BASE_URL: `http://127.0.0.1:${port}/v1`, IMAGE_API_KEY: 'k' });
  });
  afterAll(async () => {
    await t.close();
    server.close();
  });

  const imageModel = async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json().imageModel;
  const picture = () =>
    t.ctx.images.generate({ prompt: 'Bread', colors: ['#123456'], seed: 1, kind: 'hero' });

  it('says "no credit" after a picture is refused for it, and "answers" once one comes back', async () => {
    expect((await imageModel()).status).toBe('answers');
    const refused = await picture();
    expect(refused.source).toBe('builtin');
    expect(refused.warning).toMatch(/no credit/);
    expect(await imageModel()).toEqual({
      status: 'no credit',
      message: 'the account has no credit (429 insufficient_quota at the last picture)',
    });
    hasCredit = true;
    expect((await picture()).source).toBe('model');
    expect((await imageModel()).status).toBe('answers');
  });
});
