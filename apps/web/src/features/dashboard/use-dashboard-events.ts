import { useEffect } from 'react';
import { t } from '../../i18n/i18n';
import { getOpenSiteId, setOpenSiteId } from '../builder';
import { hasUnsavedWork } from '../builder/site/site-store';
import { type DashboardTab, isDashboardTab } from './tabs';

/** Reads the website id out of an editWebsite/previewWebsite event (detail is the site, or {website}). */
function siteIdFromDetail(detail: unknown): string | null {
  const raw = (detail && typeof detail === 'object' && 'website' in detail ? detail.website : detail) as
    | { id?: unknown }
    | null
    | undefined;
  return raw && typeof raw === 'object' && typeof raw.id === 'string' && raw.id ? raw.id : null;
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
          const id = siteIdFromDetail((event as CustomEvent).detail);
          if (id) setOpenSiteId(id);
          onTab('editor');
        },
      ],
      [
        'previewWebsite',
        (event) => {
          const id = siteIdFromDetail((event as CustomEvent).detail);
          if (id) setOpenSiteId(id);
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
      if (!hasUnsavedWork(getOpenSiteId())) return;
      event.preventDefault();
      // Browsers show their own wording; older ones show this text.
      const warning = t('dashboard.leaveWarning');
      event.returnValue = warning;
      return warning;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isOnEditor]);
}
