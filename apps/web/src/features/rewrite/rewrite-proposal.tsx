import type { RewriteAnswer } from './rewrite-api';
import { diffWords } from './word-diff';

const REASONS: Record<string, string> = {
  phone: 'a phone number',
  email: 'an email address',
  price: 'a price',
  address: 'an address',
  hours: 'opening hours',
  number: 'a number',
  claim: 'a claim',
};

/** The last step of a path, as people say it: "features.0.description" → "description". */
const fieldName = (path: string) =>
  path
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .at(-1) ?? path;

const FACTS: Record<string, string> = {
  phone: 'phone number',
  email: 'email address',
  price: 'price',
  address: 'address',
  hours: 'opening hours',
};

/** The owner's facts the model changed, put back as written, and texts kept because a fact was lost. */
function FactsNote({ answer }: { answer: RewriteAnswer }) {
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
          <p className="font-medium">Put back as you wrote them:</p>
          <ul className="mt-1 list-disc pl-5">
            {restored.map((r) => (
              <li key={`${r.path}:${r.text}`}>
                {FACTS[r.fact] ?? r.fact} {r.text} (the model wrote {r.wrote})
              </li>
            ))}
          </ul>
        </>
      )}
      {kept.length > 0 && (
        <p className={restored.length > 0 ? 'mt-1' : ''}>
          Kept as you wrote it ({kept.map(fieldName).join(', ')}): the new version left out a phone, address,
          price or hours of yours.
        </p>
      )}
    </div>
  );
}

/** The proposed texts as a word diff against the current ones, and what the fact check took out. */
export function RewriteProposal({ answer, before }: { answer: RewriteAnswer; before: Map<string, string> }) {
  const changed = answer.texts.filter((t) => before.get(t.path) !== t.text);
  return (
    <div className="grid gap-3" data-testid="rewrite-proposal">
      {changed.length === 0 && <p className="text-sm">The new version reads the same as yours.</p>}
      <ul className="grid gap-2">
        {changed.map((t) => (
          <li key={t.path} className="rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-700">
            <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {fieldName(t.path)}
            </p>
            <p className="break-words">
              {diffWords(before.get(t.path) ?? '', t.text).map((part) =>
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
      <FactsNote answer={answer} />
      {answer.removed.length > 0 && (
        <div
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">
            Removed what your description does not say (
            {answer.removed.length === 1 ? 'one sentence' : `${answer.removed.length} sentences`}):
          </p>
          <ul className="mt-1 list-disc pl-5">
            {answer.removed.map((r) => (
              <li key={`${r.path}:${r.text}`}>
                “{r.text}” — {REASONS[r.reason] ?? r.reason} you did not give
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
