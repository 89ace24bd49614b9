import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { makerLabel } from '../../device-maker/lookup.ts';
import { MakerLine } from '../../device-maker/maker-line.tsx';
import { countMakers, makerKey } from '../../device-maker/maker-summary.ts';
import { makerText, type MakerLookup } from '../../device-maker/use-maker-lookup.ts';
import type { BatchRow, RecordedOutcome } from '../../journal/journal-record.ts';
import { formatCount } from '../../lib/format.ts';
import { editEntryHref } from '../../paths.ts';
import { ButtonGroup } from '../../ui/button.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { csvFilename } from '../../ui/csv.ts';
import { useGridCell } from '../../ui/data-grid/grid-cell.tsx';
import { VirtualTable, type Column } from '../../ui/data-grid/virtual-table.tsx';
import { DownloadCsvButton } from '../../ui/download-csv-button.tsx';
import {
  batchCsvHeader,
  batchCsvRows,
  canonicalMacOf,
  macList,
  OUTCOME_ORDER,
  rowOutcomeWords,
  rowsByOutcome,
  unconfirmedSentence,
} from './batch-rows.ts';
import styles from './batch-results.module.css';

/** The columns a screen may draw in its own way (Batch import edits a faulty row in place). */
export type ResultColumn = 'mac' | 'name' | 'description' | 'tags' | 'reason';

export interface BatchResultRowsProps<R extends BatchRow> {
  /** Every row of the run, in source order. */
  rows: readonly R[];
  maker: MakerLookup;
  /** An entry's ID links to Edit device: the run's connection is the one in use. */
  entryLinks: boolean;
  /** A cell drawn by the screen instead of the row's value; undefined = the value. */
  renderCell?: (row: R, column: ResultColumn) => ReactNode | undefined;
  /** What a table says above its rows, by outcome, besides what every screen says. */
  notes?: Partial<Record<RecordedOutcome, ReactNode>>;
  /** Buttons after a table's Copy, by outcome (Resubmit, Send again). */
  actions?: (outcome: RecordedOutcome, rows: readonly R[]) => ReactNode;
}

/** Outcomes whose rows each say why: the others are said once, above the table. */
const WITH_REASON: ReadonlySet<RecordedOutcome> = new Set([
  'faulty',
  'created',
  'unanswered',
  'not-sent',
]);

/** An entry's ID as a link to Edit device: the cell's one widget, so it takes the grid's focus. */
function EntryLink({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const { tabIndex } = useGridCell();
  return (
    <Link href={editEntryHref(id)} aria-label={t`Edit ${name}`} tabIndex={tabIndex}>
      <Trans>Edit</Trans>
    </Link>
  );
}

/**
 * A batch run's rows, from Batch import and from Activity: the CSV of every row, a maker filter,
 * and a table per outcome on the keyboard data grid (virtual rows: 10,000 rows cost what the
 * visible ones cost), each with its MAC addresses to copy.
 */
export function BatchResultRows<R extends BatchRow>({
  rows,
  maker,
  entryLinks,
  renderCell,
  notes,
  actions,
}: BatchResultRowsProps<R>) {
  const { t } = useLingui();
  const byOutcome = useMemo(() => rowsByOutcome(rows), [rows]);
  // Position in the run: a row's key that no edit or repeat changes.
  const keys = useMemo(() => new Map<R, number>(rows.map((row, index) => [row, index])), [rows]);
  const rowKey = (row: R) => keys.get(row) ?? row.line;
  const [makerFilter, setMakerFilter] = useState<string | null>(null);
  const makers = useMemo(() => countMakers(rows, canonicalMacOf, maker), [rows, maker]);
  const shown = (all: readonly R[]) => {
    if (makerFilter === null) return all;
    return all.filter((row) => {
      const mac = canonicalMacOf(row);
      return mac !== null && makerKey(maker(mac)) === makerFilter;
    });
  };
  const makerOf = (mac: string) => makerLabel(maker(mac));

  const value = (header: string, column: ResultColumn, text: (row: R) => string) => ({
    key: column,
    header,
    ...(column === 'mac' ? { className: styles.mono } : {}),
    cell: (row: R) => renderCell?.(row, column) ?? text(row),
  });
  const columnsOf = (outcome: RecordedOutcome, all: readonly R[]): Column<R>[] => {
    const withIds = all.some((row) => row.id);
    // A link in every row, or none: a widget cell without its widget could not take the focus.
    const linked = withIds && entryLinks && all.every((row) => row.id);
    return [
      { key: 'line', header: t`Row`, rowHeader: true, cell: (row) => row.line },
      value(t`MAC address`, 'mac', (row) => row.mac),
      {
        key: 'maker',
        header: t`Maker`,
        cell: (row) => {
          const mac = canonicalMacOf(row);
          return mac === null ? '' : makerText(maker, mac);
        },
      },
      value(t`Name`, 'name', (row) => row.name),
      value(t`Description`, 'description', (row) => row.description),
      value(t`Tags`, 'tags', (row) => row.tags.join(', ')),
      ...(WITH_REASON.has(outcome)
        ? [{ ...value(t`Reason`, 'reason', (row) => row.reason), className: styles.reason }]
        : []),
      ...(withIds
        ? [
            linked
              ? {
                  key: 'entry',
                  header: t`Entry`,
                  widget: true,
                  cell: (row: R) =>
                    row.id ? <EntryLink id={row.id} name={row.name || row.mac} /> : '',
                }
              : {
                  key: 'entry',
                  header: t`Entry`,
                  className: styles.mono,
                  cell: (row: R) => row.id ?? '',
                },
          ]
        : []),
    ];
  };

  return (
    <>
      <ButtonGroup>
        <DownloadCsvButton
          filename={csvFilename('batch-results')}
          header={batchCsvHeader()}
          rows={() => batchCsvRows(rows, makerOf)}
        />
      </ButtonGroup>
      <MakerLine makers={makers} selected={makerFilter} onSelect={setMakerFilter} />
      {OUTCOME_ORDER.map((outcome) => (
        <OutcomeTable
          key={outcome}
          outcome={outcome}
          all={byOutcome[outcome]}
          rows={shown(byOutcome[outcome])}
          rowKey={rowKey}
          columns={columnsOf(outcome, byOutcome[outcome])}
          note={
            notes?.[outcome] ??
            (outcome === 'unconfirmed' ? unconfirmedSentence(byOutcome[outcome].length) : null)
          }
          actions={actions?.(outcome, byOutcome[outcome])}
        />
      ))}
    </>
  );
}

function OutcomeTable<R extends BatchRow>({
  outcome,
  all,
  rows,
  rowKey,
  columns,
  note,
  actions,
}: {
  outcome: RecordedOutcome;
  /** The outcome's rows; `rows` = those the maker filter shows. */
  all: readonly R[];
  rows: readonly R[];
  rowKey: (row: R) => number;
  columns: Column<R>[];
  note: ReactNode;
  actions: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  if (all.length === 0) return null;
  const words = rowOutcomeWords(outcome);
  const total = all.length;
  const count = rows.length;
  const shownCount = formatCount(count);
  return (
    <section aria-labelledby={id} className={styles.outcome}>
      <h3 id={id}>
        {words} ({formatCount(all.length)})
      </h3>
      {note ? <p>{note}</p> : null}
      <VirtualTable
        caption={
          count === total
            ? t`${words}: ${plural(count, { one: '# row', other: '# rows' })}`
            : t`${words}: showing ${shownCount} of ${plural(total, { one: '# row', other: '# rows' })}`
        }
        label={t`${words} rows`}
        rows={rows}
        rowKey={rowKey}
        columns={columns}
      />
      <ButtonGroup>
        <CopyButton
          text={macList(rows)}
          copiedMessage={plural(count, {
            one: '# MAC address copied',
            other: '# MAC addresses copied',
          })}
        >
          {/* The space outside the hidden part: inside it, the name would read "addresses(created)". */}
          <Plural value={count} one="Copy # MAC address" other="Copy # MAC addresses" />{' '}
          <span className="visually-hidden">({words.toLocaleLowerCase(i18n.locale)})</span>
        </CopyButton>
        {actions}
      </ButtonGroup>
    </section>
  );
}
