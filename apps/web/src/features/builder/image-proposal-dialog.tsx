import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { ImageProposal } from './use-media-actions';

type ImageProposalDialogProps = {
  proposal: ImageProposal | null;
  slotLabel: string;
  onAccept: () => void;
  onDismiss: () => void;
};

/** A made picture shown before it replaces the slot's own: nothing changes until the owner says so. */
export function ImageProposalDialog({ proposal, slotLabel, onAccept, onDismiss }: ImageProposalDialogProps) {
  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={`New picture for ${slotLabel}`}
      description="Use it in place of the current one? Undo brings the current one back."
    >
      {proposal && (
        <img
          src={proposal.url}
          alt={`Proposed for ${slotLabel}`}
          className="aspect-video w-full rounded-lg border border-slate-200 object-cover dark:border-slate-700"
        />
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDismiss}>
          Keep current picture
        </Button>
        <Button onClick={onAccept}>Use this picture</Button>
      </div>
    </Dialog>
  );
}
