import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePublicConfig } from '../../lib/testing/fake-api';
import { mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { madeLabelsOf, TrialDraftsDialog, TrialDraftsReminder } from './trial-drafts-dialog';

const drafts = [
  { id: 'd1', name: 'Rosa Bakery', createdAt: '2026-11-27T09:15:00.000Z' },
  { id: 'd2', name: 'Rosa Bakery', createdAt: '2026-11-28T16:40:00.000Z' },
  { id: 'd3', name: 'Oak & Ivy', createdAt: '2026-11-28T17:00:00.000Z' },
];

describe('Keep these too?', () => {
  it('tells two drafts of one name apart by when they were made, and names no plan on a server that sells nothing', async () => {
    mockApi({
      'GET /api/config': () => ({ body: fakePublicConfig({ payments: 'off' }) }),
      'GET /api/auth/trial-drafts': () => ({ body: drafts }),
    });
    renderWithApp(<TrialDraftsDialog />, '/dashboard?tab=sites');
    const labels = (await screen.findAllByRole('checkbox')).map(
      (box) => box.closest('label')?.textContent ?? '',
    );
    expect(labels[0]).toMatch(/^Rosa Bakery · made /);
    expect(labels[1]).toMatch(/^Rosa Bakery · made /);
    expect(labels[0]).not.toBe(labels[1]);
    expect(labels[2]).toBe('Oak & Ivy');
    expect(document.body.textContent).not.toMatch(/plan/i);
  });

  it('"Not now" keeps the drafts: My Sites lists them, Review asks again, and only Delete removes one', async () => {
    window.sessionStorage.clear();
    let left = drafts;
    const calls = mockApi({
      'GET /api/auth/trial-drafts': () => ({ body: left }),
      'POST /api/auth/trial-drafts/delete': () => {
        left = drafts.filter((d) => d.id !== 'd3');
        return { body: { deleted: 1 } };
      },
    });
    renderWithApp(
      <>
        <TrialDraftsReminder />
        <TrialDraftsDialog />
      </>,
      '/dashboard?tab=sites',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Keep these too?' });
    expect(dialog.textContent).toContain('My Sites lists them until you keep or delete them');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.key.startsWith('POST'))).toBe(false);
    expect(screen.getByText(/3 sites you made before signing up are not in your account yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    await screen.findByRole('dialog', { name: 'Keep these too?' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Oak & Ivy' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ key: 'POST /api/auth/trial-drafts/delete', body: { ids: ['d3'] } }),
    );
    await screen.findByText(/2 sites you made before signing up/);
  });
});

describe('madeLabelsOf', () => {
  it('numbers two drafts of one name made in the same second, in the order they were made', () => {
    const labels = madeLabelsOf([
      { id: 'b', name: 'Crumb & Co', createdAt: '2026-11-28T12:18:05.900Z' },
      { id: 'a', name: 'Crumb & Co', createdAt: '2026-11-28T12:18:05.100Z' },
      { id: 'c', name: 'Harbour Lights', createdAt: '2026-11-28T12:18:06.000Z' },
    ]);
    expect(labels.get('a')).toMatch(/^made .+ \(1\)$/);
    expect(labels.get('b')).toMatch(/^made .+ \(2\)$/);
    expect(labels.get('a')?.replace(' (1)', '')).toBe(labels.get('b')?.replace(' (2)', ''));
    expect(labels.has('c')).toBe(false);
  });
});
