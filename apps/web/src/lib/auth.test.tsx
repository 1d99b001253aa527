import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedIn } from './auth';
import { fakeApi } from './testing/fake-api';
import { setTheme } from './theme';
import type { User } from './types';

const user: User = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: '',
  plan: 'starter',
  isVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The server's settings route, answering as a new account's settings with the theme sent. */
const settingsApi = () =>
  fakeApi({
    'PUT /api/settings': ({ body }) => ({
      body: {
        emailNotifications: true,
        messageDigest: false,
        twoFactorAuth: false,
        autoSave: false,
        defaultTheme: 'light',
        language: 'en',
        dateFormat: null,
        timezone: 'UTC',
        ...(body as object),
      },
    }),
  });

function signedInHook() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSignedIn(), { wrapper }).result.current;
}

describe('signing in keeps the theme the person sees', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a new account the theme this browser shows, so registering in dark mode stays dark', () => {
    const calls = settingsApi();
    setTheme('dark');
    signedInHook()(user, { isNewAccount: true });
    expect(calls.map((c) => [c.line, c.body])).toEqual([['PUT /api/settings', { defaultTheme: 'dark' }]]);
  });

  it('leaves an existing account’s saved theme alone on sign-in', () => {
    const calls = settingsApi();
    signedInHook()(user);
    expect(calls).toEqual([]);
  });
});
