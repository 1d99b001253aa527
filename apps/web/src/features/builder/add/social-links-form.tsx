import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../i18n/i18n';
import { updateAt } from '../store/content-path';
import type { EditorStore } from '../store/editor-store';
import { normalizeLinkUrl } from './links';

type SocialLink = { name: string; url: string };

/** Adds a profile link (name plus URL, https:// added) to a social-links widget. */
export function SocialLinksForm({ store, widgetIndex }: { store: EditorStore; widgetIndex: number }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const isReady = name.trim() !== '' && url.trim() !== '';

  function add() {
    if (!isReady) return;
    const link = { name: name.trim(), url: normalizeLinkUrl(url) };
    const path = `widgets.${widgetIndex}.data.links`;
    store.edit(
      updateAt<ReturnType<EditorStore['getState']>['content'], SocialLink[]>(
        store.getState().content,
        path,
        (old) => [...(old ?? []), link],
      ),
    );
    setName('');
    setUrl('');
  }

  return (
    <form
      className="grid w-full grid-cols-[1fr_1fr_auto] gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <Input
        aria-label={t('builder.social.name')}
        id={`${id}-name`}
        placeholder="Instagram"
        value={name}
        onChange={(e) => setName(e.target.value)}
        className="h-9"
      />
      <Input
        aria-label={t('builder.social.url')}
        id={`${id}-url`}
        placeholder={t('builder.social.urlPlaceholder')}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        className="h-9"
      />
      <Button type="submit" size="sm" disabled={!isReady}>
        {t('builder.social.add')}
      </Button>
    </form>
  );
}
