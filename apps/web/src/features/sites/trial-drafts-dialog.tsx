import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, focusRing } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { t, useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/date-format';
import { useSellsPlans } from '../../lib/public-config';
import { apiQuery } from '../../lib/query-client';
import { usageKey, websitesKey } from '../../lib/query-keys';

const DISMISSED_KEY = 'trialDraftsDismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

type TrialDraft = { id: string; name: string; createdAt: string };

/**
 * Two drafts of one name are told apart by when they were made, to the second. Generating takes
 * under a second, so two can share that second too: those are numbered in the order they were made.
 */
export function madeLabelsOf(drafts: readonly TrialDraft[]): Map<string, string> {
  const labels = new Map<string, string>();
  const byName = new Map<string, TrialDraft[]>();
  for (const draft of drafts) byName.set(draft.name, [...(byName.get(draft.name) ?? []), draft]);
  for (const same of byName.values()) {
    if (same.length < 2) continue;
    const ordered = [...same].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const times = ordered.map((draft) => formatDateTime(draft.createdAt, true) ?? '');
    ordered.forEach((draft, index) => {
      const time = times[index];
      const isTimeShared = times.indexOf(time) !== times.lastIndexOf(time);
      labels.set(
        draft.id,
        isTimeShared
          ? t('sites.drafts.madeNumbered', {
              time,
              number: times.slice(0, index + 1).filter((other) => other === time).length,
            })
          : t('sites.drafts.made', { time }),
      );
    });
  }
  return labels;
}

/** My Sites' "Review" asks the dialog to open again (it lives on the dashboard, beside every tab). */
const REVIEW_EVENT = 'reviewTrialDrafts';
const DRAFTS_KEY = ['/api/auth/trial-drafts'];

/**
 * "Keep these too?": the other sites this browser made before signing up. Sign-up took only the
 * one acted on; these join the account (and count against its site limit) only when kept, and go
 * only when the owner deletes them: "Not now" puts the question off, and My Sites lists them.
 */
export function TrialDraftsDialog() {
  const t = useT();
  const queryClient = useQueryClient();
  const [isDismissed, setIsDismissed] = useState(wasDismissed);
  const drafts = useQuery({ ...apiQuery('/api/auth/trial-drafts'), enabled: !isDismissed });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [isKeeping, setIsKeeping] = useState(false);
  useEffect(() => {
    const review = () => {
      try {
        window.sessionStorage.removeItem(DISMISSED_KEY);
      } catch {
        // Blocked storage: the state below is enough for this page view.
      }
      setIsDismissed(false);
    };
    window.addEventListener(REVIEW_EVENT, review);
    return () => window.removeEventListener(REVIEW_EVENT, review);
  }, []);
  const list = drafts.data ?? [];
  const sellsPlans = useSellsPlans();
  const madeLabels = madeLabelsOf(list);

  function dismiss() {
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, 'true');
    } catch {
      // Blocked storage: asked again on the next page view, no harm.
    }
    setIsDismissed(true);
  }

  async function deleteChosen() {
    setIsKeeping(true);
    try {
      const { deleted } = await apiRequest('POST', '/api/auth/trial-drafts/delete', {
        body: { ids: [...chosen] },
      });
      toast({ title: t('sites.drafts.deleted', { count: deleted }) });
      setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    } catch (error) {
      toast({
        title: t('sites.drafts.notDeleted'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsKeeping(false);
    }
  }

  async function keep() {
    setIsKeeping(true);
    try {
      const { kept } = await apiRequest('POST', '/api/auth/trial-drafts/keep', {
        body: { ids: [...chosen] },
      });
      toast({
        title: t('sites.drafts.kept', { count: kept }),
        description: t('sites.drafts.keptText'),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: websitesKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: usageKey }),
        queryClient.invalidateQueries({ queryKey: DRAFTS_KEY }),
      ]);
      dismiss();
    } catch (error) {
      toast({
        title: t('sites.drafts.notKept'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setIsKeeping(false);
    }
  }

  return (
    <Dialog
      open={!isDismissed && list.length > 0}
      onOpenChange={(open) => !open && dismiss()}
      title={t('sites.drafts.title')}
      description={t(sellsPlans ? 'sites.drafts.textPlans' : 'sites.drafts.text')}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">{t('sites.drafts.legend')}</legend>
        {list.map((draft) => (
          <label
            key={draft.id}
            className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-200"
          >
            <input
              type="checkbox"
              className="size-4"
              checked={chosen.has(draft.id)}
              onChange={(e) => {
                const next = new Set(chosen);
                if (e.target.checked) next.add(draft.id);
                else next.delete(draft.id);
                setChosen(next);
              }}
            />
            <span>
              {draft.name}
              {madeLabels.has(draft.id) && (
                <span className="text-slate-600 dark:text-slate-400"> · {madeLabels.get(draft.id)}</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" disabled={chosen.size === 0 || isKeeping} onClick={() => void deleteChosen()}>
          {t('sites.drafts.delete')}
        </Button>
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={dismiss}>
            {t('sites.drafts.notNow')}
          </Button>
          <Button disabled={chosen.size === 0 || isKeeping} onClick={() => void keep()}>
            {isKeeping ? t('sites.drafts.keeping') : t('sites.drafts.keep')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** My Sites' line for drafts not kept yet: how many, and a way back to "Keep these too?". */
export function TrialDraftsReminder() {
  const t = useT();
  const drafts = useQuery(apiQuery('/api/auth/trial-drafts'));
  const count = drafts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-1 text-slate-700 dark:text-slate-300">
      {t('sites.drafts.reminder', { count })}{' '}
      <button
        type="button"
        className={cn(
          'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300',
          focusRing,
        )}
        onClick={() => window.dispatchEvent(new Event(REVIEW_EVENT))}
      >
        {t('sites.drafts.review')}
      </button>
    </p>
  );
}
