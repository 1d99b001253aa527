import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageShell } from './components/shell/page-shell';
import { Toaster } from './components/ui/toast';
import { useAccountLanguage } from './features/settings/use-account-language';
import { useAccountDates, useAccountTheme } from './features/settings/use-account-theme';
import { useT } from './i18n/i18n';
import { hasRememberedUser, useAuth } from './lib/auth';
import { resolveScreen, type ScreenName } from './lib/routes';

type Screen = LazyExoticComponent<ComponentType>;

/** Every screen loads on demand, so the first load of / carries only the shell and the landing page. */
const SCREENS: Record<ScreenName, Screen> = {
  landing: lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingPage }))),
  auth: lazy(() => import('./routes/auth').then((m) => ({ default: m.AuthPage }))),
  dashboard: lazy(() => import('./routes/dashboard').then((m) => ({ default: m.DashboardPage }))),
  checkout: lazy(() => import('./routes/checkout').then((m) => ({ default: m.CheckoutPage }))),
  terms: lazy(() => import('./routes/terms').then((m) => ({ default: m.TermsPage }))),
  privacy: lazy(() => import('./routes/privacy').then((m) => ({ default: m.PrivacyPage }))),
  'oauth-success': lazy(() =>
    import('./routes/oauth-success').then((m) => ({ default: m.OAuthSuccessPage })),
  ),
  'oauth-callback': lazy(() =>
    import('./routes/oauth-callback').then((m) => ({ default: m.OAuthCallbackPage })),
  ),
  'download-success': lazy(() =>
    import('./routes/download-success').then((m) => ({ default: m.DownloadSuccessPage })),
  ),
  admin: lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminPage }))),
  'not-found': lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage }))),
};

/** Pages that render without the app header and footer (they close themselves). */
const BARE: ScreenName[] = ['oauth-success', 'oauth-callback'];

export function App() {
  const [location] = useLocation();
  const { isAuthenticated, isLoading } = useAuth();
  useAccountTheme();
  useAccountDates();
  useAccountLanguage();
  // While the user call runs, someone who was never signed in here sees the landing page straight away.
  const isWaiting = isLoading && hasRememberedUser();
  const name = resolveScreen(location, isAuthenticated);
  const Screen = SCREENS[name];

  // A new screen starts at the top, as a full page load would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  const content = isWaiting ? <Loading /> : <Screen />;
  return (
    <>
      {BARE.includes(name) ? (
        <Suspense fallback={<Loading />}>{content}</Suspense>
      ) : (
        <PageShell>
          <Suspense fallback={<Loading />}>{content}</Suspense>
        </PageShell>
      )}
      <Toaster />
    </>
  );
}

function Loading() {
  const t = useT();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-slate-300 border-t-indigo-600"
        aria-hidden
      />
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
