import { describe, expect, it } from 'vitest';
import type { WebsiteSummary } from '../../lib/types';
import { pickCover } from './cover';
import { sitesUsageText, usageFromWebsites } from './usage';

function site(overrides: Partial<WebsiteSummary> = {}): WebsiteSummary {
  return {
    id: 'w1',
    name: 'Site',
    prompt: '',
    status: 'draft',
    editCount: 0,
    isAnonymous: false,
    createdAt: '2025-06-01T00:00:00Z',
    updatedAt: '2025-06-01T00:00:00Z',
    netlifyUrl: null,
    needsRedeployment: false,
    version: 1,
    coverImage: null,
    generator: 'builtin',
    ...overrides,
  };
}

describe('plan limits text', () => {
  it.each([
    ['starter', 2, 'You have created 2 of 5 websites'],
    ['builder', 0, 'You have created 0 of 15 websites'],
    ['pro', 7, 'You have created 7 of 25 websites'],
    ['basic', 1, 'You have created 1 of 10 websites'],
    ['advanced', 1, 'You have created 1 of 999 websites'],
    ['mystery', 1, 'You have created 1 of 3 websites'],
  ])('%s with %i sites', (plan, count, text) => {
    expect(sitesUsageText(count, usageFromWebsites(plan, []).websites.limit)).toBe(text);
  });

  it('names no limit on a server that sells nothing', () => {
    const usage = usageFromWebsites('starter', [site({ editCount: 60 })], false);
    expect(usage.edits).toEqual({ used: 60, limit: null });
    expect(sitesUsageText(9, usage.websites.limit)).toBe('You have created 9 websites');
  });

  it('says "1 website", not "1 websites", when no limit is named', () => {
    expect(sitesUsageText(1, null)).toBe('You have created 1 website');
    expect(sitesUsageText(0, null)).toBe('You have created 0 websites');
  });

  it('estimates usage from the list when the usage call is missing', () => {
    const usage = usageFromWebsites('builder', [site({ editCount: 3 }), site({ id: 'w2', editCount: 4 })]);
    expect(usage.websites).toEqual({ used: 2, limit: 15 });
    expect(usage.edits).toEqual({ used: 7, limit: 100 });
  });
});

describe('cover image', () => {
  it('prefers an image from the site itself', () => {
    expect(pickCover({ name: 'Pizza Place', coverImage: '/uploads/a.webp' })).toEqual({
      kind: 'image',
      url: '/uploads/a.webp',
    });
    const content = {
      hero: {},
      services: [{}],
      widgets: [{ type: 'gallery', data: { images: [{ url: '/uploads/g.jpg' }] } }],
    };
    expect(pickCover({ name: 'Pizza Place', content })).toEqual({ kind: 'image', url: '/uploads/g.jpg' });
    expect(
      pickCover({ name: 'X', content: { widgets: [{ type: 'hero-card', data: { image: '/i.png' } }] } }),
    ).toEqual({
      kind: 'image',
      url: '/i.png',
    });
  });
  it('falls back to artwork picked by keywords in the name', () => {
    expect(pickCover({ name: 'Rosa’s Bakery' })).toEqual({ kind: 'art', theme: 'food' });
    expect(pickCover({ name: 'Downtown Yoga' })).toEqual({ kind: 'art', theme: 'fitness' });
    expect(pickCover({ name: 'Smith Plumbing Co' })).toEqual({ kind: 'art', theme: 'trades' });
  });
  it('uses the default artwork otherwise', () => {
    expect(pickCover({ name: 'Zenith Ltd' })).toEqual({ kind: 'art', theme: 'default' });
  });
});
