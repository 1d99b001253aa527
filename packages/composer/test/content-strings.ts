/** Every string inside a value, with its dotted path. */
export function collectStrings(value: unknown, path = ''): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value))
    return value.flatMap((v, i) => collectStrings(v, path ? `${path}.${i}` : String(i)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => collectStrings(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** The value at a dotted path. */
export function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      value,
    );
}

// Detectors written independently of the composer's own, so a test does not trust the code it checks.
export const looksLikePhone = (text: string) =>
  (text.match(/\+?\(?\d[\d\s().-]{5,}\d/g) ?? []).filter((m) => m.replace(/\D/g, '').length >= 7);
export const looksLikeEmail = (text: string) => text.match(/[\w.+-]+@[\w-]+\.[\w.-]+/g) ?? [];
export const looksLikePrice = (text: string) => text.match(/[$£€]\s?\d[\d,.]*/g) ?? [];
export const looksLikeAddress = (text: string) =>
  text.match(
    /\b\d{1,5}\s+(?:[A-Z][\w'-]*\s+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Way|Drive|Dr|Boulevard|Blvd)\b/g,
  ) ?? [];
