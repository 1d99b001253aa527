// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { SITE_LANGUAGES } from '../languages';
import { formAnchor } from '../render/actions';
import { editHooks, isShown, type RenderContext, type SiteCredit, useSite } from '../render/context';
import { labelsFileFor } from '../render/labels';
import { LinkedText, plainText } from '../render/linked-text';
import { PhotoCredits } from '../render/photo-credits';
import { isSiteHref } from '../render/safe-url';
import type { Content, Link } from '../schema';

// Small words that do not start a monogram ("The Daily Grind" → DG), in every language sites are written in.
const MINOR = new Set(SITE_LANGUAGES.flatMap((language) => labelsFileFor(language).minorWords));

/** First grapheme of a word (an emoji or an accented letter stays whole). */
function firstGrapheme(word: string): string {
  const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter() : undefined;
  if (!segmenter) return Array.from(word)[0] ?? '';
  return segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
}

/** One or two letters for the tab icon, none without a name: "Smith & Jones" → SJ, "Joe's" → J, "🍕 Slice" → S. */
export function monogram(siteName: string): string {
  const words = plainText(siteName)
    .split(/[\s&+/|·,–—-]+/u)
    .map((w) => w.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ''))
    .filter(Boolean);
  const lettered = words.filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const major = lettered.filter((w) => !MINOR.has(w.toLowerCase()));
  const pick = major.length > 0 ? major : lettered;
  if (pick.length === 0) return words[0] ? firstGrapheme(words[0]) : '';
  const letters = pick.slice(0, 2).map((w) => firstGrapheme(w).toLocaleUpperCase());
  // One letter when the second word is a number or a lone initial would read oddly ("Studio 54" → S5 is fine).
  return letters.join('').slice(0, 4);
}

/** Whether a link leads to a part of this page that visitors do not get (an empty contact section). */
export function isDeadAnchor(anchors: ReadonlySet<string> | undefined, url: string): boolean {
  return !!anchors && /^#[\w-]+$/.test(url.trim()) && !anchors.has(url.trim().slice(1));
}

/** A link from content: a real anchor when its address is safe, plain text otherwise. */
export function NavLink({ link, path }: { link: Link; path: string }): ReactNode {
  const ctx = useSite();
  const hook = editHooks(ctx, `${path}.name`);
  const url = link.url.trim();
  if (!isSiteHref(url)) return <span {...hook}>{link.name}</span>;
  const isExternal = /^https?:/i.test(url);
  return (
    <a href={url} {...hook} {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {link.name}
    </a>
  );
}

/**
 * The links visitors get: none to a part of the page they do not see, and "Contact" to the contact
 * form when the page has no contact section but a form that sends (a description without a phone
 * or an email still leaves a way to write).
 */
function liveLinks(links: Link[], content: Content, ctx: RenderContext): Link[] {
  if (ctx.isEditable) return links;
  const form = formAnchor(content, ctx);
  return links
    .map((l) =>
      form && l.url.trim() === '#contact' && isDeadAnchor(ctx.anchors, l.url) ? { ...l, url: form } : l,
    )
    .filter((l) => l.name.trim() && !isDeadAnchor(ctx.anchors, l.url));
}

export function SiteHeader({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const links = liveLinks(content.navigation.links, content, ctx);
  const name = plainText(content.siteName).trim();
  return (
    <header className="hdr">
      <div className="wrap hdr-in">
        {(name || ctx.isEditable) && (
          <a className={name.length > 22 ? 'brand brand-long' : 'brand'} href="#home">
            <span {...editHooks(ctx, 'siteName')}>{name}</span>
          </a>
        )}
        {links.length > 0 && (
          <nav aria-label="Main">
            <ul>
              {links.map((link, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
                <li key={i}>
                  <NavLink link={link} path={`navigation.links.${content.navigation.links.indexOf(link)}`} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}

export function SiteFooter({
  content,
  year,
  credit,
  report,
}: {
  content: Content;
  year: number;
  credit?: SiteCredit;
  report?: SiteCredit;
}): ReactNode {
  const ctx = useSite();
  const { footer, siteName } = content;
  const links = liveLinks(footer.links, content, ctx);
  const name = plainText(siteName).trim();
  const copyright = isShown(ctx, 'footer.copyright', footer.copyright)
    ? footer.copyright
    : `© ${year}${name ? ` ${name}` : ''}. ${ctx.labels.rights}`;
  return (
    <footer className="ftr">
      <div className="wrap ftr-in">
        <div className="ftr-brand">
          {name && <p className="ftr-name">{name}</p>}
          {isShown(ctx, 'footer.summary', footer.summary) && (
            <p {...editHooks(ctx, 'footer.summary')}>
              <LinkedText text={footer.summary} />
            </p>
          )}
        </div>
        {links.length > 0 && (
          <nav aria-label="Footer">
            <ul>
              {links.map((link, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static markup of content arrays; the position is the identity
                <li key={i}>
                  <NavLink link={link} path={`footer.links.${footer.links.indexOf(link)}`} />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="wrap ftr-base">
        <p {...editHooks(ctx, 'footer.copyright')}>
          <LinkedText text={copyright} />
        </p>
        <PhotoCredits content={content} />
        {/* Text and a link only: the credit adds no request to the page (no image, no script). */}
        {credit && (
          <p className="ftr-made">
            <a href={credit.href}>{ctx.labels.madeWith}</a>
          </p>
        )}
        {/* A plain link to the hosting operator's form (no script): how a visitor reports abuse. */}
        {report && (
          <p className="ftr-made">
            <a href={report.href} rel="nofollow">
              {ctx.labels.report}
            </a>
          </p>
        )}
      </div>
    </footer>
  );
}
