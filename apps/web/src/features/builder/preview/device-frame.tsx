import { useEffect, useRef, useState } from 'react';

export const DEVICE_WIDTHS = { desktop: 1280, tablet: 768, mobile: 375 } as const;
export type Device = keyof typeof DEVICE_WIDTHS;

/** The site at a real device width (its own media queries apply), scaled down to fit the space. */
export function DeviceFrame({ device, title, html }: { device: Device; title: string; html: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number>(DEVICE_WIDTHS.desktop);
  const width = DEVICE_WIDTHS[device];

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const scale = Math.min(1, available / width);
  const height = 760;
  return (
    <div
      ref={box}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 p-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto" style={{ width: width * scale, height: height * scale }}>
        <iframe
          title={title}
          srcDoc={html}
          // No scripts run in the preview; same origin lets anchors scroll within the page.
          sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          data-device={device}
          className="origin-top-left rounded-lg bg-white"
          style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
        />
      </div>
    </div>
  );
}

/** Whether the window is narrower than the 768 px breakpoint. */
export function useIsNarrow(maxWidth = 767.98): boolean {
  const query = `(max-width: ${maxWidth}px)`;
  const [isNarrow, setIsNarrow] = useState(
    () => typeof window !== 'undefined' && !!window.matchMedia?.(query).matches,
  );
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setIsNarrow(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return isNarrow;
}
