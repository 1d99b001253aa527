import { useCallback, useState } from 'react';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { deleteService } from './add-content';
import type { EditorStore } from './editor-store';
import { clearSlotMedia, imagePromptFor, type MediaKind, setSlotMedia } from './media';
import { generateImage, uploadFile } from './site-api';
import { autosaveAfterUpload } from './upload-autosave';

export const UPGRADE_MESSAGE =
  'AI image generation is available for paid plans. Upgrade to access this feature.';

/** Upload, AI image, remove and delete-service for the editor, with a busy flag per media slot. */
export function useMediaActions(store: EditorStore, save: () => Promise<void>) {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const mark = useCallback((slot: string, isBusy: boolean) => setBusy((b) => ({ ...b, [slot]: isBusy })), []);

  const autosave = useCallback(async () => {
    const outcome = await autosaveAfterUpload(save);
    if (outcome === 'unauthorized') {
      toast({
        title: 'Authentication required',
        description: 'Please refresh the page and log in again to save your uploads',
        variant: 'destructive',
      });
    } else if (outcome === 'failed') {
      toast({
        title: 'Upload saved locally only',
        description:
          'Your upload appears in the editor but may not persist after refresh. Please save manually.',
        variant: 'destructive',
      });
    }
  }, [save]);

  const upload = useCallback(
    async (slot: string, kind: MediaKind, file: File) => {
      mark(slot, true);
      try {
        const { url } = await uploadFile(file);
        store.edit(setSlotMedia(store.getState().content, slot, kind, url));
        toast({ title: kind === 'image' ? 'Image uploaded successfully' : 'Video uploaded successfully' });
      } catch {
        toast({
          title: 'Upload failed',
          description: 'Unable to upload file. Please try again.',
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
        store.edit(setSlotMedia(store.getState().content, slot, 'image', url));
        toast({ title: 'AI image generated successfully' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 403) {
          toast({
            title: 'Upgrade Required',
            description: error.serverMessage ?? UPGRADE_MESSAGE,
            variant: 'destructive',
          });
        } else {
          toast({
            title: 'Generation failed',
            description: 'Failed to generate AI image. Please try again.',
            variant: 'destructive',
          });
        }
        return;
      } finally {
        mark(slot, false);
      }
      await autosave();
    },
    [store, mark, autosave],
  );

  /** Spec §4: removing media clears the field locally only (Save keeps it). */
  const remove = useCallback(
    (slot: string) => store.edit(clearSlotMedia(store.getState().content, slot)),
    [store],
  );

  /** Spec §4: deleting a service saves at once. */
  const removeService = useCallback(
    async (index: number) => {
      store.edit(deleteService(store.getState().content, index));
      try {
        await save();
        toast({ title: 'Service deleted' });
      } catch {
        toast({
          title: 'Service Deleted but save failed',
          description: 'Service removed but failed to save. Please save manually.',
          variant: 'destructive',
        });
      }
    },
    [store, save],
  );

  return { busy, upload, aiImage, remove, removeService };
}
