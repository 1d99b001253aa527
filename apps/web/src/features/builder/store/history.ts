/** Undo history of content snapshots. */
export const HISTORY_LIMIT = 20;

export type History<T> = { entries: T[]; index: number };

export function createHistory<T>(initial: T): History<T> {
  return { entries: [initial], index: 0 };
}

/**
 * Adds a snapshot after the current one: any redo branch is dropped, the oldest go past the limit.
 * A snapshot the same as the current entry (by `isSame`) adds nothing, so one Undo always changes
 * what the owner sees.
 */
export function pushHistory<T>(
  history: History<T>,
  snapshot: T,
  limit = HISTORY_LIMIT,
  isSame: (a: T, b: T) => boolean = Object.is,
): History<T> {
  if (isSame(history.entries[history.index], snapshot)) return history;
  const entries = [...history.entries.slice(0, history.index + 1), snapshot];
  const overflow = Math.max(0, entries.length - limit);
  return { entries: entries.slice(overflow), index: entries.length - 1 - overflow };
}

export function canUndo(history: History<unknown>): boolean {
  return history.index > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.index < history.entries.length - 1;
}

export function undoHistory<T>(history: History<T>): History<T> {
  return canUndo(history) ? { ...history, index: history.index - 1 } : history;
}

export function redoHistory<T>(history: History<T>): History<T> {
  return canRedo(history) ? { ...history, index: history.index + 1 } : history;
}

export function currentOf<T>(history: History<T>): T {
  return history.entries[history.index];
}
