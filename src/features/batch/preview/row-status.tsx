import type { CheckedRow, RowField, SameDevice } from '../check/check-model.ts';
import { useGridCell } from '../../../ui/data-grid/grid-cell.tsx';
import { rowsPhrase } from './same-device.ts';
import styles from '../batch.module.css';

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

export const STATUS_WORD: Record<CheckedRow['status'], string> = {
  ready: 'Ready',
  invalid: 'Invalid',
  duplicate: 'Duplicate',
  warning: 'Warning',
};

/** A row whose MAC other rows hold too: the device's rows, and the choice of which is sent. */
export interface DeviceChoice {
  device: SameDevice;
  /** The row used under the person's exclusions as chosen (the check catches up a moment later). */
  usedNow: number | null;
  lineOf: (index: number) => number;
  onChoose: (index: number) => void;
  disabled?: boolean | undefined;
}

/**
 * The status in words: every problem (each with an id its input points at), the rows of the same
 * device and which of them is sent, with the choice to send this one instead; warnings.
 */
export function RowStatusCell({ row, choice }: { row: CheckedRow; choice: DeviceChoice | null }) {
  const same = choice ? <SameDeviceChoice row={row} choice={choice} /> : null;
  if (row.excluded) {
    return (
      <>
        <span>Excluded: not sent</span>
        {same}
      </>
    );
  }
  return (
    <>
      <strong>{STATUS_WORD[row.status]}</strong>
      <RowProblems row={row} />
      {same ??
        (row.duplicateOf !== null ? (
          <p className={styles.muted}>Same device as row {row.duplicateOf}: that row is sent.</p>
        ) : null)}
      {row.warnings.map((warning) => (
        <p key={warning} className={styles.warning}>
          {warning}
        </p>
      ))}
    </>
  );
}

/** Which row of the device is sent, in words, as the check last saw it. */
function sameDeviceWords(row: CheckedRow, { device, lineOf }: DeviceChoice): string {
  const used = device.used;
  if (row.duplicateOf !== null) {
    return `Same device as row ${row.duplicateOf}: that row is sent, not this one.`;
  }
  const others = device.rows.filter((index) => index !== row.index).map(lineOf);
  if (used === row.index) {
    return `Same device as ${rowsPhrase(others)}: this is the row sent for it${row.status === 'invalid' ? ', once fixed' : ''}.`;
  }
  if (used !== null) return `Same device as row ${lineOf(used)}, which is sent.`;
  return `Same device as ${rowsPhrase(others)}, all excluded.`;
}

/** The words, and "Send row 9": a radio button per row of the device, the one sent checked. */
function SameDeviceChoice({ row, choice }: { row: CheckedRow; choice: DeviceChoice }) {
  const { tabIndex } = useGridCell();
  const wordsId = `batch-row-${row.index}-same-device`;
  return (
    <>
      <p id={wordsId} className={styles.muted}>
        {sameDeviceWords(row, choice)}
      </p>
      <label className={styles.choice}>
        <input
          type="radio"
          name={`batch-send-${row.canonicalMac ?? row.index}`}
          checked={choice.usedNow === row.index}
          onChange={() => choice.onChoose(row.index)}
          disabled={choice.disabled}
          tabIndex={tabIndex}
          aria-describedby={wordsId}
        />
        Send row {row.line}
      </label>
    </>
  );
}
