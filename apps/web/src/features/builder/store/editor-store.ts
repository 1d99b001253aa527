import type { Content } from '@mainstreet/site';
import { dequal } from 'dequal';
import {
  canRedo,
  canUndo,
  createHistory,
  currentOf,
  type History,
  pushHistory,
  redoHistory,
  undoHistory,
} from './history';
import { restoreRecord, type SessionRecord } from './session-record';

/** Text edits become an undo step after 5 s of quiet; the live sync follows 300 ms after an edit. */
export const TEXT_SNAPSHOT_DELAY_MS = 5_000;
export const LIVE_SYNC_DELAY_MS = 300;

export type EditorState = {
  websiteId: string;
  content: Content;
  history: History<Content>;
  hasUnsavedChanges: boolean;
  lastUpdated: number;
  baseVersion?: number;
  canUndo: boolean;
  canRedo: boolean;
};

export type EditKind = 'text' | 'structure';

/** Whether two contents are the same site: the same object, or equal field by field. */
export function isSameContent(a: Content | null | undefined, b: Content | null | undefined): boolean {
  return a === b || dequal(a, b);
}

type StoreOptions = {
  websiteId: string;
  content: Content;
  baseVersion?: number;
  /** Restores an unsaved session (after a reload): its history and the entry last saved, if any. */
  history?: History<Content>;
  /** The content last saved to the server; omitted means `content` (a fresh open is clean). */
  savedContent?: Content | null;
  /** Called 300 ms after the last edit with the record to keep (session storage and preview sync). */
  onSync?: (record: SessionRecord) => void;
  now?: () => number;
};

export type EditorStore = ReturnType<typeof createEditorStore>;

/** The editor's state outside React: content, undo history with its text debounce, and sync timers. */
export function createEditorStore(options: StoreOptions) {
  const now = options.now ?? Date.now;
  // Unsaved means "differs from what was last saved", compared field by field: a text tapped and
  // left as it was, or Undo back to the saved content, is clean (not "an edit happened").
  let savedContent: Content | null =
    options.savedContent === undefined ? options.content : options.savedContent;
  const isDirty = (content: Content) => savedContent === null || !isSameContent(content, savedContent);
  const push = (history: History<Content>, content: Content) =>
    pushHistory(history, content, undefined, isSameContent);
  let state = build({
    websiteId: options.websiteId,
    content: options.content,
    history: options.history ?? createHistory(options.content),
    hasUnsavedChanges: isDirty(options.content),
    lastUpdated: now(),
    baseVersion: options.baseVersion,
  });
  let snapshotTimer: ReturnType<typeof setTimeout> | undefined;
  let syncTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set at sign-out: the account's records were removed and must not be written again. */
  let isDiscarded = false;
  const listeners = new Set<() => void>();
  /** Told of edits made here (typing, structure, undo/redo), not of records adopted from other tabs. */
  const editListeners = new Set<() => void>();

  function sync(): void {
    if (!isDiscarded) options.onSync?.(toRecord());
  }

  function build(s: Omit<EditorState, 'canUndo' | 'canRedo'>): EditorState {
    return {
      ...s,
      canUndo: canUndo(s.history) || !isSameContent(currentOf(s.history), s.content),
      canRedo: canRedo(s.history),
    };
  }

  function set(patch: Partial<EditorState>): void {
    state = build({ ...state, ...patch });
    for (const listener of listeners) listener();
  }

  function toRecord(): SessionRecord {
    return {
      websiteId: state.websiteId,
      content: state.content,
      history: state.history.entries,
      historyIndex: state.history.index,
      savedIndex: state.history.entries.findIndex((entry) => !isDirty(entry)),
      hasUnsavedChanges: state.hasUnsavedChanges,
      lastUpdated: state.lastUpdated,
      baseVersion: state.baseVersion,
    };
  }

  function scheduleSync(): void {
    clearTimeout(syncTimer);
    syncTimer = setTimeout(() => {
      syncTimer = undefined;
      sync();
    }, LIVE_SYNC_DELAY_MS);
  }

  /** Turns typed text not yet in the history into an undo step now. */
  function flushText(): void {
    if (snapshotTimer === undefined) return;
    clearTimeout(snapshotTimer);
    snapshotTimer = undefined;
    set({ history: push(state.history, state.content) });
  }

  function edit(content: Content, kind: EditKind = 'structure'): void {
    // Nothing changed (a text left as it was): no step, no unsaved mark, no sync.
    if (isSameContent(content, state.content)) return;
    if (kind === 'text') {
      set({ content, hasUnsavedChanges: isDirty(content), lastUpdated: now() });
      clearTimeout(snapshotTimer);
      snapshotTimer = setTimeout(() => {
        snapshotTimer = undefined;
        set({ history: push(state.history, state.content) });
      }, TEXT_SNAPSHOT_DELAY_MS);
    } else {
      flushText();
      set({
        content,
        history: push(state.history, content),
        hasUnsavedChanges: isDirty(content),
        lastUpdated: now(),
      });
    }
    scheduleSync();
    for (const listener of editListeners) listener();
  }

  function move(step: (h: History<Content>) => History<Content>): boolean {
    flushText();
    const history = step(state.history);
    if (history === state.history) return false;
    const content = currentOf(history);
    set({ history, content, hasUnsavedChanges: isDirty(content), lastUpdated: now() });
    scheduleSync();
    for (const listener of editListeners) listener();
    return true;
  }

  return {
    getState: (): EditorState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Calls `listener` after each edit made in this tab (auto-save waits for a pause in these). */
    onLocalEdit(listener: () => void): () => void {
      editListeners.add(listener);
      return () => editListeners.delete(listener);
    },
    edit,
    undo: () => move(undoHistory),
    redo: () => move(redoHistory),
    flushText,
    toRecord,
    /** After a successful save of `saved`: edits made while it was under way stay unsaved. */
    markSaved(version: number | undefined, saved: Content = state.content): void {
      savedContent = saved;
      set({
        hasUnsavedChanges: isDirty(state.content),
        baseVersion: version ?? state.baseVersion,
        lastUpdated: now(),
      });
      // Other tabs must learn the new version at once, or a save there right after would be refused as stale.
      clearTimeout(syncTimer);
      syncTimer = undefined;
      sync();
    },
    /** The server version the next save claims to start from. */
    setBaseVersion(version: number | undefined): void {
      set({ baseVersion: version });
    },
    /** Takes a record another tab wrote when it is newer than ours (the newer record wins). */
    adopt(record: SessionRecord): boolean {
      if (record.lastUpdated <= state.lastUpdated) return false;
      clearTimeout(snapshotTimer);
      snapshotTimer = undefined;
      const restored = restoreRecord(record);
      savedContent = restored.savedContent;
      set({
        content: restored.content,
        history: restored.history,
        hasUnsavedChanges: isDirty(restored.content),
        lastUpdated: record.lastUpdated,
        baseVersion: record.baseVersion ?? state.baseVersion,
      });
      return true;
    },
    /** Replaces everything with the server's copy (after a stale save, when the owner loads the newer version). */
    reset(content: Content, version?: number): void {
      clearTimeout(snapshotTimer);
      snapshotTimer = undefined;
      savedContent = content;
      set({
        content,
        history: createHistory(content),
        hasUnsavedChanges: false,
        baseVersion: version,
        lastUpdated: now(),
      });
      scheduleSync();
    },
    /** Stops the timers; a sync still due is written at once so leaving the editor loses nothing. */
    dispose(): void {
      clearTimeout(snapshotTimer);
      if (syncTimer !== undefined) {
        clearTimeout(syncTimer);
        sync();
      }
      listeners.clear();
      editListeners.clear();
    },
    /** At sign-out: stops the timers and writes nothing more, not even a sync still due. */
    discard(): void {
      isDiscarded = true;
      clearTimeout(snapshotTimer);
      clearTimeout(syncTimer);
      syncTimer = undefined;
    },
  };
}
