// @jsxRuntime automatic -- consumers run this source with their own JSX settings (tsx, vite); pin the runtime.
import type { ReactNode } from 'react';
import { editHooks, isShown, useSite } from '../render/context';
import { plainText } from '../render/linked-text';
import { isSiteHref } from '../render/safe-url';
import type { Content, Link } from '../schema';

export function monogram(siteName: string): string {
  const words = plainText(siteName).trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? 'M').slice(0, 1);
  return letters.toUpperCase();
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

export function SiteHeader({ content }: { content: Content }): ReactNode {
  const ctx = useSite();
  const links = content.navigation.links.filter((l) => ctx.isEditable || l.name.trim());
  return (
    <header className="hdr">
      <div className="wrap hdr-in">
        <a className="brand" href="#home">
          <span className="mark" aria-hidden="true">
            {monogram(content.siteName)}
          </span>
          <span {...editHooks(ctx, 'siteName')}>{plainText(content.siteName)}</span>
        </a>
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

export function SiteFooter({ content, year }: { content: Content; year: number }): ReactNode {
  const ctx = useSite();
  const { footer, siteName } = content;
  const links = footer.links.filter((l) => ctx.isEditable || l.name.trim());
  const copyright = isShown(ctx, 'footer.copyright', footer.copyright)
    ? footer.copyright
    : `© ${year} ${plainText(siteName)}. ${ctx.labels.rights}`;
  return (
    <footer className="ftr">
      <div className="wrap ftr-in">
        <div className="ftr-brand">
          <p className="ftr-name">{plainText(siteName)}</p>
          {isShown(ctx, 'footer.summary', footer.summary) && (
            <p {...editHooks(ctx, 'footer.summary')}>{plainText(footer.summary)}</p>
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
        <p {...editHooks(ctx, 'footer.copyright')}>{copyright}</p>
      </div>
    </footer>
  );
}
