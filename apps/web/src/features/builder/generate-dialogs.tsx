import { Loader2 } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { PROGRESS_PHRASES, PROGRESS_ROTATION_MS, TRADEMARK_SEARCH_URL } from './generate-copy';

/** The blocking "Creating Your Website" dialog: the server's phases, or the spec's phrases every 1.5 s. */
export function ProgressDialog({ open, phase }: { open: boolean; phase: string | null }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!open || phase) return;
    setTick(0);
    const timer = setInterval(() => setTick((t) => t + 1), PROGRESS_ROTATION_MS);
    return () => clearInterval(timer);
  }, [open, phase]);
  const message = phase ?? PROGRESS_PHRASES[tick % PROGRESS_PHRASES.length];
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
            Creating Your Website
          </D.Title>
          <D.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {message}
          </D.Description>
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Trademark and Copyright Compliance"
      className="max-w-lg"
    >
      <div className="grid gap-3 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Use only business names, logos and words you own or have permission to use. Before you publish,
          check that your business name does not infringe a registered trademark.
        </p>
        <p>
          <a
            href={TRADEMARK_SEARCH_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-indigo-700 underline dark:text-indigo-300"
          >
            Search the national trademark database
          </a>
        </p>
        <p className="rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">
          Disclaimer: this guidance is not legal advice. You are responsible for the content of your website
          and for making sure it respects the trademarks and copyrights of others. When in doubt, consult a
          qualified lawyer.
        </p>
      </div>
    </Dialog>
  );
}
