import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Loader2, Rocket } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiQuery } from '../../lib/query-client';
import { disconnectNetlify, messageOf, NETLIFY_STATUS_KEY } from './launch-api';
import { ConnectHostingDialog, HostingChoiceDialog } from './launch-dialogs';
import { type LaunchTarget, useLaunch } from './use-launch';

export type LaunchButtonProps = { website: LaunchTarget; onLaunched?: (url: string) => void };

/**
 * Launch, or Redeploy once the site has a live address. Launch asks where to
 * host; Redeploy goes where the site already lives. The live site opens in a new tab after each.
 */
export function LaunchButton({ website, onLaunched }: LaunchButtonProps) {
  const t = useT();
  const launch = useLaunch(website, onLaunched);
  const queryClient = useQueryClient();
  const status = useQuery({ ...apiQuery('/api/netlify/oauth/status'), staleTime: 0 });

  async function disconnect() {
    try {
      await disconnectNetlify();
      toast({
        title: t('launch.disconnected.title'),
        description: t('launch.disconnected.text'),
      });
    } catch (error) {
      toast({
        title: t('launch.error'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
        duration: 8_000,
      });
    }
    await queryClient.invalidateQueries({ queryKey: NETLIFY_STATUS_KEY });
  }
  const isNetlifyAvailable = status.data?.isConfigured !== false;
  const isBusy = launch.busyHost !== null;
  const isLive = Boolean(website.netlifyUrl);

  return (
    <>
      <Button
        size="sm"
        onClick={() => (isLive ? void launch.redeploy() : launch.setIsChoiceOpen(true))}
        disabled={isBusy}
        aria-busy={isBusy}
      >
        {isBusy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Rocket className="size-4" aria-hidden />
        )}
        {isBusy
          ? t(isLive ? 'launch.redeploying' : 'launch.launching')
          : t(isLive ? 'launch.redeploy' : 'launch.launch')}
      </Button>
      {isLive && website.netlifyUrl && (
        <Button size="sm" variant="ghost" asChild>
          <a href={website.netlifyUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="size-4" aria-hidden /> {t('launch.viewLive')}
          </a>
        </Button>
      )}
      <HostingChoiceDialog
        launch={launch}
        websiteId={website.id ?? undefined}
        isNetlifyAvailable={isNetlifyAvailable}
        isNetlifyConnected={status.data?.connected === true}
        onDisconnect={() => void disconnect()}
      />
      <ConnectHostingDialog launch={launch} />
    </>
  );
}
