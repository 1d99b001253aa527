import { createHash } from 'node:crypto';
import type { SiteFile } from './site-files';

/** What browsers and phones ask a site's root for without any link to it: a 404 each time otherwise. */
const ICONS = [
  { path: 'favicon.ico', size: 32 },
  { path: 'apple-touch-icon.png', size: 180 },
];

/**
 * The site's favicon as the PNGs browsers look for at the root (/favicon.ico holds a PNG, which
 * every current browser reads), drawn from its favicon.svg by sharp — loaded on first use, as for
 * uploads; a few milliseconds, not worth starting the render child for. A site without a
 * favicon.svg, or a drawing that fails, publishes without them.
 */
export async function withTouchIcons(files: SiteFile[]): Promise<SiteFile[]> {
  const svg = files.find((f) => f.path === 'favicon.svg');
  if (!svg) return files;
  const icons: SiteFile[] = [];
  for (const icon of ICONS) {
    if (files.some((f) => f.path === icon.path)) continue;
    try {
      const sharp = (await import('sharp')).default;
      const body = await sharp(svg.body).resize(icon.size, icon.size).png().toBuffer();
      const hash = createHash('sha256').update(body).digest('hex');
      icons.push({ path: icon.path, body, hash, contentType: 'image/png' });
    } catch {
      // Only a nicety: the page itself links its favicon.svg.
    }
  }
  return [...files, ...icons];
}
