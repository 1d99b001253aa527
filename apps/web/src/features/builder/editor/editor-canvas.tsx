import { getThemeTokens, SITE_FONTS_PATH, SitePage, servedFontAssets, siteCss } from '@mainstreet/site';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useT } from '../../../i18n/i18n';
import { useEditorState } from '../save/use-editor-session';
import { getAt, isTextPath, setAt, setText } from '../store/content-path';
import type { EditorStore } from '../store/editor-store';
import { caretOffset, isMultilineElement, placeCaretAtEnd, readEditedText } from './canvas-text';

/** The text being edited: its path and the value React keeps rendering until the edit ends. */
type Frozen = { path: string; value: string } | null;

export type TextTarget = { path: string; caret: number };

type CanvasProps = {
  store: EditorStore;
  title: string;
  selectedSlot: string | null;
  onSelectSlot: (slot: string, isOnText: boolean) => void;
  /** The last text edited and where its caret was, for the Add Link helper. */
  onTextTarget: (target: TextTarget) => void;
  /** Set to a function that ends the typing under way, so a helper outside sees its text and caret. */
  finishTypingRef?: { current: (() => void) | null };
  /** Told the frame once it is in the page, for tools placed next to what was tapped inside it. */
  onFrame?: (frame: HTMLIFrameElement | null) => void;
};

// Canvas-only cues; the site's own editor CSS (siteCss editable) highlights paths and placeholders.
const CANVAS_CSS =
  '[data-editing]{outline:2px solid #4f46e5!important;outline-offset:3px;white-space:pre-wrap;cursor:text}' +
  '[data-media-selected]{outline:3px solid #4f46e5;outline-offset:-3px}' +
  '[data-media-path]{cursor:pointer}';

function createFrozenStore() {
  let value: Frozen = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: Frozen) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
type FrozenStore = ReturnType<typeof createFrozenStore>;

function CanvasDocument({
  store,
  frozen,
  onCommit,
}: {
  store: EditorStore;
  frozen: FrozenStore;
  onCommit: () => void;
}) {
  const content = useSyncExternalStore(store.subscribe, () => store.getState().content);
  const editing = useSyncExternalStore(frozen.subscribe, frozen.get);
  // The edited element's children belong to the browser while typing; React keeps its last value there.
  const shown = useMemo(
    () => (editing ? setAt(content, editing.path, editing.value) : content),
    [content, editing],
  );
  const { theme, meta } = shown;
  const t = useT();
  // An empty text's cue is the owner's word (the app's language), over the site's English one.
  const emptyCue = t('builder.canvas.empty');
  const css = useMemo(() => {
    // The same web fonts as the published site (whole files here; the export ships subsets).
    const fonts = servedFontAssets(getThemeTokens({ theme, meta }).fontPair, SITE_FONTS_PATH);
    const cue = `[data-empty]:empty::before{content:${JSON.stringify(emptyCue)}}`;
    return siteCss({ theme, meta }, { editable: true, fonts }) + CANVAS_CSS + cue;
  }, [theme, meta, emptyCue]);
  useLayoutEffect(onCommit);
  return (
    <>
      <style>{css}</style>
      <SitePage content={shown} editable />
    </>
  );
}

/** The nearest media slot of a click: the element itself, or the slot of the card or section around it. */
function slotNear(target: Element): string | null {
  const direct = target.closest('[data-media-path]');
  if (direct) return direct.getAttribute('data-media-path');
  const around = target.closest('article, li, section');
  return around?.querySelector('[data-media-path]')?.getAttribute('data-media-path') ?? null;
}

/** The site rendered by packages/site inside an iframe, editable in place. */
export function EditorCanvas({
  store,
  title,
  selectedSlot,
  onSelectSlot,
  onTextTarget,
  finishTypingRef,
  onFrame,
}: CanvasProps) {
  const t = useT();
  const iframeRef = useRef<HTMLIFrameElement | null>(null);
  const onFrameRef = useRef(onFrame);
  onFrameRef.current = onFrame;
  const setFrame = useCallback((frame: HTMLIFrameElement | null) => {
    iframeRef.current = frame;
    onFrameRef.current?.(frame);
  }, []);
  const callbacks = useRef({ onSelectSlot, onTextTarget });
  callbacks.current = { onSelectSlot, onTextTarget };
  const selected = useRef(selectedSlot);
  const markRef = useRef<() => void>(undefined);

  useEffect(() => {
    const frameDoc = iframeRef.current?.contentDocument;
    if (!frameDoc) return;
    const doc: Document = frameDoc;
    doc.documentElement.lang = store.getState().content.meta.language || 'en';
    doc.head.innerHTML =
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">';
    doc.body.innerHTML = '<div id="canvas-root"></div>';
    const frozen = createFrozenStore();
    let editing: { el: HTMLElement; path: string; saved: ChildNode[] } | null = null;

    function markSelection() {
      for (const el of doc.querySelectorAll('[data-media-path]')) {
        el.toggleAttribute('data-media-selected', el.getAttribute('data-media-path') === selected.current);
      }
    }

    function onCommit() {
      const content = store.getState().content;
      for (const el of doc.querySelectorAll<HTMLElement>('[data-path]')) {
        if (el.tabIndex < 0 && isTextPath(content, el.dataset.path ?? '')) el.tabIndex = 0;
      }
      if (editing && !editing.el.isConnected) {
        editing = null;
        frozen.set(null);
      }
      markSelection();
      doc.defaultView?.dispatchEvent(new Event('canvas-commit'));
    }

    function begin(el: HTMLElement, path: string) {
      const value = getAt(store.getState().content, path);
      const text = typeof value === 'string' ? value : '';
      editing = { el, path, saved: [...el.childNodes] };
      frozen.set({ path, value: text });
      // The raw text, [link](syntax) included, is what the owner edits.
      el.textContent = text;
      el.setAttribute('contenteditable', 'plaintext-only');
      el.setAttribute('data-editing', '');
      placeCaretAtEnd(el);
      // The text being typed is already the one Add Link works on: the first text clicked counts.
      callbacks.current.onTextTarget({ path, caret: text.length });
    }

    function commitText() {
      if (!editing) return;
      const next = setText(store.getState().content, editing.path, readEditedText(editing.el));
      store.edit(next, 'text');
    }

    function end() {
      if (!editing) return;
      const { el, path, saved } = editing;
      commitText();
      callbacks.current.onTextTarget({ path, caret: caretOffset(el) });
      editing = null;
      el.removeAttribute('contenteditable');
      el.removeAttribute('data-editing');
      // Put back the nodes React rendered, so its next render starts from the DOM it knows.
      el.replaceChildren(...saved);
      frozen.set(null);
    }

    const listeners: [string, (event: Event) => void][] = [
      [
        'click',
        (event) => {
          const target = event.target as Element;
          if (target.closest('a, button') || target.closest('form')) event.preventDefault();
          const slot = slotNear(target);
          // A tap on a text of the slot edits the text; a tap on the picture itself brings its tools.
          if (slot) callbacks.current.onSelectSlot(slot, target.closest('[data-path]') !== null);
        },
      ],
      ['submit', (event) => event.preventDefault()],
      [
        'focusin',
        (event) => {
          const el = (event.target as Element).closest<HTMLElement>('[data-path]');
          const path = el?.dataset.path;
          if (!el || !path || editing?.el === el || !isTextPath(store.getState().content, path)) return;
          end();
          begin(el, path);
        },
      ],
      ['input', () => commitText()],
      [
        'keydown',
        (event) => {
          const key = (event as KeyboardEvent).key;
          if (!editing) return;
          if (
            key === 'Escape' ||
            (key === 'Enter' && !(event as KeyboardEvent).shiftKey && !isMultilineElement(editing.el))
          ) {
            event.preventDefault();
            editing.el.blur();
          }
        },
      ],
      [
        'focusout',
        (event) => {
          if (editing && event.target === editing.el) end();
        },
      ],
    ];
    for (const [name, listener] of listeners) doc.addEventListener(name, listener);
    const root = createRoot(doc.getElementById('canvas-root') as HTMLElement);
    root.render(<CanvasDocument store={store} frozen={frozen} onCommit={onCommit} />);
    markRef.current = markSelection;
    if (finishTypingRef)
      finishTypingRef.current = () => {
        const el = editing?.el;
        end();
        // Not focused any more, so a click on the same text starts typing in it again.
        el?.blur();
      };
    return () => {
      if (finishTypingRef) finishTypingRef.current = null;
      end();
      for (const [name, listener] of listeners) doc.removeEventListener(name, listener);
      // Unmounting during the parent's commit warns in React; the next task is safe.
      setTimeout(() => root.unmount(), 0);
    };
  }, [store, finishTypingRef]);

  // The page's lang follows the language picker, as the published page's does.
  const language = useEditorState(store, (s) => s.content.meta.language || 'en');
  useEffect(() => {
    const root = iframeRef.current?.contentDocument?.documentElement;
    if (root) root.lang = language;
  }, [language]);

  useEffect(() => {
    selected.current = selectedSlot;
    markRef.current?.();
  }, [selectedSlot]);

  return (
    <iframe
      ref={setFrame}
      title={t('builder.canvas.title', { name: title })}
      className="h-[75vh] w-full rounded-xl border border-slate-200 bg-white dark:border-slate-800"
    />
  );
}
