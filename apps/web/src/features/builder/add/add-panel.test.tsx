import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEditorStore } from '../store/editor-store';
import { makeContent } from '../testing/content-factory';
import { AddPanel } from './add-panel';

function setup() {
  const store = createEditorStore({ websiteId: 'w1', content: makeContent() });
  render(<AddPanel store={store} />);
  return store;
}

describe('add panel', () => {
  it('adds the chosen section type, and an undo step with it', () => {
    const store = setup();
    fireEvent.change(screen.getByLabelText('Section type'), { target: { value: 'pricing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(store.getState().content.sections.map((s) => s.type)).toEqual(['pricing']);
    expect(store.getState().canUndo).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add plan' }));
    const pricing = store.getState().content.sections[0].content as { plans: unknown[] };
    expect(pricing.plans).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Pricing' }));
    expect(store.getState().content.sections).toEqual([]);
  });

  it('adds a social-links widget and a profile link to it', () => {
    const store = setup();
    fireEvent.change(screen.getByLabelText('Widget type'), { target: { value: 'social' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Widget' }));
    fireEvent.change(screen.getByLabelText('Profile name'), { target: { value: 'Instagram' } });
    fireEvent.change(screen.getByLabelText('Profile URL'), {
      target: { value: 'instagram.com/rosiesbakery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(store.getState().content.widgets[0].data.links).toEqual([
      { name: 'Instagram', url: 'https://instagram.com/rosiesbakery' },
    ]);
  });

  it('adds a service', () => {
    const store = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(store.getState().content.services.map((s) => s.name)).toEqual([
      'Sourdough',
      'Custom cakes',
      'New service',
    ]);
  });
});
