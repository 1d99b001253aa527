import type { RouteAnswer } from '@mainstreet/server/contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/date-format';

type Report = RouteAnswer<'GET /api/admin/reports'>['reports'][number];

export type ReportActions = {
  handled: (id: string) => void;
  takeDown: (websiteId: string, reason: string) => void;
};

/** Visitors' reports, waiting ones first: what, where, from whom; mark handled or take the site down. */
export function ReportsList({ reports, actions }: { reports: Report[]; actions: ReportActions }) {
  const t = useT();
  if (reports.length === 0)
    return <p className="text-slate-700 dark:text-slate-300">{t('admin.noReports')}</p>;
  return (
    <ul className="grid gap-3">
      {reports.map((report) => (
        <li key={report.id}>
          <Card className="p-4 text-sm text-slate-800 dark:text-slate-200">
            <p className="font-medium">
              {report.address ? (
                <a className="break-all underline" href={report.address}>
                  {report.site}
                </a>
              ) : (
                report.site
              )}{' '}
              · {report.reason} · {formatDateTime(report.createdAt)}
            </p>
            <p className="mt-1 break-words">{report.details}</p>
            <p className="mt-1 break-all">
              {t('admin.reportFrom', {
                owner: report.owner ?? t('admin.none'),
                reporter: report.reporterEmail ?? t('admin.noAddress'),
              })}
            </p>
            {report.resolvedAt ? (
              <p className="mt-2 text-slate-600 dark:text-slate-400">
                {t('admin.report.handledAt', { when: formatDateTime(report.resolvedAt) })}
              </p>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => actions.handled(report.id)}>
                  {t('admin.report.markHandled')}
                  <span className="sr-only"> {t('admin.report.markHandledFor', { site: report.site })}</span>
                </Button>
                {report.address && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => actions.takeDown(report.websiteId, report.reason)}
                  >
                    {t('admin.report.takeDown')}
                    <span className="sr-only"> {report.site}</span>
                  </Button>
                )}
              </div>
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
