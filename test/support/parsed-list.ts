// ParsedList values written out for the tests of what reads one (check, preview, plan, run):
// built as the test says, never parsed, so those tests do not depend on how text is recognised.
import {
  COLUMN_ROLES,
  type ColumnRole,
  type Delimiter,
  type ParsedList,
  type ParseNote,
} from '../../src/recognise/types.ts';

/** The mapping without a header, as recognise/types.ts describes it: mac, name, description, tags, ignore… */
const BY_POSITION: readonly ColumnRole[] = ['mac', 'name', 'description', 'tags'];

export interface ParsedListInput {
  /** Header cells, on line 1; the rows then start on line 2. None by default. */
  headers?: string[];
  /**
   * Cells by line, or the lines of a literal with cells split on `delimiter` (one cell per line
   * for 'list'), as written: no quotes, no trimming. A line whose cells are all empty is no row,
   * but counts.
   */
  rows: string[][] | string;
  /**
   * Default: a header cell that is a role's own name (`mac`, `name`…) gives that role, any
   * other 'ignore'; without headers, the roles by position.
   */
  roles?: ColumnRole[];
  /** `,` by default. */
  delimiter?: Delimiter;
  notes?: ParseNote[];
}

export function parsedList({
  headers = [],
  rows,
  roles,
  delimiter = ',',
  notes = [],
}: ParsedListInput): ParsedList {
  const lines =
    typeof rows === 'string'
      ? rows.split('\n').map((line) => (delimiter === 'list' ? [line] : line.split(delimiter)))
      : rows;
  const first = headers.length > 0 ? 2 : 1;
  const parsedRows = lines
    .map((cells, i) => ({ line: first + i, cells }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  const columnCount = parsedRows.reduce(
    (widest, row) => Math.max(widest, row.cells.length),
    headers.length,
  );
  const roleAt = (i: number): ColumnRole =>
    headers.length > 0
      ? (COLUMN_ROLES.find((role) => role === headers[i]) ?? 'ignore')
      : (BY_POSITION[i] ?? 'ignore');
  return {
    delimiter,
    header: headers.length > 0,
    headers,
    columnCount,
    roles: roles ?? Array.from({ length: columnCount }, (_, i) => roleAt(i)),
    rows: parsedRows,
    notes,
  };
}
