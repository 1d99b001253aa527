import { describe, expect, it } from 'vitest';
import { resolveTab, visibleTabs, withTab } from './tabs';

describe('dashboard tabs', () => {
  it('shows the tab the query names', () => {
    for (const tab of ['generate', 'editor', 'preview', 'sites', 'profile', 'settings', 'billing']) {
      expect(resolveTab(tab, true)).toBe(tab);
    }
  });
  it('falls back to generate for unknown values and for My Sites when signed out', () => {
    expect(resolveTab(null, true)).toBe('generate');
    expect(resolveTab('nope', true)).toBe('generate');
    expect(resolveTab('sites', false)).toBe('generate');
    expect(resolveTab('preview', false)).toBe('preview');
  });
  it('lists My Sites only for signed-in users', () => {
    expect(visibleTabs(false).map((t) => t.label)).toEqual(['Generate', 'Editor', 'Preview']);
    expect(visibleTabs(true).map((t) => t.label)).toEqual(['Generate', 'Editor', 'Preview', 'My Sites']);
  });
  it('drops the one-shot parameters when it sets the tab', () => {
    expect(
      withTab('?tab=generate&success=true&session_id=cs_1&plan=pro&x=1', 'billing', [
        'success',
        'session_id',
        'plan',
      ]),
    ).toBe('tab=billing&x=1');
  });
});
