import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INSTRUCTIONS_TOAST_MS, toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { websiteKey, websitesKey } from '../../lib/query-keys';
import {
  deployToNetlify,
  getNetlifyAuthUrl,
  getNetlifyStatus,
  isDisconnected,
  listPublishes,
  messageOf,
  NETLIFY_STATUS_KEY,
  publishesKey,
  publishOnMainstreet,
} from './launch-api';
import { openNetlifyConsent } from './netlify-popup';

export type Host = 'mainstreet' | 'netlify';
export type LaunchTarget = { id?: string | null; netlifyUrl?: string | null };

const ERROR_MS = 8_000;
const CONNECTED_MS = 5_000;
const ID_MISSING = 'Website ID not found. Please regenerate your website.';
const UNEXPECTED = 'An unexpected error occurred while launching. Please try again.';

/**
 * Launch, Redeploy and the Netlify connect flow of one website, with their toasts.
 * `onLaunched` gets the live address after every successful launch.
 */
export function useLaunch(website: LaunchTarget, onLaunched?: (url: string) => void) {
  const queryClient = useQueryClient();
  const [busyHost, setBusyHost] = useState<Host | null>(null);
  const [isChoiceOpen, setIsChoiceOpen] = useState(false);
  const [isConnectOpen, setIsConnectOpen] = useState(false);
  /** After a blocked popup the connect dialog offers Open in New Tab. */
  const [isPopupBlocked, setIsPopupBlocked] = useState(false);
  const id = website.id;

  async function refresh() {
    if (!id) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: websiteKey(id) }),
      queryClient.invalidateQueries({ queryKey: websitesKey, exact: true }),
      queryClient.invalidateQueries({ queryKey: publishesKey(id) }),
    ]);
  }

  function missingId(): boolean {
    if (id) return false;
    toast({
      title: 'Launch Error',
      description: ID_MISSING,
      variant: 'destructive',
      duration: ERROR_MS,
    });
    return true;
  }

  async function run(host: Host, call: () => Promise<{ url: string }>) {
    setBusyHost(host);
    try {
      const { url } = await call();
      toast({ title: 'Website Launched Successfully!', description: `Your website is live at ${url}` });
      window.open(url, '_blank', 'noopener');
      await refresh();
      onLaunched?.(url);
    } catch (error) {
      if (host === 'netlify' && isDisconnected(error)) {
        void queryClient.invalidateQueries({ queryKey: NETLIFY_STATUS_KEY });
        setIsConnectOpen(true);
      }
      // 404: the site is not on the server any more (deleted in another tab).
      if (error instanceof ApiError && error.status === 404) {
        toast({ title: 'Launch Error', description: ID_MISSING, variant: 'destructive', duration: ERROR_MS });
        return;
      }
      toast({
        title: 'Launch Failed',
        description: messageOf(error, UNEXPECTED),
        variant: 'destructive',
        duration: ERROR_MS,
      });
    } finally {
      setBusyHost(null);
    }
  }

  async function launchOnMainstreet() {
    if (missingId() || !id) return;
    setIsChoiceOpen(false);
    await run('mainstreet', () => publishOnMainstreet(id));
  }

  async function launchOnNetlify() {
    if (missingId() || !id) return;
    setIsChoiceOpen(false);
    setBusyHost('netlify');
    try {
      const status = await getNetlifyStatus();
      if (!status.connected) {
        setBusyHost(null);
        setIsConnectOpen(true);
        return;
      }
    } catch (error) {
      setBusyHost(null);
      toast({
        title: 'Launch Failed',
        description: messageOf(error, UNEXPECTED),
        variant: 'destructive',
        duration: ERROR_MS,
      });
      return;
    }
    await run('netlify', () => deployToNetlify(id));
  }

  /**
   * Connect (a popup, else a new tab; `asTab` for the dialog's Open in New Tab), then deploy at
   * once. Call it straight from the click so the browser lets the window open.
   */
  async function connectNetlify(asTab = false) {
    const authUrl = getNetlifyAuthUrl().then(
      (r) => r.authUrl,
      (error: unknown) => {
        throw new Error(messageOf(error, 'Could not start connecting to Netlify.'));
      },
    );
    const outcome = await openNetlifyConsent(authUrl, {
      asTab,
      onOpenedAsTab: () =>
        toast({
          title: 'Opened in a new tab',
          description:
            'Connect your Netlify account in the new tab, then come back to this one: your website launches as soon as the connection is made.',
          duration: INSTRUCTIONS_TOAST_MS,
        }),
    });
    if (outcome.kind === 'blocked') {
      setIsPopupBlocked(true);
      toast({
        title: 'Failed to Open Tab or Popup Blocked',
        description: 'Please allow popups for this site, or use the Open in New Tab option.',
        variant: 'destructive',
        duration: ERROR_MS,
      });
      return;
    }
    if (outcome.kind === 'failed') {
      toast({
        title: 'Connection Failed',
        description: outcome.error,
        variant: 'destructive',
        duration: ERROR_MS,
      });
      return;
    }
    if (outcome.kind === 'error') {
      toast({ title: 'OAuth Error', description: outcome.error, variant: 'destructive', duration: ERROR_MS });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: NETLIFY_STATUS_KEY });
    if (outcome.kind === 'closed') {
      // Closed without a word: connected only if the server says so.
      const status = await getNetlifyStatus().catch(() => ({ connected: false }));
      if (!status.connected) return;
    }
    setIsConnectOpen(false);
    setIsPopupBlocked(false);
    toast({
      title: 'Hosting Account Connected',
      description: 'Your Netlify account is connected. Launching your website…',
      duration: CONNECTED_MS,
    });
    if (id) await run('netlify', () => deployToNetlify(id));
  }

  /**
   * Redeploys where the site is live now: built-in hosting whenever it serves a publish of the site
   * (at its slug or its own domain, whatever the address), else Netlify.
   */
  async function redeploy() {
    if (missingId() || !id) return;
    let host: Host = 'netlify';
    try {
      const list = await listPublishes(id);
      if (list.url) host = 'mainstreet';
    } catch {
      host = 'netlify';
    }
    await (host === 'mainstreet' ? run('mainstreet', () => publishOnMainstreet(id)) : launchOnNetlify());
  }

  return {
    busyHost,
    isChoiceOpen,
    setIsChoiceOpen,
    isConnectOpen,
    setIsConnectOpen,
    isPopupBlocked,
    launchOnMainstreet,
    launchOnNetlify,
    connectNetlify,
    redeploy,
  };
}

export type LaunchControls = ReturnType<typeof useLaunch>;
