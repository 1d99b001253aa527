import fs from 'node:fs';
import { createRequire } from 'node:module';
import type satori from 'satori';

export const SOCIAL_CARD = { width: 1200, height: 630, path: 'social-card.png' } as const;

const require = createRequire(import.meta.url);
type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Font[] | undefined;

/** Inter from @fontsource (SIL Open Font License), Latin and Latin Extended: no system font assumed. */
function loadFonts(): Font[] {
  fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
  return fonts;
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
    { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height, fonts: loadFonts() },
  );
  // Full colour, not a quantised palette: libimagequant left about 60 MB more resident memory after
  // a few cards (glibc keeps what its threads allocated), for a PNG only a few KB smaller.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
