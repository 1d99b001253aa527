import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/i18n';
import { cn } from '../../../lib/cn';

type ToolsSheetProps = {
  /** Whether the owner just asked for these tools (below the lg breakpoint only; wide screens always show them). */
  isOpen: boolean;
  onClose: () => void;
  /** Closed on a phone: hidden (picture tools), or in the tools column below the canvas (Write with AI). */
  isHiddenWhenClosed?: boolean;
  /** Called when the sheet stands on the screen and when its height changes, with its top edge. */
  onShown?: (sheetTop: number) => void;
  children: ReactNode;
};

/**
 * Tools for what the owner tapped. On a phone or tablet the side column sits below a long canvas, so
 * the tools rise as a sheet at the bottom of the screen, next to what was tapped (which `onShown`
 * keeps above the sheet); from the lg breakpoint they stay in the side column.
 */
export function ToolsSheet({
  isOpen,
  onClose,
  isHiddenWhenClosed = true,
  onShown,
  children,
}: ToolsSheetProps) {
  const t = useT();
  const sheet = useRef<HTMLDivElement>(null);
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    const el = sheet.current;
    if (!isOpen || !el || getComputedStyle(el).position !== 'fixed') return;
    // Each time its height settles or changes (its content loads, a proposal appears), so what it is
    // about stays above its top edge.
    let top = Number.NaN;
    const observer = new ResizeObserver(() => {
      const now = el.getBoundingClientRect().top;
      if (Math.abs(now - top) < 1) return;
      top = now;
      shown.current?.(now);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [isOpen]);
  return (
    <div
      ref={sheet}
      data-sheet={isOpen ? 'open' : 'closed'}
      className={cn(
        isOpen
          ? 'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:max-h-[55dvh] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:rounded-t-2xl max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.35)] max-lg:dark:border-slate-700 max-lg:dark:bg-slate-900'
          : isHiddenWhenClosed && 'max-lg:hidden',
      )}
    >
      {isOpen && (
        <div className="float-right lg:hidden">
          <Button size="sm" variant="secondary" onClick={onClose}>
            {t('builder.sheet.done')}
          </Button>
        </div>
      )}
      {children}
    </div>
  );
}
