import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeSettings,
  fakeWebsite,
  mockApi,
  renderWithApp,
  starterUser,
} from '../../billing/testing/render-with-api';
import { createEditorStore, type EditorStore } from '../store/editor-store';
import { makeContent } from '../testing/content-factory';
import { AUTO_SAVE_PAUSE_MS, startAutoSave } from './auto-save';
import { useEditorSession } from './use-editor-session';

const content = makeContent();

/** The editor's session for website w1, with the account's saved Auto-save choice. */
async function openEditor(autoSave: boolean) {
  const calls = mockApi({
    'GET /api/auth/user': () => ({ body: starterUser }),
    'GET /api/settings': () => ({ body: fakeSettings({ autoSave }) }),
    'GET /api/websites/w1': () => ({ body: fakeWebsite({ id: 'w1', name: 'Rosie', content, version: 3 }) }),
    'PATCH /api/websites/w1': (init) => {
      const body = JSON.parse(String(init?.body));
      return {
        body: fakeWebsite({ id: 'w1', name: body.name, content: body.content, version: body.version + 1 }),
      };
    },
  });
  const store: EditorStore = createEditorStore({ websiteId: 'w1', content, baseVersion: 3 });
  function Editor() {
    useEditorSession(store);
    return null;
  }
  renderWithApp(<Editor />, '/editor');
  // The account, its settings and the website load.
  await act(() => vi.advanceTimersByTimeAsync(50));
  const saves = () => calls.filter((c) => c.key === 'PATCH /api/websites/w1');
  const type = (headline: string) =>
    act(() => store.edit({ ...store.getState().content, hero: { ...content.hero, headline } }, 'text'));
  return { store, saves, type };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Auto-save in the editor', () => {
  it('saves the edited site once editing pauses, when the account turned Auto-save on', async () => {
    const { store, saves, type } = await openEditor(true);
    await type('Bread worth');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_PAUSE_MS - 1_000));
    await type('Bread worth getting up for');
    // Typing again started the pause over: nothing is saved mid-sentence.
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_PAUSE_MS - 1_000));
    expect(saves()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(saves()).toHaveLength(1);
    expect(saves()[0].body).toMatchObject({
      version: 3,
      content: { hero: { headline: 'Bread worth getting up for' } },
    });
    expect(store.getState().hasUnsavedChanges).toBe(false);
    expect(store.getState().baseVersion).toBe(4);
  });

  it('leaves the edits for the Save button when Auto-save is off', async () => {
    const { store, saves, type } = await openEditor(false);
    await type('Bread worth getting up for');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_PAUSE_MS * 3));
    expect(saves()).toEqual([]);
    expect(store.getState().hasUnsavedChanges).toBe(true);
  });
});

describe('startAutoSave', () => {
  it('saves edits made during a save at the next pause, and nothing after it is stopped', async () => {
    const store = createEditorStore({ websiteId: 'w1', content });
    let finish = () => {};
    const save = vi.fn(() => {
      const saving = store.getState().content;
      return new Promise<void>((resolve) => {
        finish = () => {
          store.markSaved(undefined, saving);
          resolve();
        };
      });
    });
    const stop = startAutoSave(store, save, { pauseMs: 100 });
    store.edit({ ...content, siteName: 'Rosie' });
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(1);
    store.edit({ ...content, siteName: 'Rosie & Co' });
    await vi.advanceTimersByTimeAsync(100);
    // The first save is still under way: the second waits for it, then for another pause.
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(save).toHaveBeenCalledTimes(2);
    stop();
    store.edit({ ...content, siteName: 'Rosie Bakes' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(save).toHaveBeenCalledTimes(2);
    store.dispose();
  });
});
