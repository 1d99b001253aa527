import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken, loadTokenKey } from './token-cipher';

describe('token cipher', () => {
  it('round-trips, and refuses a tampered value or another key', () => {
    const key = loadTokenKey({ SECRET_KEY: 'x'.repeat(40), dataDir: '/nonexistent' });
    const stored = encryptToken(key, 'nfp_token');
    expect(stored).not.toContain('nfp_token');
    expect(encryptToken(key, 'nfp_token')).not.toBe(stored);
    expect(decryptToken(key, stored)).toBe('nfp_token');
    const [v, iv, tag, ct] = stored.split('.');
    const flipped = Buffer.from(ct, 'base64url');
    flipped[0] ^= 1;
    expect(decryptToken(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    const other = loadTokenKey({ SECRET_KEY: 'y'.repeat(40), dataDir: '/nonexistent' });
    expect(decryptToken(other, stored)).toBeNull();
  });

  it('without SECRET_KEY keeps one random key in DATA_DIR/secret.key, readable only by the owner', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-key-'));
    try {
      const first = loadTokenKey({ SECRET_KEY: undefined, dataDir });
      const file = path.join(dataDir, 'secret.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(loadTokenKey({ SECRET_KEY: undefined, dataDir }).equals(first)).toBe(true);
      expect(decryptToken(loadTokenKey({ SECRET_KEY: undefined, dataDir }), encryptToken(first, 't'))).toBe(
        't',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
