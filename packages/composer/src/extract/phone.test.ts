import { describe, expect, it } from 'vitest';
import { extractFacts } from './facts';

/** The E.164 number structured data would carry for a description written in `language`. */
const dialled = (prompt: string, language = 'en') => extractFacts(prompt, language).phoneE164;

describe('country codes only from evidence', () => {
  it('reads a Munich number as German, from the town or the language', () => {
    expect(dialled('Bäckerei Sonnenkorn in München, Tel. 089 1234567', 'de')).toBe('+49891234567');
    expect(dialled('Organic bakery in Munich, call 089 1234567')).toBe('+49891234567');
    expect(dialled('Bäckerei am Markt, Telefon 089 1234567, täglich frisch', 'de')).toBe('+49891234567');
  });

  it('leaves a number as typed when nothing says where the business is', () => {
    expect(dialled('Dog walker, friendly and reliable, call 089 1234567')).toBeUndefined();
    expect(dialled('Handyman for small jobs, text 07700 900123 anytime')).toBeUndefined();
    expect(dialled('Plumber, call 555-0100 for a quote')).toBeUndefined();
  });

  it('gives a UK mobile +44 only with UK evidence', () => {
    expect(dialled('Handyman in Leeds, text 07700 900123')).toBe('+447700900123');
    expect(dialled('Handyman, small jobs from £40, text 07700 900123')).toBe('+447700900123');
  });

  it('keeps a US number national when it is not a full number, and reads a full one with US evidence', () => {
    expect(dialled('Austin, TX taco truck, call 555-0100')).toBeUndefined();
    expect(dialled('Taco truck in Austin, TX. Call (512) 555-0182')).toBe('+15125550182');
  });

  it('trusts a typed "+" or "00" whatever else the description says', () => {
    expect(dialled('Surf school, call +351 912 345 678')).toBe('+351912345678');
    expect(dialled('Surf school, call 0033 6 12 34 56 78')).toBe('+33612345678');
  });

  it('takes no country from dollars in a description in Spanish', () => {
    expect(dialled('Taquería El Güero, tacos desde $3, llama al 555 123 4567', 'es')).toBeUndefined();
  });
});
