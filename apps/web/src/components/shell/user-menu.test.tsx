import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_CONFIG_QUERY } from '../../lib/public-config';
import { createQueryClient } from '../../lib/query-client';
import { fakePublicConfig } from '../../lib/testing/fake-api';
import { UserMenu } from './user-menu';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  plan: 'pro',
  isVerified: true,
  createdAt: '2025-06-01T00:00:00.000Z',
};

/** The menu on a server whose payments are `payments` (its /api/config already loaded). */
function renderMenu(payments: 'test' | 'off') {
  const client = createQueryClient();
  client.setQueryData(PUBLIC_CONFIG_QUERY.queryKey, fakePublicConfig({ payments }));
  render(
    <QueryClientProvider client={client}>
      <UserMenu user={user} />
    </QueryClientProvider>,
  );
}

describe('avatar menu', () => {
  it('shows initials, name, email and every entry, and opens a tab with an event', async () => {
    const ue = userEvent.setup();
    const onTab = vi.fn();
    window.addEventListener('tabChanged', (e) => onTab((e as CustomEvent).detail));
    renderMenu('test');
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.querySelector('[data-initials]')?.textContent).toBe('AL');
    await ue.click(trigger);
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toEqual([
      'My Sites',
      'My Profile',
      'Account Settings',
      'Billing & Plans',
      'Dark Mode',
      'Logout',
    ]);
    await ue.click(screen.getByRole('menuitem', { name: 'Account Settings' }));
    expect(onTab).toHaveBeenCalledWith('settings');
    expect(window.location.pathname + window.location.search).toBe('/dashboard?tab=settings');
  });

  it('names the usage page "Usage", not "Billing & Plans", on a server that sells nothing', async () => {
    const ue = userEvent.setup();
    renderMenu('off');
    await ue.click(screen.getByRole('button', { name: 'Account menu' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items).toContain('Usage');
    expect(items).not.toContain('Billing & Plans');
  });
});
