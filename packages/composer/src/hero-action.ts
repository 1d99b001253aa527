import type { Channel } from './extract/channels';
import { channelUrl } from './reach-links';
import type { SectionLabels } from './section-labels';
import type { Facts } from './types';

/**
 * The hero's button, naming the channel the owner would have visitors use first: a booking page,
 * WhatsApp, an email, a profile, a website, the map of the address, else the contact form (which a
 * published site carries; an export without a place to send it shows no button). A phone to call or
 * text needs none: the hero's own "Call …" or "Text …" button is drawn from the number (packages/site
 * hero), so the owner's button is left empty.
 */
export function heroAction(facts: Facts, labels: SectionLabels): string {
  const { actions } = labels;
  const preferred: Channel | undefined = facts.preferred;
  if (!preferred) return actions.message;
  const url = channelUrl(preferred, facts.whatsappE164);
  const named: Partial<Record<Channel['kind'], string>> = {
    booking: actions.book,
    website: actions.website,
    whatsapp: actions.whatsapp,
    email: actions.email,
    instagram: actions.instagram,
    facebook: actions.facebook,
    tiktok: actions.tiktok,
    map: actions.visit,
  };
  const label = named[preferred.kind];
  // A WhatsApp number whose country is in doubt is the phone's (reach-links), called from the hero.
  return label && url ? `[${label}](${url})` : '';
}
