import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languages';

describe('the language a first visit gets from the browser', () => {
  it('takes the first of the browser’s languages that the app speaks, whatever its region', () => {
    expect(matchLanguage(['es-ES', 'es', 'en'])).toBe('es');
    expect(matchLanguage(['es-MX'])).toBe('es');
    expect(matchLanguage(['fr-CA', 'en-US'])).toBe('fr');
    expect(matchLanguage(['de-AT'])).toBe('de');
    expect(matchLanguage(['ja-JP', 'de-CH', 'en'])).toBe('de');
  });

  it('falls back to English for languages it does not speak, or a broken list', () => {
    expect(matchLanguage(['ja-JP', 'ko-KR'])).toBe('en');
    expect(matchLanguage([])).toBe('en');
    expect(matchLanguage(['not a tag', 'es'])).toBe('es');
  });
});
