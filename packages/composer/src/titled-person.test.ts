import { describe, expect, it } from 'vitest';
import { composeBuiltin } from './compose-builtin';

/** Every text of the site, one string. */
const allText = (value: unknown): string => JSON.stringify(value);

describe('a business named after a titled person ("Dr. Amy Cole")', () => {
  const { content } = composeBuiltin({
    prompt:
      'Dr. Amy Cole, counselling and therapy for adults in Bristol. Anxiety, depression and couples work. Call 0117 496 0123.',
  });

  // "counselling and therapy for adults in Bristol" runs on past its items: it stays a sentence.
  it('lists the offers as written, never the name cut at the title’s stop', () => {
    expect(content.services.map((s) => s.name)).toEqual(['Anxiety', 'Depression', 'Couples work']);
    expect(allText(content)).not.toMatch(/amy Cole|"Amy Cole"/);
  });

  it('heads the page with the whole name and says what the person does in the owner’s words', () => {
    expect(content.hero.headline).toBe('Dr. Amy Cole');
    expect(content.hero.subtitle).toBe('Counselling and therapy for adults in Bristol.');
  });
});
