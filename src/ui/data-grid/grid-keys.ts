// The keyboard contract of a data grid (WAI-ARIA APG, Grid pattern, "Keyboard interaction for
// data grids"), as pure functions: which cell a key moves to, and which keys start an edit.

/** A cell by its place among the grid's data rows (0-based) and its columns (0-based). */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** Rows moved by Page Up / Page Down: about a screenful. */
  pageRows: number;
}

export interface KeyModifiers {
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max));

/**
 * Where `key` moves the focus from `at`, or null when the key is not a move (or the grid is
 * empty). Arrows move one cell without wrapping; Home/End go to the row's first/last cell, and
 * with Ctrl (Cmd on a Mac) to the grid's first/last cell; Page Up/Down move by `pageRows`.
 * Alt (browser history) and Shift (selection, which this grid does not have) are left alone.
 */
export function gridMove(
  key: string,
  mods: KeyModifiers,
  at: GridPosition,
  size: GridSize,
): GridPosition | null {
  if (size.rows === 0 || size.cols === 0 || mods.altKey || mods.shiftKey) return null;
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const row = clamp(at.row, lastRow);
  const col = clamp(at.col, lastCol);
  const toGridEdge = mods.ctrlKey || mods.metaKey;
  switch (key) {
    case 'ArrowUp':
      return toGridEdge ? null : { row: clamp(row - 1, lastRow), col };
    case 'ArrowDown':
      return toGridEdge ? null : { row: clamp(row + 1, lastRow), col };
    case 'ArrowLeft':
      return toGridEdge ? null : { row, col: clamp(col - 1, lastCol) };
    case 'ArrowRight':
      return toGridEdge ? null : { row, col: clamp(col + 1, lastCol) };
    case 'Home':
      return toGridEdge ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return toGridEdge ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      return toGridEdge ? null : { row: clamp(row - Math.max(1, size.pageRows), lastRow), col };
    case 'PageDown':
      return toGridEdge ? null : { row: clamp(row + Math.max(1, size.pageRows), lastRow), col };
    default:
      return null;
  }
}

/** How a key on a focused editable cell starts editing. */
export type EditStart = { kind: 'open' } | { kind: 'type'; text: string };

/**
 * Enter and F2 open the cell for editing (its value kept); a printable character opens it with
 * that character in place of the value, as in a spreadsheet. Space is not one: it would wipe a
 * value by accident. Ctrl, Cmd or Alt with a key is a shortcut, except Ctrl+Alt (AltGr).
 */
export function editStart(key: string, mods: KeyModifiers): EditStart | null {
  if (key === 'Enter' || key === 'F2') {
    return mods.ctrlKey || mods.metaKey || mods.altKey ? null : { kind: 'open' };
  }
  const altGr = mods.ctrlKey && mods.altKey;
  const shortcut = mods.metaKey || (!altGr && (mods.ctrlKey || mods.altKey));
  // One character (a code point: an emoji is two UTF-16 units), not a named key like "Tab".
  if (shortcut || key === ' ' || [...key].length !== 1) return null;
  return { kind: 'type', text: key };
}

/** Rows a page moves: the rows in view less one, so the row you were on stays in sight. */
export function pageRowsOf(visibleRows: number): number {
  return Math.max(1, Math.floor(visibleRows) - 1);
}
