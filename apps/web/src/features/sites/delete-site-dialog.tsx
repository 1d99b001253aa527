import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/i18n';
import type { WebsiteSummary } from '../../lib/types';

type Props = {
  site: WebsiteSummary | null;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteSiteDialog({ site, isDeleting, onCancel, onConfirm }: Props) {
  const t = useT();
  return (
    <Dialog
      open={site !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={t('sites.delete.title')}
      description={site ? t('sites.delete.text', { name: site.name }) : ''}
    >
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isDeleting}>
          {isDeleting ? t('settings.delete.deleting') : t('sites.delete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
