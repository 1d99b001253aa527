/** Small but structurally real video files, built box by box (there is no encoder in tests). */

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** An MP4: ftyp, a movie header (moov with mvhd) and `mediaBytes` of media data (or `media` itself). */
export function mp4File(mediaBytes = 4_000, brand = 'isom', media?: Uint8Array): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from(brand, 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isommp41', 'latin1'),
    ]),
  );
  const moov = box('moov', box('mvhd', Buffer.alloc(100)));
  return Buffer.concat([ftyp, moov, box('mdat', media ? Buffer.from(media) : Buffer.alloc(mediaBytes, 7))]);
}

/** An EBML size as an 8-byte vint; `null` writes "unknown size" (as live recorders do). */
function vint(size: number | null): Buffer {
  const out = Buffer.alloc(8, 0xff);
  out[0] = 0x01;
  if (size !== null) {
    out.writeUInt8(0, 1);
    out.writeUIntBE(size, 2, 6);
  }
  return out;
}

function element(id: number[], payload: Buffer, unknownSize = false): Buffer {
  return Buffer.concat([Buffer.from(id), vint(unknownSize ? null : payload.length), payload]);
}

/**
 * A WebM as MediaRecorder writes it: EBML header, a segment and clusters of unknown size, each
 * with a timestamp and one block of `blockBytes`; `knownSizes` writes every size out instead.
 */
export function webmFile(blockBytes = 4_000, clusters = 2, knownSizes = false): Buffer {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm', 'latin1')));
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    element([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
  );
  const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0xd7], Buffer.from([1]))));
  const cluster = (n: number) =>
    element(
      [0x1f, 0x43, 0xb6, 0x75],
      Buffer.concat([element([0xe7], Buffer.from([n])), element([0xa3], Buffer.alloc(blockBytes, 9))]),
      !knownSizes,
    );
  const body = Buffer.concat([info, tracks, ...Array.from({ length: clusters }, (_, i) => cluster(i))]);
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], body, !knownSizes)]);
}
