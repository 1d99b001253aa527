import { ArrowLeft, Eye, FolderOpen, PencilLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { EditorScreen, GenerateScreen, getOpenSiteId, PreviewScreen } from '../features/builder';
import { EditTeaser } from '../features/dashboard/edit-teaser';
import {
  ACCOUNT_TABS,
  type DashboardTab,
  resolveTab,
  visibleTabs,
  withTab,
} from '../features/dashboard/tabs';
import { useDashboardEvents, useLeaveWarning } from '../features/dashboard/use-dashboard-events';
import { useResumeHandOff } from '../features/dashboard/use-resume-hand-off';
import { LanguageOffer } from '../features/landing/language-offer';
import { TrialDraftsDialog } from '../features/sites/trial-drafts-dialog';
import { useT } from '../i18n/i18n';
import { useAuth } from '../lib/auth';
import { showBelowHeader } from '../lib/scroll';

const MySites = lazy(() => import('../features/sites/my-sites').then((m) => ({ default: m.MySites })));
const ProfileTab = lazy(() =>
  import('../features/profile/profile-tab').then((m) => ({ default: m.ProfileTab })),
);
const SettingsTab = lazy(() =>
  import('../features/settings/settings-tab').then((m) => ({ default: m.SettingsTab })),
);
const BillingTab = lazy(() =>
  import('../features/billing/billing-tab').then((m) => ({ default: m.BillingTab })),
);

const ICONS = { generate: Sparkles, editor: PencilLine, preview: Eye, sites: FolderOpen } as const;
const ONE_SHOT = ['success', 'session_id', 'plan', 'quickDownload', 'checkout'];

type PaymentReturn = { sessionId: string; plan: string };

export function DashboardPage() {
  const t = useT();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const isSignedIn = user !== null;
  const tab = resolveTab(new URLSearchParams(search).get('tab'), isSignedIn);
  const [payment, setPayment] = useState<PaymentReturn | null>(null);
  const [quickDownload, setQuickDownload] = useState(false);

  const tabRow = useRef<HTMLDivElement>(null);
  const goTo = useCallback(
    (next: DashboardTab) => navigate(`${location}?${withTab(window.location.search, next, ONE_SHOT)}`),
    [location, navigate],
  );

  // One-shot parameters: act on them once, then take them out of the address.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const sessionId = params.get('session_id');
    const plan = params.get('plan');
    const isPaymentReturn = params.get('success') === 'true' && sessionId && plan;
    const isQuick = params.get('quickDownload') === 'true';
    if (!isPaymentReturn && !isQuick) return;
    if (isPaymentReturn) setPayment({ sessionId, plan });
    if (isQuick) setQuickDownload(true);
    const next = isPaymentReturn ? 'billing' : resolveTab(params.get('tab'), isSignedIn);
    navigate(`${location}?${withTab(search, next, ONE_SHOT)}`, { replace: true });
  }, [search, location, navigate, isSignedIn]);

  useDashboardEvents(goTo);
  useResumeHandOff(user, new URLSearchParams(search).has('tab'));
  // A plan chosen on the pricing cards before signing up: its checkout opens once, on arrival.
  const [checkoutPlan] = useState(() => new URLSearchParams(search).get('checkout'));
  useLeaveWarning(tab === 'editor');

  if (ACCOUNT_TABS.includes(tab)) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
        <Button variant="ghost" onClick={() => goTo('generate')} className="-ml-3 mb-4">
          <ArrowLeft className="size-4" aria-hidden /> {t('dashboard.back')}
        </Button>
        <Suspense fallback={<p role="status">{t('shell.loading')}</p>}>
          {tab === 'profile' && <ProfileTab />}
          {tab === 'settings' && <SettingsTab />}
          {tab === 'billing' && (
            <BillingTab
              payment={payment}
              onPaymentHandled={() => setPayment(null)}
              checkoutPlan={checkoutPlan}
            />
          )}
        </Suspense>
        {isSignedIn && <TrialDraftsDialog />}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl dark:text-white">
        {user
          ? user.firstName
            ? t('dashboard.welcomeName', { name: user.firstName })
            : t('dashboard.welcome')
          : t('dashboard.buildTitle')}
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('dashboard.subtitle')}</p>
      <LanguageOffer siteId={getOpenSiteId()} className="mt-6" />
      <Tabs
        value={tab}
        onValueChange={(value) => goTo(value as DashboardTab)}
        className="mt-6"
        activationMode="manual"
      >
        <TabsList aria-label={t('dashboard.tabsLabel')} ref={tabRow} className="scroll-mt-28">
          {visibleTabs(isSignedIn).map(({ value, label }) => {
            const Icon = ICONS[value as keyof typeof ICONS];
            return (
              <TabsTrigger key={value} value={value}>
                <Icon className="size-4" aria-hidden /> {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="generate">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <GenerateScreen
              quickDownload={quickDownload}
              onGenerated={() => {
                goTo('preview');
                showBelowHeader(tabRow);
              }}
            />
          </div>
        </TabsContent>
        <TabsContent value="editor">
          {isSignedIn ? (
            <EditorScreen onPreview={() => goTo('preview')} onGenerate={() => goTo('generate')} />
          ) : (
            <EditTeaser place="dashboard" />
          )}
        </TabsContent>
        <TabsContent value="preview">
          <PreviewScreen onGenerate={() => goTo('generate')} />
        </TabsContent>
        {isSignedIn && (
          <TabsContent value="sites">
            <Suspense fallback={<p role="status">{t('dashboard.loadingSites')}</p>}>
              <MySites />
            </Suspense>
          </TabsContent>
        )}
      </Tabs>
      {isSignedIn && <TrialDraftsDialog />}
    </div>
  );
}
