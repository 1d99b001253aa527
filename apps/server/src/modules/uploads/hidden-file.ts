/**
 * Finds another kind of file carried inside a video's bytes: a web page or a zip archive stored in
 * its media data (`mdat`) or any other box. The container walk (video-container.ts) proves every
 * byte sits in a box; this looks at what the boxes hold. One pass over the bytes, no copies: the
 * time is linear in the file's size and the memory constant. Returns the reason, or null.
 */
export function findHiddenFile(bytes: Uint8Array, boxStarts: number[] = []): string | null {
  if (hasZipDirectoryAtEnd(bytes) || boxStarts.some((at) => startsWithBytes(bytes, ZIP_ENTRY, at))) {
    return 'it holds a zip archive';
  }
  if (hasHtmlTag(bytes)) return 'it holds a web page (HTML)';
  return null;
}

const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const ZIP_END = [0x50, 0x4b, 0x05, 0x06];
/** The end-of-directory record (22 bytes) and its longest comment. */
const ZIP_END_SIZE = 22;
const ZIP_END_REACH = ZIP_END_SIZE + 0xffff;

function startsWithBytes(bytes: Uint8Array, signature: number[], at: number): boolean {
  return at + signature.length <= bytes.length && signature.every((b, i) => bytes[at + i] === b);
}

/**
 * A zip reader starts from the end-of-directory record in the last 64 KB. Counted only when its
 * comment length reaches exactly the file's end, as a real archive's does (video data matching
 * that by chance is vanishingly unlikely).
 */
function hasZipDirectoryAtEnd(bytes: Uint8Array): boolean {
  const floor = Math.max(0, bytes.length - ZIP_END_REACH);
  for (let at = bytes.length - ZIP_END_SIZE; at >= floor; at--) {
    if (!startsWithBytes(bytes, ZIP_END, at)) continue;
    const commentLength = bytes[at + 20] | (bytes[at + 21] << 8);
    if (at + ZIP_END_SIZE + commentLength === bytes.length) return true;
  }
  return false;
}

/**
 * Tags that only a web page has, of four letters or more so compressed video (which looks like
 * random bytes) matches one by chance about once in 30,000 files of 100 MB: `<html`, `<script`, …
 * followed by a space, `>` or `/`, in any case.
 */
const HTML_TAGS = ['!doctype', 'html', 'head', 'body', 'script', 'iframe', 'object', 'embed'].map((tag) =>
  [...tag].map((c) => c.charCodeAt(0)),
);
const LT = 0x3c;

function isTagEnd(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x3e || byte === 0x2f;
}

function hasHtmlTag(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(LT); at !== -1; at = buffer.indexOf(LT, at + 1)) {
    for (const tag of HTML_TAGS) {
      // ASCII letters compare case-blind with | 0x20 ('!' is 0x21 either way).
      if (tag.every((c, i) => (buffer[at + 1 + i] | 0x20) === c) && isTagEnd(buffer[at + 1 + tag.length])) {
        return true;
      }
    }
  }
  return false;
}
