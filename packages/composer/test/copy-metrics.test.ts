import { describe, expect, it } from 'vitest';
import { copyFigures, corpusEntries } from './copy-metrics';

describe('the copy of every corpus site (issue 36)', () => {
  const f = copyFigures(corpusEntries());

  it('shares at most 5% of its sentences word for word with the sites of 3+ other businesses', () => {
    expect(f.sites).toBeGreaterThanOrEqual(300);
    expect(f.sharedPct, JSON.stringify(f.mostShared)).toBeLessThanOrEqual(5);
  });

  it('says at least 60% of its sentences with a word of the owner’s description', () => {
    expect(f.ownWordsPct, JSON.stringify(f.notOwn.slice(0, 10))).toBeGreaterThanOrEqual(60);
  });

  it('shows every listed service, price, schedule, selling point and contact detail', () => {
    expect(f.missing).toEqual([]);
  });
});
