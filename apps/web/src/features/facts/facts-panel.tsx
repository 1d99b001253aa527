import type { SiteFacts } from '@mainstreet/site';
import { useQueryClient } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useIsNarrow } from '../builder/preview/device-frame';
import { uploadFile } from '../builder/site/site-api';
import type { EditorStore } from '../builder/store/editor-store';
import { adoptWebsite } from './adopt-website';
import { refusedField, saveFacts, useFacts } from './facts-api';
import { FactsForm } from './facts-form';
import { PhotoQuestion } from './photo-question';

type FactsPanelProps = {
  siteId: string;
  /** The open site's store: the recomposed site becomes one edit in it. */
  store: EditorStore;
  /** Saves the store's unsaved edits before a change is sent, so none is lost (signed-in owners). */
  beforeChange?: () => Promise<void>;
  className?: string;
};

const hasContact = (f: SiteFacts) => Boolean(f.phone || f.whatsapp || f.email || f.address || f.booking);

/**
 * "What we understood": the facts the site states, fixable; each change writes the site again at
 * once. Beside the page on wide screens; on a phone one tap opens it as a sheet.
 */
export function FactsPanel({ siteId, store, beforeChange, className }: FactsPanelProps) {
  const t = useT();
  const query = useFacts(siteId);
  const queryClient = useQueryClient();
  // Below the lg breakpoint the page takes the width: the form is one tap away, as a sheet.
  const isNarrow = useIsNarrow(1023.98);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<SiteFacts | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof SiteFacts, string>>>({});
  const [busy, setBusy] = useState(false);
  const sent = useRef<string>('');
  const chain = useRef<Promise<void>>(Promise.resolve());
  const facts = query.data?.facts;

  // The server's facts replace the form's only where the owner has nothing typed and not yet sent:
  // an answer arriving while they type never wipes what they typed.
  useEffect(() => {
    if (!facts) return;
    const previous = sent.current;
    sent.current = JSON.stringify(facts);
    setDraft((typed) => (!typed || JSON.stringify(typed) === previous ? facts : typed));
  }, [facts]);

  /** One change at a time, in order; a change equal to what the server has sends nothing. */
  function send(next: SiteFacts, photos?: string[]) {
    const body = JSON.stringify(next);
    if (body === sent.current && !photos?.length) return;
    if (store.getState().hasUnsavedChanges && !beforeChange) {
      toast({
        title: t('facts.saveFirst.title'),
        description: t('facts.saveFirst.text'),
      });
      return;
    }
    chain.current = chain.current.then(async () => {
      setBusy(true);
      try {
        await beforeChange?.();
        const website = await saveFacts(siteId, next, photos);
        sent.current = body;
        setErrors({});
        adoptWebsite(queryClient, website, store);
      } catch (error) {
        const refused = refusedField(error);
        if (refused) setErrors({ [refused.field]: refused.message });
        else
          toast({
            title: t('facts.notChanged'),
            description: messageOf(error, t('common.tryAgain')),
            variant: 'destructive',
          });
      } finally {
        setBusy(false);
      }
    });
  }

  async function addPhotos(files: File[]) {
    if (!draft) return;
    setBusy(true);
    try {
      const urls = (await Promise.all(files.slice(0, 12).map((f) => uploadFile(f)))).map((a) => a.url);
      send(draft, urls);
    } catch (error) {
      toast({
        title: t('facts.uploadFailed'),
        description: messageOf(error, t('common.tryAgain')),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  if (query.isError) return null;
  // The questions asked in words; the photo question has its own buttons below them.
  const asked = draft
    ? [
        !draft.name && t('facts.ask.name'),
        !hasContact(draft) && t('facts.ask.contact'),
        draft.sellingPoints.length === 0 && t('facts.ask.different'),
      ].filter((q): q is string => Boolean(q))
    : [];
  const questionCount = asked.length + (draft && !query.data?.hasOwnPhotos ? 1 : 0);
  const body = (close?: () => void) => (
    <div className="grid gap-4">
      <div>
        <div
          className={cn(
            'flex items-center justify-between gap-2',
            close && 'sticky -top-4 z-10 -mx-4 -mt-4 bg-white px-4 pt-4 pb-2 dark:bg-slate-900',
          )}
        >
          <h3 className="text-base font-semibold text-slate-900 dark:text-white">{t('facts.title')}</h3>
          {close && (
            <Button size="sm" variant="secondary" onClick={close}>
              {t('facts.done')}
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('facts.intro')}</p>
        <p role="status" className="mt-1 text-sm text-indigo-700 dark:text-indigo-300">
          {busy ? t('facts.updating') : ''}
        </p>
      </div>
      {!draft ? (
        <p role="status">{t('facts.loading')}</p>
      ) : (
        <>
          {questionCount > 0 && (
            <section
              aria-label={t('facts.questions')}
              className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40"
            >
              {asked.length > 0 && (
                <ul className="grid gap-1 text-sm font-medium text-amber-900 dark:text-amber-200">
                  {asked.map((q) => (
                    <li key={q}>{q}</li>
                  ))}
                </ul>
              )}
              {draft.sellingPoints.length === 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="justify-self-start"
                  onClick={() => setDraft({ ...draft, sellingPoints: [''] })}
                >
                  {t('facts.ask.addDifferent')}
                </Button>
              )}
              {!query.data?.hasOwnPhotos && <PhotoQuestion onPhotos={(f) => void addPhotos(f)} busy={busy} />}
            </section>
          )}
          <FactsForm
            draft={draft}
            kinds={query.data?.kinds ?? []}
            errors={errors}
            onDraft={setDraft}
            onCommit={(next) => send(next)}
          />
        </>
      )}
    </div>
  );

  if (!isNarrow) {
    return (
      <aside
        aria-label={t('facts.title')}
        className={cn(
          // Scrolls itself: a long form never pushes the page (or the editor's other tools) out of view.
          'min-w-0 self-start overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900',
          className,
        )}
      >
        {body()}
      </aside>
    );
  }
  return (
    <div className={className}>
      <Button
        variant="secondary"
        className="w-full justify-between"
        onClick={() => setIsOpen(true)}
        aria-expanded={isOpen}
      >
        <span className="inline-flex items-center gap-2">
          <ClipboardCheck className="size-4" aria-hidden /> {t('facts.title')}
        </span>
        {questionCount > 0 && (
          <span className="rounded-full bg-amber-200 px-2 text-xs font-semibold text-amber-900">
            {t('facts.questionCount', { count: questionCount })}
          </span>
        )}
      </Button>
      {isOpen && (
        <section
          aria-label={t('facts.title')}
          className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto overscroll-contain rounded-t-2xl border-t border-slate-200 bg-white p-4 shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.35)] dark:border-slate-700 dark:bg-slate-900"
        >
          {body(() => setIsOpen(false))}
        </section>
      )}
    </div>
  );
}
