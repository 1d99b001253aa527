import { getPlan } from '@mainstreet/site/plans';
import { cn } from '../../lib/cn';

/** Pro purple to indigo, basic blue to cyan, starter grey. Shades chosen for AA contrast. */
export const PLAN_BADGE_CLASSES: Record<string, string> = {
  pro: 'bg-gradient-to-r from-purple-700 to-indigo-700 text-white',
  basic: 'bg-gradient-to-r from-blue-700 to-cyan-700 text-white',
  builder: 'bg-gradient-to-r from-emerald-700 to-teal-700 text-white',
  advanced: 'bg-gradient-to-r from-fuchsia-700 to-purple-700 text-white',
  starter: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** `className` must carry the display (inline-flex by default) so callers can hide it. */
export function PlanBadge({ plan, className = 'inline-flex' }: { plan: string; className?: string }) {
  return (
    <span
      className={cn(
        'items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap uppercase',
        PLAN_BADGE_CLASSES[plan] ?? PLAN_BADGE_CLASSES.starter,
        className,
      )}
    >
      {getPlan(plan).name}
    </span>
  );
}
