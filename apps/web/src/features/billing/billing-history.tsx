import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { formatDay } from '../../lib/date-format';
import { useBillingHistory } from './billing-api';

/**
 * The account's real payments, newest first. `onlyWithPayments`: on a server that sells nothing,
 * shown only for an account that paid once (when it sold), never as "No payments yet".
 */
export function BillingHistory({ onlyWithPayments = false }: { onlyWithPayments?: boolean }) {
  const t = useT();
  const history = useBillingHistory();
  const payments = history.data?.payments ?? [];
  if (onlyWithPayments && payments.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg" id="billing-history-title">
          {t('billing.history.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isLoading ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('billing.history.loading')}</p>
        ) : history.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400" role="alert">
            {t('billing.history.error')}
          </p>
        ) : payments.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('billing.history.empty')}</p>
        ) : (
          <table className="w-full text-left text-sm" aria-labelledby="billing-history-title">
            <thead className="text-slate-600 dark:text-slate-400">
              <tr>
                <th scope="col" className="py-2 font-medium">
                  {t('billing.history.date')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('billing.history.description')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('billing.history.amount')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('billing.history.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className="border-t border-slate-200 dark:border-slate-800">
                  <td className="py-2">{formatDay(p.date, 'short')}</td>
                  <td className="py-2">
                    {p.description}
                    {/* Its own words after a comma, so it never reads "(monthly)(test mode)". */}
                    {p.isTestMode && (
                      <span className="text-xs text-amber-800 dark:text-amber-300">
                        {t('billing.history.test')}
                      </span>
                    )}
                  </td>
                  <td className="py-2 text-right tabular-nums">{p.amount}</td>
                  <td className="py-2 text-right capitalize">{p.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
