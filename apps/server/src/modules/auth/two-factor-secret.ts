import { hkdfSync } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Config } from '../../config';
import { decryptToken, encryptToken, loadTokenKey } from '../netlify/token-cipher';

const PERIOD_S = 30;
const ISSUER = 'Mainstreet';

const keys = new Map<string, Buffer>();
/** Its own key, derived from the server's secret key (SECRET_KEY or DATA_DIR/secret.key). */
function secretKey(config: Pick<Config, 'SECRET_KEY' | 'dataDir'>): Buffer {
  const cacheKey = `${config.dataDir}|${config.SECRET_KEY ?? ''}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', loadTokenKey(config), 'mainstreet', 'totp-secret-v1', 32));
    keys.set(cacheKey, key);
  }
  return key;
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function sealSecret(config: Pick<Config, 'SECRET_KEY' | 'dataDir'>, base32: string): string {
  return encryptToken(secretKey(config), base32);
}

export function openSecret(config: Pick<Config, 'SECRET_KEY' | 'dataDir'>, sealed: string): string | null {
  return decryptToken(secretKey(config), sealed);
}

function totpFor(base32: string, label: string) {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(base32),
  });
}

/** The otpauth:// address and a QR code (PNG data URL) of it, for an authenticator app. */
export async function describeSecret(base32: string, email: string) {
  const otpauthUrl = totpFor(base32, email).toString();
  // Loaded when someone sets up a second factor, not at start-up.
  const { default: QRCode } = await import('qrcode');
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
  return { secret: base32, otpauthUrl, qrDataUrl };
}

/**
 * The time step a 6-digit code belongs to (one step of clock drift either way), or null when
 * the code is wrong. Callers accept each step once, so a seen code cannot be replayed.
 */
export function matchTotpStep(base32: string, token: string, now = Date.now()): number | null {
  const delta = totpFor(base32, 'check').validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}
