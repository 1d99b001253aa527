import type { Content } from '@mainstreet/site';
import { useEffect, useState } from 'react';

/** The published HTML of the content; the renderer loads on demand, out of the landing page's first chunk. */
export function useRenderedSite(content: Content | null | undefined): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let isActive = true;
    if (!content) {
      setHtml(null);
      return;
    }
    void import('@mainstreet/site').then((site) => {
      if (!isActive) return;
      const fonts = site.servedFontAssets(site.getThemeTokens(content).fontPair, site.SITE_FONTS_PATH);
      setHtml(site.renderSite(content, { fonts }));
    });
    return () => {
      isActive = false;
    };
  }, [content]);
  return html;
}
