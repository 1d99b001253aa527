import type { Content } from '@mainstreet/site';
import { storage } from '../../../lib/storage';

/** A session record keeps at most 50 history entries. */
const SESSION_HISTORY_LIMIT = 50;
const KEY_PREFIX = 'editingSession:';

/** The per-website editing record kept in localStorage. */
export type SessionRecord = {
  websiteId: string;
  content: Content;
  history: Content[];
  historyIndex: number;
  /** The history entry last saved to the server; -1 when none of them is (older records lack it). */
  savedIndex?: number;
  hasUnsavedChanges: boolean;
  /** Milliseconds since the epoch of the last change; the newer record wins across tabs. */
  lastUpdated: number;
  /** The server version these edits started from, sent with the next save to detect stale writes. */
  baseVersion?: number;
};

export function sessionKey(websiteId: string): string {
  return `${KEY_PREFIX}${websiteId}`;
}

/** Keeps the newest entries and moves the index with them. */
export function capHistory(history: Content[], index: number, limit = SESSION_HISTORY_LIMIT) {
  const overflow = Math.max(0, history.length - limit);
  return {
    history: history.slice(overflow),
    historyIndex: Math.max(0, Math.min(index - overflow, history.length - overflow - 1)),
  };
}

function isRecord(value: unknown, websiteId: string): value is SessionRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Partial<SessionRecord>;
  return (
    r.websiteId === websiteId &&
    typeof r.content === 'object' &&
    r.content !== null &&
    Array.isArray(r.history) &&
    typeof r.historyIndex === 'number' &&
    typeof r.lastUpdated === 'number'
  );
}

/** Parses a stored record; anything unreadable or for another site counts as none. */
function parseRecord(raw: string | null, websiteId: string): SessionRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isRecord(value, websiteId) ? value : null;
  } catch {
    return null;
  }
}

export function readRecord(websiteId: string): SessionRecord | null {
  return parseRecord(storage.get(sessionKey(websiteId)), websiteId);
}

// Storage events reach only other tabs; screens of this tab (the preview) hear writes through these.
const localListeners = new Set<(record: SessionRecord) => void>();

export function writeRecord(record: SessionRecord): void {
  const overflow = Math.max(0, record.history.length - SESSION_HISTORY_LIMIT);
  const savedIndex = record.savedIndex === undefined ? undefined : Math.max(-1, record.savedIndex - overflow);
  const capped = { ...record, ...capHistory(record.history, record.historyIndex), savedIndex };
  storage.set(sessionKey(record.websiteId), JSON.stringify(capped));
  for (const listener of localListeners) listener(capped);
}

export function removeRecord(websiteId: string): void {
  storage.remove(sessionKey(websiteId));
}

/** The record to keep of two: the newer lastUpdated wins; ties keep the local one. */
export function mergeRecords(
  local: SessionRecord | null,
  incoming: SessionRecord | null,
): SessionRecord | null {
  if (!local) return incoming;
  if (!incoming) return local;
  return incoming.lastUpdated > local.lastUpdated ? incoming : local;
}

/** Calls back with each record written for this website, by this tab or another. */
export function subscribeRecord(websiteId: string, onRecord: (record: SessionRecord) => void): () => void {
  const key = sessionKey(websiteId);
  const listener = (event: StorageEvent) => {
    if (event.key !== key) return;
    const record = parseRecord(event.newValue, websiteId);
    if (record) onRecord(record);
  };
  const local = (record: SessionRecord) => {
    if (record.websiteId === websiteId) onRecord(record);
  };
  window.addEventListener('storage', listener);
  localListeners.add(local);
  return () => {
    window.removeEventListener('storage', listener);
    localListeners.delete(local);
  };
}

/**
 * A record as the editor store holds it: content, history, and the content last saved (null when
 * no entry of the history is what the server has). JSON gives the content and its history entry as
 * two objects; they become one again so Undo's identity checks (back to saved = clean) hold.
 */
export function restoreRecord(record: SessionRecord) {
  const entries = record.history.length ? [...record.history] : [record.content];
  const index = Math.min(Math.max(0, record.historyIndex), entries.length - 1);
  const { content } = record;
  if (entries[index] !== content && JSON.stringify(entries[index]) === JSON.stringify(content))
    entries[index] = content;
  const { savedIndex } = record;
  let savedContent: Content | null = null;
  if (!record.hasUnsavedChanges) savedContent = content;
  else if (savedIndex !== undefined && savedIndex >= 0 && savedIndex < entries.length)
    savedContent = entries[savedIndex];
  return { content, history: { entries, index }, savedContent };
}
