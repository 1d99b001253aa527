// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import { Fragment, type ReactNode } from 'react';
import type { Content } from '../schema';
import { About } from '../sections/about';
import { Contact } from '../sections/contact';
import { ExtraSection } from '../sections/extra';
import { SiteFooter, SiteHeader } from '../sections/header';
import { Hero } from '../sections/hero';
import { Services } from '../sections/services';
import { WidgetView } from '../widgets/widgets';
import { hasContactSection } from './actions';
import { anchorFor } from './anchors';
import {
  createRenderContext,
  isShown,
  type MediaInfo,
  type RenderContext,
  type RenderOptions,
  SiteContext,
  type SiteCredit,
} from './context';
import { blockOrder, type PageBlock, pageLayoutOf } from './page-layout';

export { anchorFor };

export type SitePageProps = {
  content: Content;
  editable?: boolean;
  media?: (url: string) => MediaInfo | undefined;
  mediaBase?: RenderOptions['mediaBase'];
  contactFormAction?: string;
  /** The copyright year when the footer has none; fixed by callers that need identical output. */
  year?: number;
  credit?: SiteCredit;
  report?: SiteCredit;
};

/** The ids of the built-in sections visitors get, for leaving out links to the others. */
function pageAnchors(content: Content, ctx: RenderContext): Set<string> {
  const anchors = new Set(['home', 'main']);
  if (
    isShown(ctx, 'about.content', content.about.content) ||
    isShown(ctx, 'about.title', content.about.title)
  ) {
    anchors.add('about');
  }
  if (content.services.some((s, i) => isShown(ctx, `services.${i}.name`, s.name))) anchors.add('services');
  if (hasContactSection(content, ctx)) anchors.add('contact');
  // Extra sections and widgets have generated ids: links to them are kept as written.
  content.sections.forEach((s, i) => {
    anchors.add(anchorFor('s', s.id, i));
  });
  content.widgets.forEach((w, i) => {
    anchors.add(anchorFor('w', w.id, i));
  });
  return anchors;
}

/** The whole visible page (skip link, header, main, footer): the same markup in editor and export. */
export function SitePage({
  content,
  editable,
  media,
  mediaBase,
  contactFormAction,
  year,
  credit,
  report,
}: SitePageProps): ReactNode {
  const ctx = createRenderContext(
    content.meta.placeholders,
    {
      editable,
      media,
      mediaBase,
      contactFormAction,
    },
    content.meta.language,
    content.meta.voice,
  );
  ctx.anchors = ctx.isEditable ? undefined : pageAnchors(content, ctx);
  const sections = content.sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index);
  const extra = (list: typeof sections) =>
    list.map(({ section, index }) => (
      <ExtraSection
        key={section.id + index}
        section={section}
        index={index}
        anchor={anchorFor('s', section.id, index)}
        site={content}
      />
    ));
  const isPrices = (section: Content['sections'][number]) => section.type === 'pricing';
  const blocks: Record<PageBlock, ReactNode> = {
    // Sections ordered below zero are what visitors look for first (hours, timetable, area).
    top: extra(sections.filter(({ section }) => section.order < 0)),
    about: <About content={content} />,
    services: <Services content={content} />,
    prices: extra(sections.filter(({ section }) => section.order >= 0 && isPrices(section))),
    rest: extra(sections.filter(({ section }) => section.order >= 0 && !isPrices(section))),
    widgets: content.widgets.map((widget, index) => (
      <WidgetView
        // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
        key={index}
        widget={widget}
        content={content}
        path={`widgets.${index}`}
        anchor={anchorFor('w', widget.id, index)}
      />
    )),
    contact: <Contact content={content} />,
  };
  // The editor draws the same structure: what the owner edits is what visitors get.
  const page = pageLayoutOf(content);
  return (
    <SiteContext.Provider value={ctx}>
      <a className="skip" href="#main">
        {ctx.labels.skip}
      </a>
      <SiteHeader content={content} />
      <main id="main" className={`page-${page}`}>
        <Hero content={content} />
        {blockOrder(page).map((block) => (
          <Fragment key={block}>{blocks[block]}</Fragment>
        ))}
      </main>
      <SiteFooter content={content} year={year ?? new Date().getFullYear()} credit={credit} report={report} />
    </SiteContext.Provider>
  );
}
