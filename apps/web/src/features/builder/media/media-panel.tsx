import { Image, ImageDown, Loader2, Sparkles, Trash2, Video } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { t as translate, useT } from '../../../i18n/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { FindPhotoDialog } from '../../photos/find-photo-dialog';
import { useEditorState } from '../save/use-editor-session';
import type { EditorStore } from '../store/editor-store';
import { ImageProposalDialog } from './image-proposal-dialog';
import { acceptsVideo, type MediaKind, photoQueryFor, slotMediaKind } from './media';
import type { useMediaActions } from './use-media-actions';

type MediaPanelProps = {
  store: EditorStore;
  slot: string;
  actions: ReturnType<typeof useMediaActions>;
  canUseAi: boolean;
};

/** What a media slot is called ("Hero background", "Service 2"), in the app's language. */
export function slotLabel(slot: string): string {
  if (slot === 'hero') return translate('builder.media.hero');
  if (slot === 'about') return translate('builder.media.about');
  const service = /^services\.(\d+)$/.exec(slot);
  if (service) return translate('builder.media.service', { number: Number(service[1]) + 1 });
  const section = /^sections\.(\d+)/.exec(slot);
  return section ? translate('builder.media.section', { number: Number(section[1]) + 1 }) : slot;
}

/** Media controls of the selected slot: upload image or video, AI image, remove; Delete Service for services. */
export function MediaPanel({ store, slot, actions, canUseAi }: MediaPanelProps) {
  const t = useT();
  const id = useId();
  const kind = useEditorState(store, (s) => slotMediaKind(s.content, slot));
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const isBusy = actions.busy[slot] === true;
  const service = /^services\.(\d+)$/.exec(slot);
  const hasVideo = acceptsVideo(slot);
  const label = slotLabel(slot);
  const config = usePublicConfig();
  const hasStockPhotos = Boolean(config?.stockPhotos);
  // Without an image model the tool makes built-in artwork: free, unmetered, never called AI. A
  // server that sells nothing gives AI images to every account.
  const isArtwork = config?.images !== 'model';
  const isAllowed = canUseAi || isArtwork || config?.payments === 'off';
  const [isFindingPhoto, setIsFindingPhoto] = useState(false);
  const photoQuery = useEditorState(store, (s) => photoQueryFor(s.content, slot));

  function onFile(kindOf: MediaKind, files: FileList | null) {
    const file = files?.[0];
    if (file) void actions.upload(slot, kindOf, file);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-2" aria-busy={isBusy}>
      <h3
        id={`${id}-title`}
        className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white"
      >
        {label}
        {isBusy && <Loader2 className="size-4 animate-spin" aria-label={t('builder.media.working')} />}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {kind === 'image'
          ? t('builder.media.showsImage')
          : kind === 'video'
            ? t('builder.media.showsVideo')
            : t('builder.media.none')}
      </p>
      <input
        ref={imageInput}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={t('builder.media.uploadImageFor', { slot: label })}
        tabIndex={-1}
        onChange={(e) => {
          onFile('image', e.target.files);
          e.target.value = '';
        }}
      />
      <input
        ref={videoInput}
        type="file"
        accept="video/*"
        className="sr-only"
        aria-label={t('builder.media.uploadVideoFor', { slot: label })}
        tabIndex={-1}
        onChange={(e) => {
          onFile('video', e.target.files);
          e.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => imageInput.current?.click()}>
          <Image className="size-4" aria-hidden />{' '}
          {kind === 'image' ? t('builder.media.replaceImage') : t('builder.media.uploadImage')}
        </Button>
        {hasVideo && (
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => videoInput.current?.click()}>
            <Video className="size-4" aria-hidden />{' '}
            {kind === 'video' ? t('builder.media.replaceVideo') : t('builder.media.uploadVideo')}
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={isBusy}
          onClick={() =>
            isAllowed
              ? void actions.aiImage(slot)
              : toast({
                  title: t('builder.media.upgradeTitle'),
                  description: t('builder.media.upgradeText'),
                  variant: 'destructive',
                  action: { label: t('builder.media.upgrade'), onClick: actions.upgrade },
                })
          }
          title={isAllowed ? undefined : t('builder.media.paidOnly')}
        >
          <Sparkles className="size-4" aria-hidden />{' '}
          {isArtwork ? t('builder.media.artwork') : t('builder.media.aiImage')}
        </Button>
        {hasStockPhotos && (
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => setIsFindingPhoto(true)}>
            <ImageDown className="size-4" aria-hidden /> {t('photos.find')}
          </Button>
        )}
        {kind && (
          <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => actions.remove(slot)}>
            <Trash2 className="size-4" aria-hidden /> {t('builder.media.remove')}
          </Button>
        )}
        {service && (
          <Button
            size="sm"
            variant="danger"
            disabled={isBusy}
            onClick={() => void actions.removeService(Number(service[1]))}
          >
            {t('builder.media.deleteService')}
          </Button>
        )}
      </div>
      <ImageProposalDialog
        proposal={actions.proposal}
        slotLabel={actions.proposal ? slotLabel(actions.proposal.slot) : label}
        onAccept={() => void actions.acceptProposal()}
        onDismiss={actions.dismissProposal}
      />
      {hasStockPhotos && (
        <FindPhotoDialog
          open={isFindingPhoto}
          onOpenChange={setIsFindingPhoto}
          initialQuery={photoQuery}
          slotLabel={label}
          onChoose={(photo) => void actions.placePhoto(slot, photo)}
        />
      )}
    </section>
  );
}
