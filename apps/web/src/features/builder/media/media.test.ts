import { describe, expect, it } from 'vitest';
import { makeContent } from '../testing/content-factory';
import { clearSlotMedia, setSlotMedia, slotMediaKind } from './media';

describe('media slots', () => {
  it('setting an image clears the video of that slot, and the reverse', () => {
    let content = setSlotMedia(makeContent(), 'hero', 'video', '/uploads/clip.mp4');
    expect(content.hero.videoUrl).toBe('/uploads/clip.mp4');
    content = setSlotMedia(content, 'hero', 'image', '/uploads/photo.webp');
    expect(content.hero).toMatchObject({ imageUrl: '/uploads/photo.webp', videoUrl: '' });
    content = setSlotMedia(content, 'services.1', 'image', '/uploads/cake.webp');
    content = setSlotMedia(content, 'services.1', 'video', '/uploads/cake.mp4');
    expect(content.services[1]).toMatchObject({ imageUrl: '', videoUrl: '/uploads/cake.mp4' });
    expect(slotMediaKind(content, 'services.1')).toBe('video');
    expect(slotMediaKind(content, 'hero')).toBe('image');
  });

  it('keeps a stock photo’s credit with it, and drops it when another picture or nothing replaces it', () => {
    const credit = {
      provider: 'pexels' as const,
      author: 'Pat Lens',
      authorUrl: 'https://www.pexels.com/@pat',
      sourceUrl: 'https://www.pexels.com/photo/loaf-1/',
    };
    let content = setSlotMedia(makeContent(), 'hero', 'image', '/uploads/stock.webp', credit);
    expect(content.hero.imageCredit).toEqual(credit);
    content = setSlotMedia(content, 'hero', 'image', '/uploads/mine.webp');
    expect(content.hero.imageCredit).toBeUndefined();
    content = setSlotMedia(content, 'about', 'image', '/uploads/stock.webp', credit);
    expect(clearSlotMedia(content, 'about').about.imageCredit).toBeUndefined();
  });

  it('touches only the slot it sets', () => {
    const before = makeContent();
    const after = setSlotMedia(before, 'services.0', 'image', '/uploads/loaf.webp');
    expect(after.services[1]).toBe(before.services[1]);
    expect(after.hero).toBe(before.hero);
    expect(before.services[0].imageUrl).toBeUndefined();
  });

  it('refuses a video where a slot holds images only, and unknown slots', () => {
    expect(() => setSlotMedia(makeContent(), 'about', 'video', '/uploads/a.mp4')).toThrow();
    expect(() => setSlotMedia(makeContent(), 'services.9', 'image', '/uploads/a.webp')).toThrow();
  });

  it('removing media empties the slot', () => {
    const content = clearSlotMedia(setSlotMedia(makeContent(), 'hero', 'image', '/uploads/p.webp'), 'hero');
    expect(slotMediaKind(content, 'hero')).toBeNull();
  });
});
