import { findHiddenFile } from './hidden-file';

/**
 * Walks a video file's container structure and says whether it is whole and nothing else: every
 * byte belongs to a declared box (MP4/MOV) or element (WebM), boxes are ones a video has, and
 * nothing trails the last one. Bytes appended after a valid header (a way to store any file as a
 * "video") are refused. Returns null when the file is sound, else the reason.
 */
export function checkVideoContainer(bytes: Uint8Array, kind: 'mp4' | 'mov' | 'webm'): string | null {
  return kind === 'webm' ? (checkWebm(bytes) ?? findHiddenFile(bytes)) : checkIsoBmff(bytes);
}

/** Top-level boxes of MP4 and QuickTime files (ISO/IEC 14496-12 and the QuickTime spec). */
const TOP_LEVEL_BOXES = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'uuid',
  'meta',
  'pdin',
  'moof',
  'mfra',
  'sidx',
  'ssix',
  'styp',
  'emsg',
  'prft',
  'pnot',
  'junk',
  'udta',
]);

type Box = { type: string; start: number; headerSize: number; end: number };

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

/** The boxes between `start` and `end`, or the reason they do not tile that range exactly. */
function readBoxes(bytes: Uint8Array, start: number, end: number): Box[] | string {
  const data = view(bytes);
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (end - at < 8) return 'it ends with bytes that are not part of any box';
    let size = data.getUint32(at);
    const type = latin1(bytes, at + 4, at + 8);
    let headerSize = 8;
    if (size === 1) {
      if (end - at < 16) return 'a box header is cut off';
      const large = data.getBigUint64(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return 'a box declares an impossible size';
      size = Number(large);
      headerSize = 16;
    } else if (size === 0) {
      // "Extends to the end of the file": only the last box may say so.
      size = end - at;
    }
    if (size < headerSize) return 'a box declares a size smaller than its header';
    if (at + size > end) return 'a box declares more bytes than the file has';
    boxes.push({ type, start: at, headerSize, end: at + size });
    at += size;
  }
  return boxes;
}

function checkIsoBmff(bytes: Uint8Array): string | null {
  const boxes = readBoxes(bytes, 0, bytes.length);
  if (typeof boxes === 'string') return boxes;
  if (boxes[0]?.type !== 'ftyp') return 'it does not start with a file type box';
  for (const box of boxes) {
    if (!TOP_LEVEL_BOXES.has(box.type))
      return `it contains an unknown top-level box "${printable(box.type)}"`;
  }
  const movies = boxes.filter((b) => b.type === 'moov');
  if (movies.length !== 1) return 'it has no movie header (moov)';
  // The movie header's own children must fill it exactly too.
  const children = readBoxes(bytes, movies[0].start + movies[0].headerSize, movies[0].end);
  if (typeof children === 'string') return `its movie header is damaged: ${children}`;
  if (!children.some((c) => c.type === 'mvhd')) return 'its movie header has no mvhd box';
  // Every byte is in a box; what the boxes hold must not be a web page or an archive.
  return findHiddenFile(
    bytes,
    boxes.map((box) => box.start + box.headerSize),
  );
}

function printable(type: string): string {
  return type.replace(/[^\x20-\x7e]/g, '?');
}

// --- WebM (Matroska's EBML) -------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
/** Children of Segment (Matroska level 1), plus Void and CRC-32 which may appear anywhere. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  CLUSTER,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  0xec,
  0xbf,
]);
/** Children of Cluster: Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock, Void, CRC-32. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, 0xec, 0xbf]);

type Element = { id: number; dataStart: number; end: number | null };

/** An element header at `at`: its id, where its data starts and ends (null: unknown size). */
function readElement(bytes: Uint8Array, at: number): Element | string {
  const first = bytes[at];
  if (first === undefined) return 'an element header is cut off';
  const idLength = first >= 0x80 ? 1 : first >= 0x40 ? 2 : first >= 0x20 ? 3 : first >= 0x10 ? 4 : 0;
  if (idLength === 0) return 'an element id is malformed';
  if (at + idLength >= bytes.length) return 'an element header is cut off';
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[at + i];
  const sizeAt = at + idLength;
  const lead = bytes[sizeAt];
  let sizeLength = 1;
  while (sizeLength <= 8 && !(lead & (0x80 >> (sizeLength - 1)))) sizeLength++;
  if (sizeLength > 8) return 'an element size is malformed';
  if (sizeAt + sizeLength > bytes.length) return 'an element header is cut off';
  let size = lead & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = bytes[sizeAt + i];
    size = size * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  const dataStart = sizeAt + sizeLength;
  if (allOnes) return { id, dataStart, end: null };
  if (!Number.isSafeInteger(size) || dataStart + size > bytes.length) {
    return 'an element declares more bytes than the file has';
  }
  return { id, dataStart, end: dataStart + size };
}

/** Walks children from `at` to `end`; an unknown-size child ends where a sibling-level id starts. */
function walkEbml(
  bytes: Uint8Array,
  at: number,
  end: number,
  allowed: Set<number>,
  stopAt?: Set<number>,
): { end: number } | string {
  while (at < end) {
    const element = readElement(bytes, at);
    if (typeof element === 'string') return element;
    if (stopAt?.has(element.id) && !allowed.has(element.id)) return { end: at };
    if (!allowed.has(element.id)) return `it contains an unknown element 0x${element.id.toString(16)}`;
    if (element.end === null) {
      // Live recordings (MediaRecorder) write clusters of unknown size: they end at the next
      // level-1 element or at the end of the segment.
      if (element.id !== CLUSTER) return 'an element other than a cluster has an unknown size';
      const inner = walkEbml(bytes, element.dataStart, end, CLUSTER_CHILDREN, SEGMENT_CHILDREN);
      if (typeof inner === 'string') return inner;
      at = inner.end;
    } else {
      if (element.end > end) return 'an element runs past its parent';
      at = element.end;
    }
  }
  return { end: at };
}

function checkWebm(bytes: Uint8Array): string | null {
  const header = readElement(bytes, 0);
  if (typeof header === 'string') return header;
  if (header.id !== EBML_HEADER || header.end === null) return 'it does not start with an EBML header';
  const segment = readElement(bytes, header.end);
  if (typeof segment === 'string') return segment;
  if (segment.id !== SEGMENT) return 'it has no segment after the header';
  const segmentEnd = segment.end ?? bytes.length;
  const walked = walkEbml(bytes, segment.dataStart, segmentEnd, SEGMENT_CHILDREN);
  if (typeof walked === 'string') return walked;
  if (segmentEnd !== bytes.length) return 'it ends with bytes after the segment';
  return null;
}
