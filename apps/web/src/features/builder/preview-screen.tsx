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
import { type CurrentSite, setCurrentSite, useCurrentSite } from './current-site';
import { DEVICE_WIDTHS, type Device, DeviceFrame, useIsNarrow } from './device-frame';
import { closeSite, isSiteGone, websiteKey } from './open-site';
import { queueSiteSave } from './save-queue';
import { readRecord, writeRecord } from './session-record';
import { ShareDialog } from './share-dialog';
import { downloadWebsite, StaleSaveError, saveWebsite } from './site-api';
import { pickPreviewContent, useSessionRecord } from './use-preview-content';
import { useRenderedSite } from './use-rendered-site';
import { useSiteContent } from './use-site-content';
import { useWebsite } from './website-query';
import { WriterNotice } from './writer-notice';

export type PreviewScreenProps = {
  /** The site to show; the current site when omitted. */
  site?: CurrentSite | null;
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
export function PreviewScreen({ site, onGenerate }: PreviewScreenProps) {
  const current = useCurrentSite();
  const shown = site === undefined ? current : site;
  const { user } = useAuth();
  const sellsPlans = useSellsPlans();
  const [, navigate] = useLocation();
  const [device, setDevice] = useState<Device>('desktop');
  const isNarrow = useIsNarrow();
  const [isShareOpen, setIsShareOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  useSiteContent(site === undefined ? current : null);

  const record = useSessionRecord(shown?.id);
  const content = pickPreviewContent(record, shown);
  const html = useRenderedSite(content);
  const stored = useWebsite(user ? shown?.id : null);
  const queryClient = useQueryClient();
  const shownDevice = isNarrow ? 'mobile' : device;

  if (shown?.id && !shown.content) return <p role="status">Loading your site</p>;
  if (!shown) {
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
  if (!content || !shown.id) return <p className="p-10 text-center">Please generate a site</p>;
  const id = shown.id;
  const name = content.siteName || shown.name;
  const website = {
    id,
    name,
    content,
    version: stored.data?.version ?? shown.version,
    netlifyUrl: stored.data?.netlifyUrl ?? shown.netlifyUrl ?? null,
    needsRedeployment: stored.data?.needsRedeployment ?? shown.needsRedeployment,
  };
  const needsRedeploy =
    Boolean(website.netlifyUrl) && (website.needsRedeployment || record?.hasUnsavedChanges);

  async function save() {
    if (!record?.hasUnsavedChanges)
      return toast({ title: 'Nothing to Save', description: 'There are no unsaved changes.' });
    setIsBusy(true);
    try {
      // In this tab's one queue of saves of the site: after an editor save still travelling, the
      // record read then carries the version that save got back (never a conflict with itself).
      const saved = await queueSiteSave(id, async () => {
        const latest = readRecord(id);
        if (!latest?.hasUnsavedChanges) return null;
        const answer = await saveWebsite(id, latest.content, latest.baseVersion ?? website.version);
        writeRecord({
          ...latest,
          hasUnsavedChanges: false,
          baseVersion: answer.version,
          lastUpdated: Date.now(),
          // The record's content is what the server has now: that entry is the saved one.
          history: [latest.content],
          historyIndex: 0,
          savedIndex: 0,
        });
        return answer;
      });
      if (!saved) return toast({ title: 'Saved Successfully' });
      queryClient.setQueryData(websiteKey(id), saved);
      void queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] });
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

  const onLaunched = (netlifyUrl: string) => {
    if (current?.id === id) setCurrentSite({ ...current, netlifyUrl, needsRedeployment: false });
    void stored.refetch();
  };
  const edit = () =>
    user
      ? window.dispatchEvent(new Event('switchToEditor'))
      : navigate(signUpPath({ reason: 'edit', redirect: '/dashboard?tab=editor' }));

  return (
    <div className="grid gap-4">
      {needsRedeploy && <RedeployBanner website={website} onLaunched={onLaunched} />}
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
          {!user && sellsPlans && <QuickDownloadButton size="sm" websiteId={shown.id} />}
          <Button size="sm" variant="secondary" onClick={() => setIsShareOpen(true)}>
            <Share2 className="size-4" aria-hidden /> Share
          </Button>
          <Button size="sm" variant="secondary" onClick={edit}>
            <Pencil className="size-4" aria-hidden /> Edit
          </Button>
          {user ? (
            <LaunchButton website={website} onLaunched={onLaunched} />
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
          hasUnsaved={record?.hasUnsavedChanges}
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
