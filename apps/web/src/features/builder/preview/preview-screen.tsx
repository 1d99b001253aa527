import { useQueryClient } from '@tanstack/react-query';
import { Download, Pencil, Rocket, Save, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { useSellsPlans } from '../../../lib/public-config';
import { signUpPath } from '../../auth/hand-off';
import { showPlanLimitToast, UPGRADE_PATH } from '../../billing/plan-limit-toast';
import { QuickDownloadButton } from '../../billing/quick-download';
import { FactsPanel } from '../../facts/facts-panel';
import {
  ContactMessages,
  DomainPanel,
  LaunchButton,
  PublishHistory,
  RedeployBanner,
  VisitorStats,
} from '../../launch';
import { WriterNotice } from '../generate/writer-notice';
import { saveSiteStore } from '../save/save-site';
import { useEditorState } from '../save/use-editor-session';
import { ShareDialog } from '../share/share-dialog';
import { useOpenSiteId } from '../site/current-site';
import { closeSite, isSiteGone } from '../site/open-site';
import { downloadWebsite, StaleSaveError, type StoredWebsite } from '../site/site-api';
import { useSiteContent } from '../site/use-site-content';
import type { EditorStore } from '../store/editor-store';
import { DEVICE_WIDTHS, type Device, DeviceFrame, useIsNarrow } from './device-frame';
import { useRenderedSite } from './use-rendered-site';

export type PreviewScreenProps = {
  /** Shown when there is nothing to preview yet. */
  onGenerate?: () => void;
};

const DEVICES: { value: Device; label: MessageId }[] = [
  { value: 'desktop', label: 'builder.device.desktop' },
  { value: 'tablet', label: 'builder.device.tablet' },
  { value: 'mobile', label: 'builder.device.mobile' },
];

/** The site at real device widths with Save, Download, Share, Edit and Launch. */
export function PreviewScreen({ onGenerate }: PreviewScreenProps) {
  const t = useT();
  const openId = useOpenSiteId();
  const { store, website: stored, isError } = useSiteContent(openId);
  if (!openId) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <p className="font-semibold text-slate-900 dark:text-white">{t('builder.previewScreen.noSite')}</p>
        {onGenerate && (
          <Button className="mt-4" onClick={onGenerate}>
            {t('builder.generate.submit')}
          </Button>
        )}
      </div>
    );
  }
  if (isError) return <p role="alert">{t('builder.openFailed')}</p>;
  if (!store) return <p role="status">{t('builder.loadingSite')}</p>;
  return <SitePreview key={openId} store={store} stored={stored} />;
}

/** The open site's preview: its content from the editor store, its launch state from the website query. */
function SitePreview({ store, stored }: { store: EditorStore; stored: StoredWebsite | undefined }) {
  const t = useT();
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
    if (!isDirty)
      return toast({ title: t('builder.save.nothing'), description: t('builder.save.nothingText') });
    setIsBusy(true);
    try {
      // The editor's own save of the same store, in this tab's one queue of saves of the site.
      await saveSiteStore(queryClient, store);
      toast({ title: t('builder.save.saved') });
    } catch (error) {
      if (isSiteGone(error)) return closeSite(queryClient, id, { announce: true });
      if (showPlanLimitToast(error, () => navigate(UPGRADE_PATH))) return;
      const description =
        error instanceof StaleSaveError ? t('builder.save.staleText') : t('builder.save.failedText');
      toast({ title: t('builder.save.failed'), description, variant: 'destructive' });
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
      toast({ title: t('builder.download.done') });
    } catch (error) {
      // The site is not on the server (deleted elsewhere, or never stored): the spec's id-missing words.
      if (error instanceof ApiError && error.status === 404) {
        toast({
          title: t('builder.download.error'),
          description: t('builder.download.missing'),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: t('builder.download.failed'),
        description: t('builder.download.failedText'),
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
            <legend className="sr-only">{t('builder.device.legend')}</legend>
            {DEVICES.map(({ value, label }) => (
              <Button
                key={value}
                size="sm"
                variant={device === value ? 'secondary' : 'ghost'}
                aria-pressed={device === value}
                onClick={() => setDevice(value)}
              >
                {t(label)} <span className="sr-only">({DEVICE_WIDTHS[value]} px)</span>
              </Button>
            ))}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          {user && (
            <Button size="sm" variant="secondary" onClick={save} disabled={isBusy}>
              <Save className="size-4" aria-hidden /> {t('builder.save')}
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={download} disabled={isBusy}>
            <Download className="size-4" aria-hidden /> {t('builder.download')}
          </Button>
          {!user && sellsPlans && <QuickDownloadButton size="sm" websiteId={id} />}
          <Button size="sm" variant="secondary" onClick={() => setIsShareOpen(true)}>
            <Share2 className="size-4" aria-hidden /> {t('builder.share')}
          </Button>
          <Button size="sm" variant="secondary" onClick={edit}>
            <Pencil className="size-4" aria-hidden /> {t('builder.edit')}
          </Button>
          {user ? (
            <LaunchButton website={website} />
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigate(signUpPath({ reason: 'launch', redirect: '/dashboard?tab=preview' }))}
            >
              <Rocket className="size-4" aria-hidden /> {t('launch.launch')}
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
          <p role="status">{t('builder.loadingSite')}</p>
        ) : (
          <DeviceFrame device={shownDevice} title={t('builder.previewScreen.frame', { name })} html={html} />
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
