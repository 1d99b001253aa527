import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { ConnectHostingDialog } from './launch-dialogs';
import { type LaunchTarget, useLaunch } from './use-launch';

/** The amber banner of a launched site whose saved content is newer than what is live. */
export function RedeployBanner({
  website,
  onLaunched,
}: {
  website: LaunchTarget;
  onLaunched?: (url: string) => void;
}) {
  const t = useT();
  const [isDismissed, setIsDismissed] = useState(false);
  const launch = useLaunch(website, onLaunched);
  if (isDismissed || !website.netlifyUrl) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span>{t('launch.banner.text')}</span>
      <span className="flex items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={launch.busyHost !== null}
          onClick={() => void launch.redeploy()}
        >
          {launch.busyHost ? t('launch.redeploying') : t('launch.banner.redeploy')}
        </Button>
        <button
          type="button"
          aria-label={t('launch.banner.dismiss')}
          className="rounded p-1"
          onClick={() => setIsDismissed(true)}
        >
          <X className="size-4" aria-hidden />
        </button>
      </span>
      <ConnectHostingDialog launch={launch} />
    </div>
  );
}
