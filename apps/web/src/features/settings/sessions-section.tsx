import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toast';
import { apiRequest, messageOf } from '../../lib/api';
import { formatDateTime } from '../../lib/date-format';
import { apiQuery } from '../../lib/query-client';

const SESSIONS_KEY = ['/api/auth/sessions'] as const;
function when(iso: string): string {
  return formatDateTime(iso) ?? iso;
}

/** "Your sessions": where this account is signed in, with sign-out for one or all the others. */
export function SessionsSection() {
  const queryClient = useQueryClient();
  const list = useQuery({ ...apiQuery('/api/auth/sessions'), staleTime: 0 });
  const [busyId, setBusyId] = useState<string | null>(null);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((s) => !s.isCurrent).length;

  async function end(call: () => Promise<{ message: string }>, id: string) {
    setBusyId(id);
    try {
      const answer = await call();
      toast({ title: answer?.message ?? 'Signed out' });
    } catch (error) {
      toast({
        title: 'Sign-out failed',
        description: messageOf(error, 'Please try again.'),
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
          <CardTitle>Your sessions</CardTitle>
          <CardDescription>
            Browsers signed in to your account. Sessions end after 7 days unused and 30 days at most.
          </CardDescription>
        </div>
        <Button
          variant="secondary"
          className="self-start sm:shrink-0"
          disabled={others === 0 || busyId !== null}
          onClick={() => end(() => apiRequest('POST', '/api/auth/sessions/end-others'), 'others')}
        >
          Sign out everywhere else
        </Button>
      </CardHeader>
      <CardContent>
        {list.isError && <p role="alert">Could not load your sessions. Please reload the page.</p>}
        <ul aria-label="Your sessions" className="divide-y divide-slate-200 dark:divide-slate-800">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
                  {session.device}
                  {session.isCurrent && <Badge tone="green">This browser</Badge>}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Signed in {when(session.createdAt)} · last used {when(session.lastUsedAt)}
                </p>
              </div>
              {!session.isCurrent && (
                <Button
                  variant="ghost"
                  disabled={busyId !== null}
                  aria-label={`Sign out ${session.device}, signed in ${when(session.createdAt)}`}
                  onClick={() =>
                    end(() => apiRequest('DELETE', '/api/auth/sessions/:id', { params: session }), session.id)
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
