import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeContent } from '../testing/content-factory';
import { setText } from './content-path';
import { createEditorStore, LIVE_SYNC_DELAY_MS, TEXT_SNAPSHOT_DELAY_MS } from './editor-store';

function setup() {
  const onSync = vi.fn();
  let clock = 1_000;
  const store = createEditorStore({ websiteId: 'w1', content: makeContent(), onSync, now: () => ++clock });
  const type = (path: string, value: string) =>
    store.edit(setText(store.getState().content, path, value), 'text');
  return { store, onSync, type };
}

describe('editor store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns typing into one undo step after 5 s of quiet', () => {
    const { store, type } = setup();
    type('hero.headline', 'F');
    vi.advanceTimersByTime(4_000);
    type('hero.headline', 'Fr');
    vi.advanceTimersByTime(TEXT_SNAPSHOT_DELAY_MS - 1);
    expect(store.getState().history.entries).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().history.entries).toHaveLength(2);
    expect(store.getState().history.entries[1].hero.headline).toBe('Fr');
  });

  it('undo while typing goes back to before the typing, and redo returns it', () => {
    const { store, type } = setup();
    type('hero.headline', 'New headline');
    expect(store.getState().canUndo).toBe(true);
    store.undo();
    expect(store.getState().content.hero.headline).toBe('Fresh bread every morning');
    expect(store.getState().canUndo).toBe(false);
    store.redo();
    expect(store.getState().content.hero.headline).toBe('New headline');
    expect(store.getState().canRedo).toBe(false);
  });

  it('drops the redo branch on a new edit', () => {
    const { store } = setup();
    const { content } = store.getState();
    store.edit({ ...content, siteName: 'A' });
    store.edit({ ...content, siteName: 'B' });
    store.undo();
    store.edit({ ...content, siteName: 'C' });
    expect(store.getState().canRedo).toBe(false);
    store.undo();
    expect(store.getState().content.siteName).toBe('A');
  });

  it('syncs 300 ms after the last edit with an unsaved record', () => {
    const { store, onSync, type } = setup();
    type('hero.subtitle', 'x');
    vi.advanceTimersByTime(LIVE_SYNC_DELAY_MS - 1);
    type('hero.subtitle', 'xy');
    vi.advanceTimersByTime(LIVE_SYNC_DELAY_MS - 1);
    expect(onSync).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSync).toHaveBeenCalledTimes(1);
    expect(onSync.mock.calls[0][0]).toMatchObject({ websiteId: 'w1', hasUnsavedChanges: true });
    expect(onSync.mock.calls[0][0].content.hero.subtitle).toBe('xy');
    store.markSaved(7);
    expect(store.getState()).toMatchObject({ hasUnsavedChanges: false, baseVersion: 7 });
    // A save is told to other tabs at once, so none of them saves on top of the old version.
    expect(onSync).toHaveBeenCalledTimes(2);
    expect(onSync.mock.calls[1][0]).toMatchObject({ hasUnsavedChanges: false, baseVersion: 7 });
  });

  it('adopts a newer record from another tab and ignores an older one', () => {
    const { store } = setup();
    const mine = store.toRecord();
    const theirs = {
      ...mine,
      content: makeContent({ siteName: 'Tab B' }),
      lastUpdated: mine.lastUpdated + 10,
    };
    expect(store.adopt({ ...theirs, lastUpdated: mine.lastUpdated - 1 })).toBe(false);
    expect(store.adopt(theirs)).toBe(true);
    expect(store.getState().content.siteName).toBe('Tab B');
  });

  it('filling a placeholder removes its highlight mark', () => {
    const content = makeContent();
    expect(setText(content, 'contact.phone', ' ').meta.placeholders).toEqual(['contact.phone']);
    expect(setText(content, 'contact.phone', '0113 000 0000').meta.placeholders).toEqual([]);
  });
});

describe('unsaved is measured against the last saved content', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('undo back to what was saved is clean; redo makes it unsaved again', () => {
    const { store } = setup();
    const { content } = store.getState();
    store.edit({ ...content, siteName: 'A' });
    expect(store.getState().hasUnsavedChanges).toBe(true);
    store.undo();
    expect(store.getState().hasUnsavedChanges).toBe(false);
    store.redo();
    expect(store.getState().hasUnsavedChanges).toBe(true);
  });

  it('after a save, undo to the saved step is clean and undo past it is unsaved', () => {
    const { store, type } = setup();
    type('hero.headline', 'Saved headline');
    store.flushText();
    store.markSaved(2);
    store.edit({ ...store.getState().content, siteName: 'After the save' });
    store.undo();
    expect(store.getState().content.hero.headline).toBe('Saved headline');
    expect(store.getState().hasUnsavedChanges).toBe(false);
    store.undo();
    expect(store.getState().hasUnsavedChanges).toBe(true);
  });

  it('another tab restoring the record keeps which step was saved', () => {
    const { store } = setup();
    store.edit({ ...store.getState().content, siteName: 'Saved' });
    store.markSaved(2);
    store.edit({ ...store.getState().content, siteName: 'Unsaved' });
    // Through JSON, as localStorage carries it to another tab.
    const record = JSON.parse(JSON.stringify(store.toRecord()));
    const other = createEditorStore({ websiteId: 'w1', content: makeContent(), now: () => 1 });
    other.adopt({ ...record, lastUpdated: 10_000 });
    expect(other.getState().hasUnsavedChanges).toBe(true);
    other.undo();
    expect(other.getState().content.siteName).toBe('Saved');
    expect(other.getState().hasUnsavedChanges).toBe(false);
  });

  it('a text tapped and left as it was is no change: clean, no undo step, nothing synced', () => {
    const { store, onSync, type } = setup();
    // The canvas commits the text it read back: a new object with the same words.
    type('hero.headline', store.getState().content.hero.headline);
    vi.advanceTimersByTime(TEXT_SNAPSHOT_DELAY_MS + LIVE_SYNC_DELAY_MS);
    expect(store.getState().hasUnsavedChanges).toBe(false);
    expect(store.getState().canUndo).toBe(false);
    expect(store.getState().history.entries).toHaveLength(1);
    expect(onSync).not.toHaveBeenCalled();
  });

  it('Add Link after a text left unchanged, then one Undo, is the saved content again: clean', () => {
    const { store, type } = setup();
    const saved = store.getState().content;
    // Add Link first ends the typing (the same text committed again), then inserts the link.
    type('hero.headline', saved.hero.headline);
    store.edit(
      setText(
        store.getState().content,
        'hero.headline',
        `${saved.hero.headline} [our story](https://example.com)`,
      ),
    );
    expect(store.getState().hasUnsavedChanges).toBe(true);
    store.undo();
    expect(store.getState().content.hero.headline).toBe(saved.hero.headline);
    expect(store.getState().hasUnsavedChanges).toBe(false);
    // No second copy of the saved content to undo into.
    expect(store.getState().canUndo).toBe(false);
  });

  it('typing a text back to its saved words is clean again', () => {
    const { store, type } = setup();
    const headline = store.getState().content.hero.headline;
    type('hero.headline', `${headline}!`);
    expect(store.getState().hasUnsavedChanges).toBe(true);
    type('hero.headline', headline);
    expect(store.getState().hasUnsavedChanges).toBe(false);
  });
});
