import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import type satori from 'satori';

export const SOCIAL_CARD = { width: 1200, height: 630, path: 'social-card.png' } as const;

const require = createRequire(import.meta.url);
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
/** One list per choice of files: satori keeps what it parsed of a list for the next card. */
const fontLists = new Map<boolean, Font[]>();

/** What @fontsource's Latin file covers (U+0000–00FF and a few more); Latin Extended has the rest. */
const LATIN: [number, number][] = [
  [0x0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];
const beyondLatin = (text: string) =>
  [...text].some((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return !LATIN.some(([from, to]) => code >= from && code <= to);
  });

/**
 * Inter from @fontsource (SIL Open Font License), Latin, and Latin Extended when the card's text
 * needs it: no system font assumed. Unpacked here (Node's zlib) rather than by satori's JavaScript
 * inflate, which took most of a first card's time.
 */
function loadFonts(text: string): Font[] {
  const extended = beyondLatin(text);
  let fonts = fontLists.get(extended);
  if (!fonts) {
    const subsets = extended ? (['latin', 'latin-ext'] as const) : (['latin'] as const);
    fonts = subsets.flatMap((subset) =>
      ([400, 700] as const).map((weight) => ({
        name: 'Inter',
        weight,
        style: 'normal' as const,
        data: sfntOfWoff(
          fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
        ),
      })),
    );
    fontLists.set(extended, fonts);
  }
  return fonts;
}

/**
 * The plain font (TrueType/OpenType) inside a WOFF file: its tables inflated and laid out as the
 * WOFF specification's "decoding" section says, each on a four-byte boundary.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? zlib.inflateSync(stored) : stored;
    if (data.byteLength !== origLength) throw new Error('a WOFF table does not unpack to its size');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const padded = (n: number) => (n + 3) & ~3;
  let offset = 12 + numTables * 16;
  const out = Buffer.alloc(offset + tables.reduce((sum, t) => sum + padded(t.data.byteLength), 0));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange, 10);
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.byteLength, at + 12);
    out.set(t.data, offset);
    offset += padded(t.data.byteLength);
  });
  return out;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** What a card shows, worked out from the content (render-social-card.ts `cardTextOf`). */
export type CardText = {
  name: string;
  headline: string;
  palette: { primary: string; onPrimary: string; bg: string; text: string; muted: string };
};

/**
 * Draws a share picture with satori (text as vector paths, so the output is the same on every
 * machine), rasterised by sharp into a 1200×630 PNG. Needs nothing of the site engine, so the
 * render child (modules/publish/render.worker.ts) that runs it starts quickly.
 */
export async function drawSocialCard(card: CardText, hero: Uint8Array | null): Promise<Buffer> {
  // Loaded with the first card, not at start-up: satori's layout engine and sharp hold tens of MB.
  const [{ default: drawSvg }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const { palette, name, headline } = card;
  const heroPng = hero
    ? await sharp(hero)
        .resize(520, SOCIAL_CARD.height, { fit: 'cover' })
        .png()
        .toBuffer()
        .catch(() => null)
    : null;
  // Without the owner's picture the card is type and colour alone, as the page is: no initials
  // tile standing in for a logo the business never gave.
  const picture = heroPng
    ? h('img', { width: 520, height: SOCIAL_CARD.height, objectFit: 'cover' }, undefined, {
        src: `data:image/png;base64,${heroPng.toString('base64')}`,
        width: 520,
        height: SOCIAL_CARD.height,
      })
    : h('div', { display: 'flex', width: 32, height: SOCIAL_CARD.height, background: palette.primary });
  const text = h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      width: heroPng ? 680 : SOCIAL_CARD.width - 32,
      height: SOCIAL_CARD.height,
      padding: heroPng ? '64px 56px' : '64px 96px',
      background: palette.bg,
      color: palette.text,
    },
    [
      h('div', { display: 'flex', width: 72, height: 8, background: palette.primary, marginBottom: 36 }),
      h(
        'div',
        { display: 'flex', fontSize: 60, fontWeight: 700, lineHeight: 1.1, color: palette.text },
        name,
      ),
      headline
        ? h(
            'div',
            {
              display: 'flex',
              fontSize: 34,
              fontWeight: 400,
              lineHeight: 1.35,
              marginTop: 28,
              color: palette.muted,
            },
            headline,
          )
        : h('div', { display: 'flex' }),
    ],
  );
  const svg = await drawSvg(
    h('div', { display: 'flex', width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fontFamily: 'Inter' }, [
      text,
      picture,
    ]) as unknown as Parameters<typeof satori>[0],
    { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: loadFonts(`${name}${headline}`) },
  );
  // Full colour, not a quantised palette: libimagequant left about 60 MB more resident memory after
  // a few cards (glibc keeps what its threads allocated), for a PNG only a few KB smaller.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
