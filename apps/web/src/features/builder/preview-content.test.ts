import { describe, expect, it } from 'vitest';
import { zipNameFor } from '../../lib/save-zip';
import type { SessionRecord } from './session-record';
import { shareLinks } from './share-dialog';
import { makeContent } from './testing/content-factory';
import { pickPreviewContent } from './use-preview-content';

const site = { id: 'w1', name: "Rosie's Bakery", content: makeContent() };

function record(overrides: Partial<SessionRecord>): SessionRecord {
  const content = makeContent({ siteName: 'Edited in the editor' });
  return {
    websiteId: 'w1',
    content,
    history: [content],
    historyIndex: 0,
    hasUnsavedChanges: true,
    lastUpdated: 1,
    ...overrides,
  };
}

describe('preview content source', () => {
  it('shows unsaved editor edits first, then the site itself', () => {
    expect(pickPreviewContent(record({}), site)?.siteName).toBe('Edited in the editor');
    expect(pickPreviewContent(record({ hasUnsavedChanges: false }), site)?.siteName).toBe("Rosie's Bakery");
    expect(pickPreviewContent(record({ websiteId: 'other' }), site)?.siteName).toBe("Rosie's Bakery");
    expect(pickPreviewContent(null, null)).toBeNull();
  });
});

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
