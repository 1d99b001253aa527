import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { getCurrentSite, setCurrentSite, setHasUnsavedChanges } from './current-site';
import { removeRecord } from './session-record';

/** Told to every editor of this tab when a site closes because the server no longer has it. */
export const SITE_CLOSED_EVENT = 'mainstreet:site-closed';
export const SITE_GONE_TITLE = 'This website no longer exists';
export const SITE_GONE_MESSAGE = 'It was deleted, perhaps in another tab. It has been closed here.';

/** The one query key of a website with its content (`GET /api/websites/:id`). */
export function websiteKey(id: string): [string] {
  return [`/api/websites/${id}`];
}

/** A save refused because the site is gone; the site is closed already, nothing more to say. */
export class SiteGoneError extends Error {
  constructor() {
    super(SITE_GONE_TITLE);
  }
}

/** Whether the server answered that this site does not exist (deleted, or never stored). */
export function isSiteGone(error: unknown): boolean {
  return error instanceof SiteGoneError || (error instanceof ApiError && error.status === 404);
}

const announced = new Set<string>();

/**
 * Closes a deleted or missing site everywhere in this browser at once: its editor stops (no more
 * saves, no leave-page warning), its record and cached copy go, and the screens show no site.
 * `announce` shows the one message; a delete the owner made here has its own.
 */
export function closeSite(queryClient: QueryClient, id: string, options: { announce?: boolean } = {}): void {
  window.dispatchEvent(new CustomEvent(SITE_CLOSED_EVENT, { detail: id }));
  removeRecord(id);
  if (getCurrentSite()?.id === id) {
    setCurrentSite(null);
    setHasUnsavedChanges(false);
  }
  queryClient.removeQueries({ queryKey: websiteKey(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: ['/api/websites'], exact: true });
  void queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] });
  if (options.announce && !announced.has(id)) {
    announced.add(id);
    toast({ title: SITE_GONE_TITLE, description: SITE_GONE_MESSAGE, variant: 'destructive' });
  }
}

/** Calls back when the site with this id is closed (see closeSite). */
export function onSiteClosed(id: string, callback: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent).detail === id) callback();
  };
  window.addEventListener(SITE_CLOSED_EVENT, listener);
  return () => window.removeEventListener(SITE_CLOSED_EVENT, listener);
}
