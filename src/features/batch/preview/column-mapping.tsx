import { formatCount } from '../../../lib/format.ts';
import { COLUMN_ROLES, type ColumnRole } from '../../../recognise/types.ts';
import type { RecognisedList } from '../../../recognise/types.ts';
import styles from '../batch.module.css';

const ROLE_LABEL: Record<ColumnRole, string> = {
  mac: 'MAC address',
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
  ignore: 'Not used',
};

export interface ColumnMappingProps {
  parsed: RecognisedList;
  /** The mapping in use (the parser's, or the person's). */
  roles: readonly ColumnRole[];
  onChange: (roles: ColumnRole[]) => void;
  disabled?: boolean;
}

/** "Column 2" or "Column 2 (Device name)" when the list had a header. */
function columnName(parsed: RecognisedList, column: number): string {
  const header = parsed.headers[column]?.trim();
  return header ? `Column ${column + 1} (${header})` : `Column ${column + 1}`;
}

/** The first data row's cell of a column, shortened: what the column holds, in an example. */
function sample(parsed: RecognisedList, column: number): string | null {
  const cell = parsed.rows[0]?.cells[column]?.trim();
  if (!cell) return null;
  return cell.length > 32 ? `${cell.slice(0, 31)}…` : cell;
}

/**
 * Which column is which, with a select per column to change it (for command output and record
 * formats, the fields found are the columns). A role taken by a new column is released by the
 * column that had it. Columns beyond those the recogniser kept are counted, not drawn.
 */
export function ColumnMapping({ parsed, roles, onChange, disabled }: ColumnMappingProps) {
  function choose(column: number, role: ColumnRole) {
    const next = Array.from({ length: parsed.columnCount }, (_, i) => roles[i] ?? 'ignore');
    if (role !== 'ignore') {
      for (let i = 0; i < next.length; i++) if (next[i] === role) next[i] = 'ignore';
    }
    next[column] = role;
    onChange(next);
  }
  return (
    <fieldset className={styles.mapping} disabled={disabled}>
      <legend>Which column is which</legend>
      {Array.from({ length: parsed.columnCount }, (_, column) => {
        const id = `batch-column-${column}`;
        const example = sample(parsed, column);
        return (
          <div key={column}>
            <label htmlFor={id}>{columnName(parsed, column)}</label>
            <select
              id={id}
              aria-describedby={example === null ? undefined : `${id}-example`}
              value={roles[column] ?? 'ignore'}
              onChange={(event) => {
                const role = COLUMN_ROLES.find((r) => r === event.target.value);
                if (role) choose(column, role);
              }}
            >
              {COLUMN_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABEL[role]}
                </option>
              ))}
            </select>
            {example === null ? null : (
              <span id={`${id}-example`} className={styles.columnExample}>
                First row: “{example}”
              </span>
            )}
          </div>
        );
      })}
      {parsed.columnsOmitted > 0 ? (
        <p>
          And {formatCount(parsed.columnsOmitted)} more{' '}
          {parsed.columnsOmitted === 1 ? 'column' : 'columns'}, not used.
        </p>
      ) : null}
    </fieldset>
  );
}
