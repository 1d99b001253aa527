// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import type { HeroVariant } from '../constants';
import {
  buttonLink,
  callLabel,
  contactTarget,
  EXTERNAL,
  sinceLabel,
  visibleContact,
} from '../render/actions';
import { editHooks, isShown, type RenderContext, useSite } from '../render/context';
import { plainText } from '../render/linked-text';
import { Media } from '../render/media';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
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
  if (c.hours) facts.push({ label: ctx.labels.hours, value: c.hours });
  // A callable phone is the hero's main button already; only one that cannot be dialled is listed.
  if (c.phone && !c.tel) facts.push({ label: ctx.labels.phone, value: c.phone });
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
  const target = contactTarget(content, ctx);
  const hasText = isShown(ctx, 'hero.buttonText', hero.buttonText);
  const fromText = hasText
    ? buttonLink(hero.buttonText, ctx.isEditable ? '#contact' : target === c.tel ? undefined : target)
    : undefined;
  // With an email but no phone, the owner's button writes to them.
  const owner =
    fromText && !c.tel && c.email && fromText.href === '#contact' && !fromText.isExternal
      ? { ...fromText, href: `mailto:${c.email}` }
      : fromText;
  const main = isOnDark ? 'btn btn-hero' : 'btn';
  const second = isOnDark ? 'btn btn-ghost btn-ghost-dark' : 'btn btn-ghost';
  if (!c.tel && !owner) return null;
  return (
    <div className="hero-actions">
      {c.tel && (
        <a className={main} href={c.tel}>
          {callLabel(content.meta.language)} {c.phone}
        </a>
      )}
      {owner && (
        <a
          className={c.tel ? second : main}
          href={owner.href}
          {...(owner.isExternal ? EXTERNAL : {})}
          {...editHooks(ctx, 'hero.buttonText')}
        >
          {owner.text}
        </a>
      )}
    </div>
  );
}

function Headline({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { hero } = content;
  return isShown(ctx, 'hero.headline', hero.headline) ? (
    <Text path="hero.headline" value={hero.headline} as="h1" id="home-title" />
  ) : (
    <h1 id="home-title">{plainText(content.siteName).trim() || ctx.labels.about}</h1>
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
  const text = (isOnDark: boolean) => (
    <div className="hero-text">
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
  if (variant === 'statement') {
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
