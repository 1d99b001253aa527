import { X } from 'lucide-react';
import { Toast as T } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n';
import { cn } from '../../lib/cn';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; 8 s for errors and 5 s for the rest when unset. */
  duration?: number;
  /** One button in the toast, e.g. Upgrade when a plan limit stopped the owner. */
  action?: { label: string; onClick: () => void };
};
type ToastState = (ToastInput & { id: number; open: boolean }) | null;

let current: ToastState = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(state: ToastState) {
  current = state;
  for (const listener of listeners) listener();
}

export const SUCCESS_TOAST_MS = 5_000;
export const ERROR_TOAST_MS = 8_000;
/** For toasts that tell the owner what to do in a tab that was just opened. */
export const INSTRUCTIONS_TOAST_MS = 15_000;

/** Shows a toast; a new one replaces the one on screen (one visible at a time). */
export function toast(input: ToastInput): void {
  const duration = input.duration ?? (input.variant === 'destructive' ? ERROR_TOAST_MS : SUCCESS_TOAST_MS);
  emit({ ...input, duration, id: nextId++, open: true });
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

/** The toast viewport: 5 s (8 s errors), swipe right 50 px to dismiss, F8 focuses it, 420 px max from md up. */
export function Toaster() {
  const t = useT();
  const item = useCurrentToast();
  return (
    <T.Provider
      label={t('shell.toast.label')}
      duration={SUCCESS_TOAST_MS}
      swipeDirection="right"
      swipeThreshold={50}
    >
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
            {item.action && (
              <T.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                className="mt-1 w-fit rounded-md bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {item.action.label}
              </T.Action>
            )}
          </div>
          <T.Close
            aria-label={t('shell.toast.dismiss')}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </T.Close>
        </T.Root>
      )}
      {/* At the bottom at every width: at the top of a phone it covered the first actions under the
          sticky header (Save, Download right after generating). */}
      <T.Viewport
        // Radix puts the shortcut in for {hotkey}.
        label={t('shell.toast.region', { hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]"
      />
    </T.Provider>
  );
}
