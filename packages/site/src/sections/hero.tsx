// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import type { HeroVariant } from '../constants';
import {
  buttonLink,
  callLabel,
  EXTERNAL,
  messageTarget,
  reachLinks,
  sinceLabel,
  textLabel,
  visibleContact,
} from '../render/actions';
import { editHooks, isShown, type RenderContext, useSite } from '../render/context';
import { plainText } from '../render/linked-text';
import { Media } from '../render/media';
import { pageLayoutOf } from '../render/page-layout';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
import { typesetHeading } from '../render/typeset';
import type { Content } from '../schema';

type Fact = { label: string; value: string };

/** Short facts for the hero's card: never the street address or phone, which the page shows elsewhere. */
export function keyFacts(content: Content, ctx: RenderContext): Fact[] {
  const c = visibleContact(content, ctx);
  const facts: Fact[] = [];
  const year = content.meta.facts?.foundedYear?.trim();
  const location = content.meta.facts?.location?.trim();
  if (year && /^\d{4}$/.test(year)) facts.push({ label: '', value: sinceLabel(content.meta.language, year) });
  if (location && !ctx.isEditable) facts.push({ label: '', value: location });
  // An hours-led page says its hours right under the hero.
  if (c.hours && pageLayoutOf(content) !== 'hours') facts.push({ label: ctx.labels.hours, value: c.hours });
  // A callable phone is the hero's main button already; only one that cannot be dialled is listed.
  if (c.phone && !c.tel && !c.sms) facts.push({ label: ctx.labels.phone, value: c.phone });
  return facts.slice(0, 4);
}

/** Up to four pictures of the site for the gallery strip: hero, then services, then about. */
function stripImages(content: Content): string[] {
  const urls = [content.hero.imageUrl, ...content.services.map((s) => s.imageUrl), content.about.imageUrl];
  return [...new Set(urls.filter((u): u is string => isMediaSrc(u)))].slice(0, 4);
}

/** The composition actually drawn: a variant that needs pictures or facts the site lacks falls back. */
export function heroVariantOf(content: Content, ctx: RenderContext): HeroVariant | 'classic' {
  const wanted = content.theme?.layout?.hero;
  const hasMedia = isMediaSrc(content.hero.imageUrl) || isMediaSrc(content.hero.videoUrl);
  switch (wanted) {
    case undefined:
      return 'classic';
    case 'gallery':
      if (stripImages(content).length >= 3) return 'gallery';
      // A picture beside the words, never under them.
      return hasMedia ? 'split' : 'statement';
    case 'facts':
      return keyFacts(content, ctx).length >= 2 ? 'facts' : hasMedia ? 'split' : 'statement';
    case 'split':
      return hasMedia || ctx.isEditable || keyFacts(content, ctx).length >= 2 ? 'split' : 'statement';
    case 'statement':
      // A picture the owner added is never hidden: it goes beside the statement (the editor offers its slot).
      return hasMedia || ctx.isEditable ? 'split' : 'statement';
    default:
      return wanted;
  }
}

/** The town to name above the hero's title: none in the editor, in a facts card, or when the words say it. */
function heroPlace(content: Content, ctx: RenderContext, hasFactCard: boolean): string | undefined {
  const place = content.meta.facts?.location?.trim();
  // An all-capitals word ("CAD") is a reading slip, not a town.
  if (!place || ctx.isEditable || hasFactCard || /^\p{Lu}{2,4}$/u.test(place)) return undefined;
  const words = plainText(
    `${content.siteName} ${content.hero.headline} ${content.hero.subtitle}`,
  ).toLowerCase();
  const town = place.split(',')[0].trim().toLowerCase();
  return words.includes(town) ? undefined : place;
}

function FactCard({ facts }: { facts: Fact[] }): ReactNode {
  return (
    // A list, not a <dl>: "Since 1998" and the town stand without a label, which a <dl> cannot hold.
    <ul className="facts">
      {facts.map((f) => (
        <li key={f.value}>
          {f.label && <span className="fk">{f.label}</span>}
          <span className="fv pre">{f.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** The hero's buttons: a known phone is the main one ("Call …"), else the owner's button text. */
function HeroButtons({ content, isOnDark }: { content: Content; isOnDark: boolean }): ReactNode {
  const ctx = useSite();
  const { hero } = content;
  const c = visibleContact(content, ctx);
  const hasText = isShown(ctx, 'hero.buttonText', hero.buttonText);
  // The owner's button links where it says; plain words ("Send a message") lead to the form or the
  // email, and are left out when the page has neither.
  const written = hasText ? buttonLink(hero.buttonText, messageTarget(content, ctx)) : undefined;
  // Without a button of the owner's, a booking page is one: "Book online", not its address further down.
  const booking = ctx.isEditable ? undefined : reachLinks(content).find((l) => l.kind === 'booking');
  const owner =
    written ?? (booking ? { href: booking.url.trim(), text: ctx.labels.book, isExternal: true } : undefined);
  const main = isOnDark ? 'btn btn-hero' : 'btn';
  const second = isOnDark ? 'btn btn-ghost btn-ghost-dark' : 'btn btn-ghost';
  // The number as the owner takes it: "Call …", or "Text …" for a number they take texts on only.
  const phone = c.tel
    ? { href: c.tel, text: `${callLabel(content.meta.language)} ${c.phone}` }
    : c.sms
      ? { href: c.sms, text: `${textLabel(content.meta.language)} ${c.phone}` }
      : undefined;
  // "Call or text": the text link beside the call when the owner's button names nothing else.
  const text = c.tel && c.sms && !owner ? { href: c.sms, text: ctx.labels.sendText } : undefined;
  if (!phone && !owner) return null;
  const set = (words: string) => (ctx.isEditable ? words : typesetHeading(words, ctx.language));
  return (
    <div className="hero-actions">
      {phone && (
        <a className={main} href={phone.href}>
          {set(phone.text)}
        </a>
      )}
      {text && (
        <a className={second} href={text.href}>
          {set(text.text)}
        </a>
      )}
      {owner && (
        <a
          className={phone ? second : main}
          href={owner.href}
          {...(owner.isExternal ? EXTERNAL : {})}
          {...editHooks(ctx, 'hero.buttonText')}
        >
          {set(owner.text)}
        </a>
      )}
    </div>
  );
}

function Headline({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { hero } = content;
  const shown = isShown(ctx, 'hero.headline', hero.headline);
  const words = shown ? plainText(hero.headline) : plainText(content.siteName).trim() || ctx.labels.about;
  // A long word ("Meisterwerkstatt") is set smaller on a phone rather than cut or split mid-word.
  const className = Math.max(...words.split(/[\s/-]+/).map((w) => w.length)) > 12 ? 'long-words' : undefined;
  return shown ? (
    <Text path="hero.headline" value={hero.headline} as="h1" id="home-title" className={className} />
  ) : (
    <h1 id="home-title" className={className}>
      {ctx.isEditable ? words : typesetHeading(words, ctx.language)}
    </h1>
  );
}

/**
 * The hero, in the composition the layout names: split picture and text, full-bleed picture with an
 * overlay, a centred statement, text beside a card of key facts, or a strip of pictures. Without a
 * layout it is the original centred hero over the brand gradient or the picture.
 */
export function Hero({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { hero } = content;
  const variant = heroVariantOf(content, ctx);
  const hasMedia = isMediaSrc(hero.videoUrl) || isMediaSrc(hero.imageUrl);
  // Where the business is, above the title, when neither the hero's words nor a facts card say it.
  const place = heroPlace(content, ctx, variant === 'facts' || (variant === 'split' && !hasMedia));
  const text = (isOnDark: boolean) => (
    <div className="hero-text">
      {place && <p className="hero-place">{place}</p>}
      <Headline content={content} />
      <Text path="hero.subtitle" value={hero.subtitle} className="lead" />
      <HeroButtons content={content} isOnDark={isOnDark} />
    </div>
  );
  const media = (className: string, sizes: string) => (
    <Media
      path="hero"
      imageUrl={hero.imageUrl}
      videoUrl={hero.videoUrl}
      isPriority
      sizes={sizes}
      className={className}
    />
  );
  if (variant === 'classic' || variant === 'overlay') {
    const cls = `hero${hasMedia ? ' hero-media' : ''}${variant === 'overlay' ? ' hero-overlay' : ''}`;
    return (
      <section id="home" className={cls} aria-labelledby="home-title">
        {media('hero-bg', '100vw')}
        <div className="wrap hero-in">{text(true)}</div>
      </section>
    );
  }
  const portrait = isMediaSrc(content.about.imageUrl) ? content.about.imageUrl : hero.imageUrl;
  if (
    pageLayoutOf(content) === 'person' &&
    variant !== 'gallery' &&
    (isMediaSrc(portrait) || ctx.isEditable)
  ) {
    // One person's page: their picture (the about's, then the hero's) in a circle.
    return (
      <section id="home" className="hero hero-person" aria-labelledby="home-title">
        <div className="wrap hero-grid">
          <Media
            path={portrait === hero.imageUrl ? 'hero' : 'about'}
            imageUrl={portrait}
            isPriority
            sizes="16rem"
            className="portrait"
          />
          {text(false)}
        </div>
      </section>
    );
  }
  if (variant === 'statement' || (pageLayoutOf(content) === 'person' && variant !== 'gallery')) {
    // No picture: the words alone, full width on the page's tint. No coloured panel beside them:
    // every reader took an empty panel for a photo that failed to load.
    return (
      <section id="home" className="hero hero-statement" aria-labelledby="home-title">
        <div className="wrap hero-in">{text(false)}</div>
      </section>
    );
  }
  if (variant === 'facts') {
    return (
      <section
        id="home"
        className={hasMedia ? 'hero hero-facts hero-media' : 'hero hero-facts'}
        aria-labelledby="home-title"
      >
        {media('hero-bg', '100vw')}
        <div className="wrap hero-grid">
          {text(true)}
          <FactCard facts={keyFacts(content, ctx)} />
        </div>
      </section>
    );
  }
  if (variant === 'gallery') {
    const images = stripImages(content);
    return (
      <section id="home" className="hero hero-strip" aria-labelledby="home-title">
        <div className="wrap hero-in">{text(false)}</div>
        <ul className={`strip strip-${images.length}`}>
          {images.map((url, i) => (
            <li key={url}>
              <Media
                path={i === 0 && url === hero.imageUrl ? 'hero' : `strip.${i}`}
                imageUrl={url}
                isPriority={i === 0}
                sizes="(min-width: 768px) 25vw, 50vw"
              />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  // split: text beside the picture, or beside the key facts when there is no picture yet.
  const facts = keyFacts(content, ctx);
  return (
    <section id="home" className="hero hero-split" aria-labelledby="home-title">
      <div className="wrap hero-grid">
        {text(false)}
        {hasMedia || ctx.isEditable ? (
          media('hero-pic', '(min-width: 768px) 50vw, 100vw')
        ) : (
          <FactCard facts={facts} />
        )}
      </div>
    </section>
  );
}
