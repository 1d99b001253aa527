import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast';

describe('toasts', () => {
  it('shows one toast at a time; a new one replaces the previous', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Website deleted' }));
    expect(screen.getByText('Website deleted')).toBeTruthy();
    act(() => toast({ title: 'Profile updated', description: 'Your changes are saved.' }));
    expect(screen.queryByText('Website deleted')).toBeNull();
    expect(screen.getAllByText('Profile updated').length).toBeGreaterThan(0);
  });

  it('offers the F8 shortcut to reach the notifications', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
