import { afterEach, describe, expect, it } from 'vitest';
import { handOffFrom, planSignUpPath, rememberHandOff, signUpPath, takeHandOff } from './hand-off';

describe('sign-up hand-offs', () => {
  afterEach(() => sessionStorage.clear());

  it('a visitor’s action opens sign-up with its reason and where to land', () => {
    const path = signUpPath({ reason: 'download', redirect: '/dashboard?tab=preview' });
    expect(path.startsWith('/auth?mode=register&')).toBe(true);
    expect(handOffFrom(path.slice('/auth'.length))).toEqual({
      reason: 'download',
      redirect: '/dashboard?tab=preview',
      plan: undefined,
    });
  });

  it('a plan card carries its plan to the billing tab’s checkout', () => {
    const handOff = handOffFrom(planSignUpPath('builder').slice('/auth'.length));
    expect(handOff).toEqual({
      reason: 'plan',
      plan: 'builder',
      redirect: '/dashboard?tab=billing&checkout=builder',
    });
  });

  it('never lands anywhere but this app', () => {
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'dashboard']) {
      expect(handOffFrom(`?reason=edit&redirect=${encodeURIComponent(redirect)}`)).toBeNull();
    }
    expect(handOffFrom('?reason=steal&redirect=/dashboard')).toBeNull();
  });

  it('is finished once: a second sign-in does not land there again', () => {
    rememberHandOff({ reason: 'edit', redirect: '/dashboard?tab=editor' });
    expect(takeHandOff()?.redirect).toBe('/dashboard?tab=editor');
    expect(takeHandOff()).toBeNull();
  });
});
