import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { ApiError, apiRequest } from './api';
import { forgetBrowserData } from './forget-browser-data';
import { storage } from './storage';
import { followAccountTheme, forgetThemeSource, getTheme } from './theme';
import type { User } from './types';

export const USER_QUERY_KEY = ['/api/auth/user'] as const;
const STORED_USER = 'user';

/**
 * Whether this browser holds a session: the server sets a readable `ms_signed_in` cookie beside
 * the HttpOnly session cookie, so a visitor's page load asks nothing that answers 401.
 */
export function hasSessionHint(): boolean {
  // Outside a browser there is no cookie to read: ask.
  return typeof document === 'undefined' || /(?:^|;\s*)ms_signed_in=/.test(document.cookie);
}

/**
 * The current user, or null when signed out. A 401 triggers one `refresh-session` attempt;
 * any other failure counts as signed out. Without a session there is nobody to ask about.
 */
export async function fetchCurrentUser(): Promise<User | null> {
  if (!hasSessionHint()) {
    storage.remove(STORED_USER);
    return null;
  }
  try {
    return await apiRequest('GET', '/api/auth/user');
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) {
      console.warn('Failed to fetch user', error);
      return null;
    }
  }
  try {
    await apiRequest('POST', '/api/auth/refresh-session');
    return await apiRequest('GET', '/api/auth/user');
  } catch {
    storage.remove(STORED_USER);
    return null;
  }
}

/** Remembers the signed-in user so the next visit can pick the right screen before the call returns. */
export function rememberUser(user: User): void {
  storage.set(STORED_USER, JSON.stringify(user));
}

export function hasRememberedUser(): boolean {
  return storage.get(STORED_USER) !== null;
}

export function useAuth() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchCurrentUser,
    retry: false,
    staleTime: 0,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/** Signs out: ends the server session, forgets local records and cached data, then goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      // A failed logout is only logged; the person stays where they are.
      console.error('Logout failed', error);
      return;
    }
    // Every editing record and unsaved edit goes too: the next person at this browser must not see them.
    forgetThemeSource();
    await forgetBrowserData();
    queryClient.clear();
    queryClient.setQueryData(USER_QUERY_KEY, null);
    navigate('/');
  }, [navigate, queryClient]);
}

/**
 * After login/register: remember the user and make it current without another round trip; the
 * account's saved theme applies once its settings load.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User, options: { isNewAccount?: boolean } = {}) => {
      rememberUser(user);
      followAccountTheme();
      // A new account has no theme of its own yet: it starts with the one this browser shows.
      if (options.isNewAccount)
        void apiRequest('PUT', '/api/settings', { body: { defaultTheme: getTheme() } }).catch(() => {});
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    [queryClient],
  );
}
