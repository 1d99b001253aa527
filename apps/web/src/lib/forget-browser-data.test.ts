import { describe, expect, it, vi } from 'vitest';
import { forgetBrowserData, SIGNED_OUT_EVENT } from './forget-browser-data';

describe('forgetBrowserData (logout)', () => {
  it('removes every account key and the session storage, keeping only the browser’s theme and language', async () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'de');
    localStorage.setItem('user', '{"email":"rosa@example.com"}');
    localStorage.setItem('currentWebsite', '{"id":"w1","name":"Rosa"}');
    localStorage.setItem('editingSession:w1', '{"hasUnsavedChanges":true}');
    localStorage.setItem('editingSession:w2', '{"hasUnsavedChanges":false}');
    localStorage.setItem('hasUnsavedChanges', 'true');
    localStorage.setItem('generatedWebsite', '{}');
    sessionStorage.setItem('draft', 'half-typed headline');
    const onSignedOut = vi.fn();
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);

    await forgetBrowserData();

    expect(Object.keys(localStorage).sort()).toEqual(['language', 'theme']);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(sessionStorage.length).toBe(0);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  });
});
