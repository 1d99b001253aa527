import type { Content } from '../schema';
import { anchorFor } from './anchors';
import { isShown, type RenderContext } from './context';
import { labelsFileFor } from './labels';
import { parseLinkedText } from './linked-text';
import { isExternalHref } from './safe-url';

/** "Est. 1987" in the site's language. */
export function sinceLabel(language: string | undefined, year: string): string {
  return `${labelsFileFor(language).since} ${year}`;
}

/** "Call" before the hero's phone number, in the site's language. */
export function callLabel(language: string | undefined): string {
  return labelsFileFor(language).call;
}

/** "Text" before a number the owner takes texts on only. */
export function textLabel(language: string | undefined): string {
  return labelsFileFor(language).textTo;
}

/** sms: address of a phone number as written, as telHref. */
export function smsHref(phone: string): string | undefined {
  return telHref(phone)?.replace(/^tel:/, 'sms:');
}

/** tel: address of a phone number as written ("(555) 010-2000" → tel:5550102000). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : undefined;
}

export function contactEmail(content: Content): string | undefined {
  const email = content.contact.email?.trim() || content.meta.facts?.email?.trim();
  return email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : undefined;
}

/** The contact facts a visitor may see (placeholders excluded outside the editor). */
export function visibleContact(content: Content, ctx: RenderContext) {
  const { contact } = content;
  const email = contactEmail(content);
  const phone = isShown(ctx, 'contact.phone', contact.phone) ? contact.phone.trim() : '';
  const dialled = phone && !ctx.placeholders.has('contact.phone');
  const takes = content.meta.facts?.phoneTakes;
  return {
    address: isShown(ctx, 'contact.address', contact.address) ? contact.address.trim() : '',
    phone,
    // A number the owner takes texts on only is never a "Call" button.
    tel: dialled && takes !== 'texts' ? telHref(phone) : undefined,
    sms: dialled && takes ? smsHref(phone) : undefined,
    email:
      email && isShown(ctx, 'contact.email', email) && !ctx.placeholders.has('contact.email') ? email : '',
    hours: isShown(ctx, 'contact.hours', contact.hours) ? contact.hours.trim() : '',
  };
}

const hasWidget = (content: Content, type: string) => content.widgets.some((w) => w.type === type);

/** The widget of the ways to reach the owner the contact section has no field for (WhatsApp, booking, profiles). */
export const REACH_WIDGET_ID = 'reach';

export type ReachLink = { name: string; url: string; text?: string; kind?: string };

/** The links of the reach widget that lead somewhere outside the page, which the contact section lists for visitors. */
export function reachLinks(content: Content): ReachLink[] {
  const widget = content.widgets.find((w) => w.id === REACH_WIDGET_ID && w.type === 'social');
  const links = Array.isArray(widget?.data.links) ? (widget.data.links as unknown[]) : [];
  return links.filter(
    (l): l is ReachLink =>
      typeof l === 'object' &&
      l !== null &&
      typeof (l as ReachLink).name === 'string' &&
      (l as ReachLink).name.trim() !== '' &&
      typeof (l as ReachLink).url === 'string' &&
      isExternalHref((l as ReachLink).url.trim()),
  );
}

/** The contact section shows the built-in form when there is nothing else to show and the host takes messages. */
export function contactShowsForm(content: Content, ctx: RenderContext): boolean {
  if (ctx.isEditable || !ctx.contactFormAction || hasWidget(content, 'contact-form')) return false;
  const c = visibleContact(content, ctx);
  return !(c.address || c.phone || c.email || c.hours);
}

/** Whether the page has a contact section: always in the editor, for visitors only with something in it. */
export function hasContactSection(content: Content, ctx: RenderContext): boolean {
  if (ctx.isEditable) return true;
  const c = visibleContact(content, ctx);
  return Boolean(
    c.address ||
      c.phone ||
      c.email ||
      c.hours ||
      reachLinks(content).length > 0 ||
      contactShowsForm(content, ctx),
  );
}

/** The contact-form widget's anchor while its form is on the page: posting somewhere, or in the editor. */
export function formAnchor(content: Content, ctx: RenderContext): string | undefined {
  if (!ctx.contactFormAction && !ctx.isEditable) return undefined;
  const index = content.widgets.findIndex((w) => w.type === 'contact-form');
  return index < 0 ? undefined : `#${anchorFor('w', content.widgets[index].id, index)}`;
}

/**
 * Where "get in touch" buttons lead: a form that sends, else the contact section when it holds a
 * phone, an email, an address or a form; none without any. A section with only hours is no answer
 * to "Message us".
 */
export function contactTarget(content: Content, ctx: RenderContext): string | undefined {
  const form = formAnchor(content, ctx);
  if (form) return form;
  if (ctx.isEditable) return '#contact';
  const c = visibleContact(content, ctx);
  // The phone and email are links in the contact section; an address there has its map link.
  return c.phone || c.email || c.address || reachLinks(content).length > 0 || contactShowsForm(content, ctx)
    ? '#contact'
    : undefined;
}

/**
 * Where a button that says "Send a message" goes: a form on the page that sends, else the owner's
 * email. None when the page has neither: a phone or an address is no answer to "Message us", and a
 * button to a section without a way to write would promise a channel the page lacks.
 */
export function messageTarget(content: Content, ctx: RenderContext): string | undefined {
  if (ctx.isEditable) return '#contact';
  const form = formAnchor(content, ctx);
  if (form) return form;
  if (contactShowsForm(content, ctx)) return '#contact';
  const { email } = visibleContact(content, ctx);
  return email ? `mailto:${email}` : undefined;
}

export type ButtonLink = { href: string; text: string; isExternal: boolean };

/**
 * A button's text and address. Text made with Add Link ("[Book](https://…)") links where it says;
 * plain text leads to `fallbackHref`. Undefined when the button has nowhere to go.
 */
export function buttonLink(text: string, fallbackHref: string | undefined): ButtonLink | undefined {
  const parts = parseLinkedText(text.trim());
  const link = parts.find((p) => p.href);
  const label = parts
    .map((p) => p.text)
    .join('')
    .trim();
  if (link?.href) return { href: link.href, text: label, isExternal: /^https?:/i.test(link.href) };
  if (!fallbackHref || !label) return undefined;
  return { href: fallbackHref, text: label, isExternal: false };
}

/** Attributes of a link that leaves the site: a new tab that cannot reach back into this page. */
export const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;
