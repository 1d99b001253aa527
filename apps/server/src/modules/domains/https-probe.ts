import fs from 'node:fs';
import https from 'node:https';
import type { Config } from '../../config';

export type HttpsProbe = (host: string, address: string) => Promise<boolean>;

/**
 * Whether `https://host/` answers with a certificate the probe trusts, asked at the address DNS
 * gave (so the check does not depend on this machine's own resolver). Any HTTP status will do:
 * the question is whether Caddy holds a valid certificate for the name.
 */
export function createHttpsProbe(config: Config): HttpsProbe {
  let ca: string | undefined;
  return (host, address) =>
    new Promise((resolve) => {
      // Read at the first check, not at start-up: a private CA may make its root after this server starts.
      if (config.DOMAINS_CA_FILE && ca === undefined) {
        try {
          ca = fs.readFileSync(config.DOMAINS_CA_FILE, 'utf8');
        } catch {
          return resolve(false);
        }
      }
      const request = https.request(
        {
          host: address,
          servername: host,
          port: config.DOMAINS_HTTPS_PORT,
          method: 'HEAD',
          path: '/',
          headers: { host },
          ca,
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          resolve(true);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(false));
      request.end();
    });
}
