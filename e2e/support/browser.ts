import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROOT } from './build';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/** Whether a Chromium to drive is installed. */
export function hasChromium(): boolean {
  return fs.existsSync(CHROME_PATH);
}

/**
 * Launches Debian's Chromium headless, with the flags this closed network needs. Unless told not
 * to, the browser fails its test file on any Content-Security-Policy violation.
 */
export async function launchBrowser(options: { watchCsp?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return options.watchCsp === false ? browser : watchContentSecurityPolicy(browser);
}

/**
 * Every journey runs with the app's Content-Security-Policy on: a page that the policy breaks
 * (a refused script, style, image or frame) fails the test file when its browser closes.
 */
function watchContentSecurityPolicy(browser: Browser): Browser {
  const violations: string[] = [];
  const watchPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
  const watchContext = (context: BrowserContext) => {
    context.on('page', watchPage);
    return context;
  };
  const newContext = browser.newContext.bind(browser);
  const close = browser.close.bind(browser);
  Object.assign(browser, {
    newContext: async (...args: Parameters<Browser['newContext']>) => watchContext(await newContext(...args)),
    newPage: async (...args: Parameters<Browser['newPage']>) => {
      const context = await newContext(...args);
      const page = await watchContext(context).newPage();
      // Closing the page closes its own context, as Browser.newPage does.
      page.on('close', () => void context.close().catch(() => {}));
      return page;
    },
    close: async (...args: Parameters<Browser['close']>) => {
      await close(...args);
      if (violations.length > 0)
        throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    },
  });
  return browser;
}

/** Saves a full-page screenshot under e2e/artifacts/ and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

const require = createRequire(import.meta.url);

/** Runs axe-core (WCAG 2.2 A/AA rules) on the page; returns the violations. */
export async function checkA11y(
  page: Page,
): Promise<{ id: string; impact?: string | null; help: string; nodes: unknown[] }[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts, as it should.
  await page.evaluate(source);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map(
      (v: { id: string; impact: string; help: string; nodes: { target: unknown }[] }) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => n.target),
      }),
    );
  });
}

/** The newest message the embedded mail adapter wrote under DATA_DIR/mail/. */
export function readLatestMail(dataDir: string): string | null {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => ({ f, t: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t || b.f.localeCompare(a.f));
  return files[0] ? fs.readFileSync(path.join(dir, files[0].f), 'utf8') : null;
}
