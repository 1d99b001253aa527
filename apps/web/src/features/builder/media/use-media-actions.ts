import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { t } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/api';
import { usePublicConfig } from '../../../lib/public-config';
import { usageKey } from '../../../lib/query-keys';
import { showPlanLimitToast } from '../../billing/plan-limit-toast';
import type { PickedPhoto } from '../../photos/photo-api';
import { deleteService } from '../add/add-content';
import { autosaveAfterUpload } from '../save/upload-autosave';
import { generateImage, uploadFile } from '../site/site-api';
import type { EditorStore } from '../store/editor-store';
import { clearSlotMedia, imagePromptFor, type MediaKind, setSlotMedia } from './media';

/** A picture made for a slot, shown to the owner before it replaces what is there. */
export type ImageProposal = { slot: string; url: string };

/** Upload, AI image, remove and delete-service for the editor, with a busy flag per media slot. */
export function useMediaActions(store: EditorStore, save: () => Promise<void>, onUpgrade: () => void) {
  const queryClient = useQueryClient();
  // Without an image model the picture tool is "New artwork", and says so when it fails too.
  const isArtwork = usePublicConfig()?.images !== 'model';
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [proposal, setProposal] = useState<ImageProposal | null>(null);
  const mark = useCallback((slot: string, isBusy: boolean) => setBusy((b) => ({ ...b, [slot]: isBusy })), []);

  const autosave = useCallback(async () => {
    let outcome: Awaited<ReturnType<typeof autosaveAfterUpload>>;
    try {
      outcome = await autosaveAfterUpload(save);
    } catch (error) {
      // Used-up edits: the upload stays in the editor; the toast says why it was not saved.
      if (showPlanLimitToast(error, onUpgrade)) return;
      outcome = 'failed';
    }
    if (outcome === 'gone') return;
    if (outcome === 'unauthorized') {
      toast({
        title: t('builder.upload.signedOut'),
        description: t('builder.upload.signedOutText'),
        variant: 'destructive',
      });
    } else if (outcome === 'failed') {
      toast({
        title: t('builder.upload.localOnly'),
        description: t('builder.upload.localOnlyText'),
        variant: 'destructive',
      });
    }
  }, [save, onUpgrade]);

  const upload = useCallback(
    async (slot: string, kind: MediaKind, file: File) => {
      mark(slot, true);
      try {
        const { url } = await uploadFile(file);
        store.edit(setSlotMedia(store.getState().content, slot, kind, url));
        toast({ title: kind === 'image' ? t('builder.upload.imageDone') : t('builder.upload.videoDone') });
      } catch (error) {
        // The server's own reason (a type it does not take, a file too large) says what to do.
        toast({
          title: t('builder.upload.failed'),
          description: messageOf(error, t('builder.upload.failedText')),
          variant: 'destructive',
        });
        return;
      } finally {
        mark(slot, false);
      }
      await autosave();
    },
    [store, mark, autosave],
  );

  const aiImage = useCallback(
    async (slot: string) => {
      mark(slot, true);
      try {
        const url = await generateImage(imagePromptFor(store.getState().content, slot));
        // The month's image count changed; the picture waits for the owner's yes before it replaces one.
        void queryClient.invalidateQueries({ queryKey: usageKey });
        setProposal({ slot, url });
      } catch (error) {
        // Starter sees Upgrade Required; a paid plan at its monthly limit sees that limit instead.
        if (!showPlanLimitToast(error, onUpgrade)) {
          toast({
            title: t('builder.media.failed'),
            description: isArtwork ? t('builder.media.artworkFailed') : t('builder.media.aiImageFailed'),
            variant: 'destructive',
          });
        }
      } finally {
        mark(slot, false);
      }
    },
    [store, mark, onUpgrade, queryClient, isArtwork],
  );

  /** The owner took the proposed picture: it replaces the old one, which Undo brings back. */
  const acceptProposal = useCallback(async () => {
    if (!proposal) return;
    setProposal(null);
    store.edit(setSlotMedia(store.getState().content, proposal.slot, 'image', proposal.url));
    toast({ title: t('builder.media.replaced'), description: t('builder.media.replacedText') });
    await autosave();
  }, [proposal, store, autosave]);

  /** A stock photo the server already stored: into the slot with its credit, then saved like an upload. */
  const placePhoto = useCallback(
    async (slot: string, photo: PickedPhoto) => {
      store.edit(setSlotMedia(store.getState().content, slot, 'image', photo.url, photo.credit));
      toast({ title: t('builder.media.photoAdded') });
      await autosave();
    },
    [store, autosave],
  );

  /** Removing media clears the field locally only (Save keeps it). */
  const remove = useCallback(
    (slot: string) => store.edit(clearSlotMedia(store.getState().content, slot)),
    [store],
  );

  /** Deleting a service saves at once. */
  const removeService = useCallback(
    async (index: number) => {
      store.edit(deleteService(store.getState().content, index));
      try {
        await save();
        toast({ title: t('builder.media.serviceDeleted') });
      } catch (error) {
        if (showPlanLimitToast(error, onUpgrade)) return;
        toast({
          title: t('builder.media.serviceDeletedUnsaved'),
          description: t('builder.media.serviceDeletedUnsavedText'),
          variant: 'destructive',
        });
      }
    },
    [store, save, onUpgrade],
  );

  return {
    busy,
    upload,
    aiImage,
    proposal,
    acceptProposal,
    dismissProposal: () => setProposal(null),
    placePhoto,
    remove,
    removeService,
    upgrade: onUpgrade,
  };
}
