import type { QueryClient } from '@tanstack/react-query';
import { getCurrentSite, setCurrentSite } from '../builder/current-site';
import type { EditorStore } from '../builder/editor-store';
import type { StoredWebsite } from '../builder/site-api';
import { putWebsiteInCache } from './facts-api';

/**
 * Shows the site written again from the facts: in the website query, and in the editor store when
 * the editor is open (one edit, one Undo away, already saved) or else in the open site the preview
 * draws. Edits not yet saved were saved before the change (the editor) or are refused (preview).
 */
export function adoptWebsite(queryClient: QueryClient, website: StoredWebsite, store?: EditorStore): void {
  putWebsiteInCache(queryClient, website);
  if (store) {
    store.edit(website.content, 'structure');
    store.markSaved(website.version, website.content);
    return;
  }
  const current = getCurrentSite();
  if (current?.id !== website.id) return;
  setCurrentSite({ ...current, name: website.name, content: website.content, version: website.version });
}
