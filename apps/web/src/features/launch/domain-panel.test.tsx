import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../billing/testing/render-with-api';
import type { OwnDomain } from './domain-api';
import { DomainPanel } from './domain-panel';

afterEach(() => vi.unstubAllGlobals());

const record = (type: 'A' | 'TXT', name: string, relativeName: string, value: string) => ({
  type,
  name,
  relativeName,
  value,
});

function domain(primaryHost: string): OwnDomain {
  return {
    name: 'rosasbakery.com',
    isApex: true,
    primaryHost,
    status: 'live',
    problem: null,
    hosts: ['rosasbakery.com', 'www.rosasbakery.com'].map((host) => ({
      host,
      isPrimary: host === primaryHost,
      isVerified: true,
      found: 'A 203.0.113.7',
      records: [record('A', host, host.startsWith('www.') ? 'www' : '@', '203.0.113.7')],
    })),
    proof: null,
    checkedAt: '2026-11-28T06:00:00.000Z',
    nextCheckAt: '2026-11-29T06:00:00.000Z',
  };
}

describe('DomainPanel', () => {
  it('links the live address, and offers one click to publish at a new one when edits wait', async () => {
    const calls = mockApi({
      'GET /api/websites/w1/domain': () => ({
        body: { isAvailable: true, domain: domain('www.rosasbakery.com') },
      }),
      'PATCH /api/websites/w1/domain': () => ({
        body: { isAvailable: true, domain: domain('rosasbakery.com'), needsRedeploy: true },
      }),
      'POST /api/websites/w1/publish': () => ({ body: { url: 'https://rosasbakery.com/', publishId: 'p2' } }),
    });
    vi.stubGlobal('open', vi.fn());
    renderWithApp(<DomainPanel websiteId="w1" />);
    const live = await screen.findByRole('link', { name: 'https://www.rosasbakery.com' });
    expect(live.getAttribute('href')).toBe('https://www.rosasbakery.com/');
    // Records read as registrars that append the zone want them, the full name beside.
    expect(screen.getAllByText(/^Full name:/).map((line) => line.textContent)).toEqual([
      'Full name: rosasbakery.com (if your provider asks for it whole)',
      'Full name: www.rosasbakery.com (if your provider asks for it whole)',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'rosasbakery.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Redeploy to use this address' }));
    await waitFor(() => expect(calls.some((c) => c.key === 'POST /api/websites/w1/publish')).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Redeploy to use this address' })).toBeNull(),
    );
  });

  it('gives an owner no operator instructions on a server without own domains', async () => {
    mockApi({ 'GET /api/websites/w1/domain': () => ({ body: { isAvailable: false, domain: null } }) });
    renderWithApp(<DomainPanel websiteId="w1" />);
    const note = await screen.findByText(/Own domains are not offered on this server/);
    expect(note.textContent).not.toMatch(/README|operator/);
  });
});
