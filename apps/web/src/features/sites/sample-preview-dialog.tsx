import type { Content } from '@mainstreet/site';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useT } from '../../i18n/i18n';
import type { WebsiteSummary } from '../../lib/types';
import { DeviceFrame, useIsNarrow } from '../builder/preview/device-frame';
import { useRenderedSite } from '../builder/preview/use-rendered-site';

/** An example's page, built from its description so the preview shows something real. */
async function sampleContent(site: WebsiteSummary): Promise<Content> {
  const { contentSchema } = await import('@mainstreet/site');
  return contentSchema.parse({
    siteName: site.name,
    hero: { headline: site.name, subtitle: site.prompt, buttonText: 'Get in touch' },
    about: { title: 'About us', content: site.prompt },
  });
}

/**
 * Previews an example site in place. It never becomes the current site: the owner's own work in
 * the Preview and Editor tabs stays exactly as it was (an example has no id to save or launch).
 */
export function SamplePreviewDialog({
  site,
  onClose,
  onCreate,
}: {
  site: WebsiteSummary | null;
  onClose: () => void;
  onCreate: () => void;
}) {
  const t = useT();
  // A query, like every website the app shows: built once per example, never a second local copy.
  const sample = useQuery({
    queryKey: ['example-site', site?.id ?? ''],
    queryFn: () => sampleContent(site as WebsiteSummary),
    enabled: site !== null,
  });
  const html = useRenderedSite(site ? (sample.data ?? null) : null);
  // On a phone the example is a phone page, not a desktop page shrunk to a fifth of its size.
  const isNarrow = useIsNarrow();

  return (
    <Dialog
      open={site !== null}
      onOpenChange={(open) => !open && onClose()}
      title={site ? t('sites.examples.title', { name: site.name }) : t('sites.card.example')}
      description={t('sites.examples.text')}
      // The dialog is max-w-md by default; a variant class wins over it without a class merger.
      className="sm:max-w-5xl"
    >
      {html === null || !site ? (
        <p role="status">{t('sites.examples.loading')}</p>
      ) : (
        <div className="max-h-[65vh] overflow-auto">
          <DeviceFrame
            device={isNarrow ? 'mobile' : 'desktop'}
            title={t('sites.examples.frame', { name: site.name })}
            html={html}
          />
        </div>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
        <Button onClick={onCreate}>{t('sites.create')}</Button>
      </div>
    </Dialog>
  );
}
