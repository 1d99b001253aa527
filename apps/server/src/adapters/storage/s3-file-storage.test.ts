import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../testing/local-s3';
import { createS3FileStorage } from './s3-file-storage';

describe('S3-compatible file storage (against a local S3 server)', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.stop());

  const storage = () =>
    createS3FileStorage({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });

  it('stores a file and gives back the same bytes', async () => {
    const store = storage();
    const bytes = new Uint8Array([137, 80, 78, 71, 1, 2, 3, 250]);
    await store.put('abc123.png', bytes, 'image/png');
    expect(await store.exists('abc123.png')).toBe(true);
    expect(new Uint8Array((await store.get('abc123.png'))!)).toEqual(bytes);
  });

  it('gives a file’s size and streams it whole or by byte range', async () => {
    const store = storage();
    const bytes = Buffer.from(Array.from({ length: 5_000 }, (_, i) => i % 251));
    await store.put('clip01.mp4', bytes, 'video/mp4');
    expect(await store.size('clip01.mp4')).toBe(5_000);
    expect(await store.size('missing.mp4')).toBeNull();
    expect(Buffer.concat(await (await store.stream('clip01.mp4')).toArray())).toEqual(bytes);
    const part = await store.stream('clip01.mp4', { start: 100, end: 1_099 });
    expect(Buffer.concat(await part.toArray())).toEqual(bytes.subarray(100, 1_100));
  });

  it('stores a local file streamed (a built zip) with its size and bytes', async () => {
    const store = storage();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-s3-')), 'site.zip');
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256));
    fs.writeFileSync(file, bytes);
    await store.putFile('zip-abc.zip', file, 'application/zip');
    expect(await store.size('zip-abc.zip')).toBe(300_000);
    expect(Buffer.compare((await store.get('zip-abc.zip'))!, bytes)).toBe(0);
  });

  it('answers null for a missing file and false for exists', async () => {
    const store = storage();
    expect(await store.get('missing.png')).toBeNull();
    expect(await store.exists('missing.png')).toBe(false);
  });

  it('deletes a file', async () => {
    const store = storage();
    await store.put('gone.webp', new Uint8Array([1]), 'image/webp');
    await store.delete('gone.webp');
    expect(await store.get('gone.webp')).toBeNull();
  });

  it('refuses keys that could reach outside its folder', async () => {
    const store = storage();
    await expect(store.put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
    expect(await store.get('../secret')).toBeNull();
  });

  it('is seen by a second client (another instance) at once', async () => {
    const one = storage();
    const two = storage();
    await one.put('shared.webp', new Uint8Array([9, 9]), 'image/webp');
    expect(await two.exists('shared.webp')).toBe(true);
  });
});

// Keep the temp folder tidy when run alone.
afterAll(() => {
  for (const d of fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith('mainstreet-s3-'))) {
    fs.rmSync(path.join(os.tmpdir(), d), { recursive: true, force: true });
  }
});

describe('S3 storage setup and signed addresses', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3?.stop());

  it('creates a missing bucket on start-up, and leaves an existing one alone', async () => {
    const store = createS3FileStorage({
      endpoint: s3.endpoint,
      bucket: 'fresh-bucket',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await store.ensureBucket();
    await store.ensureBucket();
    await store.put('first.webp', new Uint8Array([1, 2]), 'image/webp');
    expect(await store.exists('first.webp')).toBe(true);
  });

  it('gives a signed address on the public URL that serves the file', async () => {
    const store = createS3FileStorage({
      endpoint: s3.endpoint,
      publicUrl: s3.endpoint,
      bucket: s3.bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await store.put('signed.webp', new Uint8Array([7, 7, 7]), 'image/webp');
    const url = await store.signedUrl!('signed.webp');
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([7, 7, 7]));
  });
});
