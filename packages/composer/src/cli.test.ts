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
        'fonts',
      ]),
    );
    const content = contentSchema.parse(JSON.parse(await readFile(path, 'utf8')));
    expect(content.theme?.palette).toBe('purple');
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).toContain('01423 555 019');
    // Without an image service no picture is placed: no icon on a tile poses as a photograph, and the
    // page is laid out to look finished without one.
    expect(files).not.toContain('assets');
    expect(content.hero.imageUrl ?? '').toBe('');
    expect(content.services.filter((s) => s.imageUrl)).toEqual([]);
    expect(html).not.toMatch(/<img\b/);
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

  it('with --form-action, a site given no phone or email has a contact form posting there', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.stubEnv('LLM_BASE_URL', '');
    vi.stubEnv('IMAGE_BASE_URL', '');
    dir = await mkdtemp(join(tmpdir(), 'composer-cli-'));
    const action = 'https://sites.example.org/api/forms/abc123';
    const description = 'Kiln repairs in Stoke, element swaps and controller fixes.';
    await runCli([description, '--form-action', action, '--out', join(dir, 'hosted')]);
    const hosted = await readFile(join(dir, 'hosted', 'index.html'), 'utf8');
    expect(hosted).toContain(`action="${action}"`);
    await runCli([description, '--out', join(dir, 'exported')]);
    expect(await readFile(join(dir, 'exported', 'index.html'), 'utf8')).not.toContain('<form');
  }, 30_000);

  it('refuses a --form-action that is not an address', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(
      runCli(['A florist in York', '--form-action', 'not a url', '--out', '/tmp/x']),
    ).rejects.toThrow('exit');
    expect(exit).toHaveBeenCalled();
    expect(said.mock.calls.join('')).toContain('--form-action "not a url" is not a URL.');
  });
});
