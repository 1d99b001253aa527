// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { type MediaInfo, type RenderContext, useSite } from './context';
import { isMediaSrc } from './safe-url';

type MediaProps = {
  /** Dotted path of the slot ("hero", "services.2") for the editor's media controls. */
  path: string;
  imageUrl?: string;
  videoUrl?: string;
  alt?: string;
  /** The hero is the page's largest paint: loaded eagerly and first. */
  isPriority?: boolean;
  sizes: string;
  className?: string;
};

/** The srcset attribute of an image's resized variants; undefined when it has none. */
export function srcSetOf(ctx: RenderContext, info: MediaInfo | undefined): string | undefined {
  const srcSet = info?.srcset
    ?.filter((s) => isMediaSrc(s.url) && s.width > 0)
    .map((s) => `${ctx.src(s.url)} ${Math.round(s.width)}w`)
    .join(', ');
  return srcSet || undefined;
}

/** An image or a silent looping video for a slot; nothing when the slot is empty (published). */
export function Media({
  path,
  imageUrl,
  videoUrl,
  alt = '',
  isPriority,
  sizes,
  className,
}: MediaProps): ReactNode {
  const ctx = useSite();
  const hook = ctx.isEditable ? { 'data-media-path': path } : {};
  if (isMediaSrc(videoUrl)) {
    const info = ctx.media(videoUrl);
    const poster = info?.poster && isMediaSrc(info.poster) ? ctx.src(info.poster) : undefined;
    return (
      <div className={className} {...hook}>
        {/* Decorative background motion: muted, no controls needed, hidden for reduced motion. */}
        <video
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          poster={poster}
          width={info?.width}
          height={info?.height}
          aria-hidden="true"
          tabIndex={-1}
        >
          <source src={ctx.src(videoUrl)} />
        </video>
      </div>
    );
  }
  if (isMediaSrc(imageUrl)) {
    const info = ctx.media(imageUrl);
    const srcSet = srcSetOf(ctx, info);
    return (
      <div className={className} {...hook}>
        <img
          src={ctx.src(imageUrl)}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          width={info?.width}
          height={info?.height}
          alt={alt}
          loading={isPriority ? undefined : 'lazy'}
          fetchPriority={isPriority ? 'high' : undefined}
          decoding={isPriority ? undefined : 'async'}
        />
      </div>
    );
  }
  return ctx.isEditable ? <div className={`${className ?? ''} media-empty`} {...hook} /> : null;
}
