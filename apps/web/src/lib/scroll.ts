/**
 * Brings a tab row back under the sticky header when it was scrolled past it or under it, so what a
 * tab switch shows starts on screen (after generating, the preview's site name and its Save and
 * Download). Measured after the switch has rendered; the row's `scroll-margin-top` keeps it clear of
 * the header.
 */
export function showBelowHeader(row: { current: HTMLElement | null }): void {
  requestAnimationFrame(() => {
    const el = row.current;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    if (el && el.getBoundingClientRect().top < header) el.scrollIntoView({ block: 'start' });
  });
}
