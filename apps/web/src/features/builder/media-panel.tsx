import { Image, ImageDown, Loader2, Sparkles, Trash2, Video } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { usePublicConfig } from '../../lib/public-config';
import { FindPhotoDialog } from '../photos/find-photo-dialog';
import type { EditorStore } from './editor-store';
import { ImageProposalDialog } from './image-proposal-dialog';
import { acceptsVideo, type MediaKind, photoQueryFor, slotMediaKind } from './media';
import { useEditorState } from './use-editor-session';
import { UPGRADE_MESSAGE, type useMediaActions } from './use-media-actions';

type MediaPanelProps = {
  store: EditorStore;
  slot: string;
  actions: ReturnType<typeof useMediaActions>;
  canUseAi: boolean;
};

export function slotLabel(slot: string): string {
  if (slot === 'hero') return 'Hero background';
  if (slot === 'about') return 'About image';
  const service = /^services\.(\d+)$/.exec(slot);
  if (service) return `Service ${Number(service[1]) + 1}`;
  const section = /^sections\.(\d+)/.exec(slot);
  return section ? `Section ${Number(section[1]) + 1} image` : slot;
}

/** Media controls of the selected slot: upload image or video, AI image, remove; Delete Service for services. */
export function MediaPanel({ store, slot, actions, canUseAi }: MediaPanelProps) {
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
        {isBusy && <Loader2 className="size-4 animate-spin" aria-label="Working" />}
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {kind ? `Shows ${kind === 'image' ? 'an image' : 'a video'}` : 'No media yet'}
      </p>
      <input
        ref={imageInput}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label={`Upload image for ${label}`}
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
        aria-label={`Upload video for ${label}`}
        tabIndex={-1}
        onChange={(e) => {
          onFile('video', e.target.files);
          e.target.value = '';
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => imageInput.current?.click()}>
          <Image className="size-4" aria-hidden /> {kind === 'image' ? 'Replace image' : 'Upload image'}
        </Button>
        {hasVideo && (
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => videoInput.current?.click()}>
            <Video className="size-4" aria-hidden /> {kind === 'video' ? 'Replace video' : 'Upload video'}
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
                  title: 'Upgrade Required',
                  description: UPGRADE_MESSAGE,
                  variant: 'destructive',
                  action: { label: 'Upgrade', onClick: actions.upgrade },
                })
          }
          title={isAllowed ? undefined : 'Available on paid plans'}
        >
          <Sparkles className="size-4" aria-hidden /> {isArtwork ? 'New artwork' : 'AI image'}
        </Button>
        {hasStockPhotos && (
          <Button size="sm" variant="secondary" disabled={isBusy} onClick={() => setIsFindingPhoto(true)}>
            <ImageDown className="size-4" aria-hidden /> Find a photo
          </Button>
        )}
        {kind && (
          <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => actions.remove(slot)}>
            <Trash2 className="size-4" aria-hidden /> Remove media
          </Button>
        )}
        {service && (
          <Button
            size="sm"
            variant="danger"
            disabled={isBusy}
            onClick={() => void actions.removeService(Number(service[1]))}
          >
            Delete Service
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
