import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InvitationsList } from './invitations-list';
import { ReportsList } from './reports-list';

const report = {
  id: 'r1',
  websiteId: 'w1',
  site: 'Rosa Bakery',
  address: 'https://rosa.example/',
  owner: 'rosa@example.com',
  reason: 'Phishing or a scam',
  details: 'Asks for bank logins',
  reporterEmail: null,
  page: '/',
  createdAt: '2026-11-28T10:00:00.000Z',
  resolvedAt: null,
};

describe('the admin page lists', () => {
  it('offers a waiting report to be marked handled or its site taken down with the report’s reason', () => {
    const handled = vi.fn();
    const takeDown = vi.fn();
    render(
      <ReportsList
        reports={[report, { ...report, id: 'r2', resolvedAt: '2026-11-28T11:00:00.000Z' }]}
        actions={{ handled, takeDown }}
      />,
    );
    const markButtons = screen.getAllByRole('button', { name: /Mark handled/ });
    expect(markButtons).toHaveLength(1);
    fireEvent.click(markButtons[0]);
    expect(handled).toHaveBeenCalledWith('r1');
    fireEvent.click(screen.getByRole('button', { name: /^Take the site down/ }));
    expect(takeDown).toHaveBeenCalledWith('w1', 'Phishing or a scam');
    expect(screen.getByText(/^Handled /)).toBeTruthy();
  });

  it('shows each invitation’s state and lets only unused ones be withdrawn', () => {
    const withdraw = vi.fn();
    render(
      <InvitationsList
        invitations={[
          {
            id: 'i1',
            email: 'new@example.com',
            createdAt: '',
            expiresAt: '2026-12-05T00:00:00.000Z',
            state: 'open',
            usedBy: null,
          },
          {
            id: 'i2',
            email: null,
            createdAt: '',
            expiresAt: '2026-12-01T00:00:00.000Z',
            state: 'used',
            usedBy: 'sam@example.com',
          },
        ]}
        withdraw={withdraw}
      />,
    );
    expect(screen.getByText(/made sam@example.com/)).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Withdraw the invitation for new@example.com',
    ]);
    fireEvent.click(buttons[0]);
    expect(withdraw).toHaveBeenCalledWith('i1');
  });
});
