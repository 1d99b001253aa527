import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useT } from '../../i18n/i18n';
import { usePublicConfig } from '../../lib/public-config';
import type { Usage } from '../../lib/types';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const t = useT();
  const percent = !limit ? 0 : Math.min(100, Math.round((used / limit) * 100));
  const text =
    limit === null
      ? t('sites.usage.unlimited', { used })
      : limit === 0
        ? t('sites.usage.notInPlan')
        : t('sites.usage.of', { used, limit });
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800 dark:text-slate-200">{label}</span>
        <span className="text-slate-600 dark:text-slate-400">{text}</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit || Math.max(used, 1)}
        aria-valuenow={used}
        aria-valuetext={text}
      >
        <div
          className="h-full rounded-full bg-indigo-600 dark:bg-indigo-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** Websites, edits and AI images against the plan's limits. */
export function UsageCard({
  usage,
  planName,
  isEstimate,
}: {
  usage: Usage;
  /** null on a server that sells nothing: no plan to name. */
  planName: string | null;
  isEstimate?: boolean;
}) {
  const t = useT();
  const hasImageModel = usePublicConfig()?.images === 'model';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('shell.menu.usage')}</CardTitle>
        <CardDescription>
          {t(isEstimate ? 'sites.usage.subtitleEstimate' : 'sites.usage.subtitleMonth', {
            who: planName ? t('sites.usage.plan', { plan: planName }) : t('sites.usage.account'),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Meter label={t('sites.usage.websites')} used={usage.websites.used} limit={usage.websites.limit} />
        <Meter label={t('sites.usage.edits')} used={usage.edits.used} limit={usage.edits.limit} />
        <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">
          {t('sites.usage.editRule', { minutes: usage.editSessionMinutes })}
        </p>
        {/* Built-in artwork (no image model) is free and uncounted: no AI-image meter then. */}
        {!isEstimate && hasImageModel && (
          <Meter label={t('sites.usage.aiImages')} used={usage.aiImages.used} limit={usage.aiImages.limit} />
        )}
      </CardContent>
    </Card>
  );
}
