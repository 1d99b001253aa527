import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillingHistory } from './billing-history';
import { mockApi, renderWithApp, starterUser } from './testing/render-with-api';

afterEach(() => vi.unstubAllGlobals());

describe('BillingHistory', () => {
  it('words a test payment apart from its description: "(monthly), test payment"', async () => {
    mockApi({
      'GET /api/auth/user': () => ({ body: starterUser }),
      'GET /api/billing/history': () => ({
        body: {
          payments: [
            {
              id: 'p1',
              date: '2026-11-02T10:00:00.000Z',
              description: 'Builder plan (monthly)',
              kind: 'plan',
              planId: 'builder',
              websiteId: null,
              amountCents: 1499,
              amount: '$14.99',
              currency: 'usd',
              status: 'paid',
              isTestMode: true,
            },
          ],
        },
      }),
    });
    renderWithApp(<BillingHistory />);
    const cell = await screen.findByRole('cell', { name: /^Builder plan/ });
    expect(cell.textContent).toBe('Builder plan (monthly), test payment');
  });
});
