import type { QueryClient } from '@tanstack/react-query';
import { usageKey, websiteKey, websitesKey } from '../../../lib/query-keys';
import { type StoredWebsite, saveWebsite } from '../site/site-api';
import type { EditorStore } from '../store/editor-store';
import { queueSiteSave } from './save-queue';

/**
 * Saves the site's store, after any save of it this tab still has travelling (the editor's Save,
 * auto-save, an upload's, the preview's), so each sends the version the last one got back. The
 * answer becomes the website query's data: the server copy every screen reads. Null when there was
 * nothing unsaved. Throws what the save threw (a stale version, a gone site, a plan limit).
 */
export function saveSiteStore(queryClient: QueryClient, store: EditorStore): Promise<StoredWebsite | null> {
  const id = store.getState().websiteId;
  return queueSiteSave(id, async () => {
    store.flushText();
    const { content, baseVersion, hasUnsavedChanges } = store.getState();
    // The save before this one took these edits already (an upload's save after auto-save).
    if (!hasUnsavedChanges) return null;
    const saved = await saveWebsite(id, content, baseVersion);
    // Edits typed while the save travelled stay unsaved.
    store.markSaved(saved.version, content);
    queryClient.setQueryData(websiteKey(id), saved);
    void queryClient.invalidateQueries({ queryKey: usageKey });
    void queryClient.invalidateQueries({ queryKey: websitesKey, exact: true });
    return saved;
  });
}
