import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { PaymentVerification, RELOAD_DELAY_MS } from './payment-verification';
import { mockApi, renderWithApp } from './testing/render-with-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentVerification', () => {
  it('shows Verifying Payment, then Payment Successful! and reloads after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockApi({
      'POST /api/verify-payment': () => ({ body: { success: true, plan: 'builder' } }),
    });
    const reload = vi.fn();
    const onDone = vi.fn();
    renderWithApp(
      <PaymentVerification
        payment={{ sessionId: 'cs_1', plan: 'builder' }}
        onDone={onDone}
        reload={reload}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Verifying Payment');
    await screen.findByText('Payment Successful!');
    expect(calls).toEqual([
      { key: 'POST /api/verify-payment', body: { sessionId: 'cs_1', planId: 'builder' } },
    ]);
    expect(getCurrentToast()?.title).toBe('Payment Successful!');
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(RELOAD_DELAY_MS - 100);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says there was an issue verifying when the server refuses, and does not reload', async () => {
    mockApi({
      'POST /api/verify-payment': () => ({
        status: 402,
        body: { message: 'This payment has not been completed.' },
      }),
    });
    const reload = vi.fn();
    const onDone = vi.fn();
    renderWithApp(
      <PaymentVerification payment={{ sessionId: 'cs_1', plan: 'pro' }} onDone={onDone} reload={reload} />,
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(getCurrentToast()).toMatchObject({
      title: 'Verification Error',
      description: 'There was an issue verifying your payment. Please contact support.',
    });
    expect(reload).not.toHaveBeenCalled();
  });
});
