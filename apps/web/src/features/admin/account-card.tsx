import type { RouteAnswer } from '@mainstreet/server/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { t as translate, useT } from '../../i18n/i18n';
import { formatDay } from '../../lib/date-format';

type Account = RouteAnswer<'GET /api/admin/accounts'>['accounts'][number];

export type AccountActions = {
  suspend: (id: string) => void;
  restore: (id: string) => void;
  remove: (id: string) => void;
  takeDown: (websiteId: string, reason: string) => void;
  putBack: (websiteId: string) => void;
};

const when = (iso: string | null) => (iso ? formatDay(iso, 'short') : null) ?? translate('admin.never');

/** One account of the admin list: who, plan, sites, last seen, its published sites, and what an admin may do. */
export function AccountCard({ account, actions }: { account: Account; actions: AccountActions }) {
  const t = useT();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold break-all text-slate-950 dark:text-white">{account.email}</h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {account.suspendedAt ? (
            <strong className="text-red-700 dark:text-red-300">{t('admin.suspended')} · </strong>
          ) : null}
          {account.isAdmin ? `${t('shell.menu.admin')} · ` : ''}
          {t('admin.summary', {
            plan: account.plan,
            count: account.siteCount,
            seen: when(account.lastSeenAt),
          })}
        </p>
      </div>
      {account.publishedSites.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {account.publishedSites.map((site) => (
            <li key={site.websiteId} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="text-sm text-slate-800 dark:text-slate-200">
                <a className="font-medium break-all underline" href={site.address}>
                  {site.name}
                </a>{' '}
                · {t('admin.visits', { count: site.visits30d })}
                {site.takenDown ? ` · ${t('admin.takenDownFor', { reason: site.takenDown })}` : ''}
              </p>
              {site.takenDown ? (
                <Button
                  className="mt-2"
                  variant="secondary"
                  size="sm"
                  onClick={() => actions.putBack(site.websiteId)}
                >
                  {t('admin.putBack')}
                  <span className="sr-only"> {site.name}</span>
                </Button>
              ) : (
                <form
                  className="mt-2 flex flex-wrap items-end gap-2"
                  onSubmit={(event) => {
                    event.preventDefault();
                    actions.takeDown(site.websiteId, reasons[site.websiteId] ?? '');
                  }}
                >
                  <div className="min-w-48 flex-1">
                    <Label htmlFor={`reason-${site.websiteId}`}>{t('admin.reason')}</Label>
                    <Input
                      id={`reason-${site.websiteId}`}
                      required
                      value={reasons[site.websiteId] ?? ''}
                      onChange={(e) => setReasons({ ...reasons, [site.websiteId]: e.target.value })}
                    />
                  </div>
                  <Button type="submit" variant="secondary" size="sm">
                    {t('admin.takeDown')}
                    <span className="sr-only"> {site.name}</span>
                  </Button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {!account.isAdmin && (
        <div className="mt-3 flex flex-wrap gap-2">
          {account.suspendedAt ? (
            <Button variant="secondary" size="sm" onClick={() => actions.restore(account.id)}>
              {t('admin.restore')}
              <span className="sr-only"> {account.email}</span>
            </Button>
          ) : (
            <Button variant="secondary" size="sm" onClick={() => actions.suspend(account.id)}>
              {t('admin.suspend')}
              <span className="sr-only"> {account.email}</span>
            </Button>
          )}
          <Button variant="danger" size="sm" onClick={() => actions.remove(account.id)}>
            {t('sites.card.delete')}
            <span className="sr-only"> {account.email}</span>
          </Button>
        </div>
      )}
    </Card>
  );
}
