import { useSyncExternalStore } from 'react';
import { SIGNED_OUT_EVENT } from '../../../lib/forget-browser-data';
import { storage } from '../../../lib/storage';

/**
 * Which website is open in the builder, and nothing else: its content and launch state come from
 * the website query, its unsaved edits from the editor store (site-store.ts).
 */
const SITE_KEY = 'currentWebsite';
const listeners = new Set<() => void>();

function read(): string | null {
  const raw = storage.get(SITE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { id?: unknown };
    return typeof parsed?.id === 'string' && parsed.id ? parsed.id : null;
  } catch {
    return null;
  }
}

let openId: string | null = typeof window === 'undefined' ? null : read();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Signing out already emptied storage; the id in memory must not outlive it.
  window.addEventListener(SIGNED_OUT_EVENT, () => {
    openId = null;
    notify();
  });
  // Another tab generating or opening a site opens it here too (tabs stay in sync).
  window.addEventListener('storage', (event) => {
    if (event.key !== SITE_KEY) return;
    const next = read();
    if (next === openId) return;
    openId = next;
    notify();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getOpenSiteId(): string | null {
  return openId;
}

/** Opens a site (null closes it); the browser keeps `{"id":"…"}` so a reload opens it again. */
export function setOpenSiteId(id: string | null): void {
  if (id === openId && (id === null || storage.get(SITE_KEY) !== null)) return;
  openId = id;
  if (id) storage.set(SITE_KEY, JSON.stringify({ id }));
  else storage.remove(SITE_KEY);
  notify();
}

export function useOpenSiteId(): string | null {
  return useSyncExternalStore(subscribe, getOpenSiteId, () => null);
}
