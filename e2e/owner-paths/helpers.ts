import type { Page } from 'playwright-core';
import { expect } from 'vitest';

let counter = 0;

/** Registers a new account on the auth screen and waits to land on `redirect`. */
export async function registerNew(page: Page, baseUrl: string, redirect = '/dashboard?tab=editor') {
  counter += 1;
  await page.goto(`${baseUrl}/auth?mode=register&redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(`rosa-${Date.now()}-${counter}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Sourdough-Starter-2026');
  await page.getByLabel('Confirm password').fill('Sourdough-Starter-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}

/** Generates a site from the Generate tab, as anyone would, and waits for its preview. */
export async function generate(page: Page, baseUrl: string, description: string): Promise<void> {
  await page.goto(`${baseUrl}/dashboard?tab=generate`);
  await page.getByLabel('Website Description').fill(description);
  await page.getByRole('button', { name: 'Generate Website' }).click();
  await page.waitForURL(/tab=preview/, { timeout: 60_000 });
  await page.frameLocator('iframe[title^="Preview of"]').locator('h1').first().waitFor({ timeout: 30_000 });
}

/** The id of the site this tab is working on (the app keeps it in localStorage). */
export async function currentSiteId(page: Page): Promise<string> {
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('currentWebsite') ?? 'null')?.id);
  expect(id).toEqual(expect.any(String));
  return id as string;
}

/** The one toast on screen (the app shows one at a time). */
export function toastRegion(page: Page) {
  return page.locator('[role=region][aria-label^="Notifications"] li');
}

/** Waits for the toast with this title and returns it. */
export async function waitForToast(page: Page, title: string) {
  const toast = toastRegion(page).filter({ hasText: title }).last();
  await toast.waitFor({ state: 'visible', timeout: 20_000 });
  return toast;
}

/** How long a toast with this title stays on screen, in ms, measured from when it appeared. */
export async function measureToast(page: Page, title: string, maxMs: number): Promise<number> {
  const toast = await waitForToast(page, title);
  const shownAt = Date.now();
  // Keep the pointer away: a hovered toast pauses its timer, as it should.
  await page.mouse.move(5, 5);
  await toast.waitFor({ state: 'hidden', timeout: maxMs });
  return Date.now() - shownAt;
}
