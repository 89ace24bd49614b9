import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { CellEdit, GridCellOwner } from './grid-cell.tsx';
import { createFlag } from './grid-help.tsx';
import type { GridPosition } from './grid-keys.ts';

/** The cell that holds the tab stop, by row key (so it follows its row) and last known place. */
interface Active {
  key: string | number | null;
  index: number;
  col: number;
}

export interface Editing extends CellEdit {
  key: string | number;
  col: number;
}

/** Where `active` is now in `rows`: its row by key, else the row now at its old place. */
function activeRow<T>(rows: readonly T[], rowKey: (row: T) => string | number, active: Active) {
  if (rows.length === 0) return null;
  const at = rows[active.index];
  if (active.key === null || (at !== undefined && rowKey(at) === active.key)) {
    return Math.min(active.index, rows.length - 1);
  }
  const found = rows.findIndex((row) => rowKey(row) === active.key);
  return found >= 0 ? found : Math.min(active.index, rows.length - 1);
}

export const cellOf = (target: EventTarget) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-grid-col]') : null;

/**
 * The grid's roving tab stop and its open edit: which cell holds tabindex 0 (the last focused,
 * the first by default), which cell is being edited, and the focus a move asks for, given once
 * the target cell is rendered (a far row is rendered a render later, after its scroll).
 */
export function useGridFocus<T>(
  rows: readonly T[],
  rowKey: (row: T) => string | number,
  columnCount: number,
  container: RefObject<HTMLElement | null>,
) {
  const [active, setActive] = useState<Active>({ key: null, index: 0, col: 0 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [editableSeen] = useState(createFlag);
  /** The grid has had the focus once: from then on its layout is measured. */
  const [focused, setFocused] = useState(false);
  const pendingFocus = useRef<{ preventScroll: boolean } | null>(null);

  const activeIndex = activeRow(rows, rowKey, active);
  const activeCol = Math.min(active.col, Math.max(columnCount - 1, 0));

  const owner = useMemo<GridCellOwner>(
    () => ({
      startEdit: (key, col, seed) =>
        setEditing((e) => (e !== null && e.key === key && e.col === col ? e : { key, col, seed })),
      endEdit: (key, col) =>
        setEditing((e) => (e !== null && e.key === key && e.col === col ? null : e)),
      sawEditable: editableSeen.set,
    }),
    [editableSeen],
  );

  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || activeIndex === null) return;
    const cell = container.current?.querySelector<HTMLElement>(
      `[data-grid-index="${activeIndex}"][data-grid-col="${activeCol}"]`,
    );
    if (!cell) return;
    pendingFocus.current = null;
    // A cell holding one widget (a checkbox) gives the focus to it.
    const target = cell.hasAttribute('data-grid-widget')
      ? (cell.querySelector<HTMLElement>('input, button, select, textarea, a[href]') ?? cell)
      : cell;
    target.focus({ preventScroll: pending.preventScroll });
  });

  /** Makes `to` the tab stop and focuses it once rendered (scrolled to already, or not). */
  const focusCell = (to: GridPosition, preventScroll: boolean) => {
    const row = rows[to.row];
    if (row === undefined) return;
    setActive({ key: rowKey(row), index: to.row, col: to.col });
    pendingFocus.current = { preventScroll };
  };

  // Focus by any means (click, script, Tab) makes that cell the tab stop.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    setFocused(true);
    const cell = cellOf(event.target);
    if (!cell) return;
    const index = Number(cell.dataset.gridIndex);
    const col = Number(cell.dataset.gridCol);
    const row = rows[index];
    if (row === undefined) return;
    const key = rowKey(row);
    setActive((a) =>
      a.key === key && a.index === index && a.col === col ? a : { key, index, col },
    );
    // An edit left behind (its row filtered away while open) never reopens on its own.
    setEditing((e) => (e !== null && (e.key !== key || e.col !== col) ? null : e));
  };

  return { activeIndex, activeCol, editing, owner, editableSeen, focused, focusCell, onFocus };
}
