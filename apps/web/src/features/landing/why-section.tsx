import { Code2, Server, ShieldCheck } from 'lucide-react';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';

const REASONS = [
  { Icon: ShieldCheck, title: 'landing.why.facts.title', body: 'landing.why.facts.body' },
  { Icon: Code2, title: 'landing.why.open.title', body: 'landing.why.open.body' },
  { Icon: Server, title: 'landing.why.host.title', body: 'landing.why.host.body' },
] satisfies { Icon: unknown; title: MessageId; body: MessageId }[];

export function WhySection() {
  const t = useT();
  return (
    <section aria-labelledby="why-title" className="bg-white px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-950">
      <div className="mx-auto max-w-7xl">
        <h2
          id="why-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          {t('landing.why.title')}
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {REASONS.map(({ Icon, title, body }) => (
            <li key={title} className="text-center">
              <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-600 text-white dark:bg-indigo-500">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-950 dark:text-white">{t(title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
