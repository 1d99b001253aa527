import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { websiteKey, websitesKey } from '../../lib/query-keys';
import type { StoredWebsite } from '../builder/site/site-api';
import { formatBytes, formatWhen } from './format';
import { listPublishes, messageOf, publishesKey, rollbackTo, unpublish } from './launch-api';

/**
 * Every publish on Mainstreet hosting, newest first. Rolling back makes an earlier one live at
 * once; Take down stops serving the site. Hidden until the site was published here once.
 */
export function PublishHistory({
  website,
}: {
  website: { id?: string | null; name?: string; netlifyUrl?: string | null };
}) {
  const t = useT();
  const id = website.id ?? '';
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [isConfirmingDown, setIsConfirmingDown] = useState(false);
  const query = useQuery({
    queryKey: publishesKey(id),
    queryFn: () => listPublishes(id),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const list = query.data;
  const hasHistory = Boolean(list && list.publishes.length > 0);

  async function act(key: string, call: () => Promise<unknown>, success: string) {
    setBusyId(key);
    try {
      await call();
      // Taken down, the site has no live address: every screen shows Launch at once, before the
      // refetch confirms it.
      if (key === 'down')
        queryClient.setQueryData<StoredWebsite>(
          websiteKey(id),
          (stored) => stored && { ...stored, netlifyUrl: null, needsRedeployment: false },
        );
      toast({ title: success });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: publishesKey(id) }),
        queryClient.invalidateQueries({ queryKey: websiteKey(id) }),
        queryClient.invalidateQueries({ queryKey: websitesKey, exact: true }),
      ]);
    } catch (error) {
      toast({
        title: t('launch.error'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
        duration: 8_000,
      });
    } finally {
      setBusyId(null);
    }
  }

  if (!list || !hasHistory) return null;
  return (
    <section
      aria-labelledby="publish-history-title"
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="publish-history-title" className="font-semibold text-slate-900 dark:text-white">
          {t('launch.history.title')}
        </h3>
        {list.url && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busyId !== null}
            onClick={() => setIsConfirmingDown(true)}
          >
            {t('launch.history.takeDown')}
          </Button>
        )}
        {list.url && (
          <Dialog
            open={isConfirmingDown}
            onOpenChange={setIsConfirmingDown}
            title={t('launch.history.confirmTitle')}
            description={t('launch.history.confirmText', { url: list.url })}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setIsConfirmingDown(false)}>
                {t('launch.history.keepLive')}
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setIsConfirmingDown(false);
                  void act('down', () => unpublish(id), t('launch.history.takenDown'));
                }}
              >
                {t('launch.history.takeDown')}
              </Button>
            </div>
          </Dialog>
        )}
      </div>
      <ol className="mt-3 grid gap-2">
        {list.publishes.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60"
          >
            <span>
              <span className="font-medium">{t('launch.history.version', { number: p.number })}</span>{' '}
              <span className="text-slate-600 dark:text-slate-300">
                · {formatWhen(p.createdAt)} · {formatBytes(p.sizeBytes, t.intl)}
              </span>
            </span>
            {p.isLive ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-900 dark:text-green-100">
                {t('launch.history.live')}
              </span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={busyId !== null}
                aria-label={t('launch.history.rollBackTo', { number: p.number })}
                onClick={() =>
                  void act(
                    p.id,
                    () => rollbackTo(id, p.id),
                    t('launch.history.liveAgain', { number: p.number }),
                  )
                }
              >
                {busyId === p.id ? t('launch.history.rollingBack') : t('launch.history.rollBack')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
