import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../components/ui/button';
import { Input, Label } from '../components/ui/input';
import { toast } from '../components/ui/toast';
import { type AccountActions, AccountCard } from '../features/admin/account-card';
import { InvitationsList } from '../features/admin/invitations-list';
import { ReportsList } from '../features/admin/reports-list';
import type { MessageId } from '../i18n/catalogs';
import { useT } from '../i18n/i18n';
import { apiRequest, messageOf } from '../lib/api';
import { formatDateTime } from '../lib/date-format';
import { apiQuery } from '../lib/query-client';

/** The operator's page: accounts and their sites, reports, invitations and the record of admin actions. */
export function AdminPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [inviteEmail, setInviteEmail] = useState('');
  const [invitation, setInvitation] = useState('');
  const accounts = useQuery(apiQuery('/api/admin/accounts', { query: query ? { q: query } : {} }));
  const reports = useQuery(apiQuery('/api/admin/reports'));
  const actions = useQuery(apiQuery('/api/admin/actions'));
  const invitations = useQuery(apiQuery('/api/admin/invitations'));

  async function run(done: MessageId, call: () => Promise<unknown>) {
    try {
      await call();
      toast({ title: t(done) });
      await queryClient.invalidateQueries();
    } catch (error) {
      toast({
        title: t('admin.failed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    }
  }

  const accountActions: AccountActions = {
    suspend: (id) =>
      void run('admin.done.suspended', () =>
        apiRequest('POST', '/api/admin/accounts/:id/suspend', { params: { id }, body: {} }),
      ),
    restore: (id) =>
      void run('admin.done.restored', () =>
        apiRequest('POST', '/api/admin/accounts/:id/restore', { params: { id } }),
      ),
    remove: (id) => {
      if (!window.confirm(t('admin.confirmDelete'))) return;
      void run('admin.done.deleted', () =>
        apiRequest('DELETE', '/api/admin/accounts/:id', { params: { id } }),
      );
    },
    takeDown: (id, reason) =>
      void run('admin.done.takenDown', () =>
        apiRequest('POST', '/api/admin/websites/:id/take-down', { params: { id }, body: { reason } }),
      ),
    putBack: (id) =>
      void run('admin.done.putBack', () =>
        apiRequest('POST', '/api/admin/websites/:id/restore', { params: { id } }),
      ),
  };

  async function invite(event: FormEvent) {
    event.preventDefault();
    await run('admin.done.invited', async () => {
      const answer = await apiRequest('POST', '/api/admin/invitations', {
        body: inviteEmail ? { email: inviteEmail } : {},
      });
      setInvitation(answer.url);
    });
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-950 dark:text-white">
        {t('shell.menu.admin')}
      </h1>

      <section aria-labelledby="accounts-title" className="grid gap-4">
        <h2 id="accounts-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t('admin.accounts')}
        </h2>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery(search.trim());
          }}
        >
          <div className="min-w-48 flex-1">
            <Label htmlFor="admin-search">{t('admin.search')}</Label>
            <Input
              id="admin-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <Button type="submit">{t('admin.searchButton')}</Button>
        </form>
        {accounts.isError && <p role="alert">{messageOf(accounts.error, t('admin.loadError'))}</p>}
        {accounts.data?.accounts.map((account) => (
          <AccountCard key={account.id} account={account} actions={accountActions} />
        ))}
        {accounts.data?.accounts.length === 0 && (
          <p className="text-slate-700 dark:text-slate-300">{t('admin.noMatch')}</p>
        )}
      </section>

      <section aria-labelledby="reports-title" className="grid gap-3">
        <h2 id="reports-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t('admin.reports')}
        </h2>
        {reports.isError && <p role="alert">{messageOf(reports.error, t('admin.reportsLoadError'))}</p>}
        {reports.data && (
          <ReportsList
            reports={reports.data.reports}
            actions={{
              handled: (id) =>
                void run('admin.done.handled', () =>
                  apiRequest('POST', '/api/admin/reports/:id/handled', { params: { id } }),
                ),
              takeDown: (websiteId, reason) => {
                if (!window.confirm(t('admin.confirmTakeDown', { reason }))) return;
                accountActions.takeDown(websiteId, reason);
              },
            }}
          />
        )}
      </section>

      <section aria-labelledby="invite-title" className="grid gap-3">
        <h2 id="invite-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t('admin.invitations')}
        </h2>
        <form onSubmit={invite} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <Label htmlFor="invite-email">{t('admin.inviteEmail')}</Label>
            <Input
              id="invite-email"
              type="email"
              value={inviteEmail}
              onChange={(e) => setInviteEmail(e.target.value)}
            />
          </div>
          <Button type="submit">{t('admin.inviteButton')}</Button>
        </form>
        {invitation && (
          <p role="status" className="break-all text-sm text-slate-800 dark:text-slate-200">
            {t.rich('admin.inviteLink', { link: <code>{invitation}</code> })}
          </p>
        )}
        {invitations.data && (
          <InvitationsList
            invitations={invitations.data.invitations}
            withdraw={(id) =>
              void run('admin.done.withdrawn', () =>
                apiRequest('DELETE', '/api/admin/invitations/:id', { params: { id } }),
              )
            }
          />
        )}
      </section>

      <section aria-labelledby="actions-title" className="grid gap-3">
        <h2 id="actions-title" className="text-xl font-semibold text-slate-950 dark:text-white">
          {t('admin.log')}
        </h2>
        <ul className="grid gap-1 text-sm text-slate-800 dark:text-slate-200">
          {actions.data?.actions.map((action) => (
            <li key={action.id} className="break-words">
              {formatDateTime(action.createdAt)} — {action.admin} {action.action} {action.target}
              {action.reason ? ` (${action.reason})` : ''}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
