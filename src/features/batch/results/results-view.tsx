import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RecordedOutcome } from '../../../journal/journal-record.ts';
import { formatSum } from '../../../lib/format.ts';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { BatchResultRows, type ResultColumn } from '../../../results/batch/batch-result-rows.tsx';
import { Button } from '../../../ui/button.tsx';
import type { BatchResults, NotSentReason, ResultRow } from './batch-results.ts';
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

/** "2 invalid", "1 stopped at a failed chunk": rows not sent for one reason, in words. */
function notSentPart(reason: NotSentReason, n: number): string {
  // Each in its number: Swedish says "1 ogiltig", "2 ogiltiga".
  switch (reason) {
    case 'invalid':
      return plural(n, { one: '# invalid', other: '# invalid' });
    case 'excluded':
      return plural(n, { one: '# excluded', other: '# excluded' });
    case 'duplicate':
      return plural(n, { one: '# duplicate', other: '# duplicate' });
    case 'cancelled':
      return plural(n, { one: '# cancelled', other: '# cancelled' });
    case 'stopped':
      return plural(n, {
        one: '# stopped at a failed chunk',
        other: '# stopped at a failed chunk',
      });
    case 'waiting':
      return plural(n, { one: '# waiting', other: '# waiting' });
    case 'unsent':
      return plural(n, { one: '# changed after sending', other: '# changed after sending' });
  }
}
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
  const { t } = useLingui();
  const { figures, notSentBy } = results;
  const notSentParts = NOT_SENT_ORDER.filter((reason) => notSentBy[reason] > 0).map((reason) =>
    notSentPart(reason, notSentBy[reason]),
  );
  const notSentList = notSentParts.join(', ');
  const strays = results.strayMacs.length;
  const straySentence = plural(strays, {
    one: 'The answer also listed # address this batch did not send',
    other: 'The answer also listed # addresses this batch did not send',
  });
  // Named, so a translator reads "{created, plural, …}".
  const {
    created,
    existing,
    faulty,
    unconfirmed,
    unanswered,
    notSent,
    guestSessionsUpdated,
    guestSessionsUnknown,
    createdEarlier,
  } = figures;
  const correctedCount = corrected.length;
  const guestSessions = formatSum({
    known: figures.guestSessionsUpdated,
    unknown: figures.guestSessionsUnknown,
  });

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
  const actions = (outcome: RecordedOutcome, rows: readonly ResultRow[]) => {
    const notConfirmed = rows.length;
    return outcome === 'faulty' ? (
      <Button
        onClick={onResubmit}
        aria-disabled={busy || checking || corrected.length === 0 || undefined}
      >
        <Plural
          value={correctedCount}
          one="Resubmit # corrected row"
          other="Resubmit # corrected rows"
        />
      </Button>
    ) : outcome === 'unconfirmed' ? (
      <Button onClick={onResendUnconfirmed} aria-disabled={busy || checking || undefined}>
        <Plural
          value={notConfirmed}
          one="Send the not-confirmed row again"
          other="Send the not-confirmed rows again"
        />
      </Button>
    ) : null;
  };

  return (
    <section aria-labelledby={RESULTS_TITLE_ID}>
      <h2 id={RESULTS_TITLE_ID} tabIndex={-1}>
        {partial ? <Trans>Results so far</Trans> : <Trans>Results</Trans>}
      </h2>
      <ul className={styles.counts} aria-label={t`Figures`}>
        {/* Each figure in its number: Swedish says "1 skapad", "2 skapade". */}
        <li>
          <Plural
            value={created}
            one={
              <Trans>
                <strong>#</strong> created
              </Trans>
            }
            other={
              <Trans>
                <strong>#</strong> created
              </Trans>
            }
          />
        </li>
        <li>
          <Plural
            value={existing}
            one={
              <Trans>
                <strong>#</strong> already whitelisted
              </Trans>
            }
            other={
              <Trans>
                <strong>#</strong> already whitelisted
              </Trans>
            }
          />
        </li>
        <li>
          <Plural
            value={faulty}
            one={
              <Trans>
                <strong>#</strong> faulty
              </Trans>
            }
            other={
              <Trans>
                <strong>#</strong> faulty
              </Trans>
            }
          />
        </li>
        {/* Only when an answer left rows out: the API's own answers account for every row. */}
        {unconfirmed > 0 ? (
          <li>
            <Plural
              value={unconfirmed}
              one={
                <Trans>
                  <strong>#</strong> not confirmed
                </Trans>
              }
              other={
                <Trans>
                  <strong>#</strong> not confirmed
                </Trans>
              }
            />
          </li>
        ) : null}
        {/* A total with unknown parts ("at least 3") has no number to agree with. */}
        {guestSessionsUnknown === 0 ? (
          <li>
            <Plural
              value={guestSessionsUpdated}
              one={
                <Trans>
                  <strong>#</strong> guest sessions updated
                </Trans>
              }
              other={
                <Trans>
                  <strong>#</strong> guest sessions updated
                </Trans>
              }
            />
          </li>
        ) : (
          <li>
            <Trans>
              <strong>{guestSessions}</strong> guest sessions updated
            </Trans>
          </li>
        )}
        {/* Only while a lost answer is unsettled: a settled run keeps its four outcome figures. */}
        {unanswered > 0 ? (
          <li>
            <Plural
              value={unanswered}
              one={
                <Trans>
                  <strong>#</strong> sent, answer not received
                </Trans>
              }
              other={
                <Trans>
                  <strong>#</strong> sent, answer not received
                </Trans>
              }
            />
          </li>
        ) : null}
        <li>
          <Plural
            value={notSent}
            one={
              <Trans>
                <strong>#</strong> not sent
              </Trans>
            }
            other={
              <Trans>
                <strong>#</strong> not sent
              </Trans>
            }
          />
        </li>
      </ul>
      <p>
        <Trans>
          Guest sessions updated: Guests already waiting at the portal on one of the new MACs were
          let in: each such session counts once.
        </Trans>
      </p>
      {figures.guestSessionsUnknown > 0 ? (
        <p>
          <Plural
            value={guestSessionsUnknown}
            one="The guest-session total is incomplete: for # chunk the server sent something that is not a count."
            other="The guest-session total is incomplete: for # chunks the server sent something that is not a count."
          />
        </p>
      ) : null}
      {figures.unanswered > 0 ? (
        <p>
          <Plural
            value={unanswered}
            one="# row was sent, but the answer was not received: the server may have stored it. Resume sends it again, and what the server then finds already whitelisted counts as created."
            other="# rows were sent, but the answer was not received: the server may have stored them. Resume sends them again, and what the server then finds already whitelisted counts as created."
          />
        </p>
      ) : null}
      {notSentParts.length > 0 ? (
        <p>
          <Trans>Not sent: {notSentList}.</Trans>
        </p>
      ) : null}
      {strays > 0 ? (
        <>
          <p>
            <Trans>
              {straySentence}: no row here is theirs, so the figures above leave them out.
            </Trans>
          </p>
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
          <Plural
            value={createdEarlier}
            one="# device was probably created by the attempt whose answer was not received: the retry found it already whitelisted, so it counts as created."
            other="# devices were probably created by the attempt whose answer was not received: the retry found them already whitelisted, so they count as created."
          />
        </p>
      ) : null}
      <p>
        {withIds ? (
          <Trans>
            Each device was created with an entry ID of its own: the created ones are in Edit
            device’s Recent entries.
          </Trans>
        ) : (
          <Trans>
            The batch answer carries no entry IDs, so these devices are not in Edit device’s Recent
            entries.
          </Trans>
        )}
      </p>
      <BatchResultRows
        rows={results.rows}
        maker={maker}
        entryLinks={withIds}
        renderCell={renderCell}
        notes={{
          faulty: t`Fix a row in place, then resubmit it: only corrected rows are sent again.`,
        }}
        actions={actions}
      />
    </section>
  );
}
