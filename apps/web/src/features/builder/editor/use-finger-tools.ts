import { useCallback, useState } from 'react';
import { partOfPath } from '../../rewrite/rewritable-texts';
import { findInFrame, revealAbove } from './frame-geometry';

/**
 * Which tools stand next to what the owner tapped below the lg breakpoint: a tapped picture's tools
 * in a sheet, a tapped text's in a bar beside it, and that text's Write with AI in a sheet; one at a
 * time. Write with AI's picker follows the section of the text tapped last, at every width.
 */
export function useFingerTools(finishTyping: { current: (() => void) | null }) {
  // The canvas frame: where the bar and the sheets find what was tapped.
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [isPictureOpen, setIsPictureOpen] = useState(false);
  const [textPath, setTextPath] = useState<string | null>(null);
  const [isTextBarShown, setIsTextBarShown] = useState(false);
  const [rewritePart, setRewritePart] = useState('hero');
  const [isRewriteOpen, setIsRewriteOpen] = useState(false);

  /** A tap near a picture: on the picture itself its tools open; on a text of its card, the text's. */
  const onSlotTapped = useCallback((isOnText: boolean) => {
    setIsPictureOpen(!isOnText);
    if (isOnText) return;
    setIsTextBarShown(false);
    setIsRewriteOpen(false);
  }, []);

  /** A text began or ended being edited: its bar shows, and Write with AI names its section. */
  const onTextTapped = useCallback((path: string) => {
    setTextPath(path);
    setIsTextBarShown(true);
    setIsPictureOpen(false);
    setIsRewriteOpen(false);
    const part = partOfPath(path);
    if (part) setRewritePart(part);
  }, []);

  function openRewrite() {
    // The typing under way is kept first; ending it calls onTextTapped, which this then overrides.
    finishTyping.current?.();
    setIsTextBarShown(false);
    setIsRewriteOpen(true);
  }

  /** Keeps what a sheet is about (the tapped picture or text) in sight above the sheet. */
  function revealAboveSheet(selector: string, sheetTop: number) {
    const el = findInFrame(frame, selector);
    if (frame && el) revealAbove(frame, el, sheetTop);
  }

  return {
    frame,
    setFrame,
    isPictureOpen,
    closePicture: () => setIsPictureOpen(false),
    textPath,
    isTextBarShown,
    hideTextBar: () => setIsTextBarShown(false),
    rewritePart,
    setRewritePart,
    isRewriteOpen,
    closeRewrite: () => setIsRewriteOpen(false),
    onSlotTapped,
    onTextTapped,
    openRewrite,
    revealAboveSheet,
  };
}
