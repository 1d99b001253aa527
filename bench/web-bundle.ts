// Bytes of JavaScript each screen of the web app costs, gzip-compressed, read from the Vite manifest of
// apps/web/dist (run `npm run build` first). The first load of / is the entry chunk, everything it
// imports statically, and the landing screen's chunk with its imports — what a signed-out visitor fetches.
// Then the real thing: the bytes that cross the wire when Chromium loads / from the server as
// `npm start` runs it (first load ≤ 130 KB), and what a second visit transfers (only index.html).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const DIST = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../apps/web/dist');
export const FIRST_LOAD_BUDGET = 150 * 1024;

/** Route → the chunk that renders it; dashboard tabs load on top of the dashboard. */
const ROUTES: Record<string, string> = {
  '/ (landing)': 'src/routes/landing.tsx',
  '/auth': 'src/routes/auth.tsx',
  '/dashboard': 'src/routes/dashboard.tsx',
  '/dashboard?tab=sites': 'src/features/sites/my-sites.tsx',
  '/dashboard?tab=profile': 'src/features/profile/profile-tab.tsx',
  '/dashboard?tab=settings': 'src/features/settings/settings-tab.tsx',
  '/dashboard?tab=billing': 'src/features/billing/billing-tab.tsx',
  '/checkout': 'src/routes/checkout.tsx',
  '/download-success': 'src/routes/download-success.tsx',
  '/terms': 'src/routes/terms.tsx',
  '/privacy': 'src/routes/privacy.tsx',
  '/oauth-success': 'src/routes/oauth-success.tsx',
  '/oauth/netlify/callback': 'src/routes/oauth-callback.tsx',
  '(404 fallback)': 'src/routes/not-found.tsx',
};

/** The chunk files a key loads: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function jsBytes(manifest: Manifest, keys: Iterable<string>): number {
  let total = 0;
  for (const key of keys) total += gzipBytes(manifest[key].file);
  return total;
}

export type BundleReport = { firstLoad: number; entry: number; routes: { route: string; extra: number }[] };

export function measureBundle(): BundleReport {
  const manifestPath = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error('apps/web/dist/.vite/manifest.json missing: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('no entry chunk in the manifest');
  const entry = closure(manifest, entryKey);
  const landing = closure(manifest, ROUTES['/ (landing)'], new Set(entry));
  const dashboard = closure(manifest, ROUTES['/dashboard'], new Set(entry));
  const routes = Object.entries(ROUTES).map(([route, key]) => {
    if (!manifest[key]) return { route, extra: Number.NaN };
    const loaded = route.startsWith('/dashboard?') ? dashboard : entry;
    const extra = [...closure(manifest, key, new Set())].filter((k) => !loaded.has(k));
    return { route, extra: jsBytes(manifest, extra) };
  });
  return { entry: jsBytes(manifest, entry), firstLoad: jsBytes(manifest, landing), routes };
}

const kb = (bytes: number) => (Number.isNaN(bytes) ? 'missing' : `${(bytes / 1024).toFixed(1)} KB`);

export async function run(): Promise<BundleReport & { wire: WireReport | null }> {
  const report = measureBundle();
  console.log(`entry (shell, every screen):      ${kb(report.entry)} gzip`);
  console.log(
    `first load of / (entry + landing): ${kb(report.firstLoad)} gzip — budget ${kb(FIRST_LOAD_BUDGET)}: ${report.firstLoad <= FIRST_LOAD_BUDGET ? 'OK' : 'OVER'}`,
  );
  console.log(
    'per route, JavaScript loaded on top of the entry (dashboard tabs: on top of /dashboard), gzip:',
  );
  for (const { route, extra } of report.routes) console.log(`  ${route.padEnd(28)} ${kb(extra)}`);
  const wire = await measureWire();
  return { ...report, wire };
}

export const WIRE_BUDGET = 130 * 1024;
type WireReport = { firstBytes: number; firstRequests: number; secondBytes: number; secondFetched: string[] };

/** Loads / twice in Chromium from the real server; counts encoded bytes and what hit the network. */
async function measureWire(): Promise<WireReport | null> {
  const { hasChromium, launchBrowser } = await import('../e2e/support/browser');
  if (!hasChromium()) {
    console.log('wire: no Chromium (apt-get install chromium) — the wire measurement is skipped');
    return null;
  }
  const { startServer } = await import('../e2e/support/server');
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    const urls = new Map<string, string>();
    const fromCache = new Set<string>();
    const fetched: string[] = [];
    cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
    cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromDiskCache) fromCache.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (fromCache.has(event.requestId) || event.encodedDataLength === 0) return;
      bytes += event.encodedDataLength;
      fetched.push(new URL(urls.get(event.requestId) ?? 'http://x/?').pathname);
    });
    const visit = async () => {
      bytes = 0;
      fetched.length = 0;
      await page.goto(`${server.url}/`);
      // The landing screen is a lazy chunk: wait until it has rendered, then for the network to rest.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      const files = fetched.filter((u) => !u.startsWith('/api/'));
      return { bytes, urls: files, api: fetched.length - files.length };
    };
    const first = await visit();
    await page.goto('about:blank');
    const second = await visit();
    console.log(
      `wire, first load of / from the server: ${kb(first.bytes)} in ${first.urls.length} requests — budget ${kb(WIRE_BUDGET)}: ${first.bytes <= WIRE_BUDGET ? 'OK' : 'OVER'}`,
    );
    for (const url of first.urls) console.log(`  ${url}`);
    const onlyIndex = second.urls.length === 1 && second.urls[0] === '/';
    console.log(
      `wire, second load: app files fetched: ${second.urls.join(', ')} — ${onlyIndex ? 'only index.html: OK' : 'MORE THAN index.html'} (plus ${second.api} API calls; ${kb(second.bytes)} in all)`,
    );
    return {
      firstBytes: first.bytes,
      firstRequests: first.urls.length,
      secondBytes: second.bytes,
      secondFetched: second.urls,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
