import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../i18n/i18n';
import type { ImageProposal } from './use-media-actions';

type ImageProposalDialogProps = {
  proposal: ImageProposal | null;
  slotLabel: string;
  onAccept: () => void;
  onDismiss: () => void;
};

/** A made picture shown before it replaces the slot's own: nothing changes until the owner says so. */
export function ImageProposalDialog({ proposal, slotLabel, onAccept, onDismiss }: ImageProposalDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={proposal !== null}
      onOpenChange={(open) => !open && onDismiss()}
      title={t('builder.proposal.title', { slot: slotLabel })}
      description={t('builder.proposal.text')}
    >
      {proposal && (
        <img
          src={proposal.url}
          alt={t('builder.proposal.alt', { slot: slotLabel })}
          className="aspect-video w-full rounded-lg border border-slate-200 object-cover dark:border-slate-700"
        />
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onDismiss}>
          {t('builder.proposal.keep')}
        </Button>
        <Button onClick={onAccept}>{t('builder.proposal.use')}</Button>
      </div>
    </Dialog>
  );
}
