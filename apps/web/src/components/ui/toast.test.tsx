import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast, Toaster, toast } from './toast';

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

  afterEach(() => vi.useRealTimers());

  it('keeps an error on screen 8 s and a success 5 s unless told otherwise', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() =>
      toast({ title: 'Save failed', description: 'Unable to save changes.', variant: 'destructive' }),
    );
    act(() => vi.advanceTimersByTime(7_000));
    expect(getCurrentToast()?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1_500));
    expect(getCurrentToast()?.open).toBe(false);
    act(() => toast({ title: 'Saved Successfully' }));
    act(() => vi.advanceTimersByTime(4_000));
    expect(getCurrentToast()?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1_500));
    expect(getCurrentToast()?.open).toBe(false);
  });

  it('runs the action of a toast when its button is pressed', () => {
    render(<Toaster />);
    const onClick = vi.fn();
    act(() =>
      toast({
        title: 'Monthly edits used up',
        variant: 'destructive',
        action: { label: 'Upgrade', onClick },
      }),
    );
    act(() => screen.getByRole('button', { name: 'Upgrade' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
