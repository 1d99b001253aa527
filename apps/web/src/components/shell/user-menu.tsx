import {
  CreditCard,
  FolderOpen,
  Gauge,
  LogOut,
  Moon,
  Settings,
  ShieldCheck,
  Sun,
  User as UserIcon,
} from 'lucide-react';
import { useLocation } from 'wouter';
import { useThemeToggle } from '../../features/settings/use-account-theme';
import { useT } from '../../i18n/i18n';
import { useLogout } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { getDisplayName, getInitials } from '../../lib/format';
import { useSellsPlans } from '../../lib/public-config';
import type { User } from '../../lib/types';
import { focusRing } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/** Goes to a dashboard tab and tells the dashboard, which may already be on screen. */
export function openDashboardTab(navigate: (to: string) => void, tab: string) {
  navigate(`/dashboard?tab=${tab}`);
  window.dispatchEvent(new CustomEvent('tabChanged', { detail: tab }));
}

export function UserMenu({ user }: { user: User }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [theme, toggleTheme] = useThemeToggle();
  const logout = useLogout();
  const sellsPlans = useSellsPlans();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex size-10 cursor-pointer items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:text-white',
          focusRing,
        )}
      >
        <span aria-hidden="true" data-initials>
          {getInitials(user)}
        </span>
        <span className="sr-only">{t('shell.menu.label')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="px-2.5 py-2">
          {/* Whole, wrapped where they must be: a long name or address is never cut off. */}
          <p className="text-sm font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">
            {getDisplayName(user)}
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-slate-600 dark:text-slate-400">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => openDashboardTab(navigate, 'sites')}>
          <FolderOpen className="size-4" aria-hidden /> {t('shell.menu.sites')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDashboardTab(navigate, 'profile')}>
          <UserIcon className="size-4" aria-hidden /> {t('shell.menu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDashboardTab(navigate, 'settings')}>
          <Settings className="size-4" aria-hidden /> {t('shell.menu.settings')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDashboardTab(navigate, 'billing')}>
          {/* A server that sells nothing has no plans: the page shows what was used (billing-tab.tsx). */}
          {sellsPlans ? (
            <CreditCard className="size-4" aria-hidden />
          ) : (
            <Gauge className="size-4" aria-hidden />
          )}
          {t(sellsPlans ? 'shell.menu.billing' : 'shell.menu.usage')}
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck className="size-4" aria-hidden /> {t('shell.menu.admin')}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={toggleTheme}>
          {theme === 'dark' ? (
            <Sun className="size-4" aria-hidden />
          ) : (
            <Moon className="size-4" aria-hidden />
          )}
          {t(theme === 'dark' ? 'shell.menu.lightMode' : 'shell.menu.darkMode')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => void logout()}
          className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 dark:text-red-400 dark:data-[highlighted]:bg-red-950 dark:data-[highlighted]:text-red-300"
        >
          <LogOut className="size-4" aria-hidden /> {t('shell.menu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
