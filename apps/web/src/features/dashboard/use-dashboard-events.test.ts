import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentSite, setCurrentSite, setHasUnsavedChanges } from '../builder/current-site';
import { useDashboardEvents, useLeaveWarning } from './use-dashboard-events';

afterEach(() => {
  setHasUnsavedChanges(false);
  setCurrentSite(null);
});

function fire(name: string, detail?: unknown) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

describe('dashboard window events', () => {
  it('switches tabs on every event the spec names', () => {
    const onTab = vi.fn();
    renderHook(() => useDashboardEvents(onTab));
    fire('tabChanged', 'billing');
    fire('tabChanged', { tab: 'profile' });
    fire('tabChanged', 'not-a-tab');
    fire('switchToEditor');
    fire('switchToPreview');
    fire('switchToGenerate');
    expect(onTab.mock.calls.map((c) => c[0])).toEqual([
      'billing',
      'profile',
      'editor',
      'preview',
      'generate',
    ]);
  });

  it('opens the website an edit or preview event carries', () => {
    const onTab = vi.fn();
    renderHook(() => useDashboardEvents(onTab));
    fire('editWebsite', { id: 'w1', name: 'Bakery' });
    expect(getCurrentSite()).toMatchObject({ id: 'w1', name: 'Bakery', content: null });
    fire('previewWebsite', { website: { id: 'w2', name: 'Salon' } });
    expect(getCurrentSite()).toMatchObject({ id: 'w2', name: 'Salon' });
    expect(onTab.mock.calls.map((c) => c[0])).toEqual(['editor', 'preview']);
  });

  it('stops listening when the dashboard goes away', () => {
    const onTab = vi.fn();
    const { unmount } = renderHook(() => useDashboardEvents(onTab));
    unmount();
    fire('switchToPreview');
    expect(onTab).not.toHaveBeenCalled();
  });
});

describe('leave-page warning', () => {
  function unload() {
    const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    window.dispatchEvent(event);
    return event;
  }

  it('warns on the editor with unsaved changes only', () => {
    const { rerender } = renderHook(({ onEditor }) => useLeaveWarning(onEditor), {
      initialProps: { onEditor: true },
    });
    expect(unload().defaultPrevented).toBe(false);
    setHasUnsavedChanges(true);
    const event = unload();
    expect(event.defaultPrevented).toBe(true);
    rerender({ onEditor: false });
    expect(unload().defaultPrevented).toBe(false);
  });
});
