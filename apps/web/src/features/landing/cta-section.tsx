import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { scrollToGenerator } from './hero';

export function CtaSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="cta-title"
      className="bg-indigo-700 px-4 py-20 sm:px-6 lg:px-8 dark:bg-indigo-950"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
          {t('landing.cta.title')}
        </h2>
        <p className="mt-4 text-lg text-indigo-100">{t('landing.cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link href="/auth?mode=register">{t('landing.cta.register')}</Link>
          </Button>
          <Button size="lg" variant="inverse-outline" onClick={scrollToGenerator}>
            {t('landing.cta.try')}
          </Button>
        </div>
      </div>
    </section>
  );
}
