import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const OWNER = 'modules/websites/websites.repository.ts';
/** Kysely's writers and plain SQL's, naming the `websites` table. */
const WRITES = [
  /\b(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*['"`]websites['"`]/,
  /\b(insert\s+into|update|delete\s+from)\s+["`]?websites["`]?\s/i,
];

/** Source files of the running server: not tests, test helpers, or migrations (they shape the table). */
function serverSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['testing', 'migrations'].includes(entry.name) ? [] : serverSources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The files that write the `websites` table, relative to apps/server/src. */
function findWebsiteWriters(files: { name: string; text: string }[]): string[] {
  return files.filter(({ text }) => WRITES.some((write) => write.test(text))).map(({ name }) => name);
}

describe('writes to the websites table', () => {
  it('finds a write in the forms a module would use', () => {
    const files = [
      { name: 'a.ts', text: "await db.updateTable('websites').set({ name })" },
      { name: 'b.ts', text: 'await sql`delete from websites where id = 1`.execute(db)' },
      { name: 'c.ts', text: "await db.selectFrom('websites').selectAll()" },
    ];
    expect(findWebsiteWriters(files)).toEqual(['a.ts', 'b.ts']);
  });

  it('happen in websites.repository.ts only', () => {
    const files = serverSources(SERVER_SRC).map((file) => ({
      name: path.relative(SERVER_SRC, file).split(path.sep).join('/'),
      text: fs.readFileSync(file, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(findWebsiteWriters(files)).toEqual([OWNER]);
  });
});
