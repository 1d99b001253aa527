import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConfig, mockApi } from '../features/billing/testing/render-with-api';
import { getBotCheckToken } from './bot-check';
import { createQueryClient } from './query-client';

const config = (recaptchaSiteKey: string | null) => fakeConfig({ recaptchaSiteKey });
const recaptchaScripts = () => document.head.querySelectorAll('script[src*="recaptcha"]');

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of recaptchaScripts()) script.remove();
});

describe('bot-check token', () => {
  it('loads no script and sends no token when the server names no site key', async () => {
    mockApi({ 'GET /api/config': () => ({ body: config(null) }) });
    expect(await getBotCheckToken('login', createQueryClient())).toBeUndefined();
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('goes without a token when the configuration cannot be read', async () => {
    mockApi({ 'GET /api/config': () => ({ status: 503, body: {} }) });
    expect(await getBotCheckToken('login', createQueryClient())).toBeUndefined();
    expect(recaptchaScripts()).toHaveLength(0);
  });

  it('asks reCAPTCHA for a token with the site key the server names, reading the config once', async () => {
    const calls = mockApi({ 'GET /api/config': () => ({ body: config('site-key-1') }) });
    const execute = vi.fn(async () => 'token-abc');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    const client = createQueryClient();
    const pending = getBotCheckToken('register', client);
    await vi.waitFor(() => expect(recaptchaScripts()).toHaveLength(1));
    const script = recaptchaScripts()[0] as HTMLScriptElement;
    expect(script.src).toContain('render=site-key-1');
    script.onload?.(new Event('load'));
    expect(await pending).toBe('token-abc');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'register' });
    expect(await getBotCheckToken('login', client)).toBe('token-abc');
    expect(calls.filter((c) => c.key === 'GET /api/config')).toHaveLength(1);
  });
});
