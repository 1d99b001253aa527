import { describe, expect, it } from 'vitest';
import { creditChangeNote, creditLine } from './credit-note';

describe('what a plan change says about the “Made with Mainstreet” link', () => {
  it('asks for a re-publish when the link goes, and says live pages keep theirs when it comes', () => {
    expect(creditChangeNote('starter', 'builder')).toMatch(
      /^Your live sites no longer carry the “Made with Mainstreet” link/,
    );
    expect(creditChangeNote('pro', 'starter')).toMatch(/pages already live keep theirs/);
  });

  it('says nothing when the link does not change', () => {
    expect(creditChangeNote('builder', 'pro')).toBeNull();
    expect(creditChangeNote('starter', 'starter')).toBeNull();
  });

  it('tells a Starter account which plan removes it, and a paid one nothing', () => {
    expect(creditLine('starter')).toContain('Builder removes it');
    expect(creditLine('builder')).toBeNull();
    expect(creditLine('pro')).toBeNull();
  });
});
