// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { editHooks, isShown, useSite } from '../render/context';
import { Text } from '../render/text';
import type { Content } from '../schema';

/** tel: address of a phone number as written ("(555) 010-2000" → tel:+5550102000 style digits). */
export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : undefined;
}

export function contactEmail(content: Content): string | undefined {
  const email = content.contact.email?.trim() || content.meta.facts?.email?.trim();
  return email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : undefined;
}

export function Contact({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { contact } = content;
  const hook = (path: string) => editHooks(ctx, path);
  const email = contactEmail(content);
  const showEmail = email && isShown(ctx, 'contact.email', email);
  const phone = isShown(ctx, 'contact.phone', contact.phone) ? contact.phone.trim() : '';
  const tel = phone && telHref(phone);
  const items = [
    isShown(ctx, 'contact.address', contact.address) && (
      <div key="a" className="info">
        <dt>{ctx.labels.address}</dt>
        <Text path="contact.address" value={contact.address} as="dd" isPlain />
      </div>
    ),
    phone && (
      <div key="p" className="info">
        <dt>{ctx.labels.phone}</dt>
        <dd {...hook('contact.phone')}>{tel && !ctx.isEditable ? <a href={tel}>{phone}</a> : phone}</dd>
      </div>
    ),
    showEmail && (
      <div key="e" className="info">
        <dt>{ctx.labels.email}</dt>
        <dd {...hook('contact.email')}>
          <a href={`mailto:${email}`}>{email}</a>
        </dd>
      </div>
    ),
    isShown(ctx, 'contact.hours', contact.hours) && (
      <div key="h" className="info">
        <dt>{ctx.labels.hours}</dt>
        <dd {...hook('contact.hours')} className="pre">
          {contact.hours}
        </dd>
      </div>
    ),
  ].filter(Boolean);
  return (
    <section id="contact" className="sec contact" aria-labelledby="contact-title">
      <div className="wrap narrow">
        <Text
          path="contact.title"
          value={contact.title}
          as="h2"
          id="contact-title"
          fallback={ctx.labels.contact}
          isPlain
        />
        {items.length > 0 && <dl className="info-list">{items}</dl>}
      </div>
    </section>
  );
}
