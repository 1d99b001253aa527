import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * Words of English UI that no Spanish, French or German screen shows (names and brands aside); not
 * words the others use too ("Download", "Link", "Website", "Editor" in German, "section" in French).
 */
export const ENGLISH =
  /\b(the|your|and|with|you|this|are|is|of|for|to|sign in|sign up|save|delete|cancel|password|settings|loading|back|upload|share|preview|undo|redo|generate|search|add)\b/i;

/**
 * Visible words and accessible names on the page that read as English, leaving out what is in
 * another language on purpose: text marked with a `lang` other than the page's (legal pages in
 * English, the site's own words shown in the app, examples).
 */
export async function englishOn(page: Page, pattern: RegExp = ENGLISH): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const appLanguage = document.documentElement.lang;
    const isSkipped = (element: Element | null) => {
      if (element === null || element.closest('script, style')) return true;
      const marked = element.closest('[lang]');
      return (
        marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== appLanguage
      );
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (isSkipped(parent) || !parent?.checkVisibility()) continue;
      if (node.textContent?.trim()) found.push(node.textContent.trim());
    }
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [title], [placeholder], img[alt], iframe[title]'),
    ))
      if (!isSkipped(element))
        for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
          if (element.getAttribute(name)) found.push(element.getAttribute(name) as string);
    return found;
  });
  return texts.filter((text) => pattern.test(text));
}

/** Elements wider than the screen (what makes a phone scroll sideways), by tag and first words. */
export async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest('.sr-only, [aria-hidden="true"]'))
      .filter((element) => element.checkVisibility())
      .map(
        (element) => `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`,
      ),
  );
}

const MESSAGES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/i18n/messages',
);

/** One language's catalog of the web app, every area in one record: the words a test clicks by. */
export function catalogOf(language: string): Record<string, string> {
  const dir = path.join(MESSAGES, language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
  );
}
