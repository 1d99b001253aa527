import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectToast, readNewestMail, uniqueEmail, waitForCode } from '../shell/helpers';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';

const PASSWORD = 'Harbour-Lights-7';
const VIEWPORT = { width: 1280, height: 900 };

async function register(page: Page, url: string, email: string) {
  await page.goto(`${url}/auth?mode=register`);
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/dashboard/);
}

async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** What GET /api/auth/user answers for this page's cookies. */
const userStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);

/** The code an authenticator app shows, `offset` periods from now. */
function appCode(secret: string, offset = 0): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    timestamp: Date.now() + offset * 30_000,
  });
}

describe.skipIf(!hasChromium())('account security: two-step sign-in, sessions, email change', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('once two-step sign-in is on, signing in needs a code from the app', async () => {
    const owner = await browser.newPage({ viewport: VIEWPORT });
    const email = uniqueEmail('two-step');
    await register(owner, server.url, email);
    await owner.goto(`${server.url}/dashboard?tab=settings`);
    await owner.getByRole('switch', { name: 'Two-step sign-in' }).click();
    await owner.getByLabel('Confirm your password to set it up').fill(PASSWORD);
    await owner.getByRole('button', { name: 'Continue' }).click();
    await owner.getByAltText('QR code for your authenticator app').waitFor();
    const secret = (await owner.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await owner.getByLabel('6-digit code from the app').fill(appCode(secret));
    await owner.getByRole('button', { name: 'Turn on' }).click();
    await expectToast(owner, 'Two-step sign-in is on');
    expect(await owner.getByRole('list', { name: 'Recovery codes' }).locator('li').count()).toBe(10);
    await screenshot(owner, 'account-two-step-recovery-codes');

    // Another browser: the right password alone does not sign in.
    const context = await browser.newContext({ viewport: VIEWPORT });
    const other = await context.newPage();
    await signIn(other, server.url, email);
    await other.getByLabel('Authentication code').waitFor();
    expect(await userStatus(other)).toBe(401);
    await other.getByLabel('Authentication code').fill('000000');
    await other.getByRole('button', { name: 'Verify' }).click();
    await expectToast(other, 'Verification Failed');
    expect(await userStatus(other)).toBe(401);
    // The code used to turn it on is spent; the app's next one is accepted.
    await other.getByLabel('Authentication code').fill(appCode(secret, 1));
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL(/\/dashboard/);
    expect(await userStatus(other)).toBe(200);
    await context.close();
    await owner.close();
  });

  it('"Sign out everywhere else" ends the session of another browser', async () => {
    const email = uniqueEmail('sessions');
    const here = await browser.newPage({ viewport: VIEWPORT });
    await register(here, server.url, email);
    const laptop = await browser.newContext({ viewport: VIEWPORT });
    const there = await laptop.newPage();
    await signIn(there, server.url, email);
    await there.waitForURL(/\/dashboard/);
    expect(await userStatus(there)).toBe(200);

    await here.goto(`${server.url}/dashboard?tab=settings`);
    const list = here.getByRole('list', { name: 'Your sessions' });
    await expect.poll(() => list.locator('li').count(), { timeout: 15_000 }).toBe(2);
    expect(await list.getByText('This browser').count()).toBe(1);
    await screenshot(here, 'account-your-sessions');
    await here.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectToast(here, 'Signed out of 1 other session');
    await expect.poll(() => list.locator('li').count(), { timeout: 15_000 }).toBe(1);

    expect(await userStatus(there)).toBe(401);
    expect(await userStatus(here)).toBe(200);
    await there.reload();
    await laptop.close();
    await here.close();
  });

  it('Profile changes the email with the password and the code entered in place', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const email = uniqueEmail('profile');
    const newEmail = uniqueEmail('profile-new');
    await register(page, server.url, email);
    await page.goto(`${server.url}/dashboard?tab=profile`);
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.locator('#profile-email').fill(newEmail);
    await page.getByLabel('Current password').fill(PASSWORD);
    const before = readNewestMail(server.dataDir);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Confirm your new email', newEmail);
    // Not changed yet: Profile still shows the old address until the code comes back.
    expect(await page.locator('#profile-email').textContent()).toBe(email);
    const code = await waitForCode(server.dataDir, before);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Email updated', newEmail);
    await expect.poll(() => page.locator('#profile-email').textContent(), { timeout: 15_000 }).toBe(newEmail);
    await screenshot(page, 'account-profile-email-changed');
    await page.close();
  });
});
