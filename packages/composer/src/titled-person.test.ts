import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

/** Every text of the site, one string. */
const allText = (value: unknown): string => JSON.stringify(value);

describe('a business named after a titled person ("Dr. Amy Cole")', () => {
  const { content } = composeBuiltin({
    prompt:
      'Dr. Amy Cole, counselling and therapy for adults in Bristol. Anxiety, depression and couples work. Call 0117 496 0123.',
  });

  it('lists the offers as written, never the name cut at the title’s stop', () => {
    expect(content.services.map((s) => s.name)).toEqual([
      'Counselling',
      'Therapy',
      'Anxiety',
      'Depression',
      'Couples work',
    ]);
    expect(allText(content)).not.toMatch(/amy Cole|"Amy Cole"/);
  });

  it('speaks of the person by title and surname where a place’s words would stand', () => {
    expect(content.about.content).toMatch(/^With Dr\. Cole, /);
    expect(allText(content)).not.toMatch(/\bAt Dr\. Amy Cole\b/);
  });

  it('says the audience with its article: "among the adults we see", never "one of adults"', () => {
    expect(content.about.content).toContain('among the adults we see every week');
    expect(allText(content)).not.toContain('one of adults');
  });
});
