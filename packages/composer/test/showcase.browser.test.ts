import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../site/test/support/static-server';
import { exportShowcase, SHOWCASE } from './showcase';

const require = createRequire(import.meta.url);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const VNU = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
const run = promisify(execFile);
const NAMES = SHOWCASE.map((s) => s.name);

const hasJava = await run('java', ['-version']).then(
  () => true,
  () => false,
);
const missing = [
  !existsSync(CHROME) && `Chromium (${CHROME})`,
  !hasJava && 'java',
  !existsSync(VNU) && VNU,
].filter(Boolean);
if (missing.length) {
  console.warn(
    `\n!!! SKIPPING vnu + axe checks of the 20 showcase sites: missing ${missing.join(', ')} !!!\n`,
  );
}

type VnuMessage = { type: string; subType?: string; url: string; message: string; lastLine?: number };

/**
 * The 20 sites of docs/screenshots/, composed from their descriptions with the built-in artwork a
 * new site gets, exported as an owner downloads them: valid HTML and no accessibility violations.
 */
describe.skipIf(missing.length > 0)('showcase sites in the validator and in Chromium', () => {
  let root = '';
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  let vnu: VnuMessage[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'mainstreet-showcase-'));
    await exportShowcase(root);
    const pages = NAMES.flatMap((name) => [join(root, name, 'index.html'), join(root, name, '404.html')]);
    // vnu exits non-zero when it finds errors; the JSON report is what we assert on.
    const result = await run('java', ['-jar', VNU, '--format', 'json', '--stdout', ...pages], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout: string }) => error);
    vnu = (JSON.parse(result.stdout) as { messages: VnuMessage[] }).messages;
    server = await serveStatic(root);
    browser = await chromium.launch({
      executablePath: CHROME,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it.each(NAMES)('%s: index.html and 404.html have no Nu HTML Checker errors', (name) => {
    const errors = vnu
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .filter((m) => m.url.includes(`/${name}/`))
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine}: ${m.message}`);
    expect(errors).toEqual([]);
  });

  const axeSource = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

  for (const width of [375, 1280]) {
    it.each(NAMES)(`%s: no axe-core violations and no sideways scrolling at ${width} px`, async (name) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(`${server.url}/${name}/`);
        await page.addScriptTag({ content: await axeSource });
        const { violations, passed } = await page.evaluate(async () => {
          // axe is injected above; the page itself ships no script. (This package has no DOM types.)
          const axe = (
            globalThis as unknown as {
              axe: {
                run(): Promise<{
                  violations: { id: string; nodes: { target: string[] }[] }[];
                  passes: unknown[];
                }>;
              };
            }
          ).axe;
          const result = await axe.run();
          return {
            violations: result.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            ),
            passed: result.passes.length,
          };
        });
        expect(violations).toEqual([]);
        // Proof that axe really checked the page (landmarks, contrast, names, …).
        expect(passed).toBeGreaterThan(10);
        const overflow = await page.evaluate(() => {
          const view = globalThis as unknown as {
            document: { documentElement: { scrollWidth: number } };
            innerWidth: number;
          };
          return view.document.documentElement.scrollWidth - view.innerWidth;
        });
        expect(overflow).toBeLessThanOrEqual(0);
      } finally {
        await page.close();
      }
    });
  }
});
