import { msg, plural } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatCount } from '../../../lib/format.ts';
import { makerText, type MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import type { CheckedRow, RowEdit, RowField, RowValues, SameDevice } from '../check/check-model.ts';
import { useDescribeCell, useGridCell } from '../../../ui/data-grid/grid-cell.tsx';
import { VirtualTable, type Column } from '../../../ui/data-grid/virtual-table.tsx';
import { problemId, RowStatusCell } from './row-status.tsx';
import { usedRow } from './same-device.ts';
import styles from '../batch.module.css';
import gridStyles from '../../../ui/data-grid/grid.module.css';
import tableStyles from '../../../ui/table.module.css';

export { problemId, RowProblems } from './row-status.tsx';

const FIELD_LABEL: Record<RowField, MessageDescriptor> = {
  mac: msg`MAC address`,
  name: msg`Name`,
  description: msg`Description`,
  tags: msg`Tags`,
};

/** A field's column header: "MAC address", "Name"… in the language in use. */
export const fieldLabel = (field: RowField) => i18n._(FIELD_LABEL[field]);

/** The value shown in a cell: the person's edit, else what was parsed. */
export function cellValue(
  row: CheckedRow,
  edits: Readonly<Record<number, RowEdit>>,
  field: RowField,
) {
  return edits[row.index]?.[field] ?? row.values[field];
}

export interface EditableCellProps {
  row: CheckedRow;
  field: RowField;
  value: string;
  onEdit: (index: number, field: keyof RowValues, value: string) => void;
  disabled?: boolean | undefined;
}

/**
 * One editable grid cell: its value as text, described by its problem if it has one; opened
 * (Enter, F2, a typed character, a click) it becomes a labelled input ("Name, row 4"). Each
 * keystroke goes to onEdit, so the row is re-checked and kept as you type; Enter keeps the
 * value and Escape puts back the one the cell had when it opened, both returning the focus to
 * the cell (it stays on the row: the re-checked status is what a person wants to hear next).
 */
export function EditableCell({ row, field, value, onEdit, disabled }: EditableCellProps) {
  const { t } = useLingui();
  const { editing, endEdit } = useGridCell();
  const problem = row.problems.some((p) => p.field === field);
  // The MAC as it will be sent, when the person wrote it in another notation.
  const sentAs =
    field === 'mac' && row.canonicalMac !== null && row.canonicalMac !== value.trim()
      ? row.canonicalMac
      : null;
  const sentAsId = `batch-row-${row.index}-sent-as`;
  useDescribeCell({
    describedBy: problem ? problemId(row, field) : undefined,
    invalid: problem,
    editable: true,
    readOnly: disabled,
  });
  // The space keeps the value and the note apart in the cell's name ("… Sent as …").
  const note = sentAs ? (
    <>
      {' '}
      <span id={sentAsId} className={styles.sentAs}>
        <Trans>
          Sent as <span className={styles.mono}>{sentAs}</span>
        </Trans>
      </span>
    </>
  ) : null;
  if (editing === null || disabled) {
    const look = [gridStyles.value, field === 'mac' ? gridStyles.mono : null];
    return (
      <>
        <span className={[...look, problem ? gridStyles.invalid : null].filter(Boolean).join(' ')}>
          {value}
        </span>
        {note}
      </>
    );
  }
  const describedBy = [problem ? problemId(row, field) : null, sentAs ? sentAsId : null]
    .filter(Boolean)
    .join(' ');
  const label = fieldLabel(field);
  const line = row.line;
  return (
    <>
      <CellInput
        label={t`${label}, row ${line}`}
        value={value}
        seed={editing.seed}
        invalid={problem}
        describedBy={describedBy}
        mono={field === 'mac'}
        onChange={(next) => onEdit(row.index, field, next)}
        onDone={endEdit}
      />
      {note}
    </>
  );
}

interface CellInputProps {
  label: string;
  value: string;
  /** The character that opened the cell: it replaces the value. */
  seed: string | null;
  invalid: boolean;
  describedBy: string;
  mono: boolean;
  onChange: (value: string) => void;
  /** The edit is over; `refocus` returns the focus to the cell. */
  onDone: (refocus: boolean) => void;
}

/** An open cell's input: focused with the caret at the end; Enter keeps, Escape cancels. */
function CellInput({
  label,
  value,
  seed,
  invalid,
  describedBy,
  mono,
  onChange,
  onDone,
}: CellInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The value before this edit (and before its seed): what Escape puts back.
  const [original] = useState(value);
  const opened = useRef({ seed, onChange });
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input) return;
    const { seed: first, onChange: change } = opened.current;
    if (first !== null) {
      // Typed on the closed cell: the character replaces the value, as in a spreadsheet.
      input.value = first;
      change(first);
    }
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      event.stopPropagation();
      onDone(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (ref.current?.value !== original) onChange(original);
      onDone(true);
    }
  };
  return (
    <input
      ref={ref}
      type="text"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
      className={mono ? `${styles.mono} ${tableStyles.wide}` : undefined}
      value={value}
      // No intrinsic width of its own: the cell keeps the width it had closed.
      size={1}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      // Tab, or a click elsewhere: the value typed so far is already kept.
      onBlur={() => onDone(false)}
    />
  );
}

export interface PreviewTableProps {
  rows: readonly CheckedRow[];
  /** All rows of the list, for the caption ("showing 12 of 40"). */
  total: number;
  edits: Readonly<Record<number, RowEdit>>;
  /** The person's exclusions as chosen (the check catches up a moment later). */
  excluded: ReadonlySet<number>;
  onEdit: (index: number, field: RowField, value: string) => void;
  onExclude: (index: number, excluded: boolean) => void;
  /** By canonical MAC, each MAC on more than one row (CheckResult.sameDevice). */
  sameDevice: ReadonlyMap<string, SameDevice>;
  /** A row's source line, by index. */
  lineOf: (index: number) => number;
  /** Send this row for its device instead of the others (they are excluded). */
  onChoose: (index: number) => void;
  maker: MakerLookup;
  disabled?: boolean;
}

/** A row's Exclude checkbox: the cell's widget, so it takes the grid's focus itself. */
function ExcludeBox({
  line,
  checked,
  disabled,
  onChange,
}: {
  line: number;
  checked: boolean;
  disabled: boolean | undefined;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useLingui();
  const { tabIndex } = useGridCell();
  return (
    <input
      type="checkbox"
      aria-label={t`Exclude row ${line}`}
      checked={checked}
      disabled={disabled}
      tabIndex={tabIndex}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * The preview: one row per device, a data grid (one tab stop, arrows between cells) whose MAC,
 * name, description and tags open for editing in place and are re-checked as you type.
 */
export function PreviewTable({
  rows,
  total,
  edits,
  excluded,
  onEdit,
  onExclude,
  sameDevice,
  lineOf,
  onChoose,
  maker,
  disabled,
}: PreviewTableProps) {
  const { t } = useLingui();
  const deviceOf = (row: CheckedRow) =>
    row.canonicalMac === null ? undefined : sameDevice.get(row.canonicalMac);
  const editable = (field: RowField): Column<CheckedRow> => ({
    key: field,
    header: fieldLabel(field),
    cell: (row) => (
      <EditableCell
        row={row}
        field={field}
        value={cellValue(row, edits, field)}
        onEdit={onEdit}
        disabled={disabled}
      />
    ),
  });
  const columns: Column<CheckedRow>[] = [
    { key: 'line', header: t`Row`, rowHeader: true, cell: (row) => row.line },
    {
      key: 'exclude',
      header: t`Exclude`,
      widget: true,
      cell: (row) => (
        <ExcludeBox
          line={row.line}
          checked={excluded.has(row.index)}
          disabled={disabled}
          onChange={(checked) => onExclude(row.index, checked)}
        />
      ),
    },
    editable('mac'),
    {
      key: 'maker',
      header: t`Maker`,
      cell: (row) => (row.canonicalMac ? makerText(maker, row.canonicalMac) : ''),
    },
    editable('name'),
    editable('description'),
    editable('tags'),
    {
      key: 'status',
      header: t`Status`,
      className: styles.status,
      // Rows of a device on several rows hold the choice of which is sent: the cell's widget.
      widget: (row) => deviceOf(row) !== undefined,
      cell: (row) => {
        const device = deviceOf(row);
        const choice = device
          ? { device, usedNow: usedRow(device, excluded), lineOf, onChoose, disabled }
          : null;
        return <RowStatusCell row={row} choice={choice} />;
      },
    },
  ];
  const shown = formatCount(rows.length);
  return (
    <VirtualTable
      caption={
        rows.length === total
          ? plural(total, { one: 'Preview: # row', other: 'Preview: # rows' })
          : plural(total, {
              one: `Preview: showing ${shown} of # row`,
              other: `Preview: showing ${shown} of # rows`,
            })
      }
      label={t`Preview of the rows`}
      rows={rows}
      rowKey={(row) => row.index}
      columns={columns}
      rowClassName={(row) => (row.excluded ? styles.excluded : undefined)}
      empty={t`No rows match this filter.`}
    />
  );
}
