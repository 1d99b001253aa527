import { Cloud, Globe, Server } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/i18n';
import { DomainPanel } from './domain-panel';
import type { LaunchControls } from './use-launch';

const optionClass =
  'flex w-full items-start gap-3 rounded-xl border border-slate-200 p-4 text-left hover:border-indigo-400 hover:bg-indigo-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800';

/** Where to launch: Mainstreet's own hosting (nothing to set up) or the owner's Netlify account. */
export function HostingChoiceDialog({
  launch,
  websiteId,
  isNetlifyAvailable,
  isNetlifyConnected = false,
  onDisconnect,
}: {
  launch: LaunchControls;
  /** Offers "Use my own domain" for Mainstreet hosting when set. */
  websiteId?: string;
  isNetlifyAvailable: boolean;
  isNetlifyConnected?: boolean;
  onDisconnect?: () => void;
}) {
  const t = useT();
  const [isDomainOpen, setIsDomainOpen] = useState(false);
  return (
    <>
      <Dialog
        open={launch.isChoiceOpen}
        onOpenChange={launch.setIsChoiceOpen}
        title={t('launch.choice.title')}
        description={t('launch.choice.text')}
      >
        <div className="grid gap-3">
          <button type="button" className={optionClass} onClick={() => void launch.launchOnMainstreet()}>
            <Server className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
            <span>
              <span className="block font-semibold">{t('launch.choice.mainstreet')}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {t('launch.choice.mainstreetText')}
              </span>
            </span>
          </button>
          <button
            type="button"
            className={optionClass}
            disabled={!isNetlifyAvailable}
            onClick={() => void launch.launchOnNetlify()}
          >
            <Cloud className="mt-0.5 size-5 shrink-0 text-teal-600" aria-hidden />
            <span>
              <span className="block font-semibold">Netlify</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {isNetlifyAvailable ? t('launch.choice.netlifyText') : t('launch.choice.netlifyMissing')}
              </span>
            </span>
          </button>
          {isNetlifyConnected && onDisconnect && (
            <p className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
              {t('launch.choice.connected')}
              <Button size="sm" variant="link" onClick={onDisconnect}>
                {t('launch.choice.disconnect')}
              </Button>
            </p>
          )}
          {websiteId && (
            <Button
              variant="link"
              className="justify-self-start px-0"
              onClick={() => {
                launch.setIsChoiceOpen(false);
                setIsDomainOpen(true);
              }}
            >
              <Globe className="size-4" aria-hidden /> {t('launch.domain.title')}
            </Button>
          )}
        </div>
      </Dialog>
      {websiteId && (
        <Dialog
          open={isDomainOpen}
          onOpenChange={setIsDomainOpen}
          title={t('launch.domain.title')}
          description={t('launch.domain.text')}
        >
          <DomainPanel websiteId={websiteId} isBare />
        </Dialog>
      )}
    </>
  );
}

/** Connect or Create hosting account, with Learn More. */
export function ConnectHostingDialog({ launch }: { launch: LaunchControls }) {
  const t = useT();
  const [isLearnMoreOpen, setIsLearnMoreOpen] = useState(false);
  return (
    <>
      <Dialog
        open={launch.isConnectOpen}
        onOpenChange={launch.setIsConnectOpen}
        title={t('launch.connect.title')}
        description={t('launch.connect.text')}
      >
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void launch.connectNetlify()}>{t('launch.connect.button')}</Button>
          {launch.isPopupBlocked && (
            <Button variant="secondary" onClick={() => void launch.connectNetlify(true)}>
              {t('launch.connect.newTab')}
            </Button>
          )}
          <Button variant="link" onClick={() => setIsLearnMoreOpen(true)}>
            {t('launch.connect.learnMore')}
          </Button>
        </div>
      </Dialog>
      <Dialog open={isLearnMoreOpen} onOpenChange={setIsLearnMoreOpen} title={t('launch.about.title')}>
        <div className="grid gap-3 text-sm text-slate-700 dark:text-slate-200">
          <p>{t('launch.about.what')}</p>
          <p>{t('launch.about.key')}</p>
          <p>{t('launch.about.instead')}</p>
        </div>
      </Dialog>
    </>
  );
}
