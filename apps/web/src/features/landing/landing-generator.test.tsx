import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, fakePublicConfig } from '../../lib/testing/fake-api';
import { renderWithApp } from '../billing/testing/render-with-api';
import { Hero } from './hero';
import { LandingGenerator } from './landing-generator';

beforeEach(() => {
  // A signed-out visitor: no session cookie.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'ms_signed_in=; path=/; max-age=0';
});
afterEach(() => vi.unstubAllGlobals());

function openLanding(visitorDrafts: boolean) {
  const calls = fakeApi({ 'GET /api/config': () => ({ body: fakePublicConfig({ visitorDrafts }) }) });
  renderWithApp(<LandingGenerator />, '/');
  return calls;
}

describe('landing generator for a signed-out visitor', () => {
  it('offers the generator where visitors may try it', async () => {
    const calls = openLanding(true);
    await waitFor(() => expect(calls.some((c) => c.line === 'GET /api/config')).toBe(true));
    expect(screen.getByLabelText('Website Description')).toBeTruthy();
    expect(screen.queryByText('Sign in to make a website on this server.')).toBeNull();
  });

  it('asks the visitor to sign in where the server takes no visitor drafts', async () => {
    openLanding(false);
    expect(await screen.findByText('Sign in to make a website on this server.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByLabelText('Website Description')).toBeNull();
  });
});

describe('landing hero', () => {
  it('promises trying without an account only where the server takes visitor drafts', async () => {
    fakeApi({ 'GET /api/config': () => ({ body: fakePublicConfig({ visitorDrafts: true }) }) });
    const first = renderWithApp(<Hero />, '/');
    expect(await screen.findByText('No account needed to try')).toBeTruthy();
    first.unmount();
    fakeApi({ 'GET /api/config': () => ({ body: fakePublicConfig({ visitorDrafts: false }) }) });
    renderWithApp(<Hero />, '/');
    expect(await screen.findByText('Works on every phone')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('No account needed to try')).toBeNull());
  });
});
