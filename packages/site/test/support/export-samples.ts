import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Industry } from '../../src/constants';
import { exportSite } from '../../src/export/export-site';
import { allFixtures, fixtureMedia, loadFixtureAsset } from '../fixtures';

/** Exports every sample into root/<industry>/, as a static host would receive it. */
export async function exportSamples(root: string, only?: Industry[]): Promise<Industry[]> {
  const written: Industry[] = [];
  for (const { industry, content } of allFixtures()) {
    if (only && !only.includes(industry)) continue;
    const files = await exportSite(content, {
      loadAsset: loadFixtureAsset,
      media: fixtureMedia,
      contactFormAction: '/api/forms/sample',
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
