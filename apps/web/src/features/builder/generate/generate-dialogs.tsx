import { Loader2 } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/i18n';
import { PROGRESS_PHRASES, PROGRESS_ROTATION_MS, TRADEMARK_SEARCH_URL } from './generate-copy';

/** Seconds as people read them on a clock: "0:07", "1:05". */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type ProgressProps = {
  open: boolean;
  phase: string | null;
  /** Tokens of the model's answer received so far (0 before, or with the built-in writer). */
  tokens?: number;
  /** Stops the generation: the server stops the model call and keeps no site. */
  onCancel?: () => void;
};

/**
 * The blocking "Creating Your Website" dialog: the server's phases (or the spec's phrases every
 * 1.5 s), the time so far, the model's tokens as they arrive, and Cancel.
 */
export function ProgressDialog({ open, phase, tokens = 0, onCancel }: ProgressProps) {
  const t = useT();
  const [tick, setTick] = useState(0);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!open || phase) return;
    setTick(0);
    const timer = setInterval(() => setTick((n) => n + 1), PROGRESS_ROTATION_MS);
    return () => clearInterval(timer);
  }, [open, phase]);
  useEffect(() => {
    if (!open) return;
    const started = Date.now();
    setSeconds(0);
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1_000);
    return () => clearInterval(timer);
  }, [open]);
  const message = phase ?? t(PROGRESS_PHRASES[tick % PROGRESS_PHRASES.length]);
  return (
    <D.Root open={open}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <D.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          onInteractOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 sm:p-8 text-center shadow-xl dark:bg-slate-900"
        >
          <Loader2
            className="mx-auto size-10 animate-spin text-indigo-600 dark:text-indigo-400"
            aria-hidden
          />
          <D.Title className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {t('builder.progress.title')}
          </D.Title>
          <D.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {message}
          </D.Description>
          <p
            className="mt-2 text-sm tabular-nums text-slate-500 dark:text-slate-400"
            data-testid="generate-progress"
          >
            <span>{clock(seconds)}</span>
            {tokens > 0 && <span> · {t('builder.progress.tokens', { count: tokens })}</span>}
          </p>
          {onCancel && (
            <Button className="mt-4" size="sm" variant="secondary" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

/** Trademark and copyright guidance with the national trademark search and the disclaimer. */
export function TrademarkDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('builder.trademark.title')} className="max-w-lg">
      <div className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>{t('builder.trademark.text')}</p>
        <p>
          <a
            href={TRADEMARK_SEARCH_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-indigo-700 underline dark:text-indigo-300"
          >
            {t('builder.trademark.search')}
          </a>
        </p>
        <p className="rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">
          {t('builder.trademark.disclaimer')}
        </p>
      </div>
    </Dialog>
  );
}
