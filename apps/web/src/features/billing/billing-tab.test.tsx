import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { BillingTab } from './billing-tab';
import { mockApi, type Reply, renderWithApp, starterUser } from './testing/render-with-api';

afterEach(() => vi.unstubAllGlobals());

const baseRoutes = {
  'GET /api/auth/user': () => ({ body: starterUser }),
  'GET /api/billing/usage': () => ({
    body: {
      plan: 'starter',
      websites: { used: 2, limit: 5 },
      edits: { used: 7, limit: 50 },
      aiImages: { used: 0, limit: 0 },
      editSessionMinutes: 30,
    },
  }),
  'GET /api/billing/subscription': () => ({
    body: { plan: 'starter', provider: 'test', subscription: null },
  }),
  'GET /api/billing/history': () => ({
    body: {
      payments: [
        {
          id: 'p1',
          date: '2026-11-02T10:00:00.000Z',
          description: 'Quick Download (one website)',
          kind: 'download',
          planId: null,
          websiteId: 'w1',
          amountCents: 699,
          amount: '$6.99',
          currency: 'usd',
          status: 'paid',
          isTestMode: true,
        },
      ],
    },
  }),
};

describe('BillingTab', () => {
  it('shows the current plan, real usage, the plan grid and the payments from the server', async () => {
    mockApi(baseRoutes);
    renderWithApp(<BillingTab payment={null} onPaymentHandled={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Switch to Builder' })).toBeTruthy();
    expect(screen.getByText('$14.99')).toBeTruthy();
    expect(screen.getByText('$22.99')).toBeTruthy();
    expect(await screen.findByText('Quick Download (one website)')).toBeTruthy();
    expect(screen.getByText('$6.99')).toBeTruthy();
    expect(await screen.findByText('2 of 5')).toBeTruthy();
    expect(screen.getByText('Test mode — no real payment is taken on this server.')).toBeTruthy();
  });

  it('sends the browser to the checkout address the server gives', async () => {
    const calls = mockApi({
      ...baseRoutes,
      'POST /api/billing/upgrade': () => ({ body: { url: '/api/billing/test-checkout/cs_1' } }),
    });
    const go = vi.fn();
    renderWithApp(<BillingTab payment={null} onPaymentHandled={() => {}} goToCheckout={go} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Builder' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/api/billing/test-checkout/cs_1'));
    expect(calls.find((c) => c.key === 'POST /api/billing/upgrade')?.body).toEqual({ planId: 'builder' });
  });

  it('sends a signed-out person to sign in, then back to billing', async () => {
    mockApi({
      ...baseRoutes,
      'POST /api/billing/upgrade': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    const { history } = renderWithApp(
      <BillingTab payment={null} onPaymentHandled={() => {}} goToCheckout={vi.fn()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() => expect(history.at(-1)).toBe('/auth?redirect=/dashboard?tab=billing'));
  });

  it('names HTTPS Required, and a missing checkout address, as payment errors', async () => {
    let reply: Reply<'POST /api/billing/upgrade'> = {
      status: 400,
      body: {
        message: 'HTTPS Required: payments need the site to be served over https.',
        reason: 'HTTPS_REQUIRED',
      },
    };
    mockApi({ ...baseRoutes, 'POST /api/billing/upgrade': () => reply });
    renderWithApp(<BillingTab payment={null} onPaymentHandled={() => {}} goToCheckout={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Builder' }));
    await waitFor(() => expect(getCurrentToast()?.title).toBe('HTTPS Required'));
    reply = { status: 200, body: {} as never };
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Pro' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Payment Error',
        description: 'The payment page address was missing. Please try again.',
      }),
    );
  });

  it('says payments are not set up when the server runs with payments off (503)', async () => {
    const goToCheckout = vi.fn();
    mockApi({
      ...baseRoutes,
      'POST /api/billing/upgrade': () => ({
        status: 503,
        body: {
          code: 'UNAVAILABLE',
          message: 'Payments are not configured on this server. Please contact support.',
        },
      }),
    });
    renderWithApp(<BillingTab payment={null} onPaymentHandled={() => {}} goToCheckout={goToCheckout} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Builder' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Payment Error',
        description: 'Payments are not configured on this server. Please contact support.',
      }),
    );
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('says "Already subscribed" for the current plan without calling the server', async () => {
    const calls = mockApi(baseRoutes);
    renderWithApp(<BillingTab payment={null} onPaymentHandled={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Current plan: Starter' }));
    expect(getCurrentToast()).toMatchObject({
      title: 'Already subscribed',
      description: "You're already on this plan.",
    });
    expect(calls.some((c) => c.key === 'POST /api/billing/upgrade')).toBe(false);
  });
});
