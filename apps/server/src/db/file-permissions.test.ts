import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { openDatabase } from './database';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('SQLite files on disk', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes DATA_DIR 0700 and the database and its WAL files 0600, whatever the umask', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-perm-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    const umask = process.umask(0o022);
    try {
      const handle = await openDatabase(testConfig({ DATA_DIR: dataDir }));
      await handle.db.selectFrom('users').select('id').execute();
      expect(modeOf(dataDir)).toBe(0o700);
      const files = fs.readdirSync(dataDir).filter((name) => name.startsWith('mainstreet.sqlite'));
      expect(files).toContain('mainstreet.sqlite');
      expect(files).toContain('mainstreet.sqlite-wal');
      for (const name of files) expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
      await handle.close();
    } finally {
      process.umask(umask);
    }
  });

  it('tightens a database file an older version left world-readable', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-perm-old-'));
    roots.push(dataDir);
    const first = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    await first.close();
    fs.chmodSync(path.join(dataDir, 'mainstreet.sqlite'), 0o644);
    const again = await openDatabase(testConfig({ DATA_DIR: dataDir }));
    expect(modeOf(path.join(dataDir, 'mainstreet.sqlite'))).toBe(0o600);
    await again.close();
  });
});
