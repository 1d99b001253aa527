import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../i18n/i18n';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useSellsPlans } from '../../lib/public-config';
import { Button, focusRing } from '../ui/button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { PlanBadge } from './plan-badge';
import { ThemeToggle } from './theme-toggle';

// The menu (and its popover code) is only needed once someone is signed in.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** The 96 px header: logo, theme toggle, plan badge and avatar menu, or Sign In when signed out. */
export function SiteHeader() {
  const t = useT();
  const { user } = useAuth();
  const sellsPlans = useSellsPlans();
  const [location] = useLocation();
  // The sign-in screen needs no Sign In button of its own.
  const isOnAuth = location.toLowerCase().replace(/\/$/, '') === '/auth';
  return (
    // Solid, not see-through: the page scrolling under it must not show through its words.
    <header className="sticky top-0 z-40 h-24 border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link href="/" aria-label={t('shell.header.home')} className={cn('rounded-lg', focusRing)}>
          <Logo />
        </Link>
        <nav aria-label={t('shell.header.navLabel')} className="flex items-center gap-1.5 sm:gap-3">
          <LanguageSwitcher />
          <ThemeToggle />
          {user ? (
            <>
              {sellsPlans && <PlanBadge plan={user.plan} className="hidden sm:inline-flex" />}
              <Suspense fallback={<span className="size-10 rounded-full bg-slate-200 dark:bg-slate-800" />}>
                <UserMenu user={user} />
              </Suspense>
            </>
          ) : isOnAuth ? null : (
            <Button asChild variant="primary" className="px-3 sm:px-4">
              <Link href="/auth">{t('shell.header.signIn')}</Link>
            </Button>
          )}
        </nav>
      </div>
    </header>
  );
}
