import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { apiQuery } from '../../../lib/query-client';
import { usageKey, websiteKey, websitesKey } from '../../../lib/query-keys';
import type { WebsiteSummary } from '../../../lib/types';
import { removeRecord } from '../store/session-record';
import { getOpenSiteId, setOpenSiteId } from './current-site';
import { releaseSiteStore } from './site-store';

/** Told to every editor of this tab when a site closes because the server no longer has it. */
export const SITE_CLOSED_EVENT = 'mainstreet:site-closed';

/** A save refused because the site is gone; the site is closed already, nothing more to say. */
export class SiteGoneError extends Error {
  constructor() {
    super('This website no longer exists');
  }
}

/** Whether the server answered that this site does not exist (deleted, or never stored). */
export function isSiteGone(error: unknown): boolean {
  return error instanceof SiteGoneError || (error instanceof ApiError && error.status === 404);
}

/** The site an owner last worked on: the newest save wins. */
export function pickLastEdited(sites: readonly WebsiteSummary[]): WebsiteSummary | undefined {
  return sites.reduce<WebsiteSummary | undefined>(
    (best, site) => (!best || site.updatedAt > best.updatedAt ? site : best),
    undefined,
  );
}

/** Opens the owner's last-edited site once the list is known, unless another was opened meanwhile. */
function openNextSite(queryClient: QueryClient): void {
  void queryClient
    .fetchQuery(apiQuery('/api/websites'))
    .then((sites) => {
      const next = pickLastEdited(sites ?? []);
      if (next && getOpenSiteId() === null) setOpenSiteId(next.id);
    })
    .catch(() => {
      // No list (a visitor, or offline): nothing else to open.
    });
}

const announced = new Set<string>();

/**
 * Closes a deleted or missing site everywhere in this browser at once: its editor stops (no more
 * saves, no leave-page warning), its record, store and cached copy go, the list drops it, and when
 * it was the open site the owner's next site opens in its place. `announce` shows the one message;
 * a delete the owner made here has its own.
 */
export function closeSite(queryClient: QueryClient, id: string, options: { announce?: boolean } = {}): void {
  window.dispatchEvent(new CustomEvent(SITE_CLOSED_EVENT, { detail: id }));
  releaseSiteStore({ discard: true, id });
  removeRecord(id);
  queryClient.removeQueries({ queryKey: websiteKey(id), exact: true });
  const list = queryClient.getQueryData<WebsiteSummary[]>(websitesKey);
  const rest = list?.filter((site) => site.id !== id);
  if (rest) queryClient.setQueryData(websitesKey, rest);
  if (getOpenSiteId() === id) {
    // With the list in hand the next site opens in the same render: no "Please generate a site".
    setOpenSiteId(pickLastEdited(rest ?? [])?.id ?? null);
    if (!rest) openNextSite(queryClient);
  }
  void queryClient.invalidateQueries({ queryKey: websitesKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: usageKey });
  if (options.announce && !announced.has(id)) {
    announced.add(id);
    toast({ title: t('builder.gone.title'), description: t('builder.gone.text'), variant: 'destructive' });
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
