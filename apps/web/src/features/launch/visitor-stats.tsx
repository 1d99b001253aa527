import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { type Translate, useT } from '../../i18n/i18n';
import { LOCALES } from '../../i18n/languages';
import { formatMonthDay } from '../../lib/date-format';
import { apiQuery } from '../../lib/query-client';
import type { VisitStats } from '../../lib/types';

// uPlot loads with the panel, not with the app.
const VisitorChart = lazy(() => import('./visitor-chart').then((m) => ({ default: m.VisitorChart })));

const DEVICES = {
  desktop: 'launch.stats.device.desktop',
  mobile: 'launch.stats.device.mobile',
  tablet: 'launch.stats.device.tablet',
  other: 'launch.stats.device.other',
} as const;
const deviceName = (t: Translate, device: string) =>
  Object.hasOwn(DEVICES, device) ? t(DEVICES[device as keyof typeof DEVICES]) : device;
/** A country's name in the app's language ("DE" → "Germany", "Alemania", "Allemagne", "Deutschland"). */
const countryName = (t: Translate, code: string) => {
  try {
    return new Intl.DisplayNames(LOCALES[t.language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** Visitors of the live site over the last 30 days: totals, a chart with its table, and sources. */
export function VisitorStats({ website }: { website: { id?: string | null; name?: string } }) {
  const t = useT();
  const id = website.id ?? '';
  const headingId = useId();
  const query = useQuery({
    ...apiQuery('/api/websites/:id/visits', { params: { id } }),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const stats = query.data;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        <BarChart3 className="size-4" aria-hidden /> {t('launch.stats.title')}
      </h3>
      {query.isLoading ? (
        <p className="mt-2 text-sm" role="status">
          {t('launch.stats.loading')}
        </p>
      ) : query.isError || !stats ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          {t('launch.stats.loadError')}
        </p>
      ) : (
        <StatsBody stats={stats} />
      )}
    </section>
  );
}

function StatsBody({ stats }: { stats: VisitStats }) {
  const t = useT();
  const number = (value: number) => t.intl.formatNumber(value);
  const { totals } = stats;
  return (
    <div className="mt-3 grid gap-4">
      <HostingNote stats={stats} />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          [t('launch.stats.views'), totals.views],
          [t('launch.stats.visitors'), totals.visitors],
          [t('launch.stats.messages'), totals.messages],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold text-slate-950 dark:text-white">{number(Number(value))}</dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<div className="h-[200px]" />}>
        <VisitorChart
          days={stats.days}
          labels={{ views: t('launch.stats.views'), visitors: t('launch.stats.visitors') }}
        />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer py-1 font-medium text-indigo-700 dark:text-indigo-300">
          {t('launch.stats.showTable')}
        </summary>
        <div className="mt-2">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-xs text-slate-600 dark:text-slate-300">
              {t('launch.stats.caption')}
            </caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('launch.stats.day')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t('launch.stats.views')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t('launch.stats.visitors')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('launch.stats.messages')}
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((d) => (
                <tr key={d.day} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="whitespace-nowrap py-1 pr-2 font-normal">
                    <time dateTime={d.day}>{formatMonthDay(d.day)}</time>
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{number(d.views)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{number(d.visitors)}</td>
                  <td className="py-1 text-right tabular-nums">{number(d.messages)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className="grid gap-4 sm:grid-cols-3">
        <SourceList
          title={t('launch.stats.referrers')}
          rows={stats.referrers}
          empty={t('launch.stats.referrersEmpty')}
        />
        <SourceList
          title={t('launch.stats.countries')}
          rows={stats.countries.map((r) => ({ ...r, value: countryName(t, r.value) }))}
          empty={t('launch.stats.countriesEmpty')}
        />
        <SourceList
          title={t('launch.stats.devices')}
          rows={stats.devices.map((r) => ({ ...r, value: deviceName(t, r.value) }))}
          empty={t('launch.stats.devicesEmpty')}
        />
      </div>
    </div>
  );
}

function HostingNote({ stats }: { stats: VisitStats }) {
  const t = useT();
  const text = stats.isOnNetlify
    ? t(stats.isHostedHere ? 'launch.stats.note.alsoNetlify' : 'launch.stats.note.netlify')
    : stats.isHostedHere
      ? t('launch.stats.note.here')
      : t('launch.stats.note.notHere');
  return <p className="text-xs text-slate-600 dark:text-slate-300">{text}</p>;
}

function SourceList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: { value: string; views: number }[];
  empty: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <div>
      <h4 id={headingId} className="text-sm font-medium text-slate-900 dark:text-white">
        {title}
      </h4>
      {rows.length === 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-300">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-1 grid gap-1 text-sm">
          {rows.map((row) => (
            <li key={row.value} className="flex justify-between gap-2">
              <span className="min-w-0 truncate">{row.value}</span>
              <span className="tabular-nums text-slate-600 dark:text-slate-300">
                {t.intl.formatNumber(row.views)}
                <span className="sr-only"> {t('launch.stats.pageViewsSr')}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
