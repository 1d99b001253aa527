import type { EditorStore } from '../store/editor-store';

/**
 * How long editing must pause before auto-save saves: the same quiet that makes typed text an undo
 * step, so a save never splits a word being typed. Each save is one of the plan's monthly edits.
 */
export const AUTO_SAVE_PAUSE_MS = 5_000;

type AutoSaveOptions = {
  pauseMs?: number;
  /** A failed save; the edits stay unsaved (and in this browser) until the next pause or Save. */
  onError?: (error: unknown) => void;
};

/**
 * Saves the editor each time editing in this tab pauses for `pauseMs`. Edits made while a save is
 * under way wait for the next pause; edits adopted from another tab are that tab's to save.
 * Returns a function that stops it.
 */
export function startAutoSave(
  store: EditorStore,
  save: () => Promise<void>,
  options: AutoSaveOptions = {},
): () => void {
  const pauseMs = options.pauseMs ?? AUTO_SAVE_PAUSE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isSaving = false;
  let isStopped = false;

  function schedule(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void saveNow(), pauseMs);
  }

  async function saveNow(): Promise<void> {
    timer = undefined;
    if (isStopped || !store.getState().hasUnsavedChanges) return;
    if (isSaving) return schedule();
    isSaving = true;
    try {
      await save();
    } catch (error) {
      if (!isStopped) options.onError?.(error);
    } finally {
      isSaving = false;
    }
  }

  const unsubscribe = store.onLocalEdit(schedule);
  return () => {
    isStopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
}
