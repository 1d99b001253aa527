import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentToast } from '../../components/ui/toast';
import { mockApi, renderWithApp } from '../billing/testing/render-with-api';
import { LaunchButton } from './launch-button';

const LIVE = 'http://localhost:3000/s/rosa-bakery/';
type FakeWindow = { closed: boolean; close: () => void; location: { href: string } };

let opened: { url: string | undefined; target: string | undefined; features: string | undefined }[];
let popup: FakeWindow | null;

beforeEach(() => {
  opened = [];
  popup = { closed: false, close: () => {}, location: { href: 'about:blank' } };
  vi.spyOn(window, 'open').mockImplementation((url, target, features) => {
    opened.push({ url: url?.toString(), target, features });
    return target === '_blank' && url !== 'about:blank' ? null : (popup as unknown as Window);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function postFromPopup(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('LaunchButton', () => {
  it('launches on Mainstreet hosting, opens the live site and reports it', async () => {
    const calls = mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: false } }),
      'POST /api/websites/w1/publish': () => ({ body: { url: LIVE, publishId: 'p1' } }),
    });
    const onLaunched = vi.fn();
    renderWithApp(<LaunchButton website={{ id: 'w1', netlifyUrl: null }} onLaunched={onLaunched} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    expect(screen.getByRole('dialog', { name: 'Launch your website' })).toBeTruthy();
    // Netlify is not configured on this server: offered, but disabled with the reason.
    expect((screen.getByRole('button', { name: /Netlify/ }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Mainstreet hosting/ }));
    await waitFor(() => expect(onLaunched).toHaveBeenCalledWith(LIVE));
    expect(calls.map((c) => c.key)).toContain('POST /api/websites/w1/publish');
    expect(getCurrentToast()).toMatchObject({ title: 'Website Launched Successfully!' });
    expect(opened).toContainEqual({ url: LIVE, target: '_blank', features: 'noopener' });
  });

  it('reads Redeploy once live and redeploys where the site lives', async () => {
    const calls = mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: true } }),
      'GET /api/websites/w1/publishes': () => ({ body: { url: LIVE, publishes: [] } }),
      'POST /api/websites/w1/publish': () => ({ body: { url: LIVE, publishId: 'p2' } }),
    });
    renderWithApp(<LaunchButton website={{ id: 'w1', netlifyUrl: LIVE }} />);
    expect(screen.getByRole('link', { name: /View live site/ }).getAttribute('href')).toBe(LIVE);
    await userEvent.click(screen.getByRole('button', { name: 'Redeploy' }));
    await waitFor(() => expect(getCurrentToast()).toMatchObject({ title: 'Website Launched Successfully!' }));
    expect(calls.map((c) => c.key)).toContain('POST /api/websites/w1/publish');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server message when launching fails', async () => {
    mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: false } }),
      'POST /api/websites/w1/publish': () => ({
        status: 422,
        body: { message: 'This website cannot be published: hero: too long' },
      }),
    });
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(screen.getByRole('button', { name: /Mainstreet hosting/ }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Launch Failed',
        description: 'This website cannot be published: hero: too long',
        duration: 8000,
      }),
    );
  });

  it('tells the owner what Netlify’s key can do: the whole account, never “only permission to deploy”', async () => {
    mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: true } }),
    });
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: /Publish to your own Netlify account/ }));
    const connect = await screen.findByRole('dialog', { name: 'Connect or Create hosting account' });
    expect(connect.textContent).toContain('one key to your whole Netlify account');
    await userEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    const about = await screen.findByRole('dialog', { name: 'About Netlify hosting' });
    expect(about.textContent).toContain('reaches your whole account, not just deploys');
    expect(document.body.textContent).not.toMatch(/only asks for permission to deploy/i);
  });

  it('connects Netlify in a 650×750 popup, ignores other origins, then deploys', async () => {
    let isConnected = false;
    const calls = mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: isConnected, isConfigured: true } }),
      'GET /api/netlify/oauth/authorize': () => ({
        body: { authUrl: 'https://app.netlify.com/authorize?state=s1' },
      }),
      'POST /api/netlify/oauth/deploy/w1': () => ({ body: { url: 'https://rosa.netlify.app' } }),
    });
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: /Publish to your own Netlify account/ }));
    expect(await screen.findByRole('dialog', { name: 'Connect or Create hosting account' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'About Netlify hosting' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    await userEvent.click(await screen.findByRole('button', { name: 'Connect Netlify' }));
    expect(opened[0].features).toMatch(/width=650,height=750/);
    await waitFor(() => expect(popup?.location.href).toBe('https://app.netlify.com/authorize?state=s1'));
    postFromPopup({ type: 'NETLIFY_OAUTH_SUCCESS' }, 'https://evil.example');
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.map((c) => c.key)).not.toContain('POST /api/netlify/oauth/deploy/w1');
    isConnected = true;
    postFromPopup({ type: 'NETLIFY_OAUTH_SUCCESS' });
    await waitFor(() => expect(calls.map((c) => c.key)).toContain('POST /api/netlify/oauth/deploy/w1'));
    await waitFor(() => expect(getCurrentToast()).toMatchObject({ title: 'Website Launched Successfully!' }));
  });

  it('reports a blocked popup for 8 s and offers Open in New Tab; reports OAuth errors', async () => {
    mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: true } }),
      'GET /api/netlify/oauth/authorize': () => ({
        body: { authUrl: 'https://app.netlify.com/authorize?state=s2' },
      }),
    });
    popup = null;
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: /Publish to your own Netlify account/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Netlify' }));
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({
        title: 'Failed to Open Tab or Popup Blocked',
        duration: 8000,
      }),
    );
    popup = { closed: false, close: () => {}, location: { href: 'about:blank' } };
    await userEvent.click(screen.getByRole('button', { name: 'Open in New Tab' }));
    expect(opened.at(-1)?.target).toBe('_blank');
    postFromPopup({ type: 'NETLIFY_OAUTH_ERROR', error: 'access_denied' });
    await waitFor(() =>
      expect(getCurrentToast()).toMatchObject({ title: 'OAuth Error', description: 'access_denied' }),
    );
  });

  it('disconnects a connected Netlify account', async () => {
    let isConnected = true;
    const calls = mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: isConnected, isConfigured: true } }),
      'POST /api/netlify/oauth/disconnect': () => {
        isConnected = false;
        return { body: { connected: false } };
      },
    });
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect Netlify' }));
    await waitFor(() => expect(getCurrentToast()).toMatchObject({ title: 'Netlify disconnected' }));
    expect(calls.map((c) => c.key)).toContain('POST /api/netlify/oauth/disconnect');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Disconnect Netlify' })).toBeNull());
  });

  it('notices a popup closed without a word by polling every 500 ms', async () => {
    mockApi({
      'GET /api/netlify/oauth/status': () => ({ body: { connected: false, isConfigured: true } }),
      'GET /api/netlify/oauth/authorize': () => ({
        body: { authUrl: 'https://app.netlify.com/authorize?state=s3' },
      }),
    });
    renderWithApp(<LaunchButton website={{ id: 'w1' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Launch' }));
    await userEvent.click(await screen.findByRole('button', { name: /Publish to your own Netlify account/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Netlify' }));
    if (popup) popup.closed = true;
    // Not connected: the dialog stays so the owner can try again.
    await new Promise((r) => setTimeout(r, 700));
    expect(screen.getByRole('dialog', { name: 'Connect or Create hosting account' })).toBeTruthy();
  });
});
