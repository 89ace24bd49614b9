import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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

const STATUS_WORD: Record<CheckedRow['status'], MessageDescriptor> = {
  ready: msg`Ready`,
  invalid: msg`Invalid`,
  duplicate: msg`Duplicate`,
  warning: msg`Warning`,
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
  const { i18n } = useLingui();
  const same = choice ? <SameDeviceChoice row={row} choice={choice} /> : null;
  if (row.excluded) {
    return (
      <>
        <span>
          <Trans>Excluded: not sent</Trans>
        </span>
        {same}
      </>
    );
  }
  return (
    <>
      <strong>{i18n._(STATUS_WORD[row.status])}</strong>
      <RowProblems row={row} />
      {same ??
        (row.duplicateOf !== null ? (
          <p className={styles.muted}>
            <SentInstead row={row.duplicateOf} />
          </p>
        ) : null)}
      {row.warnings.map((warning) => (
        <p key={warning} className={styles.warning}>
          {warning}
        </p>
      ))}
    </>
  );
}

function SentInstead({ row }: { row: number }) {
  return <Trans>Same device as row {row}: that row is sent.</Trans>;
}

function SendRow({ row }: { row: number }) {
  return <Trans>Send row {row}</Trans>;
}

/** Which row of the device is sent, in words, as the check last saw it. */
function sameDeviceWords(row: CheckedRow, { device, lineOf }: DeviceChoice): string {
  const used = device.used;
  if (row.duplicateOf !== null) {
    const first = row.duplicateOf;
    return t`Same device as row ${first}: that row is sent, not this one.`;
  }
  const others = device.rows.filter((index) => index !== row.index).map(lineOf);
  if (used === row.index) {
    const rows = rowsPhrase(others);
    return row.status === 'invalid'
      ? t`Same device as ${rows}: this is the row sent for it, once fixed.`
      : t`Same device as ${rows}: this is the row sent for it.`;
  }
  if (used !== null) {
    const sent = lineOf(used);
    return t`Same device as row ${sent}, which is sent.`;
  }
  const rows = rowsPhrase(others);
  return t`Same device as ${rows}, all excluded.`;
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
        <SendRow row={row.line} />
      </label>
    </>
  );
}
