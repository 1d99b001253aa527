import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, focusRing } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
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

/** My Sites' "Review" asks the dialog to open again (it lives on the dashboard, beside every tab). */
const REVIEW_EVENT = 'reviewTrialDrafts';
const DRAFTS_KEY = ['/api/auth/trial-drafts'];

/**
 * "Keep these too?": the other sites this browser made before signing up. Sign-up took only the
 * one acted on; these join the account (and count against its site limit) only when kept, and go
 * only when the owner deletes them: "Not now" puts the question off, and My Sites lists them.
 */
export function TrialDraftsDialog() {
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
  // Two drafts of one name are told apart by when they were made (to the second: often the same minute).
  const names = list.map((draft) => draft.name);
  const isNameShared = (name: string) => names.indexOf(name) !== names.lastIndexOf(name);

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
      toast({ title: deleted === 1 ? 'Deleted 1 draft' : `Deleted ${deleted} drafts` });
      setChosen(new Set());
      await queryClient.invalidateQueries({ queryKey: DRAFTS_KEY });
    } catch (error) {
      toast({
        title: 'Not deleted',
        description: messageOf(error, 'Please try again.'),
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
        title: kept === 1 ? 'Kept 1 more site' : `Kept ${kept} more sites`,
        description: 'See My Sites.',
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: websitesKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: usageKey }),
        queryClient.invalidateQueries({ queryKey: DRAFTS_KEY }),
      ]);
      dismiss();
    } catch (error) {
      toast({
        title: 'Not kept',
        description: messageOf(error, 'Please try again.'),
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
      title="Keep these too?"
      description={`You made these sites before signing up. Only the one you were working on joined your account; keep any others you want${sellsPlans ? " (each counts towards your plan's sites)" : ''}. Not now keeps them here for later: My Sites lists them until you keep or delete them.`}
    >
      <fieldset className="grid gap-2">
        <legend className="sr-only">Sites to keep</legend>
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
              {isNameShared(draft.name) && (
                <span className="text-slate-600 dark:text-slate-400">
                  {' '}
                  · made {formatDateTime(draft.createdAt, true)}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" disabled={chosen.size === 0 || isKeeping} onClick={() => void deleteChosen()}>
          Delete selected
        </Button>
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={dismiss}>
            Not now
          </Button>
          <Button disabled={chosen.size === 0 || isKeeping} onClick={() => void keep()}>
            {isKeeping ? 'Keeping…' : 'Keep selected'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** My Sites' line for drafts not kept yet: how many, and a way back to "Keep these too?". */
export function TrialDraftsReminder() {
  const drafts = useQuery(apiQuery('/api/auth/trial-drafts'));
  const count = drafts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="mt-1 text-slate-700 dark:text-slate-300">
      {count === 1 ? '1 site' : `${count} sites`} you made before signing up {count === 1 ? 'is' : 'are'} not
      in your account yet.{' '}
      <button
        type="button"
        className={cn(
          'font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300',
          focusRing,
        )}
        onClick={() => window.dispatchEvent(new Event(REVIEW_EVENT))}
      >
        Review
      </button>
    </p>
  );
}
