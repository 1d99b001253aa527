import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

type PictureToolsSheetProps = {
  /** Whether a picture was just tapped (below the lg breakpoint only; wide screens always show the tools). */
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The picture tools. On a phone or tablet the side column sits below a long canvas, so the tools
 * rise as a sheet at the bottom of the screen when a picture is tapped, next to what was tapped;
 * from the lg breakpoint they stay in the side column.
 */
export function PictureToolsSheet({ isOpen, onClose, children }: PictureToolsSheetProps) {
  return (
    <div
      data-sheet={isOpen ? 'open' : 'closed'}
      className={cn(
        isOpen
          ? 'max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-40 max-lg:max-h-[55dvh] max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:rounded-t-2xl max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 max-lg:shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.35)] max-lg:dark:border-slate-700 max-lg:dark:bg-slate-900'
          : 'max-lg:hidden',
      )}
    >
      <div className="float-right lg:hidden">
        <Button size="sm" variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
      {children}
    </div>
  );
}
