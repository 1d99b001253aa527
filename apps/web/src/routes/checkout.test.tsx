import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../features/billing/testing/render-with-api';
import { CheckoutPage } from './checkout';

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutPage', () => {
  it('summarises a plan and continues to the payment page', async () => {
    mockApi({
      'POST /api/billing/upgrade': () => ({ body: { url: 'https://checkout.stripe.test/c/pay/cs_1' } }),
    });
    const go = vi.fn();
    renderWithApp(<CheckoutPage go={go} />, '/checkout?plan=pro');
    expect(screen.getByTestId('checkout-amount').textContent).toBe('$22.99 / month');
    fireEvent.click(screen.getByRole('button', { name: /Continue to payment/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'));
  });

  it('shows 6.99 pay-as-you-go for a website and the fallback 9 otherwise', () => {
    renderWithApp(<CheckoutPage go={vi.fn()} />, '/checkout?websiteId=w1');
    expect(screen.getByTestId('checkout-amount').textContent).toBe('$6.99 one-time');
  });

  it('falls back to 9 and offers the plans', () => {
    renderWithApp(<CheckoutPage go={vi.fn()} />, '/checkout');
    expect(screen.getByTestId('checkout-amount').textContent).toBe('$9.00');
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toBeTruthy();
  });

  it('sends a signed-out buyer of a plan to sign in and back', async () => {
    mockApi({
      'POST /api/billing/upgrade': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    const { history } = renderWithApp(<CheckoutPage go={vi.fn()} />, '/checkout?plan=builder');
    fireEvent.click(screen.getByRole('button', { name: /Continue to payment/ }));
    await waitFor(() =>
      expect(history.at(-1)).toBe(`/auth?redirect=${encodeURIComponent('/checkout?plan=builder')}`),
    );
  });
});
