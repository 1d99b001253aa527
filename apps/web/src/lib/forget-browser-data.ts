/** Window event sent after sign-out; modules holding account data in memory drop it. */
export const SIGNED_OUT_EVENT = 'mainstreet:signed-out';

/**
 * The only keys that outlive a sign-out: how this browser shows pages (theme, language), which says nothing about
 * the account. Everything else (the current site, editing records of every website, unsaved
 * edits, the remembered user, older builds' editingWebsite/previewWebsite/generatedWebsite keys and
 * any key a later feature adds) belongs to the account and goes, since another person may use the
 * same browser next.
 */
const BROWSER_KEYS = new Set(['theme', 'language']);

function clearLocalStorage(win: Window): void {
  try {
    const keys = Array.from({ length: win.localStorage.length }, (_, i) => win.localStorage.key(i));
    for (const key of keys) if (key !== null && !BROWSER_KEYS.has(key)) win.localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept in it either.
  }
}

async function deleteDatabases(win: Window): Promise<void> {
  try {
    const databases = (await win.indexedDB?.databases?.()) ?? [];
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve) => {
            if (!name) return resolve();
            const request = win.indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    );
  } catch {
    // No IndexedDB here (private mode, old browser): nothing to delete.
  }
}

/** Removes what this browser keeps for the signed-out account: local and session storage, IndexedDB. */
export async function forgetBrowserData(win: Window = window): Promise<void> {
  // First: whatever holds account data in memory stops writing it, then storage is emptied.
  win.dispatchEvent(new Event(SIGNED_OUT_EVENT));
  clearLocalStorage(win);
  try {
    win.sessionStorage.clear();
  } catch {
    // See clearLocalStorage.
  }
  await deleteDatabases(win);
}
