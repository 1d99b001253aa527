import type { QueryClient } from '@tanstack/react-query';
import type { StoredWebsite } from '../builder/site/site-api';
import type { EditorStore } from '../builder/store/editor-store';
import { putWebsiteInCache } from './facts-api';

/**
 * Shows the site written again from the facts: the answer becomes the website query's data (the
 * one server copy) and one edit of the editor store (the one local copy), already saved, one Undo
 * away. Edits not yet saved were saved before the change was sent.
 */
export function adoptWebsite(queryClient: QueryClient, website: StoredWebsite, store: EditorStore): void {
  store.edit(website.content, 'structure');
  store.markSaved(website.version, website.content);
  putWebsiteInCache(queryClient, website);
}
