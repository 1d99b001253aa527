import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INSTRUCTIONS_TOAST_MS, toast } from '../../components/ui/toast';
import { t } from '../../i18n/i18n';
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
      title: t('launch.toast.error'),
      description: t('launch.toast.idMissing'),
      variant: 'destructive',
      duration: ERROR_MS,
    });
    return true;
  }

  async function run(host: Host, call: () => Promise<{ url: string }>) {
    setBusyHost(host);
    try {
      const { url } = await call();
      toast({ title: t('launch.toast.launched'), description: t('launch.toast.liveAt', { url }) });
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
        toast({
          title: t('launch.toast.error'),
          description: t('launch.toast.idMissing'),
          variant: 'destructive',
          duration: ERROR_MS,
        });
        return;
      }
      toast({
        title: t('launch.toast.failed'),
        description: messageOf(error, t('launch.toast.unexpected')),
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
        title: t('launch.toast.failed'),
        description: messageOf(error, t('launch.toast.unexpected')),
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
        throw new Error(messageOf(error, t('launch.connect.startFailed')));
      },
    );
    const outcome = await openNetlifyConsent(authUrl, {
      asTab,
      onOpenedAsTab: () =>
        toast({
          title: t('launch.connect.openedTab'),
          description: t('launch.connect.openedTabText'),
          duration: INSTRUCTIONS_TOAST_MS,
        }),
    });
    if (outcome.kind === 'blocked') {
      setIsPopupBlocked(true);
      toast({
        title: t('launch.connect.blocked'),
        description: t('launch.connect.blockedText'),
        variant: 'destructive',
        duration: ERROR_MS,
      });
      return;
    }
    if (outcome.kind === 'failed') {
      toast({
        title: t('launch.connect.failedTitle'),
        description: outcome.error,
        variant: 'destructive',
        duration: ERROR_MS,
      });
      return;
    }
    if (outcome.kind === 'error') {
      toast({
        title: t('launch.connect.refused'),
        description: outcome.error,
        variant: 'destructive',
        duration: ERROR_MS,
      });
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
      title: t('launch.connect.done'),
      description: t('launch.connect.doneText'),
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
