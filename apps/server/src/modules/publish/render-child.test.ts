import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase, type TestApp } from '../../testing/test-app';
import { insertTestWebsite, sampleContent, signInAs } from '../../testing/website-factories';

/** The shared libraries this process has loaded (Linux): sharp's libvips shows here once loaded. */
const loadedLibraries = () => fs.readFileSync('/proc/self/maps', 'utf8');

describeEachDatabase('social cards and web fonts made outside the server process', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('exports and publishes sites with their cards, subset fonts and icons while sharp never loads into the server', async () => {
    const owner = await signInAs(t, { plan: 'pro' });
    let last = '';
    for (const name of ['Rosa Bakery', 'Luca Barbers', 'Mira Florist']) {
      const content = sampleContent({ siteName: name });
      const id = await insertTestWebsite(t, { userId: owner.id }, { content, name });
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/websites/${id}/export`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(res.rawPayload));
      // A PNG drawn for this site, and its fonts as WOFF2 files.
      expect([...files['social-card.png'].subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      const fonts = Object.keys(files).filter((path) => path.startsWith('fonts/'));
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(new TextDecoder().decode(files[font].subarray(0, 4))).toBe('wOF2');
      last = id;
    }
    // Published, the site also answers the icons browsers ask its root for, drawn as PNGs.
    const published = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${last}/publish`,
      headers: { cookie: owner.cookie },
    });
    expect(published.statusCode).toBe(200);
    for (const [icon, size] of [
      ['favicon.ico', 32],
      ['apple-touch-icon.png', 180],
    ] as const) {
      const res = await t.app.inject({ url: `/s/mira-florist/${icon}` });
      expect(res.headers['content-type']).toBe('image/png');
      // A PNG's width and height, at bytes 16–23 of its header.
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([size, size]);
    }
    expect(loadedLibraries()).not.toMatch(/libvips|sharp-/);
  }, 120_000);
});
