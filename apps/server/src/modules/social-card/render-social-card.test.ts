import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sampleContent } from '../../testing/website-factories';
import { renderSocialCard, SOCIAL_CARD, socialCardAlt } from './render-social-card';

async function dominantColour(png: Buffer, left: number, width: number) {
  const { data } = await sharp(png)
    .extract({ left, top: 0, width, height: 630 })
    .resize(1, 1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

describe('social card', () => {
  it('is a 1200×630 PNG with the name and headline drawn in the theme', async () => {
    const content = sampleContent({ siteName: 'Rye & Roll Bakery' });
    const png = await renderSocialCard(content, null);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: SOCIAL_CARD.width, height: SOCIAL_CARD.height });
    // Text was drawn: the text panel is not one flat colour.
    // (stats() reads the whole input, so the panel is cut out first.)
    const stats = await sharp(
      await sharp(png).extract({ left: 0, top: 0, width: 680, height: 630 }).png().toBuffer(),
    ).stats();
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(10);
    expect(png.byteLength).toBeLessThan(300_000);
    fs.writeFileSync(path.join(os.tmpdir(), 'social-card-sample.png'), png);
  });

  it('without a picture is type and colour alone: no initials tile, and the name is not said twice', async () => {
    const content = sampleContent({ siteName: 'Harbour Lights Bakery' });
    content.hero.headline = 'Harbour Lights Bakery';
    content.hero.subtitle = 'Family bakery in Whitby.';
    expect(socialCardAlt(content)).toBe('Harbour Lights Bakery: Family bakery in Whitby.');
    const png = await renderSocialCard(content, null);
    // Where a picture would be there is the page's background, not a block of colour with letters,
    // and only a thin band of the theme's colour at the edge.
    const right = await sharp(
      await sharp(png).extract({ left: 880, top: 0, width: 280, height: 630 }).png().toBuffer(),
    ).stats();
    expect(Math.max(...right.channels.map((c) => c.stdev))).toBeLessThan(10);
    const edge = await dominantColour(png, 1176, 24);
    const page = await dominantColour(png, 880, 280);
    expect(edge).not.toEqual(page);
  });

  it('puts the hero picture on the right', async () => {
    const red = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d01010' } })
      .jpeg()
      .toBuffer();
    const png = await renderSocialCard(sampleContent(), red);
    const [r, g, b] = await dominantColour(png, 700, 500);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
  });

  it('survives emoji, accents and a picture that is not one', async () => {
    const content = sampleContent({ siteName: 'Pâtisserie Müller 🥐' });
    content.hero.headline = 'Croissants, Brötchen & más 🎂';
    const png = await renderSocialCard(content, new Uint8Array([1, 2, 3]));
    expect((await sharp(png).metadata()).width).toBe(1200);
    expect(socialCardAlt(content)).toBe('Pâtisserie Müller 🥐: Croissants, Brötchen & más 🎂');
  });
});
