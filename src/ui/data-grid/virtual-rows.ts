// The arithmetic of a list that renders only the rows in view, as pure functions: where each row
// starts, which rows a viewport shows, which rows to render, and where to scroll to show one.

/** What tells a row from the others, whatever its place: its size is kept under it. */
export type RowKey = string | number;

/** Rows `startIndex` to `endIndex`, both included. */
export interface RowRange {
  startIndex: number;
  endIndex: number;
}

/** The scroller as the rows see it, in its own pixels (scrollTop and clientHeight). */
export interface Viewport {
  top: number;
  height: number;
  /** Where the first row starts in the scroller: the caption and header above it. */
  margin: number;
}

/**
 * Prefix sums of the rows' heights: row i spans `edges[i]` to `edges[i + 1]` below the first
 * row's top, and `edges[count]` is the height of them all.
 */
export function rowEdges(count: number, sizeOf: (index: number) => number): Float64Array {
  const edges = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) edges[i + 1] = edges[i]! + sizeOf(i);
  return edges;
}

const countOf = (edges: Float64Array) => edges.length - 1;

/**
 * The rows that intersect the viewport, or null when there are none to show (no rows, no
 * height). A viewport wholly above the rows (a header taller than it) shows row 0; a scroll
 * position past the end, before the scroller has shrunk to fit, counts as the last one.
 * Binary searches over `edges`: as cheap for 100,000 rows as for 10.
 */
export function visibleRange(edges: Float64Array, view: Viewport): RowRange | null {
  const count = countOf(edges);
  if (count === 0 || view.height <= 0) return null;
  const maxTop = Math.max(edges[count]! + view.margin - view.height, 0);
  const top = Math.min(view.top, maxTop) - view.margin;
  const bottom = top + view.height;
  // The first row whose bottom is below the viewport's top.
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (edges[middle + 1]! > top) high = middle;
    else low = middle + 1;
  }
  const startIndex = low;
  // The last row whose top is above the viewport's bottom.
  high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (edges[middle]! < bottom) low = middle;
    else high = middle - 1;
  }
  return { startIndex, endIndex: low };
}

/**
 * The rows to render, in order: the range with `overscan` rows either side, and `extra` (the
 * grid's tab stop) wherever it is, so Tab always finds it.
 */
export function renderedIndexes(
  range: RowRange | null,
  count: number,
  overscan: number,
  extra: number | null,
): number[] {
  if (range === null) return [];
  const first = Math.max(range.startIndex - overscan, 0);
  const last = Math.min(range.endIndex + overscan, count - 1);
  const indexes: number[] = [];
  for (let i = first; i <= last; i++) indexes.push(i);
  if (extra === null || extra < 0 || extra >= count || (extra >= first && extra <= last)) {
    return indexes;
  }
  return extra < first ? [extra, ...indexes] : [...indexes, extra];
}

export type Align = 'start' | 'end';

export interface ScrollLimits extends Viewport {
  /** The sticky header's height: a row scrolled to lands below it. */
  paddingStart: number;
  /** The scroller's largest scrollTop (scrollHeight - clientHeight). */
  maxTop: number;
}

/**
 * Where to scroll so row `index` is wholly in view, or null when it is already. 'auto' scrolls
 * as little as it can: a row below the viewport lands at its bottom ('end'), a row above it, or
 * under the sticky header, just below the header ('start'). The last row aligns with the end of
 * the scroller itself, so whatever follows the rows (a border, padding) shows too.
 */
export function scrollTarget(
  edges: Float64Array,
  index: number,
  align: Align | 'auto',
  view: ScrollLimits,
): { top: number; align: Align } | null {
  const count = countOf(edges);
  if (count === 0) return null;
  const at = Math.max(0, Math.min(index, count - 1));
  const start = view.margin + edges[at]!;
  const end = view.margin + edges[at + 1]!;
  let to: Align;
  if (align !== 'auto') to = align;
  else if (end >= view.top + view.height) to = 'end';
  else if (start <= view.top + view.paddingStart) to = 'start';
  else return null;
  const top =
    to === 'start' ? start - view.paddingStart : at === count - 1 ? view.maxTop : end - view.height;
  return { top: Math.max(Math.min(top, view.maxTop), 0), align: to };
}
