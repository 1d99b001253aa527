import type { Page } from 'playwright-core';

/** The password `signUp` gives a new account. */
export const PASSWORD = 'Sourdough-Starter-2026';

/** Generates a site from the Generate tab, as a visitor would; answers its id. */
export async function generate(page: Page, baseUrl: string, description: string): Promise<string> {
  await page.goto(`${baseUrl}/dashboard?tab=generate`);
  await page.getByLabel('Website Description').fill(description);
  await page.getByRole('button', { name: 'Generate Website' }).click();
  await page.waitForURL(/tab=preview/, { timeout: 60_000 });
  await page.frameLocator('iframe[title^="Preview of"]').locator('h1').first().waitFor({ timeout: 30_000 });
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentWebsite') ?? 'null')?.id as string);
}

/** Fills the sign-up form that is on screen and sends it. */
export async function signUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}
