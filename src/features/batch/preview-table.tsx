import { makerLabel } from '../../device-maker/lookup.ts';
import type { MakerLookup } from '../../device-maker/use-maker-lookup.ts';
import type { CheckedRow, RowEdit, RowField, RowValues } from './model.ts';
import { VirtualTable, type Column } from './virtual-table.tsx';
import styles from './batch.module.css';

export const FIELD_LABEL: Record<RowField, string> = {
  mac: 'MAC address',
  name: 'Name',
  description: 'Description',
  tags: 'Tags',
};

/** The id of a row's problem with one field: its input is described by it. */
export const problemId = (row: CheckedRow, field: RowField) =>
  `batch-row-${row.index}-${field}-problem`;

/** A row's problems, one paragraph each, with the ids its inputs point at (aria-describedby). */
export function RowProblems({ row }: { row: CheckedRow }) {
  return (
    <>
      {row.problems.map((p) => (
        <p key={p.field} id={problemId(row, p.field)} className={styles.problem}>
          {p.message}
        </p>
      ))}
    </>
  );
}

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

/** One cell as a labelled text input ("Name, row 4"), described by its problem if it has one. */
export function EditableCell({ row, field, value, onEdit, disabled }: EditableCellProps) {
  const problem = row.problems.some((p) => p.field === field);
  // The MAC as it will be sent, when the person wrote it in another notation.
  const sentAs =
    field === 'mac' && row.canonicalMac !== null && row.canonicalMac !== value.trim()
      ? row.canonicalMac
      : null;
  const sentAsId = `batch-row-${row.index}-sent-as`;
  const describedBy = [problem ? problemId(row, field) : null, sentAs ? sentAsId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <input
        type="text"
        aria-label={`${FIELD_LABEL[field]}, row ${row.line}`}
        aria-invalid={problem || undefined}
        aria-describedby={describedBy || undefined}
        className={field === 'mac' ? styles.mono : undefined}
        value={value}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        onChange={(event) => onEdit(row.index, field, event.target.value)}
      />
      {sentAs ? (
        <span id={sentAsId} className={styles.sentAs}>
          Sent as <span className={styles.mono}>{sentAs}</span>
        </span>
      ) : null}
    </>
  );
}

/** The status in words: every problem (each with an id its input points at), the duplicate, warnings. */
export function RowStatusCell({ row }: { row: CheckedRow }) {
  if (row.excluded) return <span>Excluded: not sent</span>;
  return (
    <>
      <strong>{STATUS_WORD[row.status]}</strong>
      <RowProblems row={row} />
      {row.duplicateOf !== null ? (
        <p className={styles.muted}>Same device as row {row.duplicateOf}: that row is kept.</p>
      ) : null}
      {row.warnings.map((warning) => (
        <p key={warning} className={styles.warning}>
          {warning}
        </p>
      ))}
    </>
  );
}

export const STATUS_WORD: Record<CheckedRow['status'], string> = {
  ready: 'Ready',
  invalid: 'Invalid',
  duplicate: 'Duplicate',
  warning: 'Warning',
};

export interface PreviewTableProps {
  rows: readonly CheckedRow[];
  /** All rows of the list, for the caption ("showing 12 of 40"). */
  total: number;
  edits: Readonly<Record<number, RowEdit>>;
  /** The person's exclusions as chosen (the check catches up a moment later). */
  excluded: ReadonlySet<number>;
  onEdit: (index: number, field: RowField, value: string) => void;
  onExclude: (index: number, excluded: boolean) => void;
  maker: MakerLookup;
  disabled?: boolean;
}

/** The preview: one row per device, every cell editable in place and re-checked as you type. */
export function PreviewTable({
  rows,
  total,
  edits,
  excluded,
  onEdit,
  onExclude,
  maker,
  disabled,
}: PreviewTableProps) {
  const editable = (field: RowField): Column<CheckedRow> => ({
    key: field,
    header: FIELD_LABEL[field],
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
    { key: 'line', header: 'Row', rowHeader: true, cell: (row) => row.line },
    {
      key: 'exclude',
      header: 'Exclude',
      cell: (row) => (
        <input
          type="checkbox"
          aria-label={`Exclude row ${row.line}`}
          checked={excluded.has(row.index)}
          disabled={disabled}
          onChange={(event) => onExclude(row.index, event.target.checked)}
        />
      ),
    },
    editable('mac'),
    {
      key: 'maker',
      header: 'Maker',
      cell: (row) => (row.canonicalMac ? makerText(maker, row.canonicalMac) : ''),
    },
    editable('name'),
    editable('description'),
    editable('tags'),
    {
      key: 'status',
      header: 'Status',
      className: styles.status,
      cell: (row) => <RowStatusCell row={row} />,
    },
  ];
  const shown = rows.length;
  return (
    <VirtualTable
      caption={
        shown === total
          ? `Preview: ${total.toLocaleString('en')} ${total === 1 ? 'row' : 'rows'}`
          : `Preview: showing ${shown.toLocaleString('en')} of ${total.toLocaleString('en')} rows`
      }
      label="Preview of the rows"
      rows={rows}
      rowKey={(row) => row.index}
      columns={columns}
      rowClassName={(row) => (row.excluded ? styles.excluded : undefined)}
      empty="No rows match this filter."
    />
  );
}

/** The maker in words, or nothing while the registry loads. */
export function makerText(maker: MakerLookup, canonicalMac: string): string {
  const result = maker(canonicalMac);
  return result === undefined ? '' : makerLabel(result);
}
