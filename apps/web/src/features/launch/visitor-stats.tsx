import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { apiQuery } from '../../lib/query-client';
import type { VisitStats } from '../../lib/types';

// uPlot loads with the panel, not with the app.
const VisitorChart = lazy(() => import('./visitor-chart').then((m) => ({ default: m.VisitorChart })));

const number = new Intl.NumberFormat();
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const DEVICES: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Phone',
  tablet: 'Tablet',
  other: 'Other',
};
const regionNames = new Intl.DisplayNames(undefined, { type: 'region' });
const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** Visitors of the live site over the last 30 days: totals, a chart with its table, and sources. */
export function VisitorStats({ website }: { website: { id?: string | null; name?: string } }) {
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
        <BarChart3 className="size-4" aria-hidden /> Visitors, last 30 days
      </h3>
      {query.isLoading ? (
        <p className="mt-2 text-sm" role="status">
          Loading visitor counts…
        </p>
      ) : query.isError || !stats ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300" role="alert">
          Could not load visitor counts. Please try again.
        </p>
      ) : (
        <StatsBody stats={stats} />
      )}
    </section>
  );
}

function StatsBody({ stats }: { stats: VisitStats }) {
  const { totals } = stats;
  return (
    <div className="mt-3 grid gap-4">
      <HostingNote stats={stats} />
      <dl className="grid grid-cols-3 gap-2 text-center">
        {[
          ['Page views', totals.views],
          ['Visitors', totals.visitors],
          ['Messages', totals.messages],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold text-slate-950 dark:text-white">
              {number.format(Number(value))}
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={<div className="h-[200px]" />}>
        <VisitorChart days={stats.days} />
      </Suspense>
      <details className="text-sm">
        <summary className="cursor-pointer py-1 font-medium text-indigo-700 dark:text-indigo-300">
          Show the counts as a table
        </summary>
        <div className="mt-2">
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left text-xs text-slate-600 dark:text-slate-300">
              Page views, visitors and contact messages per day (UTC)
            </caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1 pr-2 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Page views
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Visitors
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Messages
                </th>
              </tr>
            </thead>
            <tbody>
              {stats.days.map((d) => (
                <tr key={d.day} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="whitespace-nowrap py-1 pr-2 font-normal">
                    <time dateTime={d.day}>{dayLabel(d.day)}</time>
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{number.format(d.views)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{number.format(d.visitors)}</td>
                  <td className="py-1 text-right tabular-nums">{number.format(d.messages)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <div className="grid gap-4 sm:grid-cols-3">
        <SourceList
          title="Top referrers"
          rows={stats.referrers}
          empty="No other sites have sent visitors yet."
        />
        <SourceList
          title="Countries"
          rows={stats.countries.map((r) => ({ ...r, value: countryName(r.value) }))}
          empty="No country known yet (taken from the browser's language only)."
        />
        <SourceList
          title="Devices"
          rows={stats.devices.map((r) => ({ ...r, value: DEVICES[r.value] ?? r.value }))}
          empty="No visits yet."
        />
      </div>
    </div>
  );
}

function HostingNote({ stats }: { stats: VisitStats }) {
  const text = stats.isOnNetlify
    ? `This site is ${stats.isHostedHere ? 'also ' : ''}on Netlify: visits there are not counted. Counts come only from Mainstreet hosting, with no cookies and no stored addresses.`
    : stats.isHostedHere
      ? 'Counted by Mainstreet hosting, with no cookies and no stored addresses. Downloaded copies hosted elsewhere are not counted.'
      : 'Counts come only from Mainstreet hosting: launch the site here to see them. Downloaded or Netlify copies are not counted.';
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
                {number.format(row.views)}
                <span className="sr-only"> page views</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
