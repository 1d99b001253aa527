// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { editHooks, isShown, useSite } from '../render/context';
import { plainText } from '../render/linked-text';
import { Media } from '../render/media';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
import type { Content } from '../schema';

/** The hero: background image (25% black overlay), silent looping video, or the brand gradient. */
export function Hero({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { hero } = content;
  const hasMedia = isMediaSrc(hero.videoUrl) || isMediaSrc(hero.imageUrl);
  const hasHeadline = isShown(ctx, 'hero.headline', hero.headline);
  return (
    <section id="home" className={hasMedia ? 'hero hero-media' : 'hero'} aria-labelledby="home-title">
      <Media
        path="hero"
        imageUrl={hero.imageUrl}
        videoUrl={hero.videoUrl}
        isPriority
        sizes="100vw"
        className="hero-bg"
      />
      <div className="wrap hero-in">
        {hasHeadline ? (
          <Text path="hero.headline" value={hero.headline} as="h1" id="home-title" isPlain />
        ) : (
          <h1 id="home-title">{plainText(content.siteName)}</h1>
        )}
        <Text path="hero.subtitle" value={hero.subtitle} className="lead" />
        {isShown(ctx, 'hero.buttonText', hero.buttonText) && (
          <a className="btn btn-hero" href="#contact" {...editHooks(ctx, 'hero.buttonText')}>
            {plainText(hero.buttonText)}
          </a>
        )}
      </div>
    </section>
  );
}
