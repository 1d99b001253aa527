import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { usePublicConfig } from '../../lib/public-config';
import type { Usage } from '../../lib/types';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const percent = !limit ? 0 : Math.min(100, Math.round((used / limit) * 100));
  const text =
    limit === null ? `${used} used · unlimited` : limit === 0 ? 'Not in this plan' : `${used} of ${limit}`;
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
  const hasImageModel = usePublicConfig()?.images === 'model';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Usage</CardTitle>
        <CardDescription>
          {planName ? `${planName} plan` : 'Your account'}
          {isEstimate ? ' · edits counted across all your websites' : ' · this month'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Meter label="Websites" used={usage.websites.used} limit={usage.websites.limit} />
        <Meter label="Edits" used={usage.edits.used} limit={usage.edits.limit} />
        <p className="-mt-3 text-xs text-slate-600 dark:text-slate-400">
          One edit is one editing session of a site: its saves within {usage.editSessionMinutes} minutes count
          once. Uploads, artwork and AI images do not count.
        </p>
        {/* Built-in artwork (no image model) is free and uncounted: no AI-image meter then. */}
        {!isEstimate && hasImageModel && (
          <Meter label="AI images" used={usage.aiImages.used} limit={usage.aiImages.limit} />
        )}
      </CardContent>
    </Card>
  );
}
