import { Link2, Sparkles, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../i18n/i18n';
import { findInFrame, rectOnScreen, visibleBand } from './frame-geometry';

type TextToolsBarProps = {
  /** The editor's frame, where the tapped text is. */
  frame: HTMLIFrameElement | null;
  /** The content path of the tapped text. */
  path: string;
  /** Whether the text may hold a link. */
  isLinkable: boolean;
  /** The name of the section Write with AI would rewrite; none when the text is a fact or a label. */
  sectionLabel: string | null;
  onAddLink: () => void;
  onWriteWithAi: () => void;
  onClose: () => void;
};

const GAP = 6;
// All three fit a 320 px screen in every language (the labels are kept short for it) (`!`: the button size's own padding comes later in the stylesheet).
const TIGHT = 'px-2!';
const EDGE = 8;

/**
 * A tapped text's tools, at the finger on phones and tablets: a small bar just above the text (just
 * below when there is no room above, where a phone's keyboard would not hide it), following it as the
 * page or the canvas scrolls, and gone while the text is scrolled out of sight. From the lg breakpoint
 * the toolbar above the canvas and the side column hold the same tools.
 */
export function TextToolsBar({
  frame,
  path,
  isLinkable,
  sectionLabel,
  onAddLink,
  onWriteWithAi,
  onClose,
}: TextToolsBarProps) {
  const t = useT();
  const bar = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const win = frame?.contentWindow;
    if (!frame || !win) return;
    function follow() {
      const el = findInFrame(frame, `[data-path="${CSS.escape(path)}"]`);
      const own = bar.current;
      if (!frame || !el || !own) return setPlace(null);
      const text = rectOnScreen(frame, el);
      const seen = visibleBand(frame);
      if (text.bottom <= seen.top || text.top >= seen.bottom) return setPlace(null);
      // The bar floats over the site's own sticky menu, never over the app's header.
      const band = visibleBand(frame, { isSiteHeaderCounted: false });
      const height = own.offsetHeight;
      const above = text.top - GAP - height;
      const below = text.bottom + GAP;
      const top =
        above >= band.top
          ? above
          : below + height <= band.bottom
            ? below
            : // A text taller than the screen: over its visible part, near its top.
              Math.min(Math.max(text.top, band.top) + GAP, band.bottom - height);
      const left = Math.min(Math.max(text.left, EDGE), window.innerWidth - own.offsetWidth - EDGE);
      setPlace({ left: Math.max(EDGE, left), top });
    }
    follow();
    const targets: EventTarget[] = [window, win, window.visualViewport ?? window];
    for (const target of targets) {
      target.addEventListener('scroll', follow, { passive: true });
      target.addEventListener('resize', follow);
    }
    // Each render of the canvas may move the text (it grows as the owner types).
    win.addEventListener('canvas-commit', follow);
    return () => {
      for (const target of targets) {
        target.removeEventListener('scroll', follow);
        target.removeEventListener('resize', follow);
      }
      win.removeEventListener('canvas-commit', follow);
    };
  }, [frame, path]);

  if (!isLinkable && !sectionLabel) return null;
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('builder.textTools.label')}
      className="fixed z-30 flex max-w-[calc(100vw-1rem)] items-center gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-lg lg:hidden dark:border-slate-700 dark:bg-slate-900"
      // Measured hidden first, then placed next to the text.
      style={place ? { left: place.left, top: place.top } : { left: 0, top: 0, visibility: 'hidden' }}
    >
      {isLinkable && (
        <Button size="sm" variant="ghost" className={TIGHT} onClick={onAddLink}>
          <Link2 className="size-4" aria-hidden /> {t('builder.textTools.link')}
        </Button>
      )}
      {sectionLabel && (
        <Button
          size="sm"
          variant="ghost"
          className={TIGHT}
          onClick={onWriteWithAi}
          title={t('builder.textTools.rewrite', { section: sectionLabel })}
        >
          <Sparkles className="size-4" aria-hidden /> {t('builder.textTools.ai')}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        className={TIGHT}
        aria-label={t('builder.textTools.close')}
        onClick={onClose}
      >
        <X className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
