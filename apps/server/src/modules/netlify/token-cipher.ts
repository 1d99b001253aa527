import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/**
 * The key that encrypts hosting tokens at rest. Derived from SECRET_KEY; without it, a random key
 * is made once and kept in DATA_DIR/secret.key (mode 0600). Several instances must share
 * SECRET_KEY, or they cannot read each other's tokens.
 */
export function loadTokenKey(config: Pick<Config, 'SECRET_KEY' | 'dataDir'>): Buffer {
  const secret = config.SECRET_KEY ?? readOrCreateKeyFile(config.dataDir);
  return Buffer.from(hkdfSync('sha256', secret, 'mainstreet', 'netlify-token-v1', 32));
}

/** Where the key lives when SECRET_KEY is not set. */
export function keyFileOf(dataDir: string): string {
  return path.join(dataDir, 'secret.key');
}

function readOrCreateKeyFile(dataDir: string): string {
  const file = keyFileOf(dataDir);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  try {
    // 'wx' fails if another process wrote it first; then theirs is the key.
    fs.writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** AES-256-GCM: `v1.{iv}.{tag}.{ciphertext}`, base64url. Tampering fails decryption. */
export function encryptToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The token, or null when it was encrypted with another key or altered. */
export function decryptToken(key: Buffer, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
