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

  it("dials a Belgian, Swiss, Austrian or New Zealand number from the town, not the language's big neighbour", () => {
    expect(dialled('Couvreur a Liège et environs. Appelez Marc au 0478 55 01 23', 'fr')).toBe('+32478550123');
    expect(dialled('Pralines faites main à Namur. 081 55 01 23', 'fr')).toBe('+3281550123');
    expect(dialled('Ihre Reinigungsfirma in Zürich. Tel. 044 555 01 23', 'de')).toBe('+41445550123');
    expect(dialled('Büroreinigung ab CHF 45.– pro Stunde, Tel. 044 555 01 23', 'de')).toBe('+41445550123');
    expect(dialled('Hufschmied im Raum Amstetten, Termine unter 0664 555 0187', 'de')).toBe('+436645550187');
    expect(dialled('Mobile bike mechanic in Christchurch. Service $89. Text Sam 027 555 0141')).toBe(
      '+64275550141',
    );
  });

  it('leaves a number as written when the language or the currency alone cannot tell the country', () => {
    // 0478 is a Lyon landline and a Belgian mobile: French alone does not say which.
    expect(dialled('Couvreur, réparation de fuites. Appelez Marc au 0478 55 01 23', 'fr')).toBeUndefined();
    // Dollars are also New Zealand's: 027 is no US area code.
    expect(dialled('Mobile bike mechanic, service $89. Text Sam 027 555 0141')).toBeUndefined();
  });
});
