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
      if (isActive) setHtml(site.renderSite(content));
    });
    return () => {
      isActive = false;
    };
  }, [content]);
  return html;
}
