import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.2 2.5.8: a pointer target is at least 24 × 24 CSS px (inline links in running text aside). */
export const MIN_TARGET = 24;

/**
 * What does not fit a phone on the page as it is now: the page wider than the screen, a dialog or
 * an interactive element past its edges, a target under 24 × 24 px. Each finding is one readable
 * line naming the element, so a failure says what to fix.
 */
export async function findFitProblems(
  page: Page,
  phone: { width: number; height: number },
): Promise<string[]> {
  // The phone's size, not window.innerWidth: a mobile viewport widens itself to a page that overflows.
  return page.evaluate(
    ({ minTarget, width, height }) => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > width) {
        // Name the innermost boxes that reach past the edge: they are what to fix.
        const wide = Array.from(document.body.querySelectorAll('*')).filter(
          (el) => el.getBoundingClientRect().right > width + 0.5 && getComputedStyle(el).position !== 'fixed',
        );
        const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)));
        const names = innermost
          .slice(0, 3)
          .map(
            (el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 4).join('.')}`,
          );
        found.push(`page is ${root.scrollWidth}px wide (${names.join(', ')})`);
      }

      const nameOf = (el: Element) => {
        const label =
          el.getAttribute('aria-label') ||
          (el as HTMLElement).innerText ||
          el.getAttribute('title') ||
          el.getAttribute('name') ||
          el.id ||
          '';
        return `${el.tagName.toLowerCase()} "${label.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
      };
      const isShown = (el: Element) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
        const own = getComputedStyle(el);
        // Visually hidden (sr-only) until focused, like a skip link.
        if (own.clipPath.startsWith('inset(50%') || own.clip === 'rect(0px, 0px, 0px, 0px)') return false;
        if (el.closest('[aria-hidden="true"], [inert], [hidden]')) return false;
        for (let at: Element | null = el; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
            return false;
        }
        // A skip link waits above the page until it is focused.
        return box.bottom + window.scrollY > 0;
      };
      // A link inside a sentence may be as small as its words (2.5.8's inline exception).
      const isInlineInText = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own;
      };

      for (const dialog of Array.from(
        document.querySelectorAll('[role=dialog], [role=alertdialog], [role=menu]'),
      )) {
        if (!isShown(dialog)) continue;
        const box = dialog.getBoundingClientRect();
        if (box.left < -0.5 || box.top < -0.5 || box.right > width + 0.5 || box.bottom > height + 0.5)
          found.push(
            `${dialog.getAttribute('role')} ${nameOf(dialog)} spans ${Math.round(box.left)}…${Math.round(box.right)} × ${Math.round(box.top)}…${Math.round(box.bottom)} on a ${width}×${height} screen`,
          );
      }

      const interactive = document.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [role=button], [role=tab], [role=menuitem], [role=switch], [role=checkbox], [role=radio], [role=link]',
      );
      for (const el of Array.from(interactive)) {
        if (!isShown(el)) continue;
        const box = el.getBoundingClientRect();
        if (box.left < -0.5 || box.right > width + 0.5)
          found.push(
            `${nameOf(el)} runs past the screen (${Math.round(box.left)}…${Math.round(box.right)} of ${width})`,
          );
        else {
          // Cut off by a scrolling or clipping box around it (a row that scrolls sideways, a card).
          for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
            const style = getComputedStyle(at);
            if (style.overflowX === 'visible') continue;
            const clip = at.getBoundingClientRect();
            if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
              found.push(
                `${nameOf(el)} is cut by its ${at.tagName.toLowerCase()} (${Math.round(box.left)}…${Math.round(box.right)} in ${Math.round(clip.left)}…${Math.round(clip.right)})`,
              );
              break;
            }
          }
        }
        if (el.tagName === 'IFRAME') continue;
        if ((box.width < minTarget - 0.5 || box.height < minTarget - 0.5) && !isInlineInText(el))
          found.push(`${nameOf(el)} is ${Math.round(box.width)}×${Math.round(box.height)} px`);
      }
      return found;
    },
    { minTarget: MIN_TARGET, ...phone },
  );
}

/** The dashboard's destinations, each wholly on screen (not clipped, not covered). */
export async function findHiddenDestinations(
  page: Page,
  phone: { width: number; height: number },
): Promise<string[]> {
  return page.evaluate(({ width, height }) => {
    const tabs = Array.from(document.querySelectorAll('[role=tablist][aria-label="Dashboard"] [role=tab]'));
    if (tabs.length === 0) return ['no dashboard tab bar'];
    const hidden: string[] = [];
    for (const tab of tabs) {
      const box = tab.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + 2, 0), width - 1);
      const xEnd = Math.min(Math.max(box.right - 2, 0), width - 1);
      const y = box.top + box.height / 2;
      const isWhole =
        box.left >= 0 &&
        box.right <= width &&
        box.top >= 0 &&
        box.bottom <= height &&
        tab.contains(document.elementFromPoint(x, y)) &&
        tab.contains(document.elementFromPoint(xEnd, y));
      if (!isWhole) hidden.push(`tab "${(tab as HTMLElement).innerText.trim()}" is not wholly on screen`);
    }
    return hidden;
  }, phone);
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical axe findings (tags wcag2a, wcag2aa, wcag22aa), one line each. axe is put into
 * the page once per document; frames are left out, each published page is checked on its own.
 */
export async function findAxeProblems(page: Page): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's CSP refuses inline scripts, as it should.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag22aa'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    return (result.violations as { id: string; impact: string; help: string; nodes: { target: unknown }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `axe ${v.id} (${v.impact}): ${v.help} ${JSON.stringify(v.nodes.map((n) => n.target)).slice(0, 200)}`,
      );
  });
}
