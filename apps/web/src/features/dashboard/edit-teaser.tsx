import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { signUpPath } from '../auth/hand-off';

/**
 * The locked Edit tab for visitors: editing needs an account. The landing page's teaser offers
 * Create Free Account and Sign In; the dashboard's Editor tab says "Log in or create account to
 * continue editing" with Get Started.
 */
export function EditTeaser({ place = 'landing' }: { place?: 'landing' | 'dashboard' }) {
  const t = useT();
  const isDashboard = place === 'dashboard';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12 dark:border-slate-800 dark:bg-slate-900">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
        <Lock className="size-6" aria-hidden />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-slate-950 dark:text-white">
        {t(isDashboard ? 'dashboard.teaser.dashboardTitle' : 'dashboard.teaser.landingTitle')}
      </h3>
      <p className="mx-auto mt-2 max-w-md text-slate-600 dark:text-slate-400">
        {t(isDashboard ? 'dashboard.teaser.dashboardText' : 'dashboard.teaser.landingText')}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {isDashboard ? (
          <Button asChild size="lg">
            <Link href={signUpPath({ reason: 'edit', redirect: '/dashboard?tab=editor' })}>
              {t('dashboard.teaser.start')}
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild size="lg">
              <Link href="/auth?mode=register">{t('dashboard.teaser.register')}</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/auth">{t('shell.header.signIn')}</Link>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
