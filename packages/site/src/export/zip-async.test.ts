import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { contentSchema } from '../schema';
import { exportSite } from './export-site';
import { zipSiteFiles, zipSiteFilesAsync } from './zip';

const text = (s: string) => new TextEncoder().encode(s);

describe('zipSiteFilesAsync', () => {
  it('holds the same files as the synchronous zip, and the same bytes every time', async () => {
    const video = new Uint8Array(600 * 1024 + 17).map((_, i) => (i * 31) % 251);
    const files = [
      { path: 'index.html', data: text('<!doctype html><h1>Rosa</h1>'.repeat(500)) },
      { path: 'assets/clip.mp4', data: video },
      { path: 'robots.txt', data: text('') },
    ];
    const zip = await zipSiteFilesAsync(files);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['assets/clip.mp4', 'index.html', 'robots.txt']);
    // Compared as Buffers: element-by-element equality of large arrays is very slow in vitest.
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.compare(Buffer.from(a), Buffer.from(b)) === 0;
    expect(same(entries['assets/clip.mp4'], video)).toBe(true);
    const fromSync = unzipSync(zipSiteFiles(files));
    for (const name of Object.keys(entries)) expect(same(fromSync[name], entries[name]), name).toBe(true);
    expect(same(await zipSiteFilesAsync(files), zip)).toBe(true);
  });

  it('gives the event loop back while zipping 8 MB (a timer keeps firing; zipSync lets it fire 0 times)', async () => {
    const big = new Uint8Array(8 * 1024 * 1024).fill(7);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const zip = await zipSiteFilesAsync([
      { path: 'assets/big.mp4', data: big },
      { path: 'index.html', data: big.subarray(0, 1024 * 1024) },
    ]);
    clearInterval(timer);
    expect(zip.byteLength).toBeGreaterThan(big.byteLength);
    // One slice is 256 KB: 36 slices, each followed by a turn of the event loop.
    expect(ticks).toBeGreaterThan(5);
  });
});

describe('exportSite media', () => {
  it('loads and ships a file once however many query strings point at it', async () => {
    const loads: string[] = [];
    const content = contentSchema.parse({
      version: 2,
      siteName: 'Rosa',
      hero: { headline: 'Hi', videoUrl: '/uploads/clip.mp4?n=1' },
      about: { title: 'About', content: 'x', imageUrl: '/uploads/clip.mp4?n=2' },
      services: Array.from({ length: 20 }, (_, i) => ({
        name: `S${i}`,
        videoUrl: `/uploads/clip.mp4?n=${i + 3}`,
      })),
    });
    const files = await exportSite(content, {
      loadAsset: async (url) => {
        loads.push(url);
        return { data: new Uint8Array(1_000), contentType: 'video/mp4' };
      },
    });
    expect(loads).toEqual(['/uploads/clip.mp4']);
    expect(files.filter((f) => f.path.startsWith('assets/')).map((f) => f.path)).toEqual(['assets/clip.mp4']);
    const html = new TextDecoder().decode(files.find((f) => f.path === 'index.html')?.data);
    expect(html.match(/assets\/clip\.mp4/g)?.length).toBeGreaterThanOrEqual(22);
    expect(html).not.toContain('/uploads/');
  });
});
