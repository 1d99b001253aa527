import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The newest message the embedded mailer wrote under DATA_DIR/mail/, or null. */
export function readNewestMail(dataDir: string): string | null {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return files.length ? fs.readFileSync(path.join(dir, files[files.length - 1]), 'utf8') : null;
}

/** Waits for a mail to arrive and returns the 6-character code on a line of its own. */
export async function waitForCode(dataDir: string, since: string | null): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const mail = readNewestMail(dataDir);
        if (!mail || mail === since) return '';
        code = mail.match(/^([A-Za-z0-9]{6})\s*$/m)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

/** Waits for the toast with this title (the one visible toast). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[role=region][aria-label^="Notifications"] li', { hasText: title }).last();
  await toast.waitFor({ state: 'visible', timeout: 15_000 });
  if (description) expect(await toast.textContent()).toContain(description);
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}
