import type { Content, SiteFacts, Widget } from '@mainstreet/site';
import { sectionLabelsFor } from './section-labels';

/** The widget holding the ways to reach the owner that the contact section has no field for. */
export const REACH_WIDGET_ID = 'reach';

const NETWORKS: [RegExp, string][] = [
  [/instagram\.com/i, 'Instagram'],
  [/(?:facebook|fb)\.com/i, 'Facebook'],
  [/tiktok\.com/i, 'TikTok'],
  [/(?:twitter|x)\.com/i, 'X'],
  [/linkedin\.com/i, 'LinkedIn'],
  [/youtube\.com/i, 'YouTube'],
  [/pinterest\.com/i, 'Pinterest'],
];

const webUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** A WhatsApp chat link: wa.me takes the number in international form, digits only. */
export function whatsappUrl(number: string): string | undefined {
  const digits = number.replace(/^\s*00/, '+').replace(/\D/g, '');
  return digits.length >= 7 ? `https://wa.me/${digits}` : undefined;
}

/** The site with its WhatsApp, booking and social links as the facts give them (none: no widget). */
export function withReachLinks(content: Content, facts: SiteFacts): Content {
  const labels = sectionLabelsFor(facts.language);
  const chat = facts.whatsapp ? whatsappUrl(facts.whatsapp) : undefined;
  const links = [
    ...(chat ? [{ name: 'WhatsApp', url: chat }] : []),
    ...(facts.booking ? [{ name: labels.actions.book, url: webUrl(facts.booking) }] : []),
    ...facts.social.map((url) => ({
      name: NETWORKS.find(([pattern]) => pattern.test(url))?.[1] ?? url.replace(/^https?:\/\/(www\.)?/i, ''),
      url: webUrl(url),
    })),
  ];
  const others = content.widgets.filter((w) => w.id !== REACH_WIDGET_ID);
  if (links.length === 0) return { ...content, widgets: others };
  const reach: Widget = { id: REACH_WIDGET_ID, type: 'social', data: { title: labels.reachTitle, links } };
  // Beside the contact form, where a visitor looks for a way to reach the owner.
  return { ...content, widgets: [reach, ...others] };
}
