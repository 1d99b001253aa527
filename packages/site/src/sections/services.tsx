// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { isShown, useSite } from '../render/context';
import { gridClass } from '../render/grid';
import { Media } from '../render/media';
import { isMediaSrc } from '../render/safe-url';
import { Text } from '../render/text';
import type { Content, Service } from '../schema';

const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

type Item = { service: Service; index: number };

function Body({ index, service }: Item): ReactNode {
  const ctx = useSite();
  return (
    <div className="card-body">
      {/* The generator's suggestion, for the owner to confirm; never part of the published page. */}
      {ctx.isEditable && service.suggested && (
        <span className="suggested" data-suggested="">
          Suggested: check this
        </span>
      )}
      <Text path={`services.${index}.name`} value={service.name} as="h3" />
      <Text path={`services.${index}.description`} value={service.description} isMultiline />
    </div>
  );
}

function Badge({ index }: { index: number }): ReactNode {
  return (
    <span className="badge" aria-hidden="true">
      {String(index + 1).padStart(2, '0')}
    </span>
  );
}

const hasMedia = (s: Service) => isMediaSrc(s.imageUrl) || isMediaSrc(s.videoUrl);

/** Services as cards (a grid sized to the count), a numbered two-column list, or alternating rows. */
export function Services({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const services = content.services
    .map((service, index) => ({ service, index }))
    .filter(({ service, index }) => ctx.isEditable || isShown(ctx, `services.${index}.name`, service.name));
  if (!ctx.isEditable && services.length === 0) return null;
  const { servicesHeader } = content;
  const variant = content.theme?.layout?.services ?? 'cards';
  let list: ReactNode;
  if (variant === 'list') {
    list = (
      // An odd count in two columns would leave the last one alone: one column then.
      <ol className={services.length % 2 === 1 ? 'svc-list svc-one' : 'svc-list'}>
        {services.map((item, n) => (
          <li key={item.index}>
            {/* A picture the service has is shown small beside it, never dropped; else its number. */}
            {hasMedia(item.service) ? (
              <Media
                path={`services.${item.index}`}
                imageUrl={item.service.imageUrl}
                videoUrl={item.service.videoUrl}
                sizes="6rem"
                className="list-media"
              />
            ) : (
              <Badge index={n} />
            )}
            <Body {...item} />
          </li>
        ))}
      </ol>
    );
  } else if (variant === 'rows') {
    list = (
      <ul className="svc-rows">
        {services.map((item, n) => (
          // A row without a picture is words beside its number: no empty tile stands in for a photo.
          <li
            key={item.index}
            className={
              hasMedia(item.service) || ctx.isEditable ? (n % 2 ? 'row-flip' : undefined) : 'row-text'
            }
          >
            {hasMedia(item.service) || ctx.isEditable ? (
              <Media
                path={`services.${item.index}`}
                imageUrl={item.service.imageUrl}
                videoUrl={item.service.videoUrl}
                sizes="(min-width: 768px) 50vw, 100vw"
                className="row-media"
              />
            ) : (
              <span className="row-num" aria-hidden="true">
                {String(n + 1).padStart(2, '0')}
              </span>
            )}
            <Body {...item} />
          </li>
        ))}
      </ul>
    );
  } else {
    list = (
      <ul className={gridClass(services.length)}>
        {services.map(({ service, index }, n) => (
          <li key={index} className="card">
            <Media
              path={`services.${index}`}
              imageUrl={service.imageUrl}
              videoUrl={service.videoUrl}
              sizes={CARD_SIZES}
              className="card-media"
            />
            {!ctx.isEditable && !hasMedia(service) && <Badge index={n} />}
            <Body service={service} index={index} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section id="services" className={`sec svc-is-${variant}`} aria-labelledby="services-title">
      <div className="wrap">
        <div className="sec-head">
          <Text
            path="servicesHeader.title"
            value={servicesHeader.title}
            as="h2"
            id="services-title"
            fallback={ctx.labels.services}
          />
          <Text path="servicesHeader.subtitle" value={servicesHeader.subtitle} className="lead" />
        </div>
        {list}
      </div>
    </section>
  );
}
