import type { MessageId } from '../../i18n/catalogs';
import { type Translate, useT } from '../../i18n/i18n';
import type { RewriteAnswer } from './rewrite-api';
import { diffWords } from './word-diff';

/** Why a sentence was taken out: the kind of fact it stated that the owner never gave. */
const REASONS: Record<string, MessageId> = {
  phone: 'rewrite.reason.phone',
  email: 'rewrite.reason.email',
  price: 'rewrite.reason.price',
  address: 'rewrite.reason.address',
  hours: 'rewrite.reason.hours',
  number: 'rewrite.reason.number',
  claim: 'rewrite.reason.claim',
};

const FACTS: Record<string, MessageId> = {
  phone: 'rewrite.fact.phone',
  email: 'rewrite.fact.email',
  price: 'rewrite.fact.price',
  address: 'rewrite.fact.address',
  hours: 'rewrite.fact.hours',
};

/** The fields a rewrite changes, as the owner calls them. */
const FIELDS: Record<string, MessageId> = {
  headline: 'rewrite.field.headline',
  subheadline: 'rewrite.field.subtitle',
  subtitle: 'rewrite.field.subtitle',
  title: 'rewrite.field.title',
  content: 'rewrite.field.text',
  description: 'rewrite.field.description',
  summary: 'rewrite.field.summary',
  name: 'rewrite.field.name',
  buttonText: 'rewrite.field.button',
  question: 'rewrite.field.question',
  answer: 'rewrite.field.answer',
  features: 'rewrite.field.features',
  period: 'rewrite.field.period',
};

/** The last step of a path, as people say it: "features.0.description" → "Description". */
function fieldName(t: Translate, path: string): string {
  const key =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .at(-1) ?? path;
  return key in FIELDS ? t(FIELDS[key]) : key;
}

/** The owner's facts the model changed, put back as written, and texts kept because a fact was lost. */
function FactsNote({ answer, language }: { answer: RewriteAnswer; language: string }) {
  const t = useT();
  const { restored, kept } = answer;
  if (restored.length === 0 && kept.length === 0) return null;
  return (
    <div
      role="status"
      data-testid="rewrite-restored"
      className="rounded-lg border border-sky-300 bg-sky-50 p-2 text-sm text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100"
    >
      {restored.length > 0 && (
        <>
          <p className="font-medium">{t('rewrite.restored')}</p>
          <ul className="mt-1 list-disc pl-5">
            {restored.map((r) => (
              <li key={`${r.path}:${r.text}`}>
                {t.rich('rewrite.restoredItem', {
                  fact: r.fact in FACTS ? t(FACTS[r.fact]) : r.fact,
                  text: <span lang={language}>{r.text}</span>,
                  wrote: <span lang={language}>{r.wrote}</span>,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
      {kept.length > 0 && (
        <p className={restored.length > 0 ? 'mt-1' : ''}>
          {t('rewrite.kept', {
            fields: t.intl.formatList(kept.map((path) => fieldName(t, path))),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * The proposed texts as a word diff against the current ones, and what the fact check took out. The
 * site's words are marked with the site's language, which may not be the app's.
 */
export function RewriteProposal({
  answer,
  before,
  language,
}: {
  answer: RewriteAnswer;
  before: Map<string, string>;
  language: string;
}) {
  const t = useT();
  const changed = answer.texts.filter((text) => before.get(text.path) !== text.text);
  return (
    <div className="grid gap-3" data-testid="rewrite-proposal">
      {changed.length === 0 && <p className="text-sm">{t('rewrite.same')}</p>}
      <ul className="grid gap-2">
        {changed.map((text) => (
          <li
            key={text.path}
            className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700"
          >
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {fieldName(t, text.path)}
            </p>
            <p className="break-words" lang={language}>
              {diffWords(before.get(text.path) ?? '', text.text).map((part) =>
                part.kind === 'same' ? (
                  <span key={part.key}>{part.text}</span>
                ) : part.kind === 'removed' ? (
                  <del key={part.key} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200">
                    {part.text}
                  </del>
                ) : (
                  <ins
                    key={part.key}
                    className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-200"
                  >
                    {part.text}
                  </ins>
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
      <FactsNote answer={answer} language={language} />
      {answer.removed.length > 0 && (
        <div
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">{t('rewrite.removed', { count: answer.removed.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.removed.map((r) => (
              <li key={`${r.path}:${r.text}`}>
                {t.rich('rewrite.removedItem', {
                  text: <span lang={language}>{r.text}</span>,
                  reason: r.reason in REASONS ? t(REASONS[r.reason]) : r.reason,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
