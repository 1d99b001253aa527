import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n/i18n';
import { websiteKey } from '../../../lib/query-keys';
import { showPlanLimitToast, UPGRADE_PATH } from '../../billing/plan-limit-toast';
import { useSavedSettings } from '../../settings/use-account-theme';
import { closeSite, isSiteGone, onSiteClosed, SiteGoneError } from '../site/open-site';
import { StaleSaveError } from '../site/site-api';
import { fetchWebsite } from '../site/website-query';
import type { EditorState, EditorStore } from '../store/editor-store';
import { startAutoSave } from './auto-save';
import { saveSiteStore } from './save-site';

export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The editing session of the open site's store: save, auto-save and stale-save handling. */
export function useEditorSession(store: EditorStore) {
  const siteId = store.getState().websiteId;
  const [conflict, setConflict] = useState<StaleSaveError | null>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const goToUpgrade = useCallback(() => navigate(UPGRADE_PATH), [navigate]);

  // A site the server no longer has is closed: this editor stops and sends nothing more.
  const isClosed = useRef(false);
  useEffect(
    () =>
      onSiteClosed(siteId, () => {
        isClosed.current = true;
      }),
    [siteId],
  );

  /**
   * Saves now, after any save of this tab still travelling; throws on failure (callers choose the
   * message). A stale save opens the conflict choice; a site that is gone closes.
   */
  const save = useCallback(async () => {
    if (isClosed.current) throw new SiteGoneError();
    try {
      await saveSiteStore(queryClient, store);
    } catch (error) {
      if (error instanceof StaleSaveError) setConflict(error);
      if (isSiteGone(error)) {
        closeSite(queryClient, siteId, { announce: true });
        throw new SiteGoneError();
      }
      throw error;
    }
  }, [queryClient, store, siteId]);

  // Settings → Auto-save: save by itself once editing pauses (signed-in accounts that turned it on).
  const isAutoSaveOn = useSavedSettings()?.autoSave === true;
  useEffect(() => {
    if (!isAutoSaveOn) return;
    return startAutoSave(store, save, {
      onError: (error) => {
        // A stale save has opened the conflict choice already; a gone site has said so.
        if (error instanceof StaleSaveError || error instanceof SiteGoneError) return;
        if (showPlanLimitToast(error, goToUpgrade)) return;
        toast({
          title: t('builder.save.autoFailed'),
          description: t('builder.save.autoFailedText'),
          variant: 'destructive',
        });
      },
    });
  }, [isAutoSaveOn, store, save, goToUpgrade]);

  const saveWithToast = useCallback(async () => {
    if (!store.getState().hasUnsavedChanges) {
      toast({ title: t('builder.save.nothing'), description: t('builder.save.nothingText') });
      return;
    }
    try {
      await save();
      toast({ title: t('builder.save.contentSaved') });
    } catch (error) {
      if (error instanceof StaleSaveError || error instanceof SiteGoneError) return;
      // Used-up monthly edits are not a random failure: say so, and offer Upgrade.
      if (showPlanLimitToast(error, goToUpgrade)) return;
      toast({
        title: t('builder.save.failed'),
        description: t('builder.save.failedText'),
        variant: 'destructive',
      });
    }
  }, [store, save, goToUpgrade]);

  const loadNewer = useCallback(async () => {
    const stale = conflict;
    setConflict(null);
    const website = stale?.website?.content ? stale.website : await fetchWebsite(queryClient, siteId);
    // The refusal carried the server's copy: it is the query's data now, as a read would make it.
    if (website === stale?.website) queryClient.setQueryData(websiteKey(siteId), website);
    store.reset(website.content, website.version ?? stale?.currentVersion);
    toast({ title: t('builder.conflict.loaded') });
  }, [conflict, store, siteId, queryClient]);

  const keepMine = useCallback(async () => {
    const stale = conflict;
    setConflict(null);
    store.setBaseVersion(stale?.currentVersion ?? stale?.website?.version);
    await saveWithToast();
  }, [conflict, store, saveWithToast]);

  return {
    store,
    save,
    goToUpgrade,
    saveWithToast,
    conflict,
    loadNewer,
    keepMine,
    dismissConflict: () => setConflict(null),
  };
}
