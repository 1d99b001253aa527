/** A file type recognised from its first bytes (never from its name or declared type). */
export type SniffedType = {
  kind: 'image' | 'video';
  contentType: string;
  extension: string;
};

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** ISO base media (MP4, MOV, AVIF, HEIC): `ftyp` box at byte 4, brand after it. */
function sniffFtyp(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const brand = ascii(bytes, 8, 12);
  if (brand === 'avif' || brand === 'avis')
    return { kind: 'image', contentType: 'image/avif', extension: 'avif' };
  if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) {
    return { kind: 'image', contentType: 'image/heic', extension: 'heic' };
  }
  if (brand === 'qt  ') return { kind: 'video', contentType: 'video/quicktime', extension: 'mov' };
  if (/^(isom|iso[2-9]|mp4[12v]|avc1|M4V |M4VH|M4VP|dash|mmp4|f4v |3gp[4-7]|3g2a)$/.test(brand)) {
    return { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  return null;
}

/** JPEG, PNG, GIF, WebP, AVIF/HEIC images; MP4/MOV and WebM videos. Anything else (SVG too) is null. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) {
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  // EBML header; WebM declares its doctype within the first few dozen bytes.
  if (
    startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) &&
    ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm')
  ) {
    return { kind: 'video', contentType: 'video/webm', extension: 'webm' };
  }
  return sniffFtyp(bytes);
}
