import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n';
import { apiRequest } from '../../lib/api';
import { apiQuery } from '../../lib/query-client';
import { formatWhen } from './format';
import { NEW_MESSAGES_QUERY } from './new-messages';

/** Messages visitors sent through the live site's contact form, newest first. */
export function ContactMessages({ website }: { website: { id?: string | null; name?: string } }) {
  const t = useT();
  const id = website.id ?? '';
  const query = useQuery({
    ...apiQuery('/api/websites/:id/messages', { params: { id } }),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const messages = query.data?.messages ?? [];
  const queryClient = useQueryClient();
  const hasNew = messages.some((m) => m.isNew);
  // Shown to the owner: they are read now (they keep their "New" mark until the list reloads).
  useEffect(() => {
    if (!hasNew || !id) return;
    void apiRequest('POST', '/api/websites/:id/messages/read', { params: { id } })
      .then(() => queryClient.invalidateQueries({ queryKey: NEW_MESSAGES_QUERY.queryKey }))
      .catch(() => {});
  }, [hasNew, id, queryClient]);
  return (
    <section
      aria-labelledby={`messages-${id}`}
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3
        id={`messages-${id}`}
        className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
      >
        <Mail className="size-4" aria-hidden />{' '}
        {website.name ? t('launch.messages.titleFor', { name: website.name }) : t('launch.messages.title')}
      </h3>
      {query.isLoading ? (
        <p className="mt-2 text-sm" role="status">
          {t('launch.messages.loading')}
        </p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {t('launch.messages.loadError')}
        </p>
      ) : messages.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('launch.messages.empty')}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
              <p className="font-medium">
                {m.isNew && (
                  <span className="mr-2 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
                    {t('launch.messages.new')}
                  </span>
                )}
                {m.name}{' '}
                <a
                  className="font-normal text-indigo-700 underline dark:text-indigo-300"
                  href={`mailto:${m.email}`}
                >
                  {m.email}
                </a>
              </p>
              <p className="text-xs text-slate-500 dark:text-slate-400">{formatWhen(m.createdAt)}</p>
              <p className="mt-1 whitespace-pre-wrap">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
