import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../compose-builtin';
import { generateArtwork, setMediaUrl } from './apply-artwork';
import { pickIcons } from './icon-picker';
import { createImageGenerator } from './image-generator';
import { artworkColors, planArtwork } from './plan-artwork';

const site = () =>
  composeBuiltin({
    prompt: 'Sunrise Bakery is a bakery in Leeds. We bake sourdough, croissants and cinnamon buns.',
  }).content;

describe('planArtwork', () => {
  it('reads the picture from what the business is, not from a verb in the copy ("stay for the company" is no hotel)', () => {
    const { content } = composeBuiltin({
      prompt:
        "Rosa's Tacos, a family taqueria in San Antonio TX - tacos, burritos and horchata. Call (210) 555-0142",
    });
    content.hero.subtitle =
      "Come to Rosa's Tacos for tacos, burritos and horchata, and stay for the company.";
    const hero = planArtwork(content).find((slot) => slot.kind === 'hero');
    expect(hero?.icon).not.toBe('bed-double');
  });

  it('lists the hero and every service of a new site', () => {
    const content = site();
    const slots = planArtwork(content);
    expect(slots.map((s) => s.path)).toEqual([
      'hero.imageUrl',
      'services.0.imageUrl',
      'services.1.imageUrl',
      'services.2.imageUrl',
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
    const brand = artworkColors(content).slice(0, 3);
    for (const { image } of results) {
      const svg = new TextDecoder().decode(image.data);
      expect(brand.some((colour) => svg.includes(colour))).toBe(true);
    }
    expect(new Set(results.map((r) => new TextDecoder().decode(r.image.data))).size).toBe(results.length);
  });

  it('shows what each card sells, and no two cards alike', () => {
    const slots = planArtwork(site());
    const icons = Object.fromEntries(slots.map((s) => [s.path, s.icon]));
    expect(['wheat', 'croissant']).toContain(icons['services.0.imageUrl']);
    expect(icons['services.1.imageUrl']).toBe('croissant');
    expect(new Set(slots.map((s) => s.icon)).size).toBe(slots.length);
  });

  it('draws the subject of twenty kinds of business, not a generic shape', () => {
    const kinds: [string, RegExp][] = [
      ['Family bakery in Leeds, sourdough and custom cakes', /wheat|croissant|cake/],
      ['Barbershop in Tulsa: fades, beard trims and hot towel shaves', /scissors/],
      ['Plumber in Bristol, boilers, leaks and bathrooms', /wrench|droplets/],
      ['Dog grooming salon in Austin, baths and nail trims', /dog|paw/],
      ['Italian restaurant with pizza and pasta in Boston', /pizza|utensils|chef/],
      ['Yoga studio in Brighton with morning classes', /person-standing|heart-pulse/],
      ['Personal trainer, strength and conditioning', /dumbbell|biceps/],
      ['Family law attorney in Denver', /scale|gavel|landmark/],
      ['Accountant for small businesses, tax returns and payroll', /calculator|chart|piggy|receipt/],
      ['Used car dealer in Phoenix', /car|key/],
      ['Wedding photographer in Cornwall', /camera|aperture|image/],
      ['Live music venue and bar in Glasgow', /notes|mic|guitar|martini|beer/],
      ['Florist in Paris, bouquets and wedding flowers', /flower/],
      ['Window cleaning in Leeds, homes and shops', /spray|sparkles/],
      ['Dentist in Madrid, check-ups and whitening', /tooth|sparkles/],
      ['Coffee shop and roastery in Portland', /coffee/],
      ['Pottery studio with wheel classes', /amphora|palette/],
      ['Bed and breakfast in the Lake District', /bed|hotel|key/],
      ['Bike repair workshop in Amsterdam', /bike|wrench/],
      ['Language school teaching Spanish and French', /graduation|book|pencil/],
    ];
    for (const [description, expected] of kinds) {
      const [icon] = pickIcons([{ text: description }]);
      expect(icon, description).toMatch(expected);
    }
  });

  it('reads whole words: a name, a verb or a town is not what the business sells', () => {
    const cases: [string, RegExp][] = [
      ["Dale's Auto Repair, honest work on your car", /car|wrench/],
      ['Engine diagnostics. We agree the work with you before we start.', /gauge/],
      ['Licensed electrician in Auckland, delivering careful work', /plug-zap|lightbulb|zap/],
      ['Café de especialidad y desayunos', /coffee/],
      ['Take a seat in the chair and relax', /^(?!scissors)/],
    ];
    for (const [text, expected] of cases) expect(pickIcons([{ text }])[0], text).toMatch(expected);
    const florist = composeBuiltin({
      prompt:
        'Petal & Stem is a florist in Bath making wedding bouquets, funeral flowers and weekly subscriptions.',
    }).content;
    expect(planArtwork(florist).map((s) => s.icon)).not.toContain('bath');
  });
});
