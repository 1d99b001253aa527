import { createHash } from 'node:crypto';
import type { Content } from '@mainstreet/site/schema';

/** What an upload, artwork, an AI image or a stock photo changes in content: the media slots. */
const MEDIA_FIELDS = new Set(['imageUrl', 'videoUrl', 'imageCredit']);

/**
 * A fingerprint of a site's words and structure, media slots left out: two versions with the same
 * fingerprint differ only in pictures and videos, so the save between them is not an owner's edit
 * (issue 24). Content comes from the schema's parse, so equal content gives equal JSON.
 */
export function hashWords(content: Content): string {
  const json = JSON.stringify(content, (key, value) => (MEDIA_FIELDS.has(key) ? undefined : value));
  return createHash('sha256').update(json).digest('base64url');
}
