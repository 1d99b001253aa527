import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { apiQuery } from '../../lib/query-client';
import type { User } from '../../lib/types';
import { takeHandOff } from '../auth/hand-off';
import { getOpenSiteId, setOpenSiteId } from '../builder';
import { pickLastEdited } from '../builder/site/open-site';

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
    if (getOpenSiteId()) return;
    void queryClient
      .fetchQuery(apiQuery('/api/websites'))
      .then((sites) => {
        const last = pickLastEdited(sites ?? []);
        // Opened meanwhile (generated, or picked in My Sites): that one stays.
        if (!last || getOpenSiteId()) return;
        setOpenSiteId(last.id);
        if (!hasTab && !handOff) navigate(`${location}?tab=editor`, { replace: true });
      })
      .catch(() => {
        // No list (offline): the Generate tab is where a new owner starts anyway.
      });
  }, [user, hasTab, location, navigate, queryClient]);
}
