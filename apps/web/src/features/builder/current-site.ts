import type { Content } from '@mainstreet/site';
import { useSyncExternalStore } from 'react';
import { SIGNED_OUT_EVENT } from '../../lib/forget-browser-data';
import { storage } from '../../lib/storage';

/** The website being generated, edited or previewed; shared by the builder screens and the dashboard. */
export type CurrentSite = {
  /** Null until the server has stored it. */
  id: string | null;
  name: string;
  /** Null when only the list row is known; the editor then loads it. */
  content: Content | null;
  /** The server version the content was loaded at; saves send it to detect stale writes. */
  version?: number;
  /** The live address once launched, and whether saved edits still wait for a redeploy. */
  netlifyUrl?: string | null;
  needsRedeployment?: boolean;
};

const SITE_KEY = 'currentWebsite';
const UNSAVED_KEY = 'hasUnsavedChanges';
const listeners = new Set<() => void>();

/**
 * The browser keeps only which site is open (`{"id":"…"}`): its content comes from the one website
 * query, and unsaved edits from the site's editing record (session-record.ts), never from here.
 */
function read(): CurrentSite | null {
  const raw = storage.get(SITE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { id?: unknown };
    return typeof parsed?.id === 'string' && parsed.id ? { id: parsed.id, name: '', content: null } : null;
  } catch {
    return null;
  }
}

let current: CurrentSite | null = typeof window === 'undefined' ? null : read();
let hasUnsaved = typeof window === 'undefined' ? false : storage.get(UNSAVED_KEY) === 'true';

function notify() {
  for (const listener of listeners) listener();
}

// Another tab generating or opening a site changes it here too (tabs stay in sync).
if (typeof window !== 'undefined') {
  // Signing out already emptied storage; the copy in memory must not outlive it.
  window.addEventListener(SIGNED_OUT_EVENT, () => {
    current = null;
    hasUnsaved = false;
    notify();
  });
  window.addEventListener('storage', (event) => {
    if (event.key === SITE_KEY) {
      const opened = read();
      // The same site still open in this tab keeps the copy it has.
      if (opened?.id === current?.id) return;
      current = opened;
      notify();
    } else if (event.key === UNSAVED_KEY) {
      hasUnsaved = event.newValue === 'true';
      notify();
    }
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCurrentSite(): CurrentSite | null {
  return current;
}

export function setCurrentSite(site: CurrentSite | null): void {
  const previousId = current?.id;
  current = site;
  // Only the id is stored, and only when it changes: other tabs load a site they are told to open.
  if (site?.id) {
    if (site.id !== previousId || storage.get(SITE_KEY) === null)
      storage.set(SITE_KEY, JSON.stringify({ id: site.id }));
  } else storage.remove(SITE_KEY);
  notify();
}

export function useCurrentSite(): CurrentSite | null {
  return useSyncExternalStore(subscribe, getCurrentSite, () => null);
}

/** The editor's unsaved-changes flag; the dashboard warns before leaving the page while it is set. */
export function getHasUnsavedChanges(): boolean {
  return hasUnsaved;
}

export function setHasUnsavedChanges(value: boolean): void {
  hasUnsaved = value;
  if (value) storage.set(UNSAVED_KEY, 'true');
  else storage.remove(UNSAVED_KEY);
  notify();
}

export function useHasUnsavedChanges(): boolean {
  return useSyncExternalStore(subscribe, getHasUnsavedChanges, () => false);
}
