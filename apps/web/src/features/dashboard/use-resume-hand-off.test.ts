import { describe, expect, it } from 'vitest';
import type { WebsiteSummary } from '../../lib/types';
import { pickLastEdited } from '../builder/site/open-site';

const site = (id: string, updatedAt: string) => ({ id, name: id, updatedAt }) as WebsiteSummary;

describe('a returning owner', () => {
  it('finds the site saved last open, whatever the list order', () => {
    const sites = [
      site('older', '2026-11-20T10:00:00.000Z'),
      site('newest', '2026-11-26T09:00:00.000Z'),
      site('middle', '2026-11-24T10:00:00.000Z'),
    ];
    expect(pickLastEdited(sites)?.id).toBe('newest');
    expect(pickLastEdited([])).toBeUndefined();
  });
});
