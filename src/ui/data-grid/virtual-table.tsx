import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { GridCell } from './grid-cell.tsx';
import { GridHelp } from './grid-help.tsx';
import { gridMove, pageRowsOf, type GridPosition } from './grid-keys.ts';
import { cellOf, useGridFocus } from './use-grid-focus.ts';
import { useGridOffsets } from './use-grid-offsets.ts';
import { useVirtualRows } from './use-virtual-rows.ts';
import styles from '../table.module.css';
import gridStyles from './grid.module.css';

export interface Column<T> {
  /** Stable key; also the header cell's key. */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Makes the cell a row header (<th scope="row">): the cell that names the row. */
  rowHeader?: boolean;
  className?: string;
  /**
   * The cell holds one widget that needs no arrow keys (a checkbox): the widget takes the focus
   * instead of the cell (APG grid), with the tabIndex it reads from useGridCell(). A function
   * says it row by row, for a column whose cells hold a widget in some rows only.
   */
  widget?: boolean | ((row: T) => boolean);
}

export interface VirtualTableProps<T> {
  /** The grid's name for assistive technology (a visible caption). */
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
const FALLBACK_HEIGHT = 640;

/**
 * A data grid (WAI-ARIA APG Grid pattern) on a real <table> that renders only the rows in view
 * (useVirtualRows). One tab stop: the last focused cell (first cell by default) has
 * tabindex 0, every other -1; arrows, Home/End, Ctrl+Home/End and Page Up/Down move between
 * cells, scrolling rows into view (and into the DOM) as they go; Tab leaves the grid. A cell
 * whose content is an EditableCell opens with Enter, F2, a typed character or a click.
 * `aria-rowcount`/`aria-rowindex` say where a rendered row sits in the whole list; spacer rows
 * keep the scroll height; the header stays visible.
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
  const headRef = useRef<HTMLTableSectionElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const captionRef = useRef<HTMLTableCaptionElement>(null);
  const captionId = useId();
  const helpId = useId();
  const { activeIndex, activeCol, editing, owner, editableSeen, focused, focusCell, onFocus } =
    useGridFocus(rows, rowKey, columns.length, scrollRef);
  const offsets = useGridOffsets(focused, {
    scroller: scrollRef,
    caption: captionRef,
    head: headRef,
    body: bodyRef,
  });

  const { items, totalSize, range, viewportHeight, measureRow, scrollToIndex } = useVirtualRows({
    rows,
    rowKey,
    scrollRef,
    rowHeight,
    overscan: 8,
    scrollMargin: offsets.margin,
    scrollPaddingStart: offsets.header,
    // The row holding the tab stop stays rendered wherever the view scrolls: Tab always finds it.
    extraIndex: activeIndex,
    fallbackHeight: FALLBACK_HEIGHT,
  });

  const moveTo = (to: GridPosition) => {
    const inView = range !== null && to.row >= range.startIndex && to.row <= range.endIndex;
    // Far rows are scrolled to by the hook, near ones by the focus itself.
    if (!inView) scrollToIndex(to.row);
    focusCell(to, !inView);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // Keys typed in an open cell's input stay there (its caret uses the arrows).
    const target = event.target;
    if (event.defaultPrevented || (target instanceof HTMLElement && isTextEntry(target))) return;
    const cell = cellOf(target);
    if (!cell) return;
    const visible = range ? range.endIndex - range.startIndex + 1 : viewportHeight / rowHeight;
    const to = gridMove(
      event.key,
      event.nativeEvent,
      { row: Number(cell.dataset.gridIndex), col: Number(cell.dataset.gridCol) },
      { rows: rows.length, cols: columns.length, pageRows: pageRowsOf(visible) },
    );
    if (to === null) return;
    event.preventDefault();
    moveTo(to);
  };

  // Rows in view plus, maybe apart from them, the tab stop's row: a spacer fills each gap.
  const body: ReactNode[] = [];
  let end = 0;
  const spacer = (key: string, height: number) => (
    <tr key={key} aria-hidden="true" className={gridStyles.spacer}>
      <td colSpan={columns.length} style={{ height }} />
    </tr>
  );
  for (const item of items) {
    const row = rows[item.index];
    if (row === undefined) continue;
    if (item.start > end + 0.5) body.push(spacer(`gap-${item.key}`, item.start - end));
    end = item.end;
    const key = rowKey(row);
    body.push(
      <tr
        key={item.key}
        data-index={item.index}
        ref={measureRow}
        aria-rowindex={item.index + 2}
        className={rowClassName?.(row)}
      >
        {columns.map((column, col) => (
          <GridCell
            key={column.key}
            header={column.rowHeader === true}
            index={item.index}
            col={col}
            rowKey={key}
            widget={
              typeof column.widget === 'function' ? column.widget(row) : column.widget === true
            }
            active={item.index === activeIndex && col === activeCol}
            editing={
              editing !== null && editing.key === key && editing.col === col ? editing : null
            }
            owner={owner}
            className={column.className}
          >
            {column.cell(row)}
          </GridCell>
        ))}
      </tr>,
    );
  }
  const after = totalSize - end;
  if (items.length > 0 && after > 0.5) body.push(spacer('after', after));

  return (
    <>
      <GridHelp id={helpId} editable={editableSeen} />
      <div
        ref={scrollRef}
        className={`${styles.tableScroll} ${gridStyles.scroll}`}
        role="region"
        aria-label={label}
        // Firefox makes a scrolling box a Tab stop of its own, even around focusable cells: the
        // grid's cell is the one stop (its arrow keys scroll), so the box is taken out of the order.
        tabIndex={-1}
      >
        <table
          role="grid"
          className={`${styles.table} ${gridStyles.grid}`}
          aria-labelledby={captionId}
          aria-describedby={helpId}
          aria-rowcount={rows.length === 0 && empty ? 2 : rows.length + 1}
          aria-colcount={columns.length}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          <caption ref={captionRef} id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead ref={headRef}>
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <th key={column.key} role="columnheader" scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {rows.length === 0 && empty ? (
              <tr aria-rowindex={2}>
                <td role="gridcell" colSpan={columns.length}>
                  {empty}
                </td>
              </tr>
            ) : null}
            {body}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** An element whose arrow keys and characters are its own (an open cell's input). */
function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'].includes(
    element.type,
  );
}
