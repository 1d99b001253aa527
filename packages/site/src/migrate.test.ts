import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, parseContent } from './migrate';
import { CONTENT_VERSION } from './schema';

const v1 = {
  siteName: 'Old Site',
  navigation: { links: [{ name: 'Home', url: '#home' }] },
  hero: { headline: 'Hello', subtitle: null, buttonText: 'Go', imageUrl: null, videoUrl: null },
  about: { title: 'About', content: 'Text' },
  servicesHeader: { title: 'Services', subtitle: null },
  services: [
    { name: 'A', description: 'a', imageUrl: 'data:image/png;base64,iVBORw0KGgo=', videoUrl: null },
    { name: 'B', description: 'b', imageUrl: '/uploads/b.webp', videoUrl: '/uploads/b.mp4' },
  ],
  contact: { title: 'Contact', address: '1 Road', phone: '123', hours: '9-5' },
  footer: { summary: 'S', links: [], copyright: '© 2024 Old Site. All rights reserved.' },
  widgets: [{ id: 'w1', type: 'map' }, { type: 'gallery' }],
  sections: [{ id: 's1', name: 'FAQ', type: 'faq', order: null, content: null }],
};

describe('migrate', () => {
  it('has one step per version up to the current one', () => {
    expect(MIGRATIONS.map((m) => m.from)).toEqual(
      Array.from({ length: CONTENT_VERSION - 1 }, (_, i) => i + 1),
    );
  });

  it('brings unversioned (v1) content forward', () => {
    const content = migrate(v1);
    expect(content.version).toBe(CONTENT_VERSION);
    expect(content.hero.subtitle).toBe('');
    expect(content.hero.imageUrl).toBeUndefined();
    // Inline data: images cannot be published; the slot becomes empty.
    expect(content.services[0].imageUrl).toBeUndefined();
    // v1 showed the image when both were set; the video is dropped.
    expect(content.services[1].imageUrl).toBe('/uploads/b.webp');
    expect(content.services[1].videoUrl).toBeUndefined();
    expect(content.widgets).toEqual([
      { id: 'w1', type: 'map', data: {} },
      { id: 'widget-2', type: 'gallery', data: {} },
    ]);
    expect(content.sections[0]).toMatchObject({ id: 's1', order: 0 });
    expect(content.sections[0].content).toBeUndefined();
  });

  it('leaves current content unchanged and is idempotent', () => {
    const once = migrate(v1);
    expect(migrate(once)).toEqual(once);
    expect(migrate(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('refuses content from a newer version, and a nonsense version', () => {
    expect(parseContent({ ...v1, version: CONTENT_VERSION + 1 })).toEqual({
      ok: false,
      message: expect.stringMatching(/^version: is \d+, newer/),
    });
    expect(parseContent({ ...v1, version: 'two' })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^version: /),
    });
    expect(parseContent('hello')).toMatchObject({ ok: false });
  });

  it('refuses content nested past any real site with a message, not a stack overflow', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    for (const content of [
      { ...v1, hero: deep },
      { ...v1, version: CONTENT_VERSION, extra: [deep] },
    ]) {
      expect(parseContent(content)).toEqual({
        ok: false,
        message: 'content must not nest deeper than 32 levels',
      });
    }
    // Real content, its deepest field included, is nowhere near the limit.
    expect(parseContent(v1)).toMatchObject({ ok: true });
  });
});
