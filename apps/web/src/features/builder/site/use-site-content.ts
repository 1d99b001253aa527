import { useEffect } from 'react';
import type { EditorStore } from '../store/editor-store';
import { ensureSiteStore } from './site-store';
import { useWebsite } from './website-query';

/**
 * The open site as every builder screen sees it: the server copy (the website query: version,
 * launch state) and the one local copy (the editor store: content, history, saved marker).
 */
export function useSiteContent(id: string | null) {
  const query = useWebsite(id);
  const store: EditorStore | null = id ? ensureSiteStore(id, query.data) : null;
  const website = query.data;
  // A newer server copy moves the store on when nothing is unsaved here; unsaved edits stay and
  // meet the newer version at their save (the stale-save choice).
  useEffect(() => {
    if (!store || !website) return;
    const state = store.getState();
    if (state.baseVersion === undefined) store.setBaseVersion(website.version);
    else if (!state.hasUnsavedChanges && website.version > state.baseVersion)
      store.reset(website.content, website.version);
  }, [store, website]);
  return { store, website, isError: query.isError && !store };
}
