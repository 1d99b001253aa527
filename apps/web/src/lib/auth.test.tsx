import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedIn } from './auth';
import { setTheme } from './theme';
import type { User } from './types';

const user = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: '', plan: 'starter' } as User;

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
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setTheme('dark');
    signedInHook()(user, { isNewAccount: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/settings',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ defaultTheme: 'dark' }) }),
    );
  });

  it('leaves an existing account’s saved theme alone on sign-in', () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    signedInHook()(user);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
