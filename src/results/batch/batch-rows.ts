// A batch run's results, row by row (issue 23): one row model for Batch import's live run and
// for the run Activity reads back, the journal's BatchRow; its outcome words, the order of the
// outcome tables and one CSV layout. Pure.
import type { BatchRow, RecordedOutcome } from '../../journal/journal-record.ts';
import type { CsvValue } from '../../ui/csv.ts';

/** A batch row's outcome in words: the batch screen's results and Activity's say the same. */
export const ROW_OUTCOME_WORDS: Record<RecordedOutcome, string> = {
  created: 'Created',
  existing: 'Already whitelisted',
  faulty: 'Faulty',
  unconfirmed: 'Not confirmed',
  unanswered: 'Sent, answer not received',
  'not-sent': 'Not sent',
};

/** The outcome tables, in order: what a person can act on first. */
export const OUTCOME_ORDER: readonly RecordedOutcome[] = [
  'faulty',
  'unconfirmed',
  'created',
  'existing',
  'unanswered',
  'not-sent',
];

/** Every row by its outcome, each list in source order. */
export function rowsByOutcome<R extends BatchRow>(
  rows: readonly R[],
): Record<RecordedOutcome, R[]> {
  const by: Record<RecordedOutcome, R[]> = {
    created: [],
    existing: [],
    faulty: [],
    unconfirmed: [],
    unanswered: [],
    'not-sent': [],
  };
  for (const row of rows) by[row.outcome].push(row);
  return by;
}

const CANONICAL_MAC = /^[0-9A-F]{2}(?::[0-9A-F]{2}){5}$/;

/**
 * The row's MAC when it is one (a row's MAC is recorded canonical when it is a MAC in any
 * notation, else as written): what the maker is looked up by. Null for a MAC that is none.
 */
export function canonicalMacOf(row: Pick<BatchRow, 'mac'>): string | null {
  return CANONICAL_MAC.test(row.mac) ? row.mac : null;
}

/** A MAC list to copy: one per line. */
export function macList(rows: readonly Pick<BatchRow, 'mac'>[]): string {
  return rows.map((row) => row.mac).join('\n');
}

/** Above the not-confirmed rows: what is known of them, and that sending them again is safe. */
export function unconfirmedSentence(rows: number): string {
  const [these, were, them] =
    rows === 1 ? ['this row', 'it was', 'it'] : ['these rows', 'they were', 'them'];
  return `The server's answer did not mention ${these}, so whether ${were} stored is not known. Sending ${them} again is safe: what the server already holds comes back already whitelisted and counts as created.`;
}

/** The one CSV layout of a batch run's results, from Batch import and from Activity alike. */
export const BATCH_CSV_HEADER = [
  'Row',
  'MAC',
  'Maker',
  'Name',
  'Description',
  'Tags',
  'Outcome',
  'Reason',
  'Entry ID',
] as const;

/**
 * The rows as spreadsheet rows under BATCH_CSV_HEADER. `makerOf` gives the Maker column's words
 * for a canonical MAC (device-maker makerLabel of the lookup); a MAC that is none has no maker.
 */
export function batchCsvRows(
  rows: readonly BatchRow[],
  makerOf: (canonicalMac: string) => string,
): CsvValue[][] {
  return rows.map((row) => {
    const mac = canonicalMacOf(row);
    return [
      row.line,
      row.mac,
      mac === null ? '' : makerOf(mac),
      row.name,
      row.description,
      row.tags.join('; '),
      ROW_OUTCOME_WORDS[row.outcome],
      row.reason,
      row.id ?? '',
    ];
  });
}
