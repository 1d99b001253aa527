// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import {
  contactEmail,
  contactShowsForm,
  EXTERNAL,
  hasContactSection,
  reachLinks,
  visibleContact,
} from '../render/actions';
import { editHooks, isShown, useSite } from '../render/context';
import { Text } from '../render/text';
import type { Content } from '../schema';
import { ContactFormFields, mapHref, mapJoinsContact } from '../widgets/widgets';

// Kept here too: structured data and widgets import them from the contact section.
export { contactEmail };

/** An address that breaks only after "@" and before a dot or hyphen, never inside a word. */
function BreakableAddress({ address }: { address: string }): ReactNode {
  return address.split(/(?<=@)|(?=[.-])/).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static markup of one address; the position is the identity
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * Contact details. For visitors a section with nothing in it is not shown: on Mainstreet's hosting it
 * offers the built-in form instead, elsewhere it is left out (and buttons point to the phone or email).
 */
export function Contact({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  if (!hasContactSection(content, ctx)) return null;
  const { contact } = content;
  const hook = (path: string) => editHooks(ctx, path);
  const c = visibleContact(content, ctx);
  const email = contactEmail(content);
  const showEmail = email && isShown(ctx, 'contact.email', email);
  // The map widget's link joins the address here rather than repeating it in a section of its own.
  const map = !ctx.isEditable && c.address && mapJoinsContact(content) ? mapHref(c.address) : undefined;
  const items = [
    c.address && (
      <div key="a" className="info">
        <dt>{ctx.labels.address}</dt>
        <dd>
          <Text path="contact.address" value={contact.address} as="span" />
          {map && (
            <>
              {' '}
              <a className="map-link" href={map} target="_blank" rel="noopener noreferrer">
                {ctx.labels.viewOnMap}
              </a>
            </>
          )}
        </dd>
      </div>
    ),
    c.phone && (
      <div key="p" className="info">
        <dt>{c.sms && !c.tel ? ctx.labels.text : ctx.labels.phone}</dt>
        <dd {...hook('contact.phone')}>
          {ctx.isEditable || !(c.tel || c.sms) ? c.phone : <a href={c.tel ?? c.sms}>{c.phone}</a>}
          {!ctx.isEditable && c.tel && c.sms && (
            <>
              {' · '}
              <a href={c.sms}>{ctx.labels.sendText}</a>
            </>
          )}
        </dd>
      </div>
    ),
    showEmail && (
      <div key="e" className="info">
        <dt>{ctx.labels.email}</dt>
        {ctx.isEditable ? (
          <dd {...hook('contact.email')}>{email}</dd>
        ) : (
          // A button that says what it does, the address beneath it as text: a long address on a
          // button broke mid-word on phones ("…example.exa / mple.com").
          <dd className="mail">
            <a className="btn" href={`mailto:${email}`}>
              {ctx.labels.emailUs}
            </a>
            <span className="addr">
              <BreakableAddress address={email} />
            </span>
          </dd>
        )}
      </div>
    ),
    // WhatsApp, the booking page, the website and profiles: every way to reach the owner in one list.
    ...(ctx.isEditable ? [] : reachLinks(content)).map((link) => (
      <div key={`r-${link.url}`} className="info">
        <dt>{link.name}</dt>
        <dd>
          {link.kind === 'booking' ? (
            // A booking page is a button that says what it does, never its bare address.
            <a className="btn" href={link.url.trim()} {...EXTERNAL}>
              {ctx.labels.book}
            </a>
          ) : (
            <a href={link.url.trim()} {...EXTERNAL}>
              {link.text?.trim() || link.url.trim().replace(/^https?:\/\/(?:www\.)?/i, '')}
            </a>
          )}
        </dd>
      </div>
    )),
    c.hours && (
      <div key="h" className="info">
        <dt>{ctx.labels.hours}</dt>
        <Text path="contact.hours" value={contact.hours} as="dd" className="pre" />
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
        />
        {items.length > 0 && <dl className="info-list">{items}</dl>}
        {contactShowsForm(content, ctx) && <ContactFormFields anchor="contact" />}
      </div>
    </section>
  );
}
