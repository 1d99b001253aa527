import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../features/billing/testing/render-with-api';
import type { PublicConfig } from '../lib/public-config';
import { fakeApi, fakePublicConfig } from '../lib/testing/fake-api';
import { AuthPage } from './auth';

afterEach(() => vi.unstubAllGlobals());

async function openSignIn(registration: PublicConfig['registration'], path = '/auth') {
  const calls = fakeApi({ 'GET /api/config': () => ({ body: fakePublicConfig({ registration }) }) });
  renderWithApp(<AuthPage />, path);
  await waitFor(() => expect(calls.some((c) => c.line === 'GET /api/config')).toBe(true));
}

describe('sign-in page and REGISTRATION', () => {
  it('offers "Create account" where sign-ups are open', async () => {
    await openSignIn('open');
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('says sign-ups are closed instead of offering an account that would be refused', async () => {
    await openSignIn('closed');
    expect(await screen.findByText('Sign-ups are closed on this server.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('says sign-ups are by invitation when opened without one', async () => {
    await openSignIn('invite');
    expect(await screen.findByText('Sign-ups here are by invitation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
  });

  it('opens account creation from an invitation link where sign-ups are by invitation', async () => {
    await openSignIn('invite', '/auth?invitation=tok-1');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.queryByText('Sign-ups here are by invitation.')).toBeNull();
  });
});
