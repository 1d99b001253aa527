import { createHash } from 'node:crypto';
import type { Config } from '../config';

const RECAPTCHA_ORIGINS = ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'];

/** The SHA-256 source expressions of the inline scripts an HTML document carries. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The headers every page of the web app goes out with. Scripts come only from our origin (plus the
 * hashed theme snippet in index.html, and the bot-check service when one is configured); nobody
 * may frame the app. Styles allow inline: the editor canvas and preview render the site in srcdoc
 * frames, which inherit this policy, and a site's CSS is inline by design (decision 0015).
 */
export function appShellHeaders(
  config: Config,
  indexHtml: string,
  stockPhotoOrigins: readonly string[] = [],
): Record<string, string> {
  const recaptcha = config.RECAPTCHA_SITE_KEY ? RECAPTCHA_ORIGINS : [];
  const storage = originOf(config.S3_PUBLIC_URL);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml), ...recaptcha],
    'style-src': ["'self'", "'unsafe-inline'"],
    // "Find a photo" shows the provider's thumbnails, and the canvas shows Unsplash photos from
    // Unsplash itself (its terms require hotlinking); Pexels photos are stored copies.
    'img-src': ["'self'", 'data:', 'blob:', ...storage, ...stockPhotoOrigins],
    'media-src': ["'self'", 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...recaptcha],
    'frame-src': ["'self'", ...recaptcha],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
  };
  const csp = Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
  const headers: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (config.PUBLIC_URL?.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}
