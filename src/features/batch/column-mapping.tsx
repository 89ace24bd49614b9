import { COLUMN_ROLES, type ColumnRole, type ParsedList } from './model.ts';
import styles from './batch.module.css';

const ROLE_LABEL: Record<ColumnRole, string> = {
  mac: 'MAC address',
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
  ignore: 'Not used',
};

const DELIMITER_WORDS: Record<ParsedList['delimiter'], string> = {
  ',': 'Columns separated by commas',
  ';': 'Columns separated by semicolons',
  '\t': 'Columns separated by tabs (as copied from a spreadsheet)',
  list: 'A plain list of MAC addresses',
};

export interface ColumnMappingProps {
  parsed: ParsedList;
  /** The mapping in use (the parser's, or the person's). */
  roles: readonly ColumnRole[];
  onChange: (roles: ColumnRole[]) => void;
  disabled?: boolean;
}

/** "Column 2" or "Column 2 (Device name)" when the list had a header. */
function columnName(parsed: ParsedList, column: number): string {
  const header = parsed.headers[column]?.trim();
  return header ? `Column ${column + 1} (${header})` : `Column ${column + 1}`;
}

/** The first data row's cell of a column, shortened: what the column holds, in an example. */
function sample(parsed: ParsedList, column: number): string | null {
  const cell = parsed.rows[0]?.cells[column]?.trim();
  if (!cell) return null;
  return cell.length > 32 ? `${cell.slice(0, 31)}…` : cell;
}

/**
 * What the parser understood (delimiter, header row, which column is which), with a select per
 * column to change it. A role taken by a new column is released by the column that had it.
 */
export function ColumnMapping({ parsed, roles, onChange, disabled }: ColumnMappingProps) {
  const rows = parsed.rows.length;
  function choose(column: number, role: ColumnRole) {
    const next = Array.from({ length: parsed.columnCount }, (_, i) => roles[i] ?? 'ignore');
    if (role !== 'ignore') {
      for (let i = 0; i < next.length; i++) if (next[i] === role) next[i] = 'ignore';
    }
    next[column] = role;
    onChange(next);
  }
  return (
    <section aria-labelledby="batch-understood-title" className={styles.understood}>
      <h2 id="batch-understood-title">What was understood</h2>
      <p>
        {parsed.columnCount === 1 && parsed.delimiter !== 'list'
          ? 'One column'
          : DELIMITER_WORDS[parsed.delimiter]}
        ;{' '}
        {parsed.header
          ? 'the first line is a header row and is not sent'
          : 'no header row: every line is a device'}
        ; {rows.toLocaleString('en')} {rows === 1 ? 'row' : 'rows'}.
      </p>
      {parsed.notes.length > 0 ? (
        <ul>
          {parsed.notes.map((note) => (
            <li key={`${note.line}:${note.message}`}>{note.message}</li>
          ))}
        </ul>
      ) : null}
      {parsed.delimiter === 'list' ? null : (
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
        </fieldset>
      )}
    </section>
  );
}
