// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { buttonLink, contactTarget, EXTERNAL } from '../render/actions';
import { editHooks, isShown, type RenderContext, useSite } from '../render/context';
import { gridClass } from '../render/grid';
import { LinkedText } from '../render/linked-text';
import { Media } from '../render/media';
import { isExternalHref, isSiteHref } from '../render/safe-url';
import { Text } from '../render/text';
import type {
  aboutExpandedContentSchema,
  Content,
  ctaContentSchema,
  faqContentSchema,
  featuresContentSchema,
  pricingContentSchema,
  Section,
} from '../schema';
import { GenericSection } from './generic';
import type { SectionProps } from './section-props';

/** Section heading with the section's name as the fallback, so heading levels never skip. */
function Title({ path, value, anchor, name }: { path: string; value: string; anchor: string; name: string }) {
  return <Text path={`${path}.title`} value={value} as="h2" id={`${anchor}-title`} fallback={name} />;
}

export function AboutExpanded({
  content,
  path,
  anchor,
  name,
}: SectionProps<z.infer<typeof aboutExpandedContentSchema>>) {
  const ctx = useSite();
  return (
    <div className={ctx.isEditable || content.imageUrl ? 'wrap split' : 'wrap narrow'}>
      <div>
        <Title path={path} value={content.title} anchor={anchor} name={name} />
        <Text path={`${path}.content`} value={content.content} className="prose" isMultiline />
      </div>
      <Media
        path={path}
        imageUrl={content.imageUrl}
        sizes="(min-width: 768px) 50vw, 100vw"
        className="split-media"
      />
    </div>
  );
}

export function Features({
  content,
  path,
  anchor,
  name,
}: SectionProps<z.infer<typeof featuresContentSchema>>) {
  const ctx = useSite();
  const shown = content.features.filter(
    (f, i) => ctx.isEditable || isShown(ctx, `${path}.features.${i}.name`, f.name),
  );
  const lone = isLoneFeature(ctx, content, path);
  if (lone !== undefined) {
    // One fact is no section of cards: a band under its own label ("Prices  From $12").
    const f = content.features[lone];
    return (
      <div className="wrap ribbon-in">
        <Text path={`${path}.features.${lone}.name`} value={f.name} as="h2" id={`${anchor}-title`} />
        <Text path={`${path}.features.${lone}.description`} value={f.description} isMultiline />
      </div>
    );
  }
  return (
    <div className="wrap">
      <div className="sec-head">
        <Title path={path} value={content.title} anchor={anchor} name={name} />
        <Text path={`${path}.subtitle`} value={content.subtitle} className="lead" />
      </div>
      <ul className={gridClass(shown.length)}>
        {content.features.map((f, i) =>
          ctx.isEditable || isShown(ctx, `${path}.features.${i}.name`, f.name) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
            <li key={i} className="card feature">
              <span className="badge" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <Text path={`${path}.features.${i}.name`} value={f.name} as="h3" />
              <Text path={`${path}.features.${i}.description`} value={f.description} isMultiline />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** The index of a features section's only card visitors see, when it has exactly one. */
function isLoneFeature(
  ctx: RenderContext,
  content: z.infer<typeof featuresContentSchema>,
  path: string,
): number | undefined {
  if (ctx.isEditable) return undefined;
  const shown = content.features.flatMap((f, i) =>
    isShown(ctx, `${path}.features.${i}.name`, f.name) ? [i] : [],
  );
  return shown.length === 1 ? shown[0] : undefined;
}

/** Plans a visitor sees: named ones, and for visitors only when at least one has a price. */
export function visiblePlans(
  ctx: RenderContext,
  content: z.infer<typeof pricingContentSchema>,
  path: string,
): number {
  if (ctx.isEditable) return content.plans.length;
  const named = content.plans.filter((plan, i) => isShown(ctx, `${path}.plans.${i}.name`, plan.name));
  const priced = content.plans.some(
    (plan, i) =>
      isShown(ctx, `${path}.plans.${i}.name`, plan.name) &&
      isShown(ctx, `${path}.plans.${i}.price`, plan.price),
  );
  return priced ? named.length : 0;
}

export function Pricing({ content, path, anchor, name }: SectionProps<z.infer<typeof pricingContentSchema>>) {
  const ctx = useSite();
  return (
    <div className="wrap">
      <div className="sec-head">
        <Title path={path} value={content.title} anchor={anchor} name={name} />
        <Text path={`${path}.subtitle`} value={content.subtitle} className="lead" />
      </div>
      <ul className={`${gridClass(visiblePlans(ctx, content, path))} pricing`}>
        {content.plans.map((plan, i) => {
          const p = `${path}.plans.${i}`;
          if (!ctx.isEditable && !isShown(ctx, `${p}.name`, plan.name)) return null;
          return (
            // The second plan is the highlighted one.
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
            <li key={i} className={i === 1 ? 'card plan plan-top' : 'card plan'}>
              <Text path={`${p}.name`} value={plan.name} as="h3" />
              {isShown(ctx, `${p}.price`, plan.price) && (
                <p className="price">
                  <Text path={`${p}.price`} value={plan.price} as="strong" isPlain />
                  <Text path={`${p}.period`} value={plan.period} as="span" isPlain />
                </p>
              )}
              {plan.features.length > 0 && (
                <ul className="ticks">
                  {plan.features.map((f, j) =>
                    isShown(ctx, `${p}.features.${j}`, f) ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
                      <li key={j} {...editHooks(ctx, `${p}.features.${j}`)}>
                        <LinkedText text={f} />
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Cta({
  content,
  path,
  anchor,
  name,
  fallbackHref,
}: SectionProps<z.infer<typeof ctaContentSchema>> & { fallbackHref?: string }) {
  const ctx = useSite();
  const url = content.buttonUrl?.trim() || '#contact';
  // A button to the contact section points to the phone or email when visitors have no such section.
  const target = url === '#contact' ? fallbackHref : isSiteHref(url) ? url : undefined;
  const button = isShown(ctx, `${path}.buttonText`, content.buttonText)
    ? buttonLink(content.buttonText, target ?? (ctx.isEditable ? '#contact' : undefined))
    : undefined;
  const isExternal =
    button && (button.isExternal || (isExternalHref(button.href) && /^https?:/i.test(button.href)));
  return (
    <div className="wrap cta-in">
      <Title path={path} value={content.title} anchor={anchor} name={name} />
      <Text path={`${path}.subtitle`} value={content.subtitle} className="lead" />
      {button && (
        <a
          className="btn btn-invert"
          href={button.href}
          {...(isExternal ? EXTERNAL : {})}
          {...editHooks(ctx, `${path}.buttonText`)}
        >
          {button.text}
        </a>
      )}
    </div>
  );
}

export function Faq({ content, path, anchor, name }: SectionProps<z.infer<typeof faqContentSchema>>) {
  const ctx = useSite();
  return (
    <div className="wrap narrow">
      <Title path={path} value={content.title} anchor={anchor} name={name} />
      <div className="faq">
        {content.questions.map((q, i) =>
          ctx.isEditable || isShown(ctx, `${path}.questions.${i}.question`, q.question) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
            <details key={i}>
              <Text path={`${path}.questions.${i}.question`} value={q.question} as="summary" isPlain />
              <Text path={`${path}.questions.${i}.answer`} value={q.answer} className="prose" isMultiline />
            </details>
          ) : null,
        )}
      </div>
    </div>
  );
}

/** Whether a known section has anything for visitors (the editor shows every section). */
function isFilled(ctx: RenderContext, section: Section, path: string): boolean {
  if (ctx.isEditable || !section.content) return true;
  const shown = (p: string, v: string | undefined) => isShown(ctx, p, v);
  switch (section.type) {
    case 'pricing':
      return visiblePlans(ctx, (section as Of<'pricing'>).content!, path) > 0;
    case 'features':
      return (section as Of<'features'>).content!.features.some((f, i) =>
        shown(`${path}.features.${i}.name`, f.name),
      );
    case 'faq':
      return (section as Of<'faq'>).content!.questions.some(
        (q, i) =>
          shown(`${path}.questions.${i}.question`, q.question) &&
          shown(`${path}.questions.${i}.answer`, q.answer),
      );
    case 'about-expanded': {
      const c = (section as Of<'about-expanded'>).content!;
      return shown(`${path}.content`, c.content) || shown(`${path}.title`, c.title);
    }
    case 'cta': {
      const c = (section as Of<'cta'>).content!;
      return shown(`${path}.title`, c.title) || shown(`${path}.subtitle`, c.subtitle);
    }
    default:
      return true;
  }
}

// The schema keeps known types out of the generic branch, so a known type name means that shape.
type Of<T extends string> = Extract<Section, { type: T }>;

const CLASS_BY_TYPE: Record<string, string> = {
  features: 'sec',
  pricing: 'sec',
  cta: 'sec cta',
  faq: 'sec',
};

/** One extra section of any type; without content the editor says so and visitors see nothing. */
export function ExtraSection({
  section,
  index,
  anchor,
  site,
}: {
  section: Section;
  index: number;
  anchor: string;
  /** The whole site, for where a call to action leads. */
  site?: Content;
}): ReactNode {
  const ctx = useSite();
  const path = `sections.${index}.content`;
  const name = section.name.trim() || ctx.labels.more;
  let body: ReactNode;
  if (!section.content) {
    if (!ctx.isEditable) return null;
    body = <p className="wrap">Content is loading</p>;
  } else if (!isFilled(ctx, section, path)) {
    // An owner instruction or an empty list never reaches visitors: the section is left out.
    return null;
  } else {
    const props = { path, anchor, name };
    switch (section.type) {
      case 'about-expanded':
        body = <AboutExpanded content={(section as Of<'about-expanded'>).content!} {...props} />;
        break;
      case 'features':
        body = <Features content={(section as Of<'features'>).content!} {...props} />;
        break;
      case 'pricing':
        body = <Pricing content={(section as Of<'pricing'>).content!} {...props} />;
        break;
      case 'cta':
        body = (
          <Cta
            content={(section as Of<'cta'>).content!}
            {...props}
            fallbackHref={site ? contactTarget(site, ctx) : '#contact'}
          />
        );
        break;
      case 'faq':
        body = <Faq content={(section as Of<'faq'>).content!} {...props} />;
        break;
      default:
        body = <GenericSection content={section.content as Record<string, unknown>} {...props} />;
    }
  }
  const isRibbon =
    section.type === 'features' &&
    section.content &&
    isLoneFeature(ctx, (section as Of<'features'>).content!, path) !== undefined;
  return (
    <section
      id={anchor}
      className={isRibbon ? 'sec ribbon' : (CLASS_BY_TYPE[section.type] ?? 'sec')}
      aria-labelledby={section.content ? `${anchor}-title` : undefined}
      aria-label={section.content ? undefined : name}
      {...(ctx.isEditable ? { 'data-section-type': section.type, 'data-path': `sections.${index}` } : {})}
    >
      {body}
    </section>
  );
}
