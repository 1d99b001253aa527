import type { MediaInfo } from './media-info';

/** The srcset widths a hotlinked photo is offered at, as for stored uploads (480, 960, 1600). */
const HOTLINK_WIDTHS = [480, 960, 1600];

/**
 * Sizes and srcset of a photo used from its provider's own address (Unsplash's guidelines require
 * hotlinking): an Imgix address carrying `w`, `h`, `fit=max` and `auto=format` resizes on request,
 * so each width is the same address with other size parameters. Anything else: undefined.
 */
export function hotlinkedMediaInfo(url: string): MediaInfo | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const params = parsed.searchParams;
  const width = Number(params.get('w'));
  const height = Number(params.get('h'));
  if (params.get('auto') !== 'format' || params.get('fit') !== 'max') return undefined;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) return undefined;
  const widths = [...HOTLINK_WIDTHS.filter((w) => w < width), width];
  const srcset = widths.map((w) => {
    const sized = new URL(parsed);
    sized.searchParams.set('w', String(w));
    sized.searchParams.set('h', String(Math.round((height * w) / width)));
    return { url: sized.toString(), width: w };
  });
  return { width, height, ...(srcset.length > 1 ? { srcset } : {}) };
}
