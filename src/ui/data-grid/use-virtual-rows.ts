import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { RowTracker } from './row-tracker.ts';
import {
  renderedIndexes,
  rowEdges,
  visibleRange,
  type RowKey,
  type RowRange,
} from './virtual-rows.ts';

/** A row to render, placed below the first row's top (the scroll margin is not included). */
export interface VirtualRow {
  index: number;
  key: RowKey;
  start: number;
  end: number;
  size: number;
}

export interface VirtualRowsOptions<T> {
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  /** The scrolling element; it must not change while the hook is mounted. */
  scrollRef: RefObject<HTMLElement | null>;
  /** A row's height until it is measured. */
  rowHeight: number;
  /** Rows rendered beyond each edge of the view. */
  overscan: number;
  /** Where the first row starts in the scroller: the caption and header above it. */
  scrollMargin: number;
  /** The sticky header's height: a row scrolled to lands below it. */
  scrollPaddingStart: number;
  /** A row that stays rendered wherever the view is (the grid's tab stop). */
  extraIndex: number | null;
  /** The viewport's height while the scroller has none (jsdom, a hidden tab). */
  fallbackHeight: number;
}

export interface VirtualRows {
  items: VirtualRow[];
  /** The height of all rows. */
  totalSize: number;
  /** The rows in view, without overscan; null without rows. */
  range: RowRange | null;
  viewportHeight: number;
  /** Ref callback for each rendered row element, which carries `data-index`. */
  measureRow: (element: HTMLElement | null) => (() => void) | undefined;
  /** Scrolls as little as it takes to show row `index` wholly, below the sticky header. */
  scrollToIndex: (index: number) => void;
}

/**
 * Renders only the rows in view of a scrolling element (overscan rows either side), measuring
 * each rendered row. Re-renders when the rows in view, the viewport or a row's height change,
 * not at every scrolled pixel.
 */
export function useVirtualRows<T>(options: VirtualRowsOptions<T>): VirtualRows {
  const { rows, rowKey, scrollRef, rowHeight, overscan, extraIndex } = options;
  const { scrollMargin: margin, scrollPaddingStart: paddingStart, fallbackHeight } = options;
  const [tracker] = useState(() => new RowTracker(fallbackHeight));
  const view = useSyncExternalStore(tracker.subscribe, tracker.getView, tracker.getView);
  const keyOf = useCallback(
    (index: number) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    [rows, rowKey],
  );
  const { sizeOf } = view;
  const edges = useMemo(
    () => rowEdges(rows.length, (index) => sizeOf(keyOf(index)) ?? rowHeight),
    [rows.length, keyOf, sizeOf, rowHeight],
  );
  const range = visibleRange(edges, { top: view.top, height: view.height, margin });
  const items = renderedIndexes(range, rows.length, overscan, extraIndex).map((index) => {
    const start = edges[index] ?? 0;
    const end = edges[index + 1] ?? start;
    return { index, key: keyOf(index), start, end, size: end - start };
  });

  // Declared first, so the scroller, attached below on mount, finds the layout in place.
  useLayoutEffect(() => tracker.setLayout({ edges, keyOf, margin, paddingStart }));
  useLayoutEffect(() => tracker.attach(scrollRef.current), [tracker, scrollRef]);

  return {
    items,
    totalSize: edges[rows.length] ?? 0,
    range,
    viewportHeight: view.height,
    measureRow: tracker.measureRow,
    scrollToIndex: tracker.scrollToIndex,
  };
}
