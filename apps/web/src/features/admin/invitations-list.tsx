import type { RouteAnswer } from '@mainstreet/server/contract';
import { Button } from '../../components/ui/button';
import { useT } from '../../i18n/i18n';
import { formatDay } from '../../lib/date-format';

type Invitation = RouteAnswer<'GET /api/admin/invitations'>['invitations'][number];

const STATE = {
  open: 'admin.invitation.open',
  used: 'admin.invitation.used',
  expired: 'admin.invitation.expired',
} as const;

/** The invitations made so far: for whom, until when, used by whom; open ones can be withdrawn. */
export function InvitationsList({
  invitations,
  withdraw,
}: {
  invitations: Invitation[];
  withdraw: (id: string) => void;
}) {
  const t = useT();
  if (invitations.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('admin.invitation.none')}</p>;
  return (
    <ul className="grid gap-2 text-sm text-slate-800 dark:text-slate-200">
      {invitations.map((invitation) => {
        const who = invitation.email ?? t('admin.invitation.anyone');
        return (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          >
            <span className="break-all">
              <strong>{t(STATE[invitation.state])}</strong> · {who} ·{' '}
              {invitation.state !== 'used'
                ? t('admin.invitation.until', { date: formatDay(invitation.expiresAt, 'short') })
                : invitation.usedBy
                  ? t('admin.invitation.madeBy', { email: invitation.usedBy })
                  : t('admin.invitation.madeDeleted')}
            </span>
            {invitation.state !== 'used' && (
              <Button size="sm" variant="secondary" onClick={() => withdraw(invitation.id)}>
                {t('admin.invitation.withdraw')}
                <span className="sr-only"> {t('admin.invitation.withdrawFor', { who })}</span>
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
