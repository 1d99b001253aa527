import { Link } from 'wouter';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/public-config';
import { focusRing } from '../ui/button';

// The contact address comes from the server (CONTACT_EMAIL); the credit link is set at build time.
const CREDIT_URL: string | undefined = import.meta.env.VITE_CREDIT_URL || undefined;
// At least 32 px tall: a thumb hits these on a phone, not only a mouse.
const link = cn(
  'inline-flex min-h-8 items-center rounded text-slate-700 underline-offset-4 hover:text-slate-950 hover:underline dark:text-slate-300 dark:hover:text-white',
  focusRing,
);

export function SiteFooter() {
  const t = useT();
  const contactEmail = usePublicConfig()?.contactEmail;
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-slate-600 dark:text-slate-400">
          {t('shell.footer.rights', { year: new Date().getFullYear() })}
        </p>
        <nav aria-label={t('shell.footer.navLabel')} className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link href="/privacy" className={link}>
            {t('shell.footer.privacy')}
          </Link>
          <Link href="/terms" className={link}>
            {t('shell.footer.terms')}
          </Link>
          {contactEmail && (
            <a href={`mailto:${contactEmail}`} className={link}>
              {contactEmail}
            </a>
          )}
        </nav>
        <p className="text-slate-600 dark:text-slate-400">
          {t.rich('shell.footer.builtBy', {
            project: (chunks) =>
              CREDIT_URL ? (
                <a href={CREDIT_URL} className={link}>
                  {chunks}
                </a>
              ) : (
                chunks
              ),
          })}
        </p>
      </div>
    </footer>
  );
}
