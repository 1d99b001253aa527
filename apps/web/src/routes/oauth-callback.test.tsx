import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../features/billing/testing/render-with-api';
import { OAuthCallbackPage } from './oauth-callback';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function withOpener() {
  const postMessage = vi.fn();
  Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
  return postMessage;
}

describe('OAuthCallbackPage', () => {
  it('has the server exchange the code and tells the opener, without any token', async () => {
    const calls = mockApi({ 'POST /api/netlify/oauth/callback': () => ({ body: { connected: true } }) });
    const postMessage = withOpener();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', '/oauth/netlify/callback?code=abc&state=s1');
    render(<OAuthCallbackPage />);
    expect(await screen.findByText('Connected to Netlify')).toBeTruthy();
    expect(calls[0]).toEqual({ key: 'POST /api/netlify/oauth/callback', body: { code: 'abc', state: 's1' } });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'NETLIFY_OAUTH_SUCCESS', state: 's1' },
      window.location.origin,
    );
    await waitFor(() => expect(close).toHaveBeenCalled(), { timeout: 2000 });
  });

  it('passes Netlify errors and failed exchanges on as NETLIFY_OAUTH_ERROR', async () => {
    const postMessage = withOpener();
    vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', '/oauth/netlify/callback?error=access_denied&state=s2');
    render(<OAuthCallbackPage />);
    expect(await screen.findByText('access_denied')).toBeTruthy();
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'NETLIFY_OAUTH_ERROR', error: 'access_denied', state: 's2' },
      window.location.origin,
    );
  });

  it('reports a refused exchange with the server message', async () => {
    mockApi({
      'POST /api/netlify/oauth/callback': () => ({
        status: 400,
        body: { message: 'This Netlify authorization link has expired' },
      }),
    });
    const postMessage = withOpener();
    vi.spyOn(window, 'close').mockImplementation(() => {});
    window.history.replaceState(null, '', '/oauth/netlify/callback?code=abc&state=s3');
    render(<OAuthCallbackPage />);
    expect(await screen.findByText('This Netlify authorization link has expired')).toBeTruthy();
    expect(postMessage.mock.calls[0][0]).toMatchObject({ type: 'NETLIFY_OAUTH_ERROR' });
  });
});
