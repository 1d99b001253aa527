import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A modal dialog with a title, optional description and a close button. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const t = useT();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <D.Content
          className={cn(
            // Never taller or wider than the screen: a long dialog scrolls inside itself on a phone.
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white p-4 shadow-xl sm:p-6 dark:border-slate-800 dark:bg-slate-900',
            className,
          )}
        >
          <D.Title className="pr-10 text-lg font-semibold text-slate-900 dark:text-white">{title}</D.Title>
          {description ? (
            <D.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              {description}
            </D.Description>
          ) : (
            <D.Description className="sr-only">{title}</D.Description>
          )}
          <div className="mt-5">{children}</div>
          <D.Close
            className={cn(
              'absolute top-2 right-2 rounded-md p-2 text-slate-500 sm:top-3 sm:right-3 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
              focusRing,
            )}
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
