import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSchema } from '@mainstreet/site';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './cli';

let dir = '';
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the generate command', () => {
  it('writes the exported site and its content into the folder', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('LLM_BASE_URL', '');
    vi.stubEnv('LLM_API_KEY', '');
    vi.stubEnv('IMAGE_BASE_URL', '');
    vi.stubEnv('IMAGE_API_KEY', '');
    dir = await mkdtemp(join(tmpdir(), 'composer-cli-'));
    const out = join(dir, 'site');
    const path = await runCli([
      'Blossom & Bloom is a florist in Harrogate. Call 01423 555 019.',
      '--color',
      'purple',
      '--out',
      out,
    ]);
    expect(path).toBe(join(out, 'content.json'));
    const files = await readdir(out);
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'content.json',
        'favicon.svg',
        'robots.txt',
        '404.html',
        'assets',
        'fonts',
      ]),
    );
    const content = contentSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    expect(content.theme?.palette).toBe('purple');
    expect(content.hero.imageUrl).toMatch(/^assets\/.+\.svg$/);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('01423 555 019');
    expect(html).toContain(content.hero.imageUrl);
    const assets = await readdir(join(out, 'assets'));
    // The hero's picture and one per service: no section of stock words to picture.
    expect(assets.length).toBe(content.services.length + 1);
    // The same web fonts as export and publish: files subset to the page, linked from the page.
    const fonts = await readdir(join(out, 'fonts'));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font).toMatch(/\.woff2$/);
      expect(html).toContain(`fonts/${font}`);
      const bytes = await readFile(join(out, 'fonts', font));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
    // Subsetting the fonts takes 0.2–1 s a file.
  }, 30_000);
});
