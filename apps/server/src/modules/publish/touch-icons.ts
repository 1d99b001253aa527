import { createHash } from 'node:crypto';
import { drawIconInChild } from './render-child';
import type { SiteFile } from './site-files';

/** What browsers and phones ask a site's root for without any link to it: a 404 each time otherwise. */
const ICONS = [
  { path: 'favicon.ico', size: 32 },
  { path: 'apple-touch-icon.png', size: 180 },
];

/**
 * The site's favicon as the PNGs browsers look for at the root (/favicon.ico holds a PNG, which
 * every current browser reads), drawn from its favicon.svg by sharp in the render child: the
 * publish has it running for the social card and fonts, and loading sharp into the server cost
 * a first publish about 0.3 s of CPU. A site without a favicon.svg, or a drawing that fails,
 * publishes without them.
 */
export async function withTouchIcons(files: SiteFile[]): Promise<SiteFile[]> {
  const svg = files.find((f) => f.path === 'favicon.svg');
  if (!svg) return files;
  const drawn = await Promise.all(
    ICONS.filter((icon) => !files.some((f) => f.path === icon.path)).map(async (icon) => {
      try {
        const body = Buffer.from(await drawIconInChild(svg.body, icon.size));
        const hash = createHash('sha256').update(body).digest('hex');
        return [{ path: icon.path, body, hash, contentType: 'image/png' }];
      } catch {
        // Only a nicety: the page itself links its favicon.svg.
        return [];
      }
    }),
  );
  return [...files, ...drawn.flat()];
}
