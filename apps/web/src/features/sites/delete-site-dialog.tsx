import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import type { WebsiteSummary } from '../../lib/types';

type Props = {
  site: WebsiteSummary | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteSiteDialog({ site, isDeleting, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={site !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete this website?"
      description={site ? `“${site.name}” will be permanently deleted. This cannot be undone.` : ''}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? 'Deleting…' : 'Delete website'}
        </Button>
      </div>
    </Dialog>
  );
}
