import { type Content, getThemeTokens } from '@mainstreet/site/model';
import { CATALOGS } from '../catalog/load';
import { fillIn } from '../llm/prompt';
import { hashString } from '../text';
import { pickIcons, subjectIcons } from './icon-picker';
import { kindOfSite } from './site-kind';
import type { ArtworkKind, ImageRequest } from './types';

export type ArtworkSlot = {
  path: string;
  prompt: string;
  kind: ArtworkKind;
  seed: number;
  /** The built-in artwork's subject: an icon no other slot of the site uses. */
  icon: string;
  /** The business's other subjects, for the small icons around the main one. */
  kin?: string[];
};

// What an image model is asked for: `artwork` in copy/en/prompt.json.
const ASK = CATALOGS.en.prompt.artwork;

/** The brand colours artwork uses, from the site's theme. */
export function artworkColors(content: Pick<Content, 'theme' | 'meta'>): string[] {
  const { palette } = getThemeTokens(content);
  return [palette.heroFrom, palette.heroTo, palette.primary, palette.tint, palette.surface];
}

/**
 * What an image generator is asked for one slot: the prompt, the site's colours, and the icon
 * planned for the slot (without it the built-in artwork would read one from the prompt's words,
 * where "photograph" draws a camera).
 */
export function artworkRequest(
  slot: ArtworkSlot,
  content: Pick<Content, 'theme' | 'meta'>,
  colors = artworkColors(content),
): ImageRequest {
  return {
    prompt: slot.prompt,
    colors,
    seed: slot.seed,
    kind: slot.kind,
    icon: slot.icon,
    kin: slot.kin,
    industry: content.meta.industry,
  };
}

const rank = (kind: ArtworkKind) => (kind === 'service' ? 0 : kind === 'hero' ? 1 : 2);

/** The empty media slots of a new site that should get artwork, with a prompt for each. */
export function planArtwork(content: Content): ArtworkSlot[] {
  const industry =
    content.meta.industry && content.meta.industry !== 'other' ? content.meta.industry : ASK.anyIndustry;
  const business = fillIn(ASK.business, { name: content.siteName, industry: industry.replace('-', ' ') });
  const noText = ASK.noText;
  const slots: (Omit<ArtworkSlot, 'icon'> & { subject: string; title?: string })[] = [];
  const add = (path: string, kind: ArtworkKind, prompt: string, subject = prompt, title?: string) =>
    slots.push({ path, kind, prompt, subject, title, seed: hashString(`${content.siteName}:${path}`) });
  if (!content.hero.imageUrl && !content.hero.videoUrl) {
    add(
      'hero.imageUrl',
      'hero',
      fillIn(ASK.hero, { business, headline: content.hero.headline, noText }),
      `${content.siteName} ${content.hero.headline} ${content.hero.subtitle ?? ''}`,
    );
  }
  content.services.forEach((service, i) => {
    if (service.imageUrl || service.videoUrl) return;
    add(
      `services.${i}.imageUrl`,
      'service',
      fillIn(ASK.service, { service: service.name, business, description: service.description, noText }),
      // The card shows what the service is: its name first, then its description.
      `${service.name}. ${service.name}. ${service.description}`,
      service.name,
    );
  });
  content.sections.forEach((section, i) => {
    if (
      section.type !== 'about-expanded' ||
      !section.content ||
      (section.content as { imageUrl?: string }).imageUrl
    )
      return;
    add(
      `sections.${i}.content.imageUrl`,
      'about',
      fillIn(ASK.about, { business, noText }),
      `${content.siteName} ${content.hero.headline}`,
    );
  });
  // Service cards choose first: a card named "Croissants" must show a croissant, the hero can
  // take the next best picture of the business.
  const kind = kindOfSite(content);
  const order = [...slots.keys()].sort((a, b) => rank(slots[a].kind) - rank(slots[b].kind) || a - b);
  const picked = pickIcons(
    order.map((i) => ({
      text: slots[i].subject,
      title: slots[i].title,
      industry: content.meta.industry,
      kind,
      isCard: slots[i].kind === 'service',
    })),
  );
  const icons = new Map(order.map((slot, i) => [slot, picked[i]]));
  const kin = subjectIcons(kind, content.meta.industry);
  return slots.map(({ subject: _subject, title: _title, ...slot }, i) => ({
    ...slot,
    icon: icons.get(i) as string,
    ...(kin ? { kin: kin.filter((name) => name !== icons.get(i)) } : {}),
  }));
}
