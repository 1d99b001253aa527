// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { isShown, useSite } from '../render/context';
import { Media } from '../render/media';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
import type { Content } from '../schema';

/** About beside its picture, or as a wide centred statement (its picture, if any, below it). */
export function About({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const { about } = content;
  if (
    !ctx.isEditable &&
    !isShown(ctx, 'about.content', about.content) &&
    !isShown(ctx, 'about.title', about.title)
  ) {
    return null;
  }
  const isStatement = content.theme?.layout?.about === 'statement';
  const hasImage = ctx.isEditable || isMediaSrc(about.imageUrl);
  const title = (
    <Text path="about.title" value={about.title} as="h2" id="about-title" fallback={ctx.labels.about} />
  );
  if (isStatement) {
    return (
      <section id="about" className="sec about-statement" aria-labelledby="about-title">
        <div className="wrap">
          <div className="statement">
            {title}
            <Text path="about.content" value={about.content} className="prose" isMultiline />
          </div>
          <Media
            path="about"
            imageUrl={about.imageUrl}
            sizes="(min-width: 1152px) 72rem, 100vw"
            className="wide-media"
          />
        </div>
      </section>
    );
  }
  return (
    <section id="about" className="sec" aria-labelledby="about-title">
      <div className={hasImage ? 'wrap split' : 'wrap narrow'}>
        <div>
          {title}
          <Text path="about.content" value={about.content} className="prose" isMultiline />
        </div>
        <Media
          path="about"
          imageUrl={about.imageUrl}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="split-media"
        />
      </div>
    </section>
  );
}
