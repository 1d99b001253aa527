import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { hugePng } from '../../testing/huge-png';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { mp4File, webmFile } from '../../testing/video-fixtures';
import {
  anonymousVisitor,
  insertTestWebsite,
  makeImage,
  multipartBody,
  sampleContent,
  signInAs,
} from '../../testing/website-factories';

const mp4Bytes = (size = 4_000) => mp4File(size);
const MB = 1024 * 1024;

describeEachDatabase('uploads', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, {
      UPLOAD_MAX_IMAGE_MB: '1',
      UPLOAD_MAX_VIDEO_MB: '4',
      UPLOAD_SESSION_BUDGET_MB: '5',
      UPLOAD_DAILY_BUDGET_MB: '7',
    });
  });
  afterEach(async () => {
    await t.close();
  });

  const upload = (
    cookie: string | undefined,
    data: Buffer,
    opts: Parameters<typeof multipartBody>[1] = {},
  ) => {
    const { payload, headers } = multipartBody(data, opts);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const mediaCount = async () =>
    Number(
      (
        await t.ctx.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('re-encodes an image to WebP, answers its url and size, and serves it immutable with nosniff', async () => {
    const user = await signInAs(t);
    const res = await upload(user.cookie, await makeImage(640, 480, 'png'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ width: 640, height: 480 });
    expect(body.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: body.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
  });

  it('strips EXIF and GPS data from photos', async () => {
    const user = await signInAs(t);
    const photo = await makeImage(400, 300, 'jpeg', { exifText: 'SECRET-OWNER-NAME' });
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(user.cookie, photo, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('SECRET-OWNER-NAME'))).toBe(false);
  });

  it('scales big images to 2,400 px on the longest side and makes srcset widths', async () => {
    const user = await signInAs(t);
    const res = await upload(user.cookie, await makeImage(3_000, 1_500, 'jpeg'), {
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ width: 2_400, height: 1_200 });
    const row = await t.ctx.db
      .selectFrom('media')
      .selectAll()
      .where('url', '=', res.json().url)
      .executeTakeFirstOrThrow();
    const widths = (JSON.parse(row.variants) as { url: string; width: number }[]).map((v) => v.width);
    expect(widths).toEqual([480, 960, 1600, 2400]);
    for (const variant of JSON.parse(row.variants) as { url: string; width: number }[]) {
      const file = await t.app.inject({ method: 'GET', url: variant.url });
      expect((await sharp(file.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  /** A visitor whose session generate really made (it has a website). */
  async function realVisitor() {
    const visitor = anonymousVisitor();
    await insertTestWebsite(t, { sessionId: visitor.sessionId });
    return visitor;
  }

  it('stores videos as they are and serves byte ranges', async () => {
    const visitor = await realVisitor();
    const video = mp4Bytes();
    const res = await upload(visitor.cookie, video, { filename: 'clip.mp4', contentType: 'video/mp4' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/\.mp4$/);
    const file = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(file.rawPayload, video)).toBe(0);
    const part = await t.app.inject({ method: 'GET', url: res.json().url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(Buffer.compare(part.rawPayload, video.subarray(0, 100))).toBe(0);
    // The last bytes (players ask for them to find an MP4's index), and a range past the end.
    const tail = await t.app.inject({ method: 'GET', url: res.json().url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(Buffer.compare(tail.rawPayload, video.subarray(video.length - 10))).toBe(0);
    const beyond = await t.app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(file.headers['content-length']).toBe(String(video.length));
  });

  it('refuses a PHP script named .png, an SVG, and a truncated image, storing nothing', async () => {
    const user = await signInAs(t);
    const php = await upload(user.cookie, Buffer.from('<?php system($_GET["c"]); ?>'), {
      filename: 'cat.png',
    });
    expect(php.statusCode).toBe(415);
    expect(php.json().message).toMatch(/^file: only images/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgRes = await upload(user.cookie, svg, { filename: 'logo.svg', contentType: 'image/svg+xml' });
    expect(svgRes.statusCode).toBe(415);
    const full = await makeImage(300, 300, 'png', { noise: true });
    const truncated = await upload(user.cookie, full.subarray(0, Math.floor(full.length / 2)));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/damaged or incomplete/);
    expect(await mediaCount()).toBe(0);
  });

  it('refuses an image over the image limit and a video over the video limit', async () => {
    const user = await signInAs(t);
    const big = await makeImage(1_000, 800, 'png', { noise: true });
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await upload(user.cookie, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('file: images can be at most 1 MB');
    const video = await upload(user.cookie, mp4Bytes(5 * 1024 * 1024), { contentType: 'video/mp4' });
    expect(video.statusCode).toBe(413);
    expect(video.json().message).toBe('file: images can be at most 1 MB and videos at most 4 MB');
    expect(await mediaCount()).toBe(0);
  });

  it('refuses an image of more than 40 megapixels before decoding it, however small its file', async () => {
    const user = await signInAs(t);
    const bomb = await hugePng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await sharp(bomb).metadata()).width).toBe(10_000);
    const before = process.memoryUsage().rss;
    const res = await upload(user.cookie, bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'file: the image is 10000 × 10000 pixels; images of up to 40 megapixels can be uploaded (scale it down first)',
    );
    // Decoding it would have taken 100 MB or more; reading its header takes next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * MB);
    expect(await mediaCount()).toBe(0);
  }, 60_000);

  it('needs an account or an anonymous session, a multipart body and a file field', async () => {
    const image = await makeImage(50, 50);
    expect((await upload(undefined, image)).statusCode).toBe(401);
    const user = await signInAs(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: user.cookie },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    const wrongField = await upload(user.cookie, image, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('file: an image or video is required');
  });

  it('refuses a made-up visitor cookie: only a session generate made may upload', async () => {
    const madeUp = anonymousVisitor();
    const res = await upload(madeUp.cookie, await makeImage(50, 50));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in or generate a website before uploading');
    expect(await mediaCount()).toBe(0);
    const visitor = await realVisitor();
    expect((await upload(visitor.cookie, await makeImage(50, 50))).statusCode).toBe(200);
  });

  it('walks the whole video container: bytes appended after a video are refused, WebM recordings pass', async () => {
    const user = await signInAs(t);
    const payload = Buffer.concat([mp4Bytes(), Buffer.alloc(100_000, 0x41)]);
    const appended = await upload(user.cookie, payload, { filename: 'clip.mp4', contentType: 'video/mp4' });
    expect(appended.statusCode).toBe(400);
    expect(appended.json().message).toMatch(/^file: the video is damaged or not a plain video file/);
    const header = await upload(user.cookie, mp4Bytes().subarray(0, 40), { contentType: 'video/mp4' });
    expect(header.statusCode).toBe(400);
    const webmTail = Buffer.concat([
      webmFile(4_000, 2, true),
      Buffer.from('PK\x03\x04 a zip after the video'),
    ]);
    expect((await upload(user.cookie, webmTail, { contentType: 'video/webm' })).statusCode).toBe(400);
    expect(await mediaCount()).toBe(0);
    const webm = await upload(user.cookie, webmFile(), { filename: 'rec.webm', contentType: 'video/webm' });
    expect(webm.statusCode).toBe(200);
    expect(webm.json().url).toMatch(/\.webm$/);
  });

  it('refuses an MP4 whose media data is a web page or a zip, storing nothing', async () => {
    const user = await signInAs(t);
    const page = Buffer.from('<html><body><script>fetch("/api/auth/user")</script></body></html>');
    const zip = zipSync({ 'index.html': new TextEncoder().encode('<p>hosted here</p>') });
    for (const [media, what] of [
      [page, 'a web page (HTML)'],
      [zip, 'a zip archive'],
    ] as const) {
      const res = await upload(user.cookie, mp4File(0, 'isom', media), {
        filename: 'clip.mp4',
        contentType: 'video/mp4',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        `file: the video is damaged or not a plain video file (it holds ${what})`,
      );
    }
    expect(await mediaCount()).toBe(0);
  });

  it('keeps a visitor session within its budget (413) and anyone within a daily budget (429)', async () => {
    const visitor = await realVisitor();
    const video = () => mp4Bytes(3 * MB);
    expect((await upload(visitor.cookie, video(), { contentType: 'video/mp4' })).statusCode).toBe(200);
    const over = await upload(visitor.cookie, video(), { contentType: 'video/mp4' });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'file: uploads without an account are limited to 5 MB in all; create a free account to upload more',
    );
    // Another real visitor has a budget of their own.
    expect(
      (await upload((await realVisitor()).cookie, video(), { contentType: 'video/mp4' })).statusCode,
    ).toBe(200);

    const user = await signInAs(t);
    for (let i = 0; i < 2; i++)
      expect((await upload(user.cookie, video(), { contentType: 'video/mp4' })).statusCode).toBe(200);
    const daily = await upload(user.cookie, video(), { contentType: 'video/mp4' });
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toBe(
      'file: you can upload at most 7 MB in 24 hours; please try again later',
    );
    // Free again when the first of today's uploads is a day old: about 24 hours from now.
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await mediaCount()).toBe(4);
  });

  it('keeps an account within the media budget the operator set, whatever the day, and shows it in usage', async () => {
    await t.close();
    t = await createTestApp(kind, { UPLOAD_MAX_VIDEO_MB: '4', MEDIA_BUDGET_MB: '10' });
    const user = await signInAs(t);
    const video = () => mp4Bytes(3 * MB);
    const films: string[] = [];
    for (let i = 0; i < 3; i++) {
      const uploaded = await upload(user.cookie, video(), { contentType: 'video/mp4' });
      expect(uploaded.statusCode).toBe(200);
      films.push(uploaded.json().url);
    }
    // On the owner's site, as stored media are: the sweep of unused files, which starts with the
    // server and may still be running, keeps them even once they are old.
    await insertTestWebsite(
      t,
      { userId: user.id },
      {
        content: sampleContent({
          services: films.map((videoUrl, i) => ({
            name: `Film ${i + 1}`,
            description: 'A short film.',
            videoUrl,
          })),
        }),
      },
    );
    // Uploaded on earlier days: only the account's total counts, not the daily budget.
    await t.ctx.db.updateTable('media').set({ created_at: '2020-01-01T00:00:00.000Z' }).execute();
    const over = await upload(user.cookie, video(), { contentType: 'video/mp4' });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(
      'file: your account stores 9 MB of media and this server keeps at most 10 MB per account; remove pictures or videos your websites no longer use, then try again',
    );
    expect(over.headers['retry-after']).toBeUndefined();
    expect(await mediaCount()).toBe(3);
    // A small picture still fits.
    expect((await upload(user.cookie, await makeImage(64, 64, 'png'))).statusCode).toBe(200);

    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/billing/usage',
      headers: { cookie: user.cookie },
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().mediaBytes.limit).toBe(10 * MB);
    expect(usage.json().mediaBytes.used).toBeGreaterThan(9 * MB);
    expect(usage.json().mediaBytes.used).toBeLessThan(10 * MB);
  });

  it('holds the budget when uploads race: parallel videos never store more than it allows', async () => {
    const visitor = await realVisitor();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => upload(visitor.cookie, mp4Bytes(2 * MB), { contentType: 'video/mp4' })),
    );
    const stored = results.filter((r) => r.statusCode === 200).length;
    expect(stored).toBeGreaterThanOrEqual(1);
    expect(stored).toBeLessThanOrEqual(2);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 413)).toBe(true);
    const rows = await t.ctx.db.selectFrom('media').select('bytes').execute();
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBeLessThanOrEqual(5 * MB);
    expect(rows).toHaveLength(stored);
  });

  it('answers 404 for unknown or malformed upload names', async () => {
    for (const url of [
      '/uploads/nope.webp',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/mainstreet.sqlite',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
