import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConfig, mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { SocialButtons } from './auth-form-parts';

const config = (socialProviders: string[]) => fakeConfig({ socialProviders });

afterEach(() => vi.unstubAllGlobals());

describe('social sign-in buttons', () => {
  it('offers only the providers the server has set up', async () => {
    mockApi({ 'GET /api/config': () => ({ body: config(['github']) }) });
    renderWithApp(<SocialButtons />, '/auth');
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  });

  it('shows none when no provider is set up', async () => {
    const calls = mockApi({ 'GET /api/config': () => ({ body: config([]) }) });
    renderWithApp(<SocialButtons />, '/auth');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
