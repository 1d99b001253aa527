import { describe, expect, it } from 'vitest';
import { FALLBACK_AMOUNT, summarizeCheckout } from './checkout-summary';

describe('checkout summary', () => {
  it('prices a plan from the plan table, per month', () => {
    expect(summarizeCheckout('plan=builder')).toMatchObject({
      kind: 'plan',
      amount: 14.99,
      priceText: '$14.99 / month',
    });
    expect(summarizeCheckout('plan=pro')).toMatchObject({ amount: 22.99 });
  });

  it('has no checkout for the free plan: "Free", never an amount', () => {
    expect(summarizeCheckout('plan=starter')).toMatchObject({
      kind: 'unknown',
      title: 'Starter plan',
      amount: 0,
      priceText: 'Free',
    });
  });

  it('charges 6.99 pay-as-you-go for a website download', () => {
    expect(summarizeCheckout('websiteId=abc')).toMatchObject({
      kind: 'download',
      websiteId: 'abc',
      amount: 6.99,
      priceText: '$6.99 one-time',
    });
    expect(summarizeCheckout('type=payg')).toMatchObject({ amount: 6.99 });
  });

  it('falls back to 9 when told nothing usable', () => {
    expect(FALLBACK_AMOUNT).toBe(9);
    expect(summarizeCheckout('')).toMatchObject({ kind: 'unknown', amount: 9, priceText: '$9.00' });
    expect(summarizeCheckout('plan=gold&amount=-3')).toMatchObject({ amount: 9 });
    expect(summarizeCheckout('amount=12.5')).toMatchObject({ amount: 12.5 });
  });
});
