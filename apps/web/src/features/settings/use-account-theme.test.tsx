import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../components/shell/theme-toggle';
import { useSignedIn } from '../../lib/auth';
import type { UserSettings } from '../../lib/types';
import { fakeSettings, mockApi, renderWithApp, starterUser } from '../billing/testing/render-with-api';
import { useAccountTheme } from './use-account-theme';

const isDark = () => document.documentElement.classList.contains('dark');

function Harness() {
  useAccountTheme();
  const signedIn = useSignedIn();
  return (
    <>
      <button type="button" onClick={() => signedIn(starterUser)}>
        Sign in
      </button>
      <ThemeToggle />
    </>
  );
}

/** The account's saved theme on the fake server, kept across page views of one test. */
let savedTheme: UserSettings['defaultTheme'] = 'dark';

/** A server whose account saved `savedTheme`; `isSignedIn` says whether a session exists yet. */
function mockServer(isSignedIn: boolean) {
  return mockApi({
    'GET /api/auth/user': () => (isSignedIn ? { body: starterUser } : { status: 401, body: {} }),
    'POST /api/auth/refresh-session': () => ({ status: 401, body: {} }),
    'GET /api/settings': () => ({ body: fakeSettings({ defaultTheme: savedTheme }) }),
    'PUT /api/settings': (init) => {
      savedTheme = JSON.parse(String(init?.body)).defaultTheme;
      return { body: fakeSettings({ defaultTheme: savedTheme }) };
    },
  });
}

beforeEach(() => {
  savedTheme = 'dark';
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterEach(() => vi.unstubAllGlobals());

describe('the theme follows the signed-in account', () => {
  it('switches to the account’s saved theme when the person signs in', async () => {
    const ue = userEvent.setup();
    mockServer(false);
    renderWithApp(<Harness />, '/auth');
    expect(isDark()).toBe(false);
    await ue.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(isDark()).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('the header switch, signed in, changes the account’s theme: Settings and a reload agree', async () => {
    const ue = userEvent.setup();
    const first = mockServer(false);
    const { unmount } = renderWithApp(<Harness />, '/auth');
    await ue.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(isDark()).toBe(true));
    await ue.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(isDark()).toBe(false);
    await waitFor(() =>
      expect(first).toContainEqual({ key: 'PUT /api/settings', body: { defaultTheme: 'light' } }),
    );
    expect(savedTheme).toBe('light');
    unmount();
    // A later page view, still signed in, loads the settings again: they say light too.
    const calls = mockServer(true);
    renderWithApp(<Harness />, '/dashboard');
    await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/settings')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('asks for no settings and changes nothing while signed out', async () => {
    const calls = mockServer(false);
    localStorage.setItem('theme', 'light');
    renderWithApp(<Harness />, '/');
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/auth/refresh-session')).toBe(true));
    expect(calls.some((c) => c.key === 'GET /api/settings')).toBe(false);
    expect(isDark()).toBe(false);
  });
});
