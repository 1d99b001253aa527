import { t } from '../../i18n/i18n';
export const DASHBOARD_TABS = [
  'generate',
  'editor',
  'preview',
  'sites',
  'profile',
  'settings',
  'billing',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** Tabs that need an account; a signed-out visitor asking for one gets generate. */
const SIGNED_IN_ONLY: DashboardTab[] = ['sites', 'profile', 'settings', 'billing'];

/** Tabs that hide the tab bar and show "Back to Dashboard". */
export const ACCOUNT_TABS: DashboardTab[] = ['profile', 'settings', 'billing'];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return typeof value === 'string' && (DASHBOARD_TABS as readonly string[]).includes(value);
}

/** The tab to show for a `tab` query value. */
export function resolveTab(value: string | null | undefined, isSignedIn: boolean): DashboardTab {
  const tab = value?.toLowerCase();
  if (!isDashboardTab(tab)) return 'generate';
  if (!isSignedIn && SIGNED_IN_ONLY.includes(tab)) return 'generate';
  return tab;
}

/** The tab bar, in the app's language: Generate, Editor, Preview, plus My Sites when signed in. */
export function visibleTabs(isSignedIn: boolean): { value: DashboardTab; label: string }[] {
  const tabs: { value: DashboardTab; label: string }[] = [
    { value: 'generate', label: t('dashboard.tab.generate') },
    { value: 'editor', label: t('dashboard.tab.editor') },
    { value: 'preview', label: t('dashboard.tab.preview') },
  ];
  if (isSignedIn) tabs.push({ value: 'sites', label: t('shell.menu.sites') });
  return tabs;
}

/** The query string with `tab` set and the one-shot parameters (payment return, quick download) dropped. */
export function withTab(search: string, tab: DashboardTab, drop: string[] = []): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  for (const name of drop) params.delete(name);
  return params.toString();
}
