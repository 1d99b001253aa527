import { Link } from 'wouter';
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
  const contactEmail = usePublicConfig()?.contactEmail;
  return (
    <footer className="border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <p className="text-slate-600 dark:text-slate-400">
          © {new Date().getFullYear()} Mainstreet. All rights reserved.
        </p>
        <nav aria-label="Legal and contact" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <Link href="/privacy" className={link}>
            Privacy Policy
          </Link>
          <Link href="/terms" className={link}>
            Terms of Service
          </Link>
          {contactEmail && (
            <a href={`mailto:${contactEmail}`} className={link}>
              {contactEmail}
            </a>
          )}
        </nav>
        <p className="text-slate-600 dark:text-slate-400">
          Built by the{' '}
          {CREDIT_URL ? (
            <a href={CREDIT_URL} className={link}>
              Mainstreet open-source project
            </a>
          ) : (
            'Mainstreet open-source project'
          )}
        </p>
      </div>
    </footer>
  );
}
