import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';
import { generateArtwork, setMediaUrl } from './apply-artwork';
import { createImageGenerator } from './image-generator';
import { artworkColors, planArtwork } from './plan-artwork';

const site = () =>
  composeBuiltin({
    prompt: 'Sunrise Bakery is a bakery in Leeds. We bake sourdough, croissants and cinnamon buns.',
  }).content;

describe('planArtwork', () => {
  it('lists the hero, every service and the about section of a new site', () => {
    const content = site();
    const slots = planArtwork(content);
    expect(slots.map((s) => s.path)).toEqual([
      'hero.imageUrl',
      'services.0.imageUrl',
      'services.1.imageUrl',
      'services.2.imageUrl',
      'sections.0.content.imageUrl',
    ]);
    expect(slots[1].prompt).toContain('Sourdough');
    expect(slots[0].kind).toBe('hero');
  });

  it('skips slots that already hold media', () => {
    let content = site();
    content = setMediaUrl(content, 'hero.imageUrl', '/uploads/own.jpg');
    content = setMediaUrl(content, 'services.1.imageUrl', '/uploads/bread.jpg');
    expect(planArtwork(content).map((s) => s.path)).not.toContain('hero.imageUrl');
    expect(planArtwork(content).map((s) => s.path)).not.toContain('services.1.imageUrl');
  });

  it('makes artwork for each slot in the site’s own colours', async () => {
    const content = site();
    const results = await generateArtwork(content, createImageGenerator());
    expect(results).toHaveLength(planArtwork(content).length);
    const [primary] = artworkColors(content);
    for (const { image } of results) expect(new TextDecoder().decode(image.data)).toContain(primary);
    expect(new Set(results.map((r) => new TextDecoder().decode(r.image.data))).size).toBe(results.length);
  });
});
