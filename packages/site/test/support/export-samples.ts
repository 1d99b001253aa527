import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  ABOUT_VARIANTS,
  FONT_PAIRS,
  HERO_VARIANTS,
  type Industry,
  PAGE_LAYOUTS,
  SERVICES_VARIANTS,
} from '../../src/constants';
import { exportSite } from '../../src/export/export-site';
import { subsetFontFile } from '../../src/export/font-files';
import type { Content } from '../../src/schema';
import { TONES } from '../../src/theme/palettes';
import { allFixtures, fixtureMedia, loadFixtureAsset } from '../fixtures';

/**
 * The sample with the i-th layout and a tone of its colour family, so the validator and axe see every
 * hero composition, services and about arrangement, page structure, type pairing and named palette
 * across the 20 samples.
 */
function withLook(content: Content, i: number): Content {
  const palette = content.theme?.palette ?? content.meta.colorPreference ?? 'blue';
  const tones = Object.keys(TONES).filter((t) => TONES[t].family === palette);
  return {
    ...content,
    theme: {
      palette,
      ...content.theme,
      fonts: FONT_PAIRS[i % FONT_PAIRS.length],
      tone: tones[i % tones.length],
      layout: {
        hero: HERO_VARIANTS[i % HERO_VARIANTS.length],
        services: SERVICES_VARIANTS[i % SERVICES_VARIANTS.length],
        about: ABOUT_VARIANTS[Math.floor(i / 2) % ABOUT_VARIANTS.length],
        page: PAGE_LAYOUTS[i % PAGE_LAYOUTS.length],
      },
    },
  };
}

/** Exports every sample into root/<industry>/, as a static host would receive it. */
export async function exportSamples(root: string, only?: Industry[]): Promise<Industry[]> {
  const written: Industry[] = [];
  for (const [i, { industry, content }] of allFixtures().entries()) {
    if (only && !only.includes(industry)) continue;
    const files = await exportSite(withLook(content, i), {
      loadAsset: loadFixtureAsset,
      media: fixtureMedia,
      contactFormAction: '/api/forms/sample',
      fonts: subsetFontFile,
    });
    for (const file of files) {
      const target = join(root, industry, file.path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, file.data);
    }
    written.push(industry);
  }
  return written;
}
