// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { isShown, useSite } from '../render/context';
import { Media } from '../render/media';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
import type { Content } from '../schema';

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

export function Services({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const services = content.services
    .map((service, index) => ({ service, index }))
    .filter(({ service, index }) => ctx.isEditable || isShown(ctx, `services.${index}.name`, service.name));
  if (!ctx.isEditable && services.length === 0) return null;
  const { servicesHeader } = content;
  return (
    <section id="services" className="sec" aria-labelledby="services-title">
      <div className="wrap">
        <div className="sec-head">
          <Text
            path="servicesHeader.title"
            value={servicesHeader.title}
            as="h2"
            id="services-title"
            fallback={ctx.labels.services}
            isPlain
          />
          <Text path="servicesHeader.subtitle" value={servicesHeader.subtitle} className="lead" />
        </div>
        <ul className="grid">
          {services.map(({ service, index }) => (
            <li key={index} className="card">
              <Media
                path={`services.${index}`}
                imageUrl={service.imageUrl}
                videoUrl={service.videoUrl}
                sizes={CARD_SIZES}
                className="card-media"
              />
              {!ctx.isEditable && !isMediaSrc(service.imageUrl) && !isMediaSrc(service.videoUrl) && (
                <span className="badge" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
              <div className="card-body">
                <Text path={`services.${index}.name`} value={service.name} as="h3" isPlain />
                <Text path={`services.${index}.description`} value={service.description} isMultiline />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
