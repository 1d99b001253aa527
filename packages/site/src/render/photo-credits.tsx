// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import type { Content, MediaCredit } from '../schema';
import { isWebUrl } from './safe-url';

const PROVIDER_NAMES: Record<MediaCredit['provider'], string> = { unsplash: 'Unsplash', pexels: 'Pexels' };

type Slot = { imageUrl?: string; imageCredit?: MediaCredit };

/** The credits of the stock photos the page shows, in page order, each photographer once per provider. */
export function photoCredits(content: Content): MediaCredit[] {
  const slots: Slot[] = [content.hero, content.about, ...content.services];
  for (const section of content.sections) {
    if (section.type === 'about-expanded' && section.content) slots.push(section.content);
  }
  const seen = new Set<string>();
  const credits: MediaCredit[] = [];
  for (const slot of slots) {
    const credit = slot.imageCredit;
    // A credit stays with its picture: a slot whose image was removed credits nobody.
    if (!slot.imageUrl || !credit || !isWebUrl(credit.authorUrl) || !isWebUrl(credit.sourceUrl)) continue;
    const key = `${credit.provider}\n${credit.authorUrl}`;
    if (seen.has(key)) continue;
    seen.add(key);
    credits.push(credit);
  }
  return credits;
}

/** "Photo by <name> on Unsplash" for each credited photo, the wording the providers' guidelines ask for. */
export function PhotoCredits({ content }: { content: Content }): ReactNode {
  const credits = photoCredits(content);
  if (credits.length === 0) return null;
  return (
    <p className="ftr-credits">
      {credits.map((credit, i) => (
        <Fragment key={`${credit.provider}:${credit.authorUrl}`}>
          {i > 0 && ' · '}
          Photo by <a href={credit.authorUrl}>{credit.author}</a> on{' '}
          <a href={credit.sourceUrl}>{PROVIDER_NAMES[credit.provider]}</a>
        </Fragment>
      ))}
    </p>
  );
}
