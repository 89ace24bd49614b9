import {
  createContext,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { editStart } from './grid-keys.ts';
import styles from './grid.module.css';

/** What a cell's content tells the cell about itself (it is rendered by the column, not here). */
export interface CellAbout {
  /** Ids of what describes the cell (its problem): the gridcell's aria-describedby. */
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  /** Enter, F2, a typed character or a click open it for editing. */
  editable?: boolean | undefined;
  /** Editable, but not now (a run is in flight): aria-readonly. */
  readOnly?: boolean | undefined;
}

/** An edit under way in one cell; `seed` is the character that started it, if one did. */
export interface CellEdit {
  seed: string | null;
}

/** What a cell's content gets from the grid. */
export interface GridCellState {
  /** For a widget that is the cell's focus target (a checkbox): the grid's one tab stop or not. */
  tabIndex: 0 | -1;
  /** The edit under way in this cell, or null. */
  editing: CellEdit | null;
  /** Ends the edit; `refocus` puts the focus back on the cell (Enter, Escape). */
  endEdit: (refocus: boolean) => void;
  /** Tells the grid what the cell is (see CellAbout); called from an effect. */
  describe: (about: CellAbout) => void;
}

const GridCellContext = createContext<GridCellState | null>(null);

/** The state of the grid cell this content is rendered in. */
export function useGridCell(): GridCellState {
  const state = use(GridCellContext);
  if (state === null) throw new Error('useGridCell: not inside a grid cell');
  return state;
}

/** Tells the enclosing cell what it is; cleared when the content goes. */
export function useDescribeCell(about: CellAbout): void {
  const { describe } = useGridCell();
  const { describedBy, invalid, editable, readOnly } = about;
  useLayoutEffect(() => {
    describe({ describedBy, invalid, editable, readOnly });
    return () => describe({});
  }, [describe, describedBy, invalid, editable, readOnly]);
}

/** The grid's side of a cell: stable callbacks, by row key and column. */
export interface GridCellOwner {
  startEdit: (rowKey: string | number, col: number, seed: string | null) => void;
  endEdit: (rowKey: string | number, col: number) => void;
  /** A cell said it is editable: the grid's instructions mention editing. */
  sawEditable: () => void;
}

export interface GridCellProps {
  /** `th` for the row header (the cell that names the row). */
  header: boolean;
  /** Place in the grid: data row (0-based, the whole list), column (0-based). */
  index: number;
  col: number;
  rowKey: string | number;
  /** The cell holds one widget (a checkbox) that takes the focus itself (APG). */
  widget: boolean;
  /** This cell is the grid's one tab stop. */
  active: boolean;
  editing: CellEdit | null;
  owner: GridCellOwner;
  className?: string | undefined;
  children: ReactNode;
}

const same = (a: CellAbout, b: CellAbout) =>
  a.describedBy === b.describedBy &&
  a.invalid === b.invalid &&
  a.editable === b.editable &&
  a.readOnly === b.readOnly;

/**
 * One gridcell (or rowheader): the focus target with a roving tabindex (unless its widget is),
 * its description and validity as its content declares them, and the keys that open an edit.
 */
export function GridCell({
  header,
  index,
  col,
  rowKey,
  widget,
  active,
  editing,
  owner,
  className,
  children,
}: GridCellProps) {
  const ref = useRef<HTMLTableCellElement>(null);
  const [about, setAbout] = useState<CellAbout>({});
  const describe = useCallback(
    (next: CellAbout) => {
      setAbout((prev) => (same(prev, next) ? prev : next));
      if (next.editable) owner.sawEditable();
    },
    [owner],
  );
  const endEdit = useCallback(
    (refocus: boolean) => {
      // Focus first: the input's blur then finds the edit still open and closes it once.
      if (refocus) ref.current?.focus();
      owner.endEdit(rowKey, col);
    },
    [owner, rowKey, col],
  );
  const state = useMemo<GridCellState>(
    () => ({ tabIndex: active ? 0 : -1, editing, endEdit, describe }),
    [active, editing, endEdit, describe],
  );
  const canEdit = about.editable === true && !about.readOnly;

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>) => {
    // Keys inside the cell's content (the edit's input) are the content's business.
    if (event.target !== event.currentTarget || !canEdit || editing) return;
    const start = editStart(event.key, event.nativeEvent);
    if (start === null) return;
    event.preventDefault();
    owner.startEdit(rowKey, col, start.kind === 'type' ? start.text : null);
  };
  const Tag = header ? 'th' : 'td';
  return (
    <Tag
      ref={ref}
      role={header ? 'rowheader' : 'gridcell'}
      scope={header ? 'row' : undefined}
      className={[className, styles.cell, canEdit ? styles.editable : null]
        .filter(Boolean)
        .join(' ')}
      data-grid-index={index}
      data-grid-col={col}
      data-grid-widget={widget || undefined}
      // While an edit is open its input is the tab stop, so Shift+Tab leaves the grid too.
      tabIndex={widget ? undefined : active && !editing ? 0 : -1}
      aria-describedby={about.describedBy || undefined}
      aria-invalid={about.invalid || undefined}
      aria-readonly={about.readOnly || undefined}
      onKeyDown={onKeyDown}
      // A click opens an editable cell at once, as its always-open input did before.
      onClick={canEdit && !editing ? () => owner.startEdit(rowKey, col, null) : undefined}
    >
      <GridCellContext value={state}>{children}</GridCellContext>
    </Tag>
  );
}
