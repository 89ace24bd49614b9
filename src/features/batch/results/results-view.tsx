import { ROW_OUTCOME_WORDS } from '../../../results/batch-outcome-words.ts';
import { NOT_A_COUNT } from '../../../api/counts.ts';
import { formatCount, formatSum } from '../../../lib/format.ts';
import { useMemo, useState } from 'react';
import { makerLabel } from '../../../device-maker/lookup.ts';
import { makerKey, summarizeMakers } from '../../../device-maker/maker-summary.ts';
import type { MakerLookup } from '../../../device-maker/use-maker-lookup.ts';
import { Button, ButtonGroup } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { csvFilename } from '../../../ui/csv.ts';
import { DownloadCsvButton } from '../../../ui/download-csv-button.tsx';
import {
  displayMac,
  GUEST_SESSIONS_SENTENCE,
  macList,
  CSV_HEADER,
  resultsCsvRows,
  unconfirmedSentence,
  type BatchResults,
  type ResultRow,
} from './batch-results.ts';
import type { NotSentReason, RowEdit, RowField } from '../model.ts';
import { cellValue, EditableCell, FIELD_LABEL, RowProblems } from '../preview/preview-table.tsx';
import { MakerLine } from '../../../device-maker/maker-line.tsx';
import { makerText } from '../../../device-maker/use-maker-lookup.ts';
import { VirtualTable, type Column } from '../../../ui/data-grid/virtual-table.tsx';
import styles from '../batch.module.css';

/** The results heading: it takes the focus when a run ends. */
export const RESULTS_TITLE_ID = 'batch-results-title';

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

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
const FIELDS: readonly RowField[] = ['mac', 'name', 'description', 'tags'];

/** A cell as the row was sent (canonical MAC; tags joined). */
function sentValue({ row }: ResultRow, field: RowField): string {
  if (field === 'mac') return displayMac(row);
  if (field === 'tags') return (row.entry.tags ?? []).map((tag) => tag.value).join(', ');
  return row.entry[field] ?? '';
}

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
  const { figures, byOutcome, notSentBy } = results;
  const notSentParts = NOT_SENT_ORDER.filter((reason) => notSentBy[reason] > 0).map(
    (reason) => `${formatCount(notSentBy[reason])} ${NOT_SENT_LABEL[reason]}`,
  );
  const makerOf = (mac: string) => makerLabel(maker(mac));
  const straySentence = `The answer also listed ${plural(results.strayMacs.length, 'address', 'addresses')} this batch did not send`;
  const [makerFilter, setMakerFilter] = useState<string | null>(null);
  const makers = useMemo(
    () =>
      summarizeMakers(
        results.rows.flatMap(({ row }) => (row.canonicalMac ? [maker(row.canonicalMac)] : [])),
      ),
    [results, maker],
  );
  const shown = (rows: readonly ResultRow[]) =>
    makerFilter === null
      ? rows
      : rows.filter(
          ({ row }) =>
            row.canonicalMac !== null && makerKey(maker(row.canonicalMac)) === makerFilter,
        );

  // The row's values as sent; on the faulty table, editable in place.
  const valueColumn = (field: RowField, editable: boolean): Column<ResultRow> => ({
    key: field,
    header: FIELD_LABEL[field],
    ...(field === 'mac' && !editable ? { className: styles.mono } : {}),
    cell: editable
      ? (r) => (
          <EditableCell
            row={r.row}
            field={field}
            value={cellValue(r.row, edits, field)}
            onEdit={onEdit}
            disabled={busy}
          />
        )
      : (r) => sentValue(r, field),
  });
  const columns = (editable: boolean, withReason: boolean): Column<ResultRow>[] => {
    const [mac, ...rest] = FIELDS.map((field) => valueColumn(field, editable));
    return [
      { key: 'line', header: 'Row', rowHeader: true, cell: (r) => r.row.line },
      ...(mac ? [mac] : []),
      {
        key: 'maker',
        header: 'Maker',
        cell: (r) => (r.row.canonicalMac ? makerText(maker, r.row.canonicalMac) : ''),
      },
      ...rest,
      ...(withReason
        ? [
            {
              key: 'reason',
              header: 'Reason',
              className: styles.status,
              // A faulty row's own problems carry the ids its inputs are described by.
              cell: (r: ResultRow) =>
                editable && r.row.problems.length > 0 ? <RowProblems row={r.row} /> : r.reason,
            },
          ]
        : []),
    ];
  };

  const table = (outcome: keyof typeof byOutcome, columns: Column<ResultRow>[], note?: string) => {
    const all = byOutcome[outcome];
    if (all.length === 0) return null;
    const rows = shown(all);
    const id = `batch-outcome-${outcome}`;
    return (
      <section aria-labelledby={id} className={styles.outcome}>
        <h3 id={id}>
          {ROW_OUTCOME_WORDS[outcome]} ({formatCount(all.length)})
        </h3>
        {note ? <p>{note}</p> : null}
        <VirtualTable
          caption={
            rows.length === all.length
              ? `${ROW_OUTCOME_WORDS[outcome]}: ${plural(rows.length, 'row', 'rows')}`
              : `${ROW_OUTCOME_WORDS[outcome]}: showing ${formatCount(rows.length)} of ${plural(all.length, 'row', 'rows')}`
          }
          label={`${ROW_OUTCOME_WORDS[outcome]} rows`}
          rows={rows}
          rowKey={(r) => r.row.index}
          columns={columns}
        />
        <ButtonGroup>
          <CopyButton
            text={macList(rows)}
            copiedMessage={`${plural(rows.length, 'MAC address', 'MAC addresses')} copied`}
          >
            Copy {plural(rows.length, 'MAC address', 'MAC addresses')}
            <span className="visually-hidden"> ({ROW_OUTCOME_WORDS[outcome].toLowerCase()})</span>
          </CopyButton>
          {outcome === 'faulty' ? (
            <Button
              onClick={onResubmit}
              aria-disabled={busy || checking || corrected.length === 0 || undefined}
            >
              Resubmit {plural(corrected.length, 'corrected row', 'corrected rows')}
            </Button>
          ) : null}
          {outcome === 'unconfirmed' ? (
            <Button onClick={onResendUnconfirmed} aria-disabled={busy || checking || undefined}>
              Send the not-confirmed {all.length === 1 ? 'row' : 'rows'} again
            </Button>
          ) : null}
        </ButtonGroup>
      </section>
    );
  };

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
      <ButtonGroup>
        <DownloadCsvButton
          filename={csvFilename('batch-results')}
          header={CSV_HEADER}
          rows={() => resultsCsvRows(results.rows, makerOf)}
        />
      </ButtonGroup>
      <MakerLine makers={makers} selected={makerFilter} onSelect={setMakerFilter} />
      {table(
        'faulty',
        columns(true, true),
        'Fix a row in place, then resubmit it: only corrected rows are sent again.',
      )}
      {table('unconfirmed', columns(false, false), unconfirmedSentence(figures.unconfirmed))}
      {table('created', columns(false, true))}
      {table('existing', columns(false, false))}
      {table('unanswered', columns(false, true))}
      {table('not-sent', columns(false, true))}
    </section>
  );
}
