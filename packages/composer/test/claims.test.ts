import { describe, expect, it } from 'vitest';
import { composeBuiltin } from '../src/index';
import { unlicensedClaims } from '../src/language/claims';
import { allDescriptions } from './all-descriptions';
import { collectStrings } from './content-strings';

// What a visitor reads: copy and the SEO description, not ids, links, theme or bookkeeping.
const HIDDEN = /^(?:theme|meta\.(?!description))|\.(?:id|url|buttonUrl|imageUrl|type|icon)$|^(?:id|type)$/;

const descriptions = await allDescriptions();

describe('the built-in composer claims nothing the owner did not say', { timeout: 60_000 }, () => {
  it('has the descriptions to check', () => {
    expect(descriptions.length).toBeGreaterThanOrEqual(200);
  });

  it.each(descriptions.map((d) => [d.prompt.slice(0, 80), d] as const))('%s', (_, d) => {
    const { content } = composeBuiltin({ prompt: d.prompt }, { now: new Date('2026-06-01') });
    const found = collectStrings(content)
      .filter((s) => !HIDDEN.test(s.path))
      .flatMap((s) => unlicensedClaims(s.text, d.prompt).map((f) => `${s.path}: ${f.claim} "${f.match}"`));
    expect(found).toEqual([]);
  });

  it('repeats a claim the owner did make', () => {
    const prompt = 'Family bakery in Leeds, sourdough and custom cakes, open Tue–Sun 7–3';
    const { content } = composeBuiltin({ prompt });
    const text = collectStrings(content)
      .map((s) => s.text)
      .join('\n');
    expect(text).toMatch(/family bakery/i);
    expect(unlicensedClaims(text, prompt)).toEqual([]);
  });
});
