/** A band of the screen, in viewport px: what is not covered from above or below. */
type Band = { top: number; bottom: number };

/** The bottom of an element that stays stuck to the top while its page scrolls (0 when none is). */
function stuckHeaderBottom(doc: Document): number {
  const header = doc.querySelector('header');
  if (!header) return 0;
  const position = doc.defaultView?.getComputedStyle(header).position;
  return position === 'sticky' || position === 'fixed'
    ? Math.max(0, header.getBoundingClientRect().bottom)
    : 0;
}

/** The element of a text or picture inside the editor frame, found by its content path. */
export function findInFrame(frame: HTMLIFrameElement | null, selector: string): HTMLElement | null {
  return frame?.contentDocument?.querySelector<HTMLElement>(selector) ?? null;
}

/** Where an element of the frame's page is on the app's screen. */
export function rectOnScreen(frame: HTMLIFrameElement, el: Element): DOMRect {
  const outer = frame.getBoundingClientRect();
  const inner = el.getBoundingClientRect();
  return new DOMRect(
    outer.left + frame.clientLeft + inner.left,
    outer.top + frame.clientTop + inner.top,
    inner.width,
    inner.height,
  );
}

/**
 * The part of the screen where the frame's page can be seen: inside the frame, below the app's sticky
 * header and (unless told otherwise) the site's own sticky header.
 */
export function visibleBand(
  frame: HTMLIFrameElement,
  { isSiteHeaderCounted = true }: { isSiteHeaderCounted?: boolean } = {},
): Band {
  const outer = frame.getBoundingClientRect();
  const innerTop = outer.top + frame.clientTop;
  const siteHeader =
    isSiteHeaderCounted && frame.contentDocument ? stuckHeaderBottom(frame.contentDocument) : 0;
  return {
    top: Math.max(stuckHeaderBottom(document), innerTop + siteHeader, 0),
    bottom: Math.min(innerTop + frame.clientHeight, window.innerHeight),
  };
}

const MARGIN = 8;

/**
 * Scrolls the frame's page, then the app's page, so the element shows between the app's header and
 * a sheet whose top is at `coverTop`: its whole height when it fits, else its top. The frame scrolls
 * only as far as keeps the element inside the frame (and below the site's own sticky header).
 */
export function revealAbove(frame: HTMLIFrameElement, el: Element, coverTop: number): void {
  const win = frame.contentWindow;
  if (!win) return;
  const screenTop = Math.max(stuckHeaderBottom(document), 0);
  const screenBottom = Math.min(coverTop, window.innerHeight);
  const wantedTop = (height: number) =>
    height <= screenBottom - screenTop - 2 * MARGIN ? screenBottom - MARGIN - height : screenTop + MARGIN;

  const box = rectOnScreen(frame, el);
  const wanted = wantedTop(box.height);
  const frameTop = frame.getBoundingClientRect().top + frame.clientTop;
  const highest = frameTop + (frame.contentDocument ? stuckHeaderBottom(frame.contentDocument) : 0) + MARGIN;
  const lowest = Math.max(highest, frameTop + frame.clientHeight - MARGIN - box.height);
  const inFrame = Math.min(Math.max(wanted, highest), lowest);
  if (Math.abs(box.top - inFrame) >= 1) win.scrollBy({ top: box.top - inFrame, behavior: 'instant' });
  // The app's page moves the frame and the element together to where the element should be.
  const rest = rectOnScreen(frame, el).top - wanted;
  if (Math.abs(rest) >= 1) window.scrollBy({ top: rest, behavior: 'instant' });
}
