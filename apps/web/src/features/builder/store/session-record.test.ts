import { afterEach, describe, expect, it } from 'vitest';
import { makeContent } from '../testing/content-factory';
import {
  capHistory,
  mergeRecords,
  readRecord,
  type SessionRecord,
  sessionKey,
  subscribeRecord,
  writeRecord,
} from './session-record';

function record(overrides: Partial<SessionRecord> = {}): SessionRecord {
  const content = makeContent();
  return {
    websiteId: 'w1',
    content,
    history: [content],
    historyIndex: 0,
    hasUnsavedChanges: true,
    lastUpdated: 1_000,
    ...overrides,
  };
}

describe('editing session record', () => {
  afterEach(() => localStorage.clear());

  it('round-trips through localStorage, one record per website', () => {
    writeRecord(record());
    writeRecord(record({ websiteId: 'w2', hasUnsavedChanges: false }));
    expect(readRecord('w1')?.hasUnsavedChanges).toBe(true);
    expect(readRecord('w2')?.hasUnsavedChanges).toBe(false);
    expect(readRecord('w3')).toBeNull();
  });

  it('caps the stored history at 50 entries, keeping the newest', () => {
    const history = Array.from({ length: 60 }, (_, i) => makeContent({ siteName: `v${i}` }));
    writeRecord(record({ history, historyIndex: 59 }));
    const stored = readRecord('w1');
    expect(stored?.history).toHaveLength(50);
    expect(stored?.history[0].siteName).toBe('v10');
    expect(stored?.historyIndex).toBe(49);
    expect(capHistory(history, 5).historyIndex).toBe(0);
  });

  it('ignores corrupt records and records of another site', () => {
    localStorage.setItem(sessionKey('w1'), '{not json');
    expect(readRecord('w1')).toBeNull();
    localStorage.setItem(sessionKey('w1'), JSON.stringify(record({ websiteId: 'other' })));
    expect(readRecord('w1')).toBeNull();
  });

  it('keeps the record with the newer lastUpdated', () => {
    const older = record({ lastUpdated: 1_000 });
    const newer = record({ lastUpdated: 2_000, content: makeContent({ siteName: 'Newer' }) });
    expect(mergeRecords(older, newer)).toBe(newer);
    expect(mergeRecords(newer, older)).toBe(newer);
    expect(mergeRecords(older, record({ lastUpdated: 1_000 }))).toBe(older);
    expect(mergeRecords(null, older)).toBe(older);
  });

  it('hears records another tab writes for the same site', () => {
    const seen: string[] = [];
    const stop = subscribeRecord('w1', (r) => seen.push(r.content.siteName));
    const other = record({ content: makeContent({ siteName: 'From tab B' }) });
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionKey('w1'), newValue: JSON.stringify(other) }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionKey('w2'), newValue: JSON.stringify(other) }),
    );
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: sessionKey('w1'), newValue: JSON.stringify(other) }),
    );
    expect(seen).toEqual(['From tab B']);
  });
});
