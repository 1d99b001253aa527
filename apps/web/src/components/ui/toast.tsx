import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; the viewport's 5 s when unset. */
  duration?: number;
};
type ToastState = (ToastInput & { id: number; open: boolean }) | null;

let current: ToastState = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(state: ToastState) {
  current = state;
  for (const listener of listeners) listener();
}

/** Shows a toast; a new one replaces the one on screen (one visible at a time, spec §4). */
export function toast(input: ToastInput): void {
  emit({ ...input, id: nextId++, open: true });
}

/** For tests: the toast currently shown. */
export function getCurrentToast(): ToastState {
  return current;
}

function useCurrentToast(): ToastState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

/** The toast viewport: 5 s, swipe right 50 px to dismiss, F8 focuses it, 420 px max from md up. */
export function Toaster() {
  const item = useCurrentToast();
  return (
    <T.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {item && (
        <T.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open && current?.id === item.id) emit({ ...item, open: false });
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0',
            item.variant === 'destructive'
              ? 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white',
          )}
        >
          <div className="grid gap-1">
            <T.Title className="text-sm font-semibold">{item.title}</T.Title>
            {item.description && (
              <T.Description className="text-sm opacity-90">{item.description}</T.Description>
            )}
          </div>
          <T.Close
            aria-label="Dismiss"
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </T.Close>
        </T.Root>
      )}
      <T.Viewport className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]" />
    </T.Provider>
  );
}
