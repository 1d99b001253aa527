// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { z } from 'zod';
import { REACH_WIDGET_ID } from '../render/actions';
import { isShown, useSite } from '../render/context';
import { srcSetOf } from '../render/media';
import { isExternalHref, isMediaSrc } from '../render/safe-url';
import type { Content, Widget } from '../schema';

const str = z.string().max(20_000);
const hoursData = z.object({ title: str.optional(), hours: str.optional() });
const mapData = z.object({ title: str.optional(), address: str.optional() });
const galleryData = z.object({
  title: str.optional(),
  images: z
    .array(z.object({ url: str, alt: str.optional().default('') }))
    .max(60)
    .default([]),
});
const socialData = z.object({
  title: str.optional(),
  links: z
    .array(z.object({ name: str, url: str, text: str.optional(), kind: str.optional() }))
    .max(20)
    .default([]),
});
const formData = z.object({ title: str.optional() });

type WidgetProps = { widget: Widget; content: Content; path: string; anchor: string };

function Frame({
  anchor,
  title,
  children,
  className = 'sec',
}: {
  anchor: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={anchor} className={className} aria-labelledby={`${anchor}-title`}>
      <div className="wrap narrow">
        <h2 id={`${anchor}-title`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

function OpeningHours({ widget, content, anchor }: WidgetProps): ReactNode {
  const ctx = useSite();
  const data = hoursData.catch({}).parse(widget.data);
  const hours =
    data.hours?.trim() || (isShown(ctx, 'contact.hours', content.contact.hours) ? content.contact.hours : '');
  if (!hours.trim()) return null;
  return (
    <Frame anchor={anchor} title={data.title || ctx.labels.openingHours}>
      <ul className="hours">
        {hours
          .split(/\n|;/)
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
            <li key={i}>{line}</li>
          ))}
      </ul>
    </Frame>
  );
}

/** A map search for an address: no embedded third-party frame or script on the published page. */
export function mapHref(address: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
}

/** A map widget without an address of its own shows the contact address: its link joins the contact section. */
export function mapJoinsContact(content: Content): boolean {
  return content.widgets.some((w) => w.type === 'map' && !mapData.catch({}).parse(w.data).address?.trim());
}

function MapLink({ widget, content, anchor }: WidgetProps): ReactNode {
  const ctx = useSite();
  const data = mapData.catch({}).parse(widget.data);
  // Visitors see the address once, in the contact section, with the map link beside it.
  if (!ctx.isEditable && !data.address?.trim() && isShown(ctx, 'contact.address', content.contact.address)) {
    return null;
  }
  const address =
    data.address?.trim() ||
    (isShown(ctx, 'contact.address', content.contact.address) ? content.contact.address.trim() : '');
  if (!address) return null;
  const href = mapHref(address);
  return (
    <Frame anchor={anchor} title={data.title || ctx.labels.findUs}>
      <p className="map-addr">{address}</p>
      <a className="btn" href={href} target="_blank" rel="noopener noreferrer">
        {ctx.labels.viewOnMap}
      </a>
    </Frame>
  );
}

// Cells are at least 15rem in a 72rem page: one column on a phone, under 24rem from two columns up.
const GALLERY_SIZES = '(min-width: 35rem) 24rem, 100vw';

function Gallery({ widget, anchor }: WidgetProps): ReactNode {
  const ctx = useSite();
  const data = galleryData.catch({ images: [] }).parse(widget.data);
  const images = data.images.filter((img) => isMediaSrc(img.url));
  if (images.length === 0) return null;
  return (
    <section id={anchor} className="sec" aria-labelledby={`${anchor}-title`}>
      <div className="wrap">
        <h2 id={`${anchor}-title`}>{data.title || ctx.labels.gallery}</h2>
        <ul className="gallery">
          {images.map((img, i) => {
            const info = ctx.media(img.url);
            const srcSet = srcSetOf(ctx, info);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
              <li key={i}>
                <img
                  src={ctx.src(img.url)}
                  srcSet={srcSet}
                  sizes={srcSet ? GALLERY_SIZES : undefined}
                  alt={img.alt}
                  width={info?.width}
                  height={info?.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Social({ widget, anchor }: WidgetProps): ReactNode {
  const ctx = useSite();
  // Visitors find the ways to reach the owner in the contact section, with the phone and email.
  if (widget.id === REACH_WIDGET_ID && !ctx.isEditable) return null;
  const data = socialData.catch({ links: [] }).parse(widget.data);
  const links = data.links.filter((l) => l.name.trim() && isExternalHref(l.url.trim()));
  if (links.length === 0) return null;
  return (
    <Frame anchor={anchor} title={data.title || ctx.labels.followUs}>
      <ul className="chips">
        {links.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
          <li key={i}>
            <a href={l.url.trim()} target="_blank" rel="noopener noreferrer me">
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

/** A plain HTML form (works without JavaScript) with a honeypot field bots fill in and people never see. */
export function ContactFormFields({ anchor }: { anchor: string }): ReactNode {
  const ctx = useSite();
  const id = (name: string) => `${anchor}-${name}`;
  return (
    <form className="form" method="post" action={ctx.contactFormAction}>
      <label htmlFor={id('name')}>{ctx.labels.name}</label>
      <input id={id('name')} name="name" type="text" autoComplete="name" required maxLength={200} />
      <label htmlFor={id('email')}>{ctx.labels.email}</label>
      <input id={id('email')} name="email" type="email" autoComplete="email" required maxLength={320} />
      <label htmlFor={id('message')}>{ctx.labels.message}</label>
      <textarea id={id('message')} name="message" rows={5} required maxLength={5000} />
      <div className="hp" aria-hidden="true">
        <label htmlFor={id('website')}>Website</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="btn" type="submit">
        {ctx.labels.send}
      </button>
    </form>
  );
}

function ContactForm({ widget, anchor }: WidgetProps): ReactNode {
  const ctx = useSite();
  const data = formData.catch({}).parse(widget.data);
  const title = data.title || ctx.labels.sendMessage;
  // The editor shows the form the owner's visitors will use; only a host that takes messages makes it send.
  // Without a form that sends, the contact section lists the email (and every other way to write)
  // once: a second block with the same address read as a duplicate.
  if (!ctx.contactFormAction && !ctx.isEditable) return null;
  return (
    <Frame anchor={anchor} title={title} className="sec">
      <ContactFormFields anchor={anchor} />
    </Frame>
  );
}

const WIDGETS: Record<string, (props: WidgetProps) => ReactNode> = {
  'opening-hours': OpeningHours,
  map: MapLink,
  gallery: Gallery,
  social: Social,
  'contact-form': ContactForm,
};

/** One widget; unknown types render nothing for visitors and their type name in the editor. */
export function WidgetView(props: WidgetProps): ReactNode {
  const ctx = useSite();
  const View = WIDGETS[props.widget.type];
  const body = View ? <View {...props} /> : null;
  if (!ctx.isEditable) return body;
  return (
    <div data-widget-type={props.widget.type} data-path={props.path}>
      {body ?? <p className="wrap widget-type">{props.widget.type}</p>}
    </div>
  );
}
