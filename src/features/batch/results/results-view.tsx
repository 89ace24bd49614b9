import { NOT_A_COUNT } from '../../../api/counts.ts';
import type { RecordedOutcome } from '../../../journal/journal-record.ts';
import { formatCount, formatSum } from '../../../lib/format.ts';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { BatchResultRows, type ResultColumn } from '../../../results/batch/batch-result-rows.tsx';
import { plural } from '../../../lib/format.ts';
import { Button } from '../../../ui/button.tsx';
import { GUEST_SESSIONS_SENTENCE, type BatchResults, type ResultRow } from './batch-results.ts';
import type { NotSentReason } from './batch-results.ts';
import type { RowEdit, RowField } from '../check/check-model.ts';
import { cellValue, EditableCell, RowProblems } from '../preview/preview-table.tsx';
import styles from '../batch.module.css';

/** The results heading: it takes the focus when a run ends. */
export const RESULTS_TITLE_ID = 'batch-results-title';

export interface ResultsViewProps {
  results: BatchResults;
  /** The expiry path: entries got IDs (Recent entries); the batch path's did not. */
  withIds: boolean;
  maker: MakerLookup;
  edits: Readonly<Record<number, RowEdit>>;
  onEdit: (index: number, field: RowField, value: string) => void;
  /** Faulty rows that now pass the checks: what Resubmit sends. */
  corrected: readonly number[];
  onResubmit: () => void;
  /** "Send the not-confirmed rows again": the rows the answers did not mention. */
  onResendUnconfirmed: () => void;
  /** A run is in flight: editing and resubmitting wait. */
  busy: boolean;
  /** An edit is being checked: Resubmit waits for it. */
  checking?: boolean;
  /** The run stopped before its end: these are the results so far. */
  partial?: boolean;
}

const NOT_SENT_LABEL: Record<NotSentReason, string> = {
  invalid: 'invalid',
  excluded: 'excluded',
  duplicate: 'duplicate',
  cancelled: 'cancelled',
  stopped: 'stopped at a failed chunk',
  waiting: 'waiting',
  unsent: 'changed after sending',
};
const NOT_SENT_ORDER: readonly NotSentReason[] = [
  'invalid',
  'duplicate',
  'excluded',
  'cancelled',
  'stopped',
  'waiting',
  'unsent',
];

/** The figures, a table per outcome, CSV and copy, and Resubmit corrected rows. */
export function ResultsView({
  results,
  withIds,
  maker,
  edits,
  onEdit,
  corrected,
  onResubmit,
  onResendUnconfirmed,
  busy,
  partial = false,
  checking = false,
}: ResultsViewProps) {
  const { figures, notSentBy } = results;
  const notSentParts = NOT_SENT_ORDER.filter((reason) => notSentBy[reason] > 0).map(
    (reason) => `${formatCount(notSentBy[reason])} ${NOT_SENT_LABEL[reason]}`,
  );
  const straySentence = `The answer also listed ${plural(results.strayMacs.length, 'address', 'addresses')} this batch did not send`;

  // The faulty rows open for editing in place, each problem described where its input points.
  const renderCell = (r: ResultRow, column: ResultColumn) => {
    if (r.outcome !== 'faulty') return undefined;
    if (column === 'reason')
      return r.row.problems.length > 0 ? <RowProblems row={r.row} /> : undefined;
    return (
      <EditableCell
        row={r.row}
        field={column}
        value={cellValue(r.row, edits, column)}
        onEdit={onEdit}
        disabled={busy}
      />
    );
  };
  const actions = (outcome: RecordedOutcome, rows: readonly ResultRow[]) =>
    outcome === 'faulty' ? (
      <Button
        onClick={onResubmit}
        aria-disabled={busy || checking || corrected.length === 0 || undefined}
      >
        Resubmit {plural(corrected.length, 'corrected row', 'corrected rows')}
      </Button>
    ) : outcome === 'unconfirmed' ? (
      <Button onClick={onResendUnconfirmed} aria-disabled={busy || checking || undefined}>
        Send the not-confirmed {rows.length === 1 ? 'row' : 'rows'} again
      </Button>
    ) : null;

  return (
    <section aria-labelledby={RESULTS_TITLE_ID}>
      <h2 id={RESULTS_TITLE_ID} tabIndex={-1}>
        {partial ? 'Results so far' : 'Results'}
      </h2>
      <ul className={styles.counts} aria-label="Figures">
        <li>
          <strong>{formatCount(figures.created)}</strong> created
        </li>
        <li>
          <strong>{formatCount(figures.existing)}</strong> already whitelisted
        </li>
        <li>
          <strong>{formatCount(figures.faulty)}</strong> faulty
        </li>
        {/* Only when an answer left rows out: the API's own answers account for every row. */}
        {figures.unconfirmed > 0 ? (
          <li>
            <strong>{formatCount(figures.unconfirmed)}</strong> not confirmed
          </li>
        ) : null}
        <li>
          <strong>
            {formatSum({
              known: figures.guestSessionsUpdated,
              unknown: figures.guestSessionsUnknown,
            })}
          </strong>{' '}
          guest sessions updated
        </li>
        {/* Only while a lost answer is unsettled: a settled run keeps its four outcome figures. */}
        {figures.unanswered > 0 ? (
          <li>
            <strong>{formatCount(figures.unanswered)}</strong> sent, answer not received
          </li>
        ) : null}
        <li>
          <strong>{formatCount(figures.notSent)}</strong> not sent
        </li>
      </ul>
      <p>Guest sessions updated: {GUEST_SESSIONS_SENTENCE}</p>
      {figures.guestSessionsUnknown > 0 ? (
        <p>
          The guest-session total is incomplete: for{' '}
          {plural(figures.guestSessionsUnknown, 'chunk', 'chunks')} {NOT_A_COUNT}.
        </p>
      ) : null}
      {figures.unanswered > 0 ? (
        <p>
          {plural(figures.unanswered, 'row was', 'rows were')} sent, but the answer was not
          received: the server may have stored {figures.unanswered === 1 ? 'it' : 'them'}. Resume
          sends {figures.unanswered === 1 ? 'it' : 'them'} again, and what the server then finds
          already whitelisted counts as created.
        </p>
      ) : null}
      {notSentParts.length > 0 ? <p>Not sent: {notSentParts.join(', ')}.</p> : null}
      {results.strayMacs.length > 0 ? (
        <>
          <p>{straySentence}: no row here is theirs, so the figures above leave them out.</p>
          <ul aria-label={straySentence}>
            {results.strayMacs.map((mac) => (
              <li key={mac} className={styles.mono}>
                {mac}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {figures.createdEarlier > 0 ? (
        <p>
          {plural(figures.createdEarlier, 'device was', 'devices were')} probably created by the
          attempt whose answer was not received: the retry found{' '}
          {figures.createdEarlier === 1 ? 'it' : 'them'} already whitelisted, so{' '}
          {figures.createdEarlier === 1 ? 'it counts' : 'they count'} as created.
        </p>
      ) : null}
      <p>
        {withIds
          ? 'Each device was created with an entry ID of its own: the created ones are in Edit device’s Recent entries.'
          : 'The batch answer carries no entry IDs, so these devices are not in Edit device’s Recent entries.'}
      </p>
      <BatchResultRows
        rows={results.rows}
        maker={maker}
        entryLinks={withIds}
        renderCell={renderCell}
        notes={{
          faulty: 'Fix a row in place, then resubmit it: only corrected rows are sent again.',
        }}
        actions={actions}
      />
    </section>
  );
}
