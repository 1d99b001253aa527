import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiServer } from '../../test/openai-server';
import { createIconArtworkSvg as createArtworkSvg } from './icon-artwork';
import { createImageGenerator, readImageConfig } from './image-generator';
import type { ImageRequest } from './types';

const COLORS = ['#14532d', '#0f766e', '#166534', '#dcf0e2', '#f1f8f3'];
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: 'Sourdough loaves',
  colors: COLORS,
  seed: 42,
  kind: 'service',
  ...over,
});
// A 1×1 PNG.
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Tags open and close in order: enough to know a browser will parse the SVG as we wrote it. */
function isBalanced(xml: string): boolean {
  const stack: string[] = [];
  for (const m of xml.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else stack.push(m[2]);
  }
  return stack.length === 0;
}

describe('built-in artwork', () => {
  it('is valid, self-contained SVG in the brand colours, a few KB', async () => {
    for (const kind of ['hero', 'service', 'about'] as const) {
      for (let seed = 0; seed < 25; seed++) {
        const svg = createArtworkSvg(request({ kind, seed }));
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(isBalanced(svg)).toBe(true);
        expect(svg).not.toMatch(/<script|href|on\w+=|<foreignObject|url\((?!#)/i);
        expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
        expect(svg.length).toBeLessThan(12_000);
        expect(COLORS.slice(0, 3).some((c) => svg.includes(c))).toBe(true);
      }
    }
  });

  it('is the same for the same seed and different for another', () => {
    expect(createArtworkSvg(request())).toBe(createArtworkSvg(request()));
    const all = new Set(Array.from({ length: 20 }, (_, seed) => createArtworkSvg(request({ seed }))));
    expect(all.size).toBe(20);
  });

  it('ignores colours that are not hex values', () => {
    const svg = createArtworkSvg(
      request({ kind: 'hero', colors: ['red;"><script>', 'url(http://x)', '#abcdef'] }),
    );
    expect(svg).not.toMatch(/script|http:\/\/x/);
    expect(svg).toContain('#abcdef');
  });

  it('is what the generator returns without configuration', async () => {
    const image = await createImageGenerator().generate(request({ kind: 'hero' }));
    expect(image).toMatchObject({ contentType: 'image/svg+xml', extension: 'svg', source: 'builtin' });
    expect(new TextDecoder().decode(image.data)).toBe(createArtworkSvg(request({ kind: 'hero' })));
  });
});

describe('OpenAI-compatible images API', () => {
  let server: Awaited<ReturnType<typeof startOpenAiServer>>;
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('returns the bytes of the generated image', async () => {
    server.queue.push({ kind: 'image', b64: PNG_B64 });
    const config = { baseUrl: server.baseUrl, apiKey: 'img-key-123', model: 'dall-e-3', timeoutMs: 2_000 };
    const image = await createImageGenerator(config).generate(request({ kind: 'hero' }));
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png', source: 'model' });
    expect(Buffer.from(image.data).toString('base64')).toBe(PNG_B64);
    const sent = server.received.at(-1)!;
    expect(sent.path).toBe('/v1/images/generations');
    expect(sent.headers.authorization).toBe('Bearer img-key-123');
    expect(sent.body).toMatchObject({
      model: 'dall-e-3',
      size: '1792x1024',
      response_format: 'b64_json',
      n: 1,
    });
  });

  it('falls back to built-in artwork when the service fails, without showing the key', async () => {
    server.queue.push({ kind: 'status', status: 500 });
    const config = { baseUrl: server.baseUrl, apiKey: 'img-key-123', model: 'gpt-image-1', timeoutMs: 2_000 };
    const image = await createImageGenerator(config).generate(request());
    expect(image.source).toBe('builtin');
    expect(image.contentType).toBe('image/svg+xml');
    expect(image.warning).toBe(
      'The image service did not make a picture: built-in artwork was used. Try AI image later.',
    );
    expect(image.detail).toMatch(/HTTP 500/);
    expect(image.detail).not.toContain('img-key-123');
    expect(server.received.at(-1)?.body.response_format).toBeUndefined();
  });

  it('waits out a 429 as its Retry-After asks, then stores the picture', async () => {
    server.queue.push(
      {
        kind: 'status',
        status: 429,
        headers: { 'retry-after': '1' },
        body: { error: { message: 'slow down' } },
      },
      { kind: 'image', b64: PNG_B64 },
    );
    const config = { baseUrl: server.baseUrl, model: 'gpt-image-1', timeoutMs: 2_000 };
    const started = Date.now();
    const image = await createImageGenerator(config).generate(request());
    expect(image.source).toBe('model');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('a busy service twice is told to the owner in words they can act on', async () => {
    const busy = { kind: 'status', status: 429, headers: { 'retry-after': '0' } } as const;
    server.queue.push(busy, busy);
    const config = { baseUrl: server.baseUrl, model: 'gpt-image-1', timeoutMs: 2_000 };
    const image = await createImageGenerator(config).generate(request());
    expect(image.warning).toBe('The image service was busy: built-in artwork was used. Try AI image later.');
    expect(image.detail).toMatch(/HTTP 429/);
  });

  it('an account without credit is not asked again', async () => {
    const before = server.received.length;
    server.queue.push({
      kind: 'status',
      status: 429,
      body: { error: { message: 'You exceeded your current quota.', code: 'insufficient_quota' } },
    });
    const config = { baseUrl: server.baseUrl, model: 'gpt-image-1', timeoutMs: 2_000 };
    const image = await createImageGenerator(config).generate(request());
    expect(image.warning).toMatch(/^The image service’s account has no credit/);
    expect(server.received.length - before).toBe(1);
  });

  it('asks for at most two pictures at once', async () => {
    for (let i = 0; i < 5; i++) server.queue.push({ kind: 'image', b64: PNG_B64, delayMs: 100 });
    server.load.most = 0;
    const images = createImageGenerator({ baseUrl: server.baseUrl, model: 'gpt-image-1', timeoutMs: 2_000 });
    const all = await Promise.all(Array.from({ length: 5 }, (_, seed) => images.generate(request({ seed }))));
    expect(all.every((image) => image.source === 'model')).toBe(true);
    expect(server.load.most).toBe(2);
  });

  it('reads its configuration from the environment', () => {
    expect(readImageConfig({})).toBeUndefined();
    expect(
      readImageConfig({ IMAGE_BASE_URL: 'http://127.0.0.1:7860/v1', IMAGE_MODEL: 'sdxl' }),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:7860/v1',
      model: 'sdxl',
    });
  });
});
