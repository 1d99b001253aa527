import { Accessibility, Download, Globe, Lock, MonitorSmartphone, PencilLine } from 'lucide-react';
import type { MessageId } from '../../i18n/catalogs';
import { useT } from '../../i18n/i18n';

const FEATURES = [
  { Icon: PencilLine, title: 'landing.features.copy.title', body: 'landing.features.copy.body' },
  { Icon: Lock, title: 'landing.features.facts.title', body: 'landing.features.facts.body' },
  { Icon: MonitorSmartphone, title: 'landing.features.screens.title', body: 'landing.features.screens.body' },
  { Icon: Accessibility, title: 'landing.features.fast.title', body: 'landing.features.fast.body' },
  { Icon: Globe, title: 'landing.features.online.title', body: 'landing.features.online.body' },
  { Icon: Download, title: 'landing.features.files.title', body: 'landing.features.files.body' },
] satisfies { Icon: unknown; title: MessageId; body: MessageId }[];

export function FeaturesSection() {
  const t = useT();
  return (
    <section
      aria-labelledby="features-title"
      className="bg-white px-4 py-20 sm:px-6 lg:px-8 dark:bg-slate-950"
    >
      <div className="mx-auto max-w-7xl">
        <h2
          id="features-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-950 dark:text-white"
        >
          {t('landing.features.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-400">
          {t('landing.features.text')}
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, body }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold text-slate-950 dark:text-white">{t(title)}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
