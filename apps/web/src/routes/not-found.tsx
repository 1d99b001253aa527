import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { useT } from '../i18n/i18n';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-950 dark:text-white">{t('shell.notFound.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('shell.notFound.text')}</p>
      <Button asChild className="mt-8">
        <Link href="/">{t('shell.notFound.home')}</Link>
      </Button>
    </div>
  );
}
