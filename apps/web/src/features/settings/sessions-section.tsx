import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { apiRequest, messageOf } from '../../lib/api';
import { formatDateTime } from '../../lib/date-format';
import { apiQuery } from '../../lib/query-client';

const SESSIONS_KEY = ['/api/auth/sessions'] as const;
function when(iso: string): string {
  return formatDateTime(iso) ?? iso;
}

/** "Your sessions": where this account is signed in, with sign-out for one or all the others. */
export function SessionsSection() {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useQuery({ ...apiQuery('/api/auth/sessions'), staleTime: 0 });
  const [busyId, setBusyId] = useState<string | null>(null);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.isCurrent).length;

  async function end(call: () => Promise<{ message: string; ended?: number }>, id: string) {
    setBusyId(id);
    try {
      const answer = await call();
      // Said by the app in its language; the answer's own `message` is English.
      const ended = answer?.ended;
      toast({
        title:
          ended === undefined
            ? t('settings.sessions.signedOut')
            : t('settings.sessions.endedOthers', { count: ended }),
      });
    } catch (error) {
      toast({
        title: t('settings.sessions.failed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    }
  }

  return (
    <Card>
      <CardHeader className="flex-col gap-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <CardTitle>{t('settings.sessions.title')}</CardTitle>
          <CardDescription>{t('settings.sessions.text')}</CardDescription>
        </div>
        <Button
          variant="secondary"
          className="self-start sm:shrink-0"
          disabled={others === 0 || busyId !== null}
          onClick={() => end(() => apiRequest('POST', '/api/auth/sessions/end-others'), 'others')}
        >
          {t('settings.sessions.endOthers')}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isError && <p role="alert">{t('settings.sessions.loadError')}</p>}
        <ul
          aria-label={t('settings.sessions.title')}
          className="divide-y divide-slate-200 dark:divide-slate-800"
        >
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  {session.device}
                  {session.isCurrent && <Badge tone="green">{t('settings.sessions.thisBrowser')}</Badge>}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('settings.sessions.times', {
                    signedIn: when(session.createdAt),
                    lastUsed: when(session.lastUsedAt),
                  })}
                </p>
              </div>
              {!session.isCurrent && (
                <Button
                  variant="ghost"
                  disabled={busyId !== null}
                  aria-label={t('settings.sessions.endOneLabel', {
                    device: session.device,
                    signedIn: when(session.createdAt),
                  })}
                  onClick={() =>
                    end(() => apiRequest('DELETE', '/api/auth/sessions/:id', { params: session }), session.id)
                  }
                >
                  {t('settings.sessions.endOne')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
