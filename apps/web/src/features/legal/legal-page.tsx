import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';

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
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Button asChild variant="ghost" className="-ml-3">
        <Link href="/">
          <ArrowLeft className="size-4" aria-hidden /> Back to Home
        </Link>
      </Button>
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
        <Link href="/">
          <ArrowLeft className="size-4" aria-hidden /> Back to Home
        </Link>
      </Button>
    </article>
  );
}
