import { deflateSync } from 'node:zlib';
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A real PNG of one colour, made here so the test needs no fixture file. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits for a toast with this title (the app shows one at a time). */
export async function expectToast(page: Page, title: string | RegExp): Promise<void> {
  await page.getByText(title).first().waitFor({ timeout: 15_000 });
}

/** Generates a site as a visitor would, from the Generate tab, and waits for the preview. */
export async function generateSite(page: Page, baseUrl: string, description: string): Promise<FrameLocator> {
  await page.goto(`${baseUrl}/dashboard?tab=generate`);
  await page.getByLabel('Website Description').fill(description);
  await page.getByRole('button', { name: 'Generate Website' }).click();
  await page.waitForURL(/tab=preview/, { timeout: 60_000 });
  const frame = page.frameLocator('iframe[title^="Preview of"]');
  await frame.locator('h1').first().waitFor({ timeout: 30_000 });
  return frame;
}

/** Registers through the auth screen (a verification code is read from the mail box when asked). */
export async function register(page: Page, email: string, password: string): Promise<void> {
  const firstName = page.getByLabel('First name');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if (!(await firstName.isVisible()))
    await page
      .getByRole('button', { name: /^create account$/i })
      .first()
      .click();
  await page.getByLabel('First name').fill('Rosie');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).last().click();
}

/** The editor's canvas frame, once the site is rendered in it. */
export async function openEditorCanvas(page: Page): Promise<FrameLocator> {
  const frame = page.frameLocator('iframe[title^="Editing"]');
  await frame.locator('[data-path="hero.headline"]').waitFor({ timeout: 30_000 });
  return frame;
}

/** Replaces the text at a data-path in the canvas by clicking it and typing, as a person would. */
export async function editText(page: Page, frame: FrameLocator, path: string, text: string): Promise<void> {
  const el = frame.locator(`[data-path="${path}"]`).first();
  await el.click();
  await expect.poll(() => el.getAttribute('contenteditable')).toBe('plaintext-only');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect.poll(() => el.getAttribute('contenteditable')).toBeNull();
}
