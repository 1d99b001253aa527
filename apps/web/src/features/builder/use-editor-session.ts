import type { Content } from '@mainstreet/site';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/toast';
import { SIGNED_OUT_EVENT } from '../../lib/forget-browser-data';
import { showPlanLimitToast, UPGRADE_PATH } from '../billing/plan-limit-toast';
import { useSavedSettings } from '../settings/use-account-theme';
import { startAutoSave } from './auto-save';
import { type CurrentSite, getCurrentSite, setCurrentSite, setHasUnsavedChanges } from './current-site';
import { createEditorStore, type EditorState, type EditorStore } from './editor-store';
import { readRecord, type SessionRecord, subscribeRecord, writeRecord } from './session-record';
import { loadWebsite, StaleSaveError, type StoredWebsite, saveWebsite } from './site-api';

export type OpenSite = CurrentSite & { id: string; content: Content };

/** Writes the record other tabs and the preview read, and mirrors it into the current site. */
function syncRecord(record: SessionRecord): void {
  writeRecord(record);
  const current = getCurrentSite();
  if (current?.id === record.websiteId) {
    setCurrentSite({
      ...current,
      name: record.content.siteName || current.name,
      content: record.content,
      version: record.baseVersion,
    });
  }
  setHasUnsavedChanges(record.hasUnsavedChanges);
}

/** A store for the site: restored from an unsaved session record when there is one. */
function openStore(site: OpenSite): EditorStore {
  const record = readRecord(site.id);
  if (record?.hasUnsavedChanges) {
    const entries = record.history.length ? record.history : [record.content];
    const index = Math.min(Math.max(0, record.historyIndex), entries.length - 1);
    return createEditorStore({
      websiteId: site.id,
      content: record.content,
      history: { entries, index },
      hasUnsavedChanges: true,
      baseVersion: record.baseVersion ?? site.version,
      onSync: syncRecord,
    });
  }
  return createEditorStore({
    websiteId: site.id,
    content: site.content,
    baseVersion: site.version,
    onSync: syncRecord,
  });
}

export function useEditorState<T>(store: EditorStore, select: (state: EditorState) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The editing session of one site: store, server refresh, cross-tab merge, save and stale-save handling. */
export function useEditorSession(site: OpenSite) {
  const [store] = useState(() => openStore(site));
  const [conflict, setConflict] = useState<StaleSaveError | null>(null);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const goToUpgrade = useCallback(() => navigate(UPGRADE_PATH), [navigate]);

  useEffect(() => () => store.dispose(), [store]);

  // Signing out removes this account's records; a sync still due must not write them back.
  useEffect(() => {
    const onSignedOut = () => store.discard();
    window.addEventListener(SIGNED_OUT_EVENT, onSignedOut);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, onSignedOut);
  }, [store]);

  useEffect(() => subscribeRecord(site.id, (record) => store.adopt(record)), [store, site.id]);

  // The server copy decides the version; with no unsaved edits it also decides the content.
  useEffect(() => {
    let isActive = true;
    loadWebsite(site.id)
      .then((loaded) => {
        if (!isActive) return;
        const state = store.getState();
        if (!state.hasUnsavedChanges && loaded.version !== state.baseVersion)
          store.reset(loaded.content, loaded.version);
        else if (state.baseVersion === undefined) store.setBaseVersion(loaded.version);
      })
      .catch(() => {
        // Offline or gone: the editor keeps working on the local copy; Save reports any problem.
      });
    return () => {
      isActive = false;
    };
  }, [store, site.id]);

  const afterSave = useCallback(
    (saved: StoredWebsite, content: Content) => {
      store.markSaved(saved.version, content);
      const current = getCurrentSite();
      setCurrentSite({
        id: site.id,
        name: saved.name ?? content.siteName,
        content: store.getState().content,
        version: saved.version,
        netlifyUrl: saved.netlifyUrl ?? current?.netlifyUrl ?? null,
        needsRedeployment: saved.needsRedeployment ?? current?.needsRedeployment,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/websites'] });
    },
    [store, site.id, queryClient],
  );

  /** Saves now; throws on failure (callers choose the message). A stale save opens the conflict choice. */
  const save = useCallback(async () => {
    store.flushText();
    const { content, baseVersion } = store.getState();
    try {
      afterSave(await saveWebsite(site.id, content, baseVersion), content);
    } catch (error) {
      if (error instanceof StaleSaveError) setConflict(error);
      throw error;
    }
  }, [store, site.id, afterSave]);

  // Settings → Auto-save: save by itself once editing pauses (signed-in accounts that turned it on).
  const isAutoSaveOn = useSavedSettings()?.autoSave === true;
  useEffect(() => {
    if (!isAutoSaveOn) return;
    return startAutoSave(store, save, {
      onError: (error) => {
        // A stale save has opened the conflict choice already.
        if (error instanceof StaleSaveError || showPlanLimitToast(error, goToUpgrade)) return;
        toast({
          title: 'Auto-save failed',
          description: 'Your changes are kept in this browser. Save to try again.',
          variant: 'destructive',
        });
      },
    });
  }, [isAutoSaveOn, store, save, goToUpgrade]);

  const saveWithToast = useCallback(async () => {
    if (!store.getState().hasUnsavedChanges) {
      toast({ title: 'Nothing to Save', description: 'There are no unsaved changes.' });
      return;
    }
    try {
      await save();
      toast({ title: 'Content saved successfully' });
    } catch (error) {
      if (error instanceof StaleSaveError) return;
      // Used-up monthly edits are not a random failure: say so, and offer Upgrade.
      if (showPlanLimitToast(error, goToUpgrade)) return;
      toast({
        title: 'Save failed',
        description: 'Unable to save changes. Please try again.',
        variant: 'destructive',
      });
    }
  }, [store, save, goToUpgrade]);

  const loadNewer = useCallback(async () => {
    const stale = conflict;
    setConflict(null);
    const website = stale?.website?.content ? stale.website : await loadWebsite(site.id);
    store.reset(website.content, website.version ?? stale?.currentVersion);
    toast({ title: 'Loaded the newer version' });
  }, [conflict, store, site.id]);

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
