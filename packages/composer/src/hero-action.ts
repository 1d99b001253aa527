import { CATALOGS } from './catalog/load';
import type { SectionLabels } from './section-labels';
import type { Facts } from './types';

// Booking pages owners link to: their own site's booking page or a booking service's.
const BOOKING = new RegExp(CATALOGS.detect['owner-words'].bookingLinks.join('|'), 'i');
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+[^\s<>".,;:!?)]/iu;

/** The owner's booking link, as a web address, when the description gives one. */
export function bookingLink(prompt: string): string | undefined {
  const m = LINK.exec(prompt);
  if (!m || !BOOKING.test(prompt.slice(Math.max(0, m.index - 40), m.index + m[0].length))) return undefined;
  return /^https?:/i.test(m[0]) ? m[0] : `https://${m[0]}`;
}

/** "WhatsApp 07700 900123", "text or WhatsApp": the owner takes messages there on the first phone. */
function whatsappLink(prompt: string, facts: Facts): string | undefined {
  if (!facts.phoneE164 || !/\bwhats\s?app\b/i.test(prompt)) return undefined;
  return `https://wa.me/${facts.phoneE164.replace(/\D/g, '')}`;
}

/**
 * The hero's button, named for a channel the site has: a booking link, WhatsApp, an email, the map
 * of the address, else the contact form (which a published site carries; an export without a place
 * to send it shows no button). A callable phone needs none: the hero's own "Call …" button is drawn
 * from the number (packages/site hero), so the owner's button is left empty.
 */
export function heroAction(prompt: string, facts: Facts, labels: SectionLabels): string {
  const { actions } = labels;
  const booking = bookingLink(prompt);
  if (booking) return `[${actions.book}](${booking})`;
  const whatsapp = whatsappLink(prompt, facts);
  if (whatsapp) return `[${actions.whatsapp}](${whatsapp})`;
  if (facts.phone) return '';
  if (facts.email) return actions.email;
  if (facts.address) {
    return `[${actions.visit}](https://www.openstreetmap.org/search?query=${encodeURIComponent(facts.address)})`;
  }
  return actions.message;
}
