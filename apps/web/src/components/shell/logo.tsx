import { cn } from '../../lib/cn';

/**
 * The Mainstreet wordmark. Two variants so it reads on light and dark backgrounds; both are in the DOM
 * and CSS shows the one that fits, which avoids a flash when the theme is applied before React runs.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)}>
      <LogoMark variant="light" className="inline-flex dark:hidden" />
      <LogoMark variant="dark" className="hidden dark:inline-flex" />
    </span>
  );
}

function LogoMark({ variant, className }: { variant: 'light' | 'dark'; className?: string }) {
  const ink = variant === 'light' ? '#0f172a' : '#f8fafc';
  const accent = variant === 'light' ? '#4f46e5' : '#818cf8';
  return (
    <span className={cn('items-center gap-2', className)}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={accent} />
        <path
          d="M7 23V11l5 6 4-6 4 6 5-6v12"
          fill="none"
          stroke={variant === 'light' ? '#fff' : '#0f172a'}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Below 360 px the mark stands alone: the header also holds the language, theme and sign-in
          controls, whose words run longer in German or Spanish. The link around it names it. */}
      <span className="text-xl font-bold tracking-tight max-[359px]:hidden" style={{ color: ink }}>
        Main<span style={{ color: accent }}>street</span>
      </span>
    </span>
  );
}
