/**
 * Which addresses may become a link or a media source. Everything is checked on the raw string so
 * entity, whitespace and protocol-relative tricks fall through to "not a link".
 */
const EXTERNAL = /^(https?:\/\/[^\s/\\?#]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*$)/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f<>"`]/;

/** An absolute http(s), mailto: or tel: address that is safe in an href. */
export function isExternalHref(url: string): boolean {
  if (UNSAFE_CHARS.test(url) || !EXTERNAL.test(url)) return false;
  if (/^https?:/i.test(url)) {
    try {
      const parsed = new URL(url);
      return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
    } catch {
      return false;
    }
  }
  return true;
}

/** Links the site's own navigation may use: in-page anchors and site paths, besides external ones. */
export function isSiteHref(url: string): boolean {
  if (UNSAFE_CHARS.test(url)) return false;
  if (/^#[\w-]*$/.test(url)) return true;
  if (/^\/(?![/\\])[^\s]*$/.test(url)) return true;
  return isExternalHref(url);
}

/** A media source: absolute http(s), a site path, or an export's relative assets/ path. */
export function isMediaSrc(url: string | undefined): url is string {
  if (!url || UNSAFE_CHARS.test(url) || /\s/.test(url)) return false;
  if (/^\/(?![/\\])/.test(url) || /^assets\/[\w.-]+$/.test(url)) return true;
  return /^https?:\/\//i.test(url) && isExternalHref(url);
}

export function isInternalHref(url: string): boolean {
  return url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'));
}

/** An absolute http(s) address, the only kind a site's public URL may be (canonical tag, 404 link). */
export function isWebUrl(url: string | undefined): url is string {
  return url !== undefined && /^https?:\/\//i.test(url) && isExternalHref(url);
}
