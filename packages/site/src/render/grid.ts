/**
 * Columns for a grid of `count` items at wide widths, chosen so no row holds a lone item:
 * 1 → one narrow column, 2 → 2, 3 → 3, 4 → 2×2, 5 → 3+2, 6 → 3+3, more → 3 or 4 whichever leaves no orphan.
 */
export function gridColumns(count: number): number {
  if (count <= 3) return Math.max(1, count);
  if (count === 4) return 2;
  if (count <= 6) return 3;
  if (count % 3 !== 1) return 3;
  if (count % 4 !== 1) return 4;
  return 2;
}

/** The class of a card grid of `count` items. */
export function gridClass(count: number): string {
  return `grid cols-${gridColumns(count)}`;
}
