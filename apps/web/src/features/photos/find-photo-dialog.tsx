import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, focusRing } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { FieldMessage, Input, Label } from '../../components/ui/input';
import { useT } from '../../i18n/i18n';
import { messageOf } from '../../lib/api';
import { cn } from '../../lib/cn';
import { usePublicConfig } from '../../lib/public-config';
import { type FoundPhoto, type PickedPhoto, pickPhoto, searchPhotos } from './photo-api';

const PROVIDER_NAMES = { unsplash: 'Unsplash', pexels: 'Pexels' } as const;

// Both providers' guidelines ask for their name and a link wherever their search is shown.
const PROVIDER_HOMES = {
  unsplash: 'https://unsplash.com/?utm_source=mainstreet&utm_medium=referral',
  pexels: 'https://www.pexels.com',
} as const;

/** "Photos provided by Pexels", linked, as the provider's guidelines ask. */
function ProviderCredit({ provider }: { provider: keyof typeof PROVIDER_NAMES }) {
  const t = useT();
  return (
    <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
      {t.rich('photos.providedBy', {
        provider: (
          <a
            key="provider"
            href={PROVIDER_HOMES[provider]}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline underline-offset-2"
          >
            {PROVIDER_NAMES[provider]}
          </a>
        ),
      })}
    </p>
  );
}

type FindPhotoDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the slot shows now ("Sourdough bread"), searched for as soon as the dialog opens. */
  initialQuery: string;
  /** What the slot is called, for the title ("Service 2"). */
  slotLabel: string;
  onChoose: (photo: PickedPhoto) => void;
};

type State =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'results'; photos: FoundPhoto[] }
  | { status: 'error'; message: string };

/** "Find a photo": a search box and a grid of stock photos; choosing one copies it to the site. */
export function FindPhotoDialog({
  open,
  onOpenChange,
  initialQuery,
  slotLabel,
  onChoose,
}: FindPhotoDialogProps) {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [choosing, setChoosing] = useState<string | null>(null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const latest = useRef(0);
  const provider = usePublicConfig()?.stockPhotos;

  async function run(text: string) {
    const q = text.trim();
    if (!q) return setState({ status: 'error', message: t('photos.queryMissing') });
    const ticket = ++latest.current;
    setState({ status: 'searching' });
    setChooseError(null);
    try {
      const photos = await searchPhotos(q);
      if (ticket === latest.current) setState({ status: 'results', photos });
    } catch (error) {
      if (ticket === latest.current)
        setState({ status: 'error', message: messageOf(error, t('photos.searchFailed')) });
    }
  }

  // Opening searches for what the slot is about; the owner can change the words.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening, with that opening's words
  useEffect(() => {
    if (!open) return;
    setQuery(initialQuery);
    setChooseError(null);
    if (initialQuery.trim()) void run(initialQuery);
    else setState({ status: 'idle' });
  }, [open]);

  async function choose(photo: FoundPhoto) {
    setChoosing(photo.id);
    setChooseError(null);
    try {
      onChoose(await pickPhoto(photo));
      onOpenChange(false);
    } catch (error) {
      setChooseError(messageOf(error, t('photos.addFailed')));
    } finally {
      setChoosing(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => choosing === null && onOpenChange(next)}
      title={t('photos.title', { slot: slotLabel })}
      description={t('photos.text')}
      className="max-w-3xl"
    >
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void run(query);
        }}
      >
        <div className="grow">
          <Label htmlFor={`${id}-q`}>{t('photos.search')}</Label>
          <Input
            id={`${id}-q`}
            className="mt-1"
            value={query}
            maxLength={100}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('photos.placeholder')}
          />
        </div>
        <Button type="submit" disabled={state.status === 'searching'}>
          <Search className="size-4" aria-hidden /> {t('photos.submit')}
        </Button>
      </form>
      <div
        className="mt-4 max-h-[60vh] overflow-y-auto"
        aria-live="polite"
        aria-busy={state.status === 'searching'}
      >
        {state.status === 'searching' && (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Loader2 className="size-4 animate-spin" aria-hidden /> {t('photos.searching')}
          </p>
        )}
        {state.status === 'error' && <FieldMessage>{state.message}</FieldMessage>}
        {state.status === 'results' && state.photos.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('photos.none')}</p>
        )}
        {chooseError && <FieldMessage>{chooseError}</FieldMessage>}
        {state.status === 'results' && state.photos.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('photos.found')}>
            {state.photos.map((photo) => {
              const label = t('photos.credit', {
                photo: photo.alt || t('photos.photo'),
                author: photo.credit.author,
                provider: PROVIDER_NAMES[photo.provider],
              });
              return (
                <li key={`${photo.provider}:${photo.id}`}>
                  <button
                    type="button"
                    className={cn(
                      'group relative block w-full overflow-hidden rounded-lg border border-slate-200 text-left disabled:opacity-60 dark:border-slate-700',
                      focusRing,
                    )}
                    disabled={choosing !== null}
                    aria-label={t('photos.use', { photo: label })}
                    onClick={() => void choose(photo)}
                  >
                    <img
                      src={photo.thumbUrl}
                      alt={photo.alt}
                      loading="lazy"
                      className="aspect-[4/3] w-full object-cover transition group-hover:scale-105"
                    />
                    <span className="block truncate px-2 py-1 text-xs text-slate-700 dark:text-slate-300">
                      {photo.credit.author}
                    </span>
                    {choosing === photo.id && (
                      <span className="absolute inset-0 grid place-items-center bg-white/70 text-sm font-medium text-slate-900">
                        <Loader2 className="size-5 animate-spin" aria-hidden /> {t('photos.adding')}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {provider && <ProviderCredit provider={provider} />}
    </Dialog>
  );
}
