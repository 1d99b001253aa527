import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';

export const EFFECTIVE_DATE = 'June 21, 2025';

export type LegalSection = { heading: string; paragraphs: ReactNode[] };

/** A legal document: title, effective date, numbered sections, and a way back home. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: LegalSection[];
}) {
  const t = useT();
  return (
    // The legal text is English in every language (issue 40) until a person translates it.
    <article lang="en" className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/" lang={t.language}>
          <ArrowLeft className="size-4" aria-hidden /> {t('legal.back')}
        </Link>
      </Button>
      {t.language !== 'en' && (
        <p
          lang={t.language}
          role="note"
          className="mt-6 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950 dark:border-sky-900 dark:bg-sky-950 dark:text-sky-100"
        >
          {t('legal.englishOnly')}
        </p>
      )}
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Effective date: {EFFECTIVE_DATE}</p>
      <p className="mt-6 text-slate-700 dark:text-slate-300">{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-950 dark:text-white">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text that never reorders
            <p key={i} className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <Button asChild variant="secondary" className="mt-12">
        <Link href="/" lang={t.language}>
          <ArrowLeft className="size-4" aria-hidden /> {t('legal.back')}
        </Link>
      </Button>
    </article>
  );
}
