import { SIGNED_OUT_EVENT } from '../../../lib/forget-browser-data';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { readRecord, restoreRecord, subscribeRecord, writeRecord } from '../store/session-record';
import type { StoredWebsite } from './site-api';

/**
 * The one local copy of the open site in this tab (as Puck keeps its editor in one store): its
 * content, undo history and the content last saved. The editor and the preview read this same
 * store; the browser record (session-record.ts) is its persisted form, for a reload and other tabs.
 */
type Entry = { id: string; store: EditorStore; stop: () => void };

let entry: Entry | null = null;

/** Unsaved edits kept in the browser win over the server copy; without them the server's is used. */
function createStore(id: string, server: StoredWebsite | undefined): EditorStore | null {
  const record = readRecord(id);
  if (record?.hasUnsavedChanges) {
    const restored = restoreRecord(record);
    return createEditorStore({
      websiteId: id,
      content: restored.content,
      history: restored.history,
      savedContent: restored.savedContent,
      baseVersion: record.baseVersion ?? server?.version,
      onSync: writeRecord,
    });
  }
  if (!server) return null;
  return createEditorStore({
    websiteId: id,
    content: server.content,
    baseVersion: server.version,
    onSync: writeRecord,
  });
}

/** The store of a site when this tab has one. */
export function getSiteStore(id: string | null | undefined): EditorStore | null {
  return id && entry?.id === id ? entry.store : null;
}

/**
 * The store of the site, made on first use from its record or the server copy (null while neither
 * is known). Opening another site lets the previous store go, its last sync written. Screens call
 * this while rendering: it is idempotent per id, so a repeated render gets the same store.
 */
export function ensureSiteStore(id: string, server: StoredWebsite | undefined): EditorStore | null {
  const existing = getSiteStore(id);
  if (existing) return existing;
  const store = createStore(id, server);
  if (!store) return null;
  releaseSiteStore({ discard: false });
  // Another tab's newer record replaces this one's (the newer record wins).
  const stop = subscribeRecord(id, (record) => store.adopt(record));
  entry = { id, store, stop };
  return store;
}

/**
 * Lets the store go. `discard` (a deleted site, a sign-out) writes nothing more; otherwise a sync
 * still due is written first so nothing typed is lost.
 */
export function releaseSiteStore({ discard, id }: { discard: boolean; id?: string }): void {
  if (!entry || (id !== undefined && entry.id !== id)) return;
  const { store, stop } = entry;
  entry = null;
  stop();
  if (discard) store.discard();
  else store.dispose();
}

/** Whether the open site holds edits the server does not have (the leave-page warning asks this). */
export function hasUnsavedWork(id: string | null): boolean {
  return getSiteStore(id)?.getState().hasUnsavedChanges ?? false;
}

if (typeof window !== 'undefined')
  // Signing out removed this account's records; a sync still due must not write them back.
  window.addEventListener(SIGNED_OUT_EVENT, () => releaseSiteStore({ discard: true }));
