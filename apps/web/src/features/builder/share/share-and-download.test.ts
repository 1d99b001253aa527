import { describe, expect, it } from 'vitest';
import { zipNameFor } from '../../../lib/save-zip';
import { shareLinks } from './share-dialog';

describe('share and download', () => {
  it('builds the four share pages with the link encoded', () => {
    const links = shareLinks('https://mainstreet.example/preview/w1?a=b', "Rosie's Bakery");
    expect(links.map((l) => l.name)).toEqual(['X', 'Facebook', 'LinkedIn', 'WhatsApp']);
    for (const link of links)
      expect(link.href).toContain(encodeURIComponent('https://mainstreet.example/preview/w1?a=b'));
  });

  it('saves the zip under the site name, made safe for a file name', () => {
    expect(zipNameFor("Rosie's Bakery")).toBe("Rosie's Bakery.zip");
    expect(zipNameFor('A/B: C?')).toBe('A B C.zip');
    expect(zipNameFor('  ')).toBe('website.zip');
  });
});
