import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark';
const KEY = 'theme';
/**
 * Whose choice the stored theme is: 'account' follows the signed-in account's saved theme (set at
 * sign-in); 'local' means the person picked one in this browser since then, which wins.
 */
const SOURCE_KEY = 'themeSource';
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return storage.get(KEY) === 'dark' ? 'dark' : 'light';
}

function storeTheme(theme: Theme): void {
  storage.set(KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Applies and persists a theme picked in this browser (the header toggle); light is the default. */
export function setTheme(theme: Theme): void {
  storage.set(SOURCE_KEY, 'local');
  storeTheme(theme);
}

/** At sign-in: from now on the account's saved theme applies, until the person picks one here. */
export function followAccountTheme(): void {
  storage.set(SOURCE_KEY, 'account');
}

/** At sign-out: no account to follow; the browser keeps showing the theme it has. */
export function forgetThemeSource(): void {
  storage.remove(SOURCE_KEY);
}

/** Applies the account's saved theme unless the person picked one in this browser since signing in. */
export function applyAccountTheme(theme: Theme): void {
  if (storage.get(SOURCE_KEY) === 'account' && theme !== getTheme()) storeTheme(theme);
}

/** A theme chosen in Settings: applies at once here, and this browser follows the account again. */
export function chooseAccountTheme(theme: Theme): void {
  followAccountTheme();
  storeTheme(theme);
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getTheme,
    () => 'light' as Theme,
  );
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')];
}
