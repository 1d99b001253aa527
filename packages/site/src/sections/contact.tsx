// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { contactEmail, contactShowsForm, hasContactSection, visibleContact } from '../render/actions';
import { editHooks, isShown, useSite } from '../render/context';
import { Text } from '../render/text';
import type { Content } from '../schema';
import { ContactFormFields, mapHref, mapJoinsContact } from '../widgets/widgets';

// Kept here too: structured data and widgets import them from the contact section.
export { contactEmail };

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
        <dt>{ctx.labels.phone}</dt>
        <dd {...hook('contact.phone')}>
          {c.tel && !ctx.isEditable ? <a href={c.tel}>{c.phone}</a> : c.phone}
        </dd>
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
