import { Bot, PenLine, X } from 'lucide-react';
import { useState } from 'react';
import { t, useT } from '../../../i18n/i18n';
import { sayServerMessage } from '../../../lib/api';
import type { GeneratedSite } from './generate-site';

/** Who wrote a new site's copy, and what fell back (pictures, removed statements), as the generate answer said. */
export type WriterOutcome = Partial<
  Pick<GeneratedSite, 'modelFailure' | 'modelFailureId' | 'warnings' | 'notices'>
> &
  Pick<GeneratedSite, 'generator'>;

const keyOf = (siteId: string) => `writtenBy:${siteId}`;

/** Keeps who wrote a just-generated site until the owner dismisses the note (this tab only). */
export function rememberWriter(siteId: string, outcome: WriterOutcome): void {
  try {
    // Only what the note says: the generate answer also carries the whole site.
    const { generator, modelFailure, modelFailureId, warnings, notices } = outcome;
    const note = { generator, modelFailure, modelFailureId, warnings, notices };
    sessionStorage.setItem(keyOf(siteId), JSON.stringify(note));
  } catch {
    // Storage full or blocked: the note is a courtesy, the site is fine.
  }
}

function readWriter(siteId: string): WriterOutcome | null {
  try {
    const raw = sessionStorage.getItem(keyOf(siteId));
    return raw ? (JSON.parse(raw) as WriterOutcome) : null;
  } catch {
    return null;
  }
}

/** One sentence for the owner: the model or the built-in writer, and why not the model when it failed. */
export function describeWriter(outcome: WriterOutcome): string {
  if (outcome.generator === 'model') return t('builder.writer.model');
  const reason = sayServerMessage(outcome.modelFailureId, undefined, outcome.modelFailure);
  if (reason) return t('builder.writer.builtinBecause', { reason });
  return t('builder.writer.builtin');
}

/**
 * The answer's other warnings in the app's language (a server without notices sends English
 * warnings only): the writer's own fallback is already the notice's first line.
 */
function otherWarnings(outcome: WriterOutcome): string[] {
  if (outcome.notices)
    return outcome.notices.map((notice) => sayServerMessage(notice.messageId, notice.params, notice.message));
  return (outcome.warnings ?? []).filter((w) => !outcome.modelFailure || !w.includes(outcome.modelFailure));
}

/** A dismissible note after generation on who wrote the copy (mounted by the preview and the editor). */
export function WriterNotice({ siteId }: { siteId: string }) {
  // Read so the note says it again in a language picked while it shows.
  const tr = useT();
  const [outcome, setOutcome] = useState(() => readWriter(siteId));
  if (!outcome) return null;
  const others = otherWarnings(outcome);
  const hasFailed = Boolean(outcome.modelFailure) || others.length > 0;
  const Icon = outcome.generator === 'model' ? Bot : PenLine;
  return (
    <output
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${
        hasFailed
          ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          : 'border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200'
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1 break-words">
        <p>{describeWriter(outcome)}</p>
        {others.length > 0 && (
          <ul className="mt-1 grid gap-0.5">
            {others.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        className="-m-1 rounded p-1 hover:bg-black/5 focus-visible:outline focus-visible:outline-2 dark:hover:bg-white/10"
        aria-label={tr('builder.writer.dismiss')}
        onClick={() => {
          sessionStorage.removeItem(keyOf(siteId));
          setOutcome(null);
        }}
      >
        <X className="size-4" aria-hidden />
      </button>
    </output>
  );
}
