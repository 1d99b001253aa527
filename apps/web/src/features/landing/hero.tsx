import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { usePublicConfig, useSellsPlans } from '../../lib/public-config';

export function scrollToGenerator() {
  document.getElementById('generator')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.querySelector<HTMLTextAreaElement>('#generator textarea')?.focus({ preventScroll: true });
}

export function Hero() {
  const t = useT();
  const sellsPlans = useSellsPlans();
  // "No account needed to try" only where the server lets visitors try (VISITOR_DRAFTS).
  const mayTry = usePublicConfig()?.visitorDrafts !== false;
  const points = [
    ...(mayTry ? [t('landing.hero.point1')] : []),
    t('landing.hero.point2'),
    t('landing.hero.point3'),
  ];
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8 dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        <p className="inline-flex items-center rounded-full border border-indigo-200 bg-white px-3 py-1 text-sm font-medium text-indigo-800 dark:border-indigo-800 dark:bg-slate-900 dark:text-indigo-200">
          {t('landing.hero.badge')}
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-950 sm:text-6xl dark:text-white">
          {t.rich('landing.hero.title', {
            em: (chunks) => <span className="text-indigo-700 dark:text-indigo-300">{chunks}</span>,
          })}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
          {t('landing.hero.text')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" onClick={scrollToGenerator}>
            {t('landing.hero.build')} <ArrowRight className="size-5" aria-hidden />
          </Button>
          {sellsPlans && (
            <Button asChild size="lg" variant="secondary">
              <a href="#pricing">{t('landing.hero.pricing')}</a>
            </Button>
          )}
        </div>
        <ul className="mt-8 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row dark:text-slate-300">
          {points.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <Check className="size-4 text-green-700 dark:text-green-400" aria-hidden /> {item}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t('landing.hero.haveAccount')}{' '}
          <Link
            href="/auth"
            className="font-semibold text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300"
          >
            {t('landing.signIn')}
          </Link>
        </p>
      </div>
    </section>
  );
}
