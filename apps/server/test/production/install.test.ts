import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { paymentsModeOf } from '../../src/adapters/payments/payments-mode';
import { loadConfig } from '../../src/config';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

type LockEntry = {
  engines?: Record<string, string> | string[];
  hasInstallScript?: boolean;
  os?: string[];
  cpu?: string[];
};

const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };
const manifest = read('package.json') as { engines: { node: string }; allowScripts: Record<string, boolean> };
const installed = Object.entries(lock.packages).filter(([where]) => where !== '');
const nameOf = (where: string) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** npm installs (and checks) a package with os/cpu fields only on a machine they list. */
const installsHere = (entry: LockEntry) =>
  (!entry.os || entry.os.includes(process.platform)) && (!entry.cpu || entry.cpu.includes(process.arch));

/** The first release of each Node line the README and `engines` promise. */
const SUPPORTED_FLOORS = ['20.19.0', '22.13.0', '24.0.0'];

/**
 * What a self-hoster sees on `npm ci`: an EBADENGINE warning for every installed package whose
 * `engines.node` leaves out the running Node, and an allowScripts notice for every package with an
 * install script the root manifest does not decide on. Both are read from the lock file npm uses.
 */
describe('a clean `npm ci` on the supported Node versions', () => {
  it('promises in `engines` exactly the Node lines the README names', () => {
    for (const floor of SUPPORTED_FLOORS) expect(semver.satisfies(floor, manifest.engines.node)).toBe(true);
    expect(semver.satisfies('20.18.0', manifest.engines.node)).toBe(false);
    expect(semver.satisfies('22.12.0', manifest.engines.node)).toBe(false);
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toMatch(/Node 20\s+\(≥ 20\.19\), 22 \(≥ 22\.13\) or 24/);
  });

  it.each(SUPPORTED_FLOORS)(
    'installs no package that wants a newer Node than %s (no EBADENGINE)',
    (floor) => {
      const refusing = installed
        .filter(([, entry]) => installsHere(entry))
        .flatMap(([where, entry]) => {
          const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
          return range && !semver.satisfies(floor, range) ? [`${nameOf(where)} wants node ${range}`] : [];
        });
      expect(refusing).toEqual([]);
    },
  );

  it('decides on every install script in allowScripts (no "not yet covered" notice)', () => {
    const withScripts = [...new Set(installed.filter(([, e]) => e.hasInstallScript).map(([w]) => nameOf(w)))];
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in manifest.allowScripts))).toEqual([]);
  });
});

describe('the README’s first paragraph', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const firstParagraph = readme.slice(readme.indexOf('```\n\n') + 5).split('\n\n')[0];

  it('says what `npm start` does: payments off, as the default configuration has them', () => {
    // scripts/start.mjs runs the server with NODE_ENV=production unless told otherwise.
    const start = fs.readFileSync(path.join(ROOT, 'scripts/start.mjs'), 'utf8');
    expect(start).toContain("process.env.NODE_ENV ??= 'production'");
    expect(paymentsModeOf(loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/never-written' }))).toBe(
      'off',
    );
    expect(firstParagraph).toMatch(/payments\s+off: nothing is sold, no price or plan is shown/);
    expect(firstParagraph).not.toMatch(/test[- ]mode checkout/i);
  });
});

describe('the README on logs', () => {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

  it('puts one line per request at debug, never at info (as app.ts logs them)', () => {
    const mentions = readme.split('\n').filter((line) => line.includes('one line per request'));
    expect(mentions.length).toBeGreaterThan(0);
    for (const line of mentions) expect(line).toMatch(/`debug`[^.]*one line per request/);
  });
});
