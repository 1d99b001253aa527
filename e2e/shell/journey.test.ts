import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, screenshot } from '../support/browser';
import { useServerAndBrowser } from '../support/lifecycle';
import type { RunningServer } from '../support/server';
import { expectToast, readNewestMail, uniqueEmail, waitForCode } from './helpers';

async function register(page: Page, url: string, email: string, password: string) {
  await page.goto(`${url}/auth?mode=register`);
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/dashboard/);
}

describe.skipIf(!hasChromium())('a new owner walks through the app', () => {
  let server: RunningServer;
  let browser: Browser;
  useServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('landing → register → My Sites → profile → settings survive a reload → logout', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Stunning Websites');
    await page.getByRole('link', { name: 'Create Your Account Now' }).click();
    await page.waitForURL(/\/auth\?mode=register/);

    const email = uniqueEmail('owner');
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Lopez');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    expect(await page.getByText('Password must be at least 8 characters').isVisible()).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('Bakery-2025!');
    await page.getByLabel('Confirm password').fill('Bakery-2025!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).locator('[data-initials]').textContent())
      .toBe('ML');

    // My Sites with no websites shows the examples.
    await page.getByRole('tab', { name: 'My Sites' }).click();
    await page.getByText('Showing Example Sites').waitFor();
    expect(page.url()).toContain('tab=sites');
    expect(await page.getByText('You have created 0 of 5 websites').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Rosa’s Bakery' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Actions for Rosa’s Bakery' }).click();
    expect(await page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await screenshot(page, 'shell-journey-my-sites');

    // Profile: edit, cancel restores; edit, save persists.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Temp');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.locator('#profile-firstName').textContent()).toBe('Maria');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First name').fill('Marisol');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Profile updated');
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu' }).locator('[data-initials]').textContent())
      .toBe('ML');
    await expect.poll(() => page.locator('#profile-firstName').textContent()).toBe('Marisol');

    // Settings: turn auto-save on, save, reload: still on.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    const autoSave = page.getByRole('switch', { name: 'Auto-save' });
    await autoSave.waitFor();
    expect(await autoSave.getAttribute('aria-checked')).toBe('false');
    await autoSave.click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expectToast(page, 'Settings saved');
    await page.reload();
    await page.getByRole('switch', { name: 'Auto-save' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Auto-save' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'shell-journey-settings');

    // Logout goes to the landing page.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Stunning Websites');
    await page.close();
  });

  it('shows the spec’s messages for a wrong password and an unknown email', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const email = uniqueEmail('known');
    await register(page, server.url, email, 'right-pass-1');
    await page.context().clearCookies();

    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid credentials');

    await page.getByLabel('Email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(
      page,
      'Account Not Found',
      'No account found with this email. Please create an account first.',
    );
    await screenshot(page, 'shell-login-unknown-email');
    await page.close();
  });

  it('resets a password with the code taken from the mail', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const email = uniqueEmail('forgetful');
    await register(page, server.url, email, 'old-pass-1');
    await page.context().clearCookies();

    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const before = readNewestMail(server.dataDir);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expectToast(page, 'Reset Code Sent');
    const code = await waitForCode(server.dataDir, before);
    await page.getByLabel('6-character code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByLabel('New password', { exact: true }).fill('new-pass-2');
    await page.getByLabel('Confirm new password').fill('new-pass-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectToast(page, 'Password Reset Successful');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('new-pass-2');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    await expectToast(page, 'Welcome back!');
    await page.close();
  });
});
