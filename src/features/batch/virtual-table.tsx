import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Rect,
} from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import styles from './batch.module.css';

export interface Column<T> {
  /** Stable key; also the header cell's key. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the cell a row header (<th scope="row">): the cell that names the row. */
  rowHeader?: boolean;
  className?: string;
}

export interface VirtualTableProps<T> {
  /** The table's name for assistive technology (a visible caption). */
  caption: ReactNode;
  /** Names the scrolling region. */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly Column<T>[];
  /** Estimated height of one row in px (rows with an edit field are taller). */
  rowHeight?: number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  rowClassName?: (row: T) => string | undefined;
}

/** Where the table has not been laid out (a hidden tab, a test's DOM), assume this viewport. */
const FALLBACK_RECT: Rect = { width: 1000, height: 640 };

/**
 * A real <table> that renders only the rows in view (@tanstack/react-virtual): spacer rows keep
 * the scroll height, `aria-rowcount`/`aria-rowindex` tell assistive technology where a row sits
 * in the whole list, the header stays visible, and the scrolling region can be focused.
 */
export function VirtualTable<T>({
  caption,
  label,
  rows,
  rowKey,
  columns,
  rowHeight = 52,
  empty,
  rowClassName,
}: VirtualTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualizer's functions change as it scrolls: this component is left unmemoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    initialRect: FALLBACK_RECT,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT)),
    // A row without layout measures 0: it keeps its estimate rather than pulling in every row.
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : rowHeight;
    },
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <div
      ref={scrollRef}
      className={styles.tableScroll}
      role="region"
      aria-label={label}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={styles.table} aria-rowcount={rows.length + 1}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : null}
          {before > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columns.length} style={{ height: before }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className={rowClassName?.(row)}
              >
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.className}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
          {after > 0 ? (
            <tr aria-hidden="true" className={styles.spacer}>
              <td colSpan={columns.length} style={{ height: after }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
