import type { Content } from '@mainstreet/site';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/toast';
import { SIGNED_OUT_EVENT } from '../../lib/forget-browser-data';
import { showPlanLimitToast, UPGRADE_PATH } from '../billing/plan-limit-toast';
import { useSavedSettings } from '../settings/use-account-theme';
import { startAutoSave } from './auto-save';
import { type CurrentSite, getCurrentSite, setCurrentSite, setHasUnsavedChanges } from './current-site';
import { createEditorStore, type EditorState, type EditorStore } from './editor-store';
import { closeSite, isSiteGone, onSiteClosed, SiteGoneError, websiteKey } from './open-site';
import { createSaveQueue } from './save-queue';
import {
  readRecord,
  restoreRecord,
  type SessionRecord,
  subscribeRecord,
  writeRecord,
} from './session-record';
import { StaleSaveError, type StoredWebsite, saveWebsite } from './site-api';
import { fetchWebsite } from './website-query';

export type OpenSite = CurrentSite & { id: string; content: Content };

/** Writes the record other tabs and the preview read, and mirrors it into the current site. */
function syncRecord(record: SessionRecord): void {
  writeRecord(record);
  const current = getCurrentSite();
  // A site closed meanwhile (deleted, another opened) must not set the leave-page warning.
  if (current?.id !== record.websiteId) return;
  setCurrentSite({
    ...current,
    name: record.content.siteName || current.name,
    content: record.content,
    version: record.baseVersion,
  });
  setHasUnsavedChanges(record.hasUnsavedChanges);
}

/** A store for the site: restored from an unsaved session record when there is one. */
function openStore(site: OpenSite): EditorStore {
  const record = readRecord(site.id);
  if (record?.hasUnsavedChanges) {
    const restored = restoreRecord(record);
    return createEditorStore({
      websiteId: site.id,
      content: restored.content,
      history: restored.history,
      savedContent: restored.savedContent,
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

  // A site the server no longer has is closed: this editor stops and sends nothing more.
  const isClosed = useRef(false);
  useEffect(
    () =>
      onSiteClosed(site.id, () => {
        isClosed.current = true;
        store.discard();
      }),
    [store, site.id],
  );
  const closeGone = useCallback(
    () => closeSite(queryClient, site.id, { announce: true }),
    [queryClient, site.id],
  );

  // The server copy decides the version; with no unsaved edits it also decides the content.
  useEffect(() => {
    let isActive = true;
    fetchWebsite(queryClient, site.id)
      .then((loaded) => {
        if (!isActive) return;
        const state = store.getState();
        if (!state.hasUnsavedChanges && loaded.version !== state.baseVersion)
          store.reset(loaded.content, loaded.version);
        else if (state.baseVersion === undefined) store.setBaseVersion(loaded.version);
      })
      .catch((error) => {
        if (isActive && isSiteGone(error)) closeGone();
        // Otherwise offline: the editor keeps working on the local copy; Save reports any problem.
      });
    return () => {
      isActive = false;
    };
  }, [store, site.id, queryClient, closeGone]);

  const afterSave = useCallback(
    (saved: StoredWebsite, content: Content) => {
      store.markSaved(saved.version, content);
      // The save's answer is the server's view now: the preview's redeploy banner reads it from here.
      queryClient.setQueryData(websiteKey(site.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] });
      const current = getCurrentSite();
      setCurrentSite({
        id: site.id,
        name: saved.name ?? content.siteName,
        content: store.getState().content,
        version: saved.version,
        netlifyUrl: saved.netlifyUrl ?? current?.netlifyUrl ?? null,
        needsRedeployment: saved.needsRedeployment ?? current?.needsRedeployment,
      });
      void queryClient.invalidateQueries({ queryKey: ['/api/websites'], exact: true });
    },
    [store, site.id, queryClient],
  );

  const afterSaveRef = useRef(afterSave);
  afterSaveRef.current = afterSave;
  const closeGoneRef = useRef(closeGone);
  closeGoneRef.current = closeGone;
  /**
   * Saves now, after any save of this tab still travelling; throws on failure (callers choose the
   * message). A stale save opens the conflict choice; a site that is gone closes.
   */
  const [save] = useState(() =>
    createSaveQueue(async () => {
      if (isClosed.current) throw new SiteGoneError();
      store.flushText();
      const { content, baseVersion, hasUnsavedChanges } = store.getState();
      // The save before this one took these edits already (an upload's save after auto-save).
      if (!hasUnsavedChanges) return;
      try {
        afterSaveRef.current(await saveWebsite(site.id, content, baseVersion), content);
      } catch (error) {
        if (error instanceof StaleSaveError) setConflict(error);
        if (isSiteGone(error)) {
          closeGoneRef.current();
          throw new SiteGoneError();
        }
        throw error;
      }
    }, site.id),
  );

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
      if (error instanceof StaleSaveError || error instanceof SiteGoneError) return;
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
    const website = stale?.website?.content ? stale.website : await fetchWebsite(queryClient, site.id);
    store.reset(website.content, website.version ?? stale?.currentVersion);
    toast({ title: 'Loaded the newer version' });
  }, [conflict, store, site.id, queryClient]);

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
