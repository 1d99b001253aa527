import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { formatDateTime } from '../../lib/date-format';
import { useSellsPlans } from '../../lib/public-config';
import { apiQuery } from '../../lib/query-client';

const DISMISSED_KEY = 'trialDraftsDismissed';

function wasDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * "Keep these too?": the other sites this browser made before signing up. Sign-up took only the
 * one acted on; these join the account (and count against its site limit) only when kept.
 */
export function TrialDraftsDialog() {
  const queryClient = useQueryClient();
  const [isDismissed, setIsDismissed] = useState(wasDismissed);
  const drafts = useQuery({ ...apiQuery('/api/auth/trial-drafts'), enabled: !isDismissed });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [isKeeping, setIsKeeping] = useState(false);
  const list = drafts.data ?? [];
  const sellsPlans = useSellsPlans();
  // Two drafts of one name are told apart by when they were made.
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
        queryClient.invalidateQueries({ queryKey: ['/api/websites'], exact: true }),
        queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] }),
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
      description={`You made these sites before signing up. Only the one you were working on joined your account; keep any others you want${sellsPlans ? " (each counts towards your plan's sites)" : ''}.`}
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
            {draft.name}
            {isNameShared(draft.name) && ' '}
            {isNameShared(draft.name) && (
              <span className="text-slate-600 dark:text-slate-400">
                · made {formatDateTime(draft.createdAt)}
              </span>
            )}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={dismiss}>
          Not now
        </Button>
        <Button disabled={chosen.size === 0 || isKeeping} onClick={() => void keep()}>
          {isKeeping ? 'Keeping…' : 'Keep selected'}
        </Button>
      </div>
    </Dialog>
  );
}
