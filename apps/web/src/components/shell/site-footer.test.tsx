import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeConfig,
  mockApi,
  type Reply,
  renderWithApp,
} from '../../features/billing/testing/render-with-api';
import { SiteFooter } from './site-footer';

const bareConfig = fakeConfig();

afterEach(() => vi.unstubAllGlobals());

describe('footer contact link', () => {
  it('links to the address the operator configured', async () => {
    mockApi({ 'GET /api/config': () => ({ body: { ...bareConfig, contactEmail: 'help@shop.example' } }) });
    renderWithApp(<SiteFooter />, '/');
    const link = await screen.findByRole('link', { name: 'help@shop.example' });
    expect(link.getAttribute('href')).toBe('mailto:help@shop.example');
  });

  it('shows no contact link when none is configured, or the server cannot say', async () => {
    for (const reply of [
      { body: bareConfig },
      { status: 500, body: {} },
    ] satisfies Reply<'GET /api/config'>[]) {
      const calls = mockApi({ 'GET /api/config': () => reply });
      const { unmount } = renderWithApp(<SiteFooter />, '/');
      await waitFor(() => expect(calls.some((c) => c.key === 'GET /api/config')).toBe(true));
      expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
      unmount();
    }
  });
});
