import type { Content, SiteFacts, Widget } from '@mainstreet/site/model';
import type { Channel } from './extract/channels';
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
const shortUrl = (url: string) => url.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/$/, '');

/** A WhatsApp chat link: wa.me takes the number in international form, digits only. */
export function whatsappUrl(e164: string): string | undefined {
  const digits = e164.replace(/^\s*00/, '+').replace(/\D/g, '');
  return /^\s*(?:\+|00)/.test(e164) && digits.length >= 7 ? `https://wa.me/${digits}` : undefined;
}

/** Where a channel's link leads; undefined for a phone (the site draws its tel:/sms: links) or a WhatsApp number without its country. */
export function channelUrl(channel: Channel, whatsappE164?: string): string | undefined {
  const { kind, value } = channel;
  switch (kind) {
    case 'whatsapp':
      return whatsappUrl(/^\s*(?:\+|00)/.test(value) ? value : (whatsappE164 ?? ''));
    case 'email':
      return `mailto:${value}`;
    case 'booking':
    case 'website':
      return webUrl(value);
    case 'instagram':
      return `https://instagram.com/${value}`;
    case 'facebook':
      return `https://facebook.com/${value}`;
    case 'tiktok':
      return `https://tiktok.com/@${value}`;
    case 'map':
      return `https://www.openstreetmap.org/search?query=${encodeURIComponent(value)}`;
    default:
      return undefined;
  }
}

/**
 * The site with its WhatsApp, booking, website and social links as the facts give them (none: no
 * widget). `whatsappE164`: the WhatsApp number in international form, when the facts' is national.
 */
export function withReachLinks(content: Content, facts: SiteFacts, whatsappE164?: string): Content {
  const labels = sectionLabelsFor(facts.language, content.meta.voice);
  const chat = facts.whatsapp
    ? whatsappUrl(/^\s*(?:\+|00)/.test(facts.whatsapp) ? facts.whatsapp : (whatsappE164 ?? ''))
    : undefined;
  const links = [
    ...(chat ? [{ name: 'WhatsApp', url: chat, text: facts.whatsapp, kind: 'whatsapp' as const }] : []),
    ...(facts.booking
      ? [
          {
            name: labels.booking,
            url: webUrl(facts.booking),
            text: shortUrl(facts.booking),
            kind: 'booking' as const,
          },
        ]
      : []),
    ...facts.social.map((url) => {
      const network = NETWORKS.find(([pattern]) => pattern.test(url))?.[1];
      const handle = /\.com\/@?([^/?#]+)/i.exec(url)?.[1];
      return network
        ? {
            name: network,
            url: webUrl(url),
            text: handle ? `@${handle}` : shortUrl(url),
            kind: 'social' as const,
          }
        : { name: labels.website, url: webUrl(url), text: shortUrl(url), kind: 'website' as const };
    }),
  ];
  const others = content.widgets.filter((w) => w.id !== REACH_WIDGET_ID);
  if (links.length === 0) return { ...content, widgets: others };
  const reach: Widget = { id: REACH_WIDGET_ID, type: 'social', data: { title: labels.reachTitle, links } };
  // Beside the contact form, where a visitor looks for a way to reach the owner.
  return { ...content, widgets: [reach, ...others] };
}

/** The facts form's links of what the description gave: booking page, websites and profiles as web addresses. */
export function channelLinks(channels: Channel[]): Pick<SiteFacts, 'booking' | 'social'> {
  const booking = channels.find((c) => c.kind === 'booking');
  const social = channels
    .filter((c) => ['website', 'instagram', 'facebook', 'tiktok'].includes(c.kind))
    .map((c) => channelUrl(c) as string);
  return { booking: booking ? webUrl(booking.value) : '', social: [...new Set(social)].slice(0, 8) };
}
