import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakePublicConfig } from '../../lib/testing/fake-api';
import { mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { TrialDraftsDialog } from './trial-drafts-dialog';

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
});
