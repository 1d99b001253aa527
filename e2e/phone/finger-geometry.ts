import type { FrameLocator, Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** A canvas element's box on the app's screen (Playwright gives frame boxes in page coordinates). */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box`);
  return box;
}

/** The gap between two boxes in px (0 when they touch or overlap), the way a finger travels. */
export function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.hypot(dx, dy);
}

/**
 * How much of a canvas element the owner can see, 0…1: the part inside the editor frame's visible
 * area, below the app's sticky header and the site's own sticky menu, and above `coverTop` (a sheet).
 */
export async function seenShare(page: Page, canvas: FrameLocator, selector: string, coverTop: number) {
  const el = await boxOf(canvas.locator(selector).first());
  const frame = await boxOf(page.locator('iframe[title^="Editing"]'));
  const appHeader = await page.evaluate(
    () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
  );
  const siteHeader = await canvas
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  const viewport = page.viewportSize();
  const top = Math.max(appHeader, frame.y + siteHeader, 0);
  const bottom = Math.min(coverTop, frame.y + frame.height, viewport?.height ?? coverTop);
  const seen = Math.max(0, Math.min(el.y + el.height, bottom) - Math.max(el.y, top));
  return seen / el.height;
}
