import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  createHistory,
  currentOf,
  HISTORY_LIMIT,
  pushHistory,
  redoHistory,
  undoHistory,
} from './history';

describe('undo history', () => {
  it('keeps at most 20 snapshots, dropping the oldest', () => {
    let h = createHistory(0);
    for (let i = 1; i <= 30; i++) h = pushHistory(h, i);
    expect(HISTORY_LIMIT).toBe(20);
    expect(h.entries).toHaveLength(20);
    expect(h.entries[0]).toBe(11);
    expect(currentOf(h)).toBe(30);
    for (let i = 0; i < 25; i++) h = undoHistory(h);
    expect(currentOf(h)).toBe(11);
  });

  it('drops the redo branch when a new edit follows an undo', () => {
    let h = pushHistory(pushHistory(createHistory('a'), 'b'), 'c');
    h = undoHistory(undoHistory(h));
    expect(currentOf(h)).toBe('a');
    h = pushHistory(h, 'x');
    expect(h.entries).toEqual(['a', 'x']);
    expect(canRedo(h)).toBe(false);
    expect(currentOf(redoHistory(h))).toBe('x');
  });

  it('disables undo at the first snapshot and redo at the last', () => {
    let h = createHistory('a');
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    h = pushHistory(h, 'b');
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undoHistory(h);
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(true);
    expect(undoHistory(h)).toBe(h);
  });
});
