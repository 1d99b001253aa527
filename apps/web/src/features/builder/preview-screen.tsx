import { useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Rocket, Save, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSellsPlans } from '../../lib/public-config';
import { signUpPath } from '../auth/hand-off';
import { showPlanLimitToast, UPGRADE_PATH } from '../billing/plan-limit-toast';
import { QuickDownloadButton } from '../billing/quick-download';
import { FactsPanel } from '../facts/facts-panel';
import {
  ContactMessages,
  DomainPanel,
  LaunchButton,
  PublishHistory,
  RedeployBanner,
  VisitorStats,
} from '../launch';
import { useOpenSiteId } from './current-site';
import { DEVICE_WIDTHS, type Device, DeviceFrame, useIsNarrow } from './device-frame';
import type { EditorStore } from './editor-store';
import { closeSite, isSiteGone } from './open-site';
import { saveSiteStore } from './save-site';
import { ShareDialog } from './share-dialog';
import { downloadWebsite, StaleSaveError, type StoredWebsite } from './site-api';
import { useEditorState } from './use-editor-session';
import { useRenderedSite } from './use-rendered-site';
import { useSiteContent } from './use-site-content';
import { WriterNotice } from './writer-notice';

export type PreviewScreenProps = {
  /** Shown when there is nothing to preview yet. */
  onGenerate?: () => void;
};

export const WEBSITE_ID_MISSING = 'Website ID not found. Please regenerate your website.';

const DEVICES: { value: Device; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'mobile', label: 'Mobile' },
];

/** The site at real device widths with Save, Download, Share, Edit and Launch. */
export function PreviewScreen({ onGenerate }: PreviewScreenProps) {
  const openId = useOpenSiteId();
  const { store, website: stored, isError } = useSiteContent(openId);
  if (!openId) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <p className="font-semibold text-slate-900 dark:text-white">Generate a site to view preview</p>
        {onGenerate && (
          <Button className="mt-4" onClick={onGenerate}>
            Generate Website
          </Button>
        )}
      </div>
    );
  }
  if (isError) return <p role="alert">Could not open website. Please try again.</p>;
  if (!store) return <p role="status">Loading your site</p>;
  return <SitePreview key={openId} store={store} stored={stored} />;
}

/** The open site's preview: its content from the editor store, its launch state from the website query. */
function SitePreview({ store, stored }: { store: EditorStore; stored: StoredWebsite | undefined }) {
  const { user } = useAuth();
  const sellsPlans = useSellsPlans();
  const [, navigate] = useLocation();
  const [device, setDevice] = useState<Device>('desktop');
  const isNarrow = useIsNarrow();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const content = useEditorState(store, (s) => s.content);
  const isDirty = useEditorState(store, (s) => s.hasUnsavedChanges);
  const html = useRenderedSite(content);
  const queryClient = useQueryClient();
  const shownDevice = isNarrow ? 'mobile' : device;

  const id = store.getState().websiteId;
  const name = content.siteName || stored?.name || '';
  // Launch state is the server's only: a take-down or launch anywhere shows here at once.
  const website = {
    id,
    name,
    content,
    version: stored?.version,
    netlifyUrl: stored?.netlifyUrl ?? null,
    needsRedeployment: stored?.needsRedeployment,
  };
  const needsRedeploy = Boolean(website.netlifyUrl) && (website.needsRedeployment || isDirty);

  async function save() {
    if (!isDirty) return toast({ title: 'Nothing to Save', description: 'There are no unsaved changes.' });
    setIsBusy(true);
    try {
      // The editor's own save of the same store, in this tab's one queue of saves of the site.
      await saveSiteStore(queryClient, store);
      toast({ title: 'Saved Successfully' });
    } catch (error) {
      if (isSiteGone(error)) return closeSite(queryClient, id, { announce: true });
      if (showPlanLimitToast(error, () => navigate(UPGRADE_PATH))) return;
      const description =
        error instanceof StaleSaveError
          ? 'A newer version was saved elsewhere. Open the editor to choose which to keep.'
          : 'Unable to save changes. Please try again.';
      toast({ title: 'Save failed', description, variant: 'destructive' });
    } finally {
      setIsBusy(false);
    }
  }

  async function download() {
    if (!user) return navigate(signUpPath({ reason: 'download', redirect: '/dashboard?tab=preview' }));
    setIsBusy(true);
    try {
      if ((await downloadWebsite(id, name)) === 'unauthorized')
        return navigate(signUpPath({ reason: 'download', redirect: '/dashboard?tab=preview' }));
      toast({ title: 'Download Complete' });
    } catch (error) {
      // The site is not on the server (deleted elsewhere, or never stored): the spec's id-missing words.
      if (error instanceof ApiError && error.status === 404) {
        toast({ title: 'Error', description: WEBSITE_ID_MISSING, variant: 'destructive' });
        return;
      }
      toast({
        title: 'Download Failed',
        description: 'Unable to download website files. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setIsBusy(false);
    }
  }

  const edit = () =>
    user
      ? window.dispatchEvent(new Event('switchToEditor'))
      : navigate(signUpPath({ reason: 'edit', redirect: '/dashboard?tab=editor' }));

  return (
    <div className="grid gap-4">
      {needsRedeploy && <RedeployBanner website={website} />}
      <WriterNotice siteId={id} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{name}</h2>
        {!isNarrow && (
          <fieldset className="flex gap-1 rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
            <legend className="sr-only">Preview width</legend>
            {DEVICES.map(({ value, label }) => (
              <Button
                key={value}
                size="sm"
                variant={device === value ? 'secondary' : 'ghost'}
                aria-pressed={device === value}
                onClick={() => setDevice(value)}
              >
                {label} <span className="sr-only">({DEVICE_WIDTHS[value]} px)</span>
              </Button>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          {user && (
            <Button size="sm" variant="secondary" onClick={save} disabled={isBusy}>
              <Save className="size-4" aria-hidden /> Save
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={download} disabled={isBusy}>
            <Download className="size-4" aria-hidden /> Download
          </Button>
          {!user && sellsPlans && <QuickDownloadButton size="sm" websiteId={id} />}
          <Button size="sm" variant="secondary" onClick={() => setIsShareOpen(true)}>
            <Share2 className="size-4" aria-hidden /> Share
          </Button>
          <Button size="sm" variant="secondary" onClick={edit}>
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          {user ? (
            <LaunchButton website={website} />
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigate(signUpPath({ reason: 'launch', redirect: '/dashboard?tab=preview' }))}
            >
              <Rocket className="size-4" aria-hidden /> Launch
            </Button>
          )}
        </div>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <FactsPanel
          siteId={id}
          store={store}
          beforeChange={user ? () => saveSiteStore(queryClient, store).then(() => undefined) : undefined}
          className="lg:sticky lg:top-4 lg:order-2 lg:max-h-[calc(100dvh-2rem)]"
        />
        {html === null ? (
          <p role="status">Loading your site</p>
        ) : (
          <DeviceFrame device={shownDevice} title={`Preview of ${name}`} html={html} />
        )}
      </div>
      {user && <PublishHistory website={website} />}
      {user && id && <DomainPanel websiteId={id} />}
      {user && website.netlifyUrl && <VisitorStats website={website} />}
      {user && <ContactMessages website={website} />}
      <ShareDialog websiteId={id} open={isShareOpen} onOpenChange={setIsShareOpen} />
    </div>
  );
}
