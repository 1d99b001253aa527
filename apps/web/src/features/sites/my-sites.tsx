import { getPlan } from '@mainstreet/site/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Info, Mail, Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { t, useT } from '../../i18n/i18n';
import { apiFetch, apiRequest } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useSellsPlans } from '../../lib/public-config';
import type { WebsiteSummary } from '../../lib/types';
import { closeSite } from '../builder/site/open-site';
import { useNewMessages } from '../launch/new-messages';
import { DeleteSiteDialog } from './delete-site-dialog';
import { SamplePreviewDialog } from './sample-preview-dialog';
import { SAMPLE_SITES } from './sample-sites';
import { SiteCard } from './site-card';
import { TrialDraftsReminder } from './trial-drafts-dialog';
import { sitesUsageText, usageFromWebsites, useUsage, useWebsites } from './usage';
import { UsageCard } from './usage-card';

function dispatch(name: string, detail?: unknown) {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

async function downloadSite(site: WebsiteSummary) {
  try {
    const res = await apiFetch('GET', '/api/websites/:id/download', { params: { id: site.id } });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `website-${site.id}.zip`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch {
    toast({
      title: t('sites.download.failed'),
      description: t('sites.download.failedText'),
      variant: 'destructive',
    });
  }
}

export function MySites() {
  const t = useT();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const websites = useWebsites();
  const usageQuery = useUsage();
  const sellsPlans = useSellsPlans();
  const [toDelete, setToDelete] = useState<WebsiteSummary | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [sampleShown, setSampleShown] = useState<WebsiteSummary | null>(null);
  const newMessages = useNewMessages(user !== null);

  if (!user) return null;
  const plan = getPlan(user.plan);
  if (websites.isLoading) return <p role="status">{t('dashboard.loadingSites')}</p>;
  if (websites.isError) return <p role="alert">{t('sites.loadError')}</p>;
  const list = websites.data ?? [];
  const isEmpty = list.length === 0;
  const usage = usageQuery.data ?? usageFromWebsites(user.plan, list, sellsPlans);

  async function confirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    try {
      await apiRequest('DELETE', '/api/websites/:id', { params: toDelete });
      // Gone from the list, and if it was open the owner's next site opens in the editor and
      // preview at once; nothing is saved or asked for again. closeSite refreshes list and usage.
      closeSite(queryClient, toDelete.id);
      setToDelete(null);
      toast({
        title: t('sites.delete.done'),
        description: t('sites.delete.doneText', { name: toDelete.name }),
      });
    } catch {
      toast({ title: t('sites.delete.failed'), description: t('common.tryAgain'), variant: 'destructive' });
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <section aria-labelledby="my-sites-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="my-sites-title" className="text-2xl font-bold text-slate-950 dark:text-white">
            {t('sites.title')}
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            {sitesUsageText(list.length, usage.websites.limit)}
          </p>
          <TrialDraftsReminder />
          {newMessages.total > 0 && (
            <p
              className="mt-1 flex items-center gap-2 font-medium text-indigo-800 dark:text-indigo-200"
              role="status"
            >
              <Mail className="size-4" aria-hidden /> {t('sites.newMessages', { count: newMessages.total })}
            </p>
          )}
        </div>
        <Button onClick={() => dispatch('switchToGenerate')}>
          <Plus className="size-4" aria-hidden /> {t('sites.new')}
        </Button>
      </div>

      {isEmpty && (
        <>
          <Card className="flex flex-col items-center gap-3 p-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
              <Sparkles className="size-6" aria-hidden />
            </span>
            <h3 className="text-lg font-semibold text-slate-950 dark:text-white">{t('sites.empty.title')}</h3>
            <p className="text-slate-600 dark:text-slate-400">{t('sites.empty.text')}</p>
            <Button onClick={() => dispatch('switchToGenerate')}>{t('sites.create')}</Button>
          </Card>
          <p className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100">
            <Info className="size-4 shrink-0" aria-hidden /> {t('sites.examples.note')}
          </p>
        </>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_300px]">
        <ul
          className="grid gap-6 sm:grid-cols-2 2xl:grid-cols-3"
          aria-label={t(isEmpty ? 'sites.examples.label' : 'sites.listLabel')}
        >
          {(isEmpty ? SAMPLE_SITES : list).map((site) => (
            <li key={site.id}>
              <SiteCard
                site={site}
                isSample={isEmpty}
                onEdit={() => dispatch('editWebsite', { id: site.id, name: site.name })}
                onPreview={() =>
                  isEmpty
                    ? setSampleShown(site)
                    : dispatch('previewWebsite', { id: site.id, name: site.name })
                }
                onDownload={() => void downloadSite(site)}
                onDelete={() => setToDelete(site)}
                newMessages={isEmpty ? 0 : (newMessages.counts.get(site.id) ?? 0)}
              />
            </li>
          ))}
        </ul>
        <div>
          <UsageCard
            usage={usage}
            planName={sellsPlans ? plan.name : null}
            isEstimate={usageQuery.data == null}
          />
        </div>
      </div>

      <SamplePreviewDialog
        site={sampleShown}
        onClose={() => setSampleShown(null)}
        onCreate={() => {
          setSampleShown(null);
          dispatch('switchToGenerate');
        }}
      />
      <DeleteSiteDialog
        site={toDelete}
        isDeleting={isDeleting}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
