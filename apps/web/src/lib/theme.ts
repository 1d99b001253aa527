import { useSyncExternalStore } from 'react';
import { storage } from './storage';

export type Theme = 'light' | 'dark';
const KEY = 'theme';
const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return storage.get(KEY) === 'dark' ? 'dark' : 'light';
}

/** Applies and persists the theme; light is the default (spec §9). */
export function setTheme(theme: Theme): void {
  storage.set(KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
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
