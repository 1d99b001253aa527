const MAX_DEPTH = 64;

/** The message a field holding NUL is refused with, everywhere (hooks and the save worker alike). */
export function nulMessage(field: string): string {
  return `${field}: must not contain NUL characters`;
}

/** The dotted path of the first string (or key) holding a NUL character, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  // Deeper bodies are refused by their own schemas; this only looks where text can be stored.
  // Bytes (a checked save's content, uploads) are not text: walking them index by index cost a
  // save tens of thousands of calls, and their text was checked before it became bytes.
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || ArrayBuffer.isView(value)) {
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}
