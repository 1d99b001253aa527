import { Cloud, Globe, Server } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
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
  const [isDomainOpen, setIsDomainOpen] = useState(false);
  return (
    <>
      <Dialog
        open={launch.isChoiceOpen}
        onOpenChange={launch.setIsChoiceOpen}
        title="Launch your website"
        description="Choose where your site will live. You can redeploy or switch later."
      >
        <div className="grid gap-3">
          <button type="button" className={optionClass} onClick={() => void launch.launchOnMainstreet()}>
            <Server className="mt-0.5 size-5 shrink-0 text-indigo-600" aria-hidden />
            <span>
              <span className="block font-semibold">Mainstreet hosting</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                Live in seconds, at an address on this server. No account to set up.
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
                {isNetlifyAvailable
                  ? 'Publish to your own Netlify account.'
                  : 'Not set up on this server. Ask the operator to configure Netlify.'}
              </span>
            </span>
          </button>
          {isNetlifyConnected && onDisconnect && (
            <p className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
              Your Netlify account is connected.
              <Button size="sm" variant="link" onClick={onDisconnect}>
                Disconnect Netlify
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
              <Globe className="size-4" aria-hidden /> Use my own domain
            </Button>
          )}
        </div>
      </Dialog>
      {websiteId && (
        <Dialog
          open={isDomainOpen}
          onOpenChange={setIsDomainOpen}
          title="Use my own domain"
          description="Your site on Mainstreet hosting, at a domain you own, with HTTPS."
        >
          <DomainPanel websiteId={websiteId} isBare />
        </Dialog>
      )}
    </>
  );
}

/** Connect or Create hosting account, with Learn More. */
export function ConnectHostingDialog({ launch }: { launch: LaunchControls }) {
  const [isLearnMoreOpen, setIsLearnMoreOpen] = useState(false);
  return (
    <>
      <Dialog
        open={launch.isConnectOpen}
        onOpenChange={launch.setIsConnectOpen}
        title="Connect or Create hosting account"
        description="Connect your Netlify account, or create one for free, to launch your website there. Netlify gives Mainstreet one key to your whole Netlify account (it cannot be limited to deploying); Mainstreet uses it only to create and update the sites you launch."
      >
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void launch.connectNetlify()}>Connect Netlify</Button>
          {launch.isPopupBlocked && (
            <Button variant="secondary" onClick={() => void launch.connectNetlify(true)}>
              Open in New Tab
            </Button>
          )}
          <Button variant="link" onClick={() => setIsLearnMoreOpen(true)}>
            Learn More
          </Button>
        </div>
      </Dialog>
      <Dialog open={isLearnMoreOpen} onOpenChange={setIsLearnMoreOpen} title="About Netlify hosting">
        <div className="grid gap-3 text-sm text-slate-700 dark:text-slate-200">
          <p>
            Netlify is a hosting service for websites. Your site is published to your own Netlify account, on
            a free netlify.app address, and stays yours: you can add your own domain there.
          </p>
          <p>
            Connecting opens Netlify in a small window where you sign in or create an account and allow
            Mainstreet access. Netlify's key reaches your whole account, not just deploys: Mainstreet keeps it
            encrypted, never shows it to your browser, and uses it only for the sites you launch. You can
            revoke it in Netlify under User settings → Applications.
          </p>
          <p>Prefer nothing to set up? Choose Mainstreet hosting instead: it is free and live in seconds.</p>
        </div>
      </Dialog>
    </>
  );
}
