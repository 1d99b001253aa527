import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random opaque token (256 bits, URL-safe). */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random id for records that appear in URLs (128 bits: unguessable). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two strings in constant time (for codes and token hashes). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CODE_ALPHABET = '0123456789';
/** A 6-character one-time code. */
export function newCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export function nowIso(now = new Date()): string {
  return now.toISOString();
}

export function addMs(ms: number, from = new Date()): string {
  return new Date(from.getTime() + ms).toISOString();
}

/** A row's creation and expiry `ms` later, from one reading of the clock. */
export function lifetime(ms: number, from = new Date()): { createdAt: string; expiresAt: string } {
  return { createdAt: from.toISOString(), expiresAt: addMs(ms, from) };
}
