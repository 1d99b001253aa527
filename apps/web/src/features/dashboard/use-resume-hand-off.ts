import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { apiQuery } from '../../lib/query-client';
import type { User, WebsiteSummary } from '../../lib/types';
import { takeHandOff } from '../auth/hand-off';
import { getCurrentSite, setCurrentSite } from '../builder';

/** The site an owner last worked on: the newest save wins. */
export function pickLastEdited(sites: readonly WebsiteSummary[]): WebsiteSummary | undefined {
  return sites.reduce<WebsiteSummary | undefined>(
    (best, site) => (!best || site.updatedAt > best.updatedAt ? site : best),
    undefined,
  );
}

/**
 * Once someone is signed in: a sign-up that began on a visitor's Edit, Download, Launch or a plan
 * card ends where it was going (a social sign-in comes back to /dashboard without it); and an owner
 * with no site open in this browser (a new device, or after signing out) finds the site they last
 * edited open, in the editor when no tab was asked for.
 */
export function useResumeHandOff(user: User | null, hasTab: boolean) {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const isDone = useRef(false);
  useEffect(() => {
    if (!user || isDone.current) return;
    isDone.current = true;
    const handOff = takeHandOff();
    const here = `${location}${window.location.search}`;
    if (handOff && handOff.redirect !== here) navigate(handOff.redirect, { replace: true });
    if (getCurrentSite()?.id) return;
    void queryClient
      .fetchQuery(apiQuery('/api/websites'))
      .then((sites) => {
        const last = pickLastEdited(sites ?? []);
        // Opened meanwhile (generated, or picked in My Sites): that one stays.
        if (!last || getCurrentSite()?.id) return;
        setCurrentSite({ id: last.id, name: last.name, content: null });
        if (!hasTab && !handOff) navigate(`${location}?tab=editor`, { replace: true });
      })
      .catch(() => {
        // No list (offline): the Generate tab is where a new owner starts anyway.
      });
  }, [user, hasTab, location, navigate, queryClient]);
}
