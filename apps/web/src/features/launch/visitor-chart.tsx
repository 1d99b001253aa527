import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartDay = { day: string; views: number; visitors: number };

const HEIGHT = 200;

/**
 * Views and visitors per day as lines (uPlot, on a canvas). Hidden from assistive technology: the
 * table beside it says the same, in words.
 */
export function VisitorChart({
  days,
  labels,
}: {
  days: ChartDay[];
  /** The two lines' names in the legend, in the app's language. */
  labels: { views: string; visitors: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const ink = getComputedStyle(element).color;
    const grid = { stroke: 'rgba(100, 116, 139, 0.25)', width: 1 };
    const axis = { stroke: ink, grid, ticks: grid };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { ...axis, space: 60 },
          { ...axis, size: 44, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
        ],
        series: [
          {},
          { label: labels.views, stroke: '#4f46e5', width: 2, fill: 'rgba(79, 70, 229, 0.12)' },
          { label: labels.visitors, stroke: '#0d9488', width: 2 },
        ],
      },
      [
        days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
        days.map((d) => d.views),
        days.map((d) => d.visitors),
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels.views, labels.visitors]);
  return (
    <div ref={box} aria-hidden="true" className="visitor-chart w-full text-slate-700 dark:text-slate-300" />
  );
}
