import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldMessage, Input, Label } from '../../../components/ui/input';
import { useT } from '../../../i18n/i18n';
import { formatLink } from '../add/links';

/** The Add Link helper: link text plus URL, stored as [text](url). */
export function LinkDialog({
  open,
  onOpenChange,
  onInsert,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInsert: (markup: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit() {
    const result = formatLink(text, url);
    if (!result.ok) return setError(result.message);
    onInsert(result.markup);
    setText('');
    setUrl('');
    setError(null);
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('builder.link.add')}
      description={t('builder.link.text')}
    >
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div>
          <Label htmlFor={`${id}-text`}>{t('builder.link.label')}</Label>
          <Input id={`${id}-text`} className="mt-1" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-url`}>{t('builder.link.url')}</Label>
          <Input
            id={`${id}-url`}
            className="mt-1"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="example.com"
          />
        </div>
        {error && <FieldMessage>{error}</FieldMessage>}
        <Button type="submit">{t('builder.link.insert')}</Button>
      </form>
    </Dialog>
  );
}

type ConflictProps = {
  open: boolean;
  onLoadNewer: () => void;
  onKeepMine: () => void;
  onOpenChange: (open: boolean) => void;
};

/** A save refused as stale: the owner chooses, nothing is overwritten silently. */
export function ConflictDialog({ open, onLoadNewer, onKeepMine, onOpenChange }: ConflictProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('builder.conflict.title')}
      description={t('builder.conflict.text')}
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onLoadNewer}>
          {t('builder.conflict.loadNewer')}
        </Button>
        <Button onClick={onKeepMine}>{t('builder.conflict.keepMine')}</Button>
      </div>
    </Dialog>
  );
}
