import { useEffect } from 'react';
import { type CurrentSite, setCurrentSite } from '../builder';
import { getHasUnsavedChanges } from '../builder/current-site';
import { type DashboardTab, isDashboardTab } from './tabs';

export const LEAVE_WARNING = 'You have unsaved changes. Are you sure you want to leave?';

/** Reads a website out of an editWebsite/previewWebsite event (detail is the site, or {website}). */
function siteFromDetail(detail: unknown): CurrentSite | null {
  const raw = (detail && typeof detail === 'object' && 'website' in detail ? detail.website : detail) as
    | Partial<CurrentSite>
    | null
    | undefined;
  if (!raw || typeof raw !== 'object' || typeof raw.name !== 'string') return null;
  return { id: typeof raw.id === 'string' ? raw.id : null, name: raw.name, content: raw.content ?? null };
}

/** The window events other parts of the app use to switch dashboard tabs. */
export function useDashboardEvents(onTab: (tab: DashboardTab) => void) {
  useEffect(() => {
    const handlers: [string, (event: Event) => void][] = [
      [
        'tabChanged',
        (event) => {
          const detail = (event as CustomEvent).detail;
          const tab = typeof detail === 'string' ? detail : detail?.tab;
          if (isDashboardTab(tab)) onTab(tab);
        },
      ],
      [
        'editWebsite',
        (event) => {
          const site = siteFromDetail((event as CustomEvent).detail);
          if (site) setCurrentSite(site);
          onTab('editor');
        },
      ],
      [
        'previewWebsite',
        (event) => {
          const site = siteFromDetail((event as CustomEvent).detail);
          if (site) setCurrentSite(site);
          onTab('preview');
        },
      ],
      ['switchToEditor', () => onTab('editor')],
      ['switchToPreview', () => onTab('preview')],
      ['switchToGenerate', () => onTab('generate')],
    ];
    for (const [name, handler] of handlers) window.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) window.removeEventListener(name, handler);
    };
  }, [onTab]);
}

/** Warns before the page unloads while the editor holds unsaved changes. */
export function useLeaveWarning(isOnEditor: boolean) {
  useEffect(() => {
    if (!isOnEditor) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!getHasUnsavedChanges()) return;
      event.preventDefault();
      // Browsers show their own wording; older ones show this text.
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isOnEditor]);
}
