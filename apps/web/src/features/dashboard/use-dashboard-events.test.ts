import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWebsite } from '../billing/testing/render-with-api';
import { getOpenSiteId, setOpenSiteId } from '../builder/site/current-site';
import { ensureSiteStore, releaseSiteStore } from '../builder/site/site-store';
import { makeContent } from '../builder/testing/content-factory';
import { useDashboardEvents, useLeaveWarning } from './use-dashboard-events';

afterEach(() => {
  releaseSiteStore({ discard: true });
  setOpenSiteId(null);
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
    expect(getOpenSiteId()).toBe('w1');
    fire('previewWebsite', { website: { id: 'w2', name: 'Salon' } });
    expect(getOpenSiteId()).toBe('w2');
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
    const content = makeContent();
    setOpenSiteId('w1');
    const store = ensureSiteStore('w1', fakeWebsite({ id: 'w1', content, version: 1 }));
    expect(unload().defaultPrevented).toBe(false);
    // The same text typed back is no change: nothing to warn about.
    store?.edit({ ...content, hero: { ...content.hero } }, 'text');
    expect(unload().defaultPrevented).toBe(false);
    store?.edit({ ...content, hero: { ...content.hero, headline: 'Fresh bread daily' } }, 'text');
    const event = unload();
    expect(event.defaultPrevented).toBe(true);
    rerender({ onEditor: false });
    expect(unload().defaultPrevented).toBe(false);
  });
});
