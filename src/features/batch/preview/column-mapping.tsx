import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COLUMN_ROLES, type ColumnRole } from '../../../recognise/types.ts';
import type { RecognisedList } from '../../../recognise/types.ts';
import { headingWords } from './understood-words.ts';
import styles from '../batch.module.css';

const ROLE_LABEL: Record<ColumnRole, MessageDescriptor> = {
  mac: msg`MAC address`,
  name: msg`Name`,
  description: msg`Description`,
  tags: msg`Tags`,
  ignore: msg`Not used`,
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
  const number = column + 1;
  if (!header) return t`Column ${number}`;
  const heading = headingWords(parsed, header);
  return t`Column ${number} (${heading})`;
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
  const { i18n } = useLingui();
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
      <legend>
        <Trans>Which column is which</Trans>
      </legend>
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
                  {i18n._(ROLE_LABEL[role])}
                </option>
              ))}
            </select>
            {example === null ? null : (
              <span id={`${id}-example`} className={styles.columnExample}>
                <Trans>First row: “{example}”</Trans>
              </span>
            )}
          </div>
        );
      })}
      {parsed.columnsOmitted > 0 ? (
        <p>
          <Plural
            value={parsed.columnsOmitted}
            one="And # more column, not used."
            other="And # more columns, not used."
          />
        </p>
      ) : null}
    </fieldset>
  );
}
