// A batch run's results, row by row (issue 23): one row model for Batch import's live run and
// for the run Activity reads back, the journal's BatchRow; its outcome words, the order of the
// outcome tables and one CSV layout. Pure.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { BatchRow, RecordedOutcome } from '../../journal/journal-record.ts';
import type { CsvValue } from '../../ui/csv.ts';

/** A batch row's outcome in words: the batch screen's results and Activity's say the same. */
export const ROW_OUTCOME_WORDS: Record<RecordedOutcome, MessageDescriptor> = {
  created: msg`Created`,
  existing: msg`Already whitelisted`,
  faulty: msg`Faulty`,
  unconfirmed: msg`Not confirmed`,
  unanswered: msg`Sent, answer not received`,
  'not-sent': msg`Not sent`,
};

/** A row's outcome in words, in the language in use. */
export function rowOutcomeWords(outcome: RecordedOutcome): string {
  return i18n._(ROW_OUTCOME_WORDS[outcome]);
}

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
  return plural(rows, {
    one: "The server's answer did not mention this row, so whether it was stored is not known. Sending it again is safe: what the server already holds comes back already whitelisted and counts as created.",
    other:
      "The server's answer did not mention these rows, so whether they were stored is not known. Sending them again is safe: what the server already holds comes back already whitelisted and counts as created.",
  });
}

/** The one CSV layout of a batch run's results, from Batch import and from Activity alike. */
export function batchCsvHeader(): string[] {
  return [
    t`Row`,
    'MAC',
    t`Maker`,
    t`Name`,
    t`Description`,
    t`Tags`,
    t`Outcome`,
    t`Reason`,
    t`Entry ID`,
  ];
}

/**
 * The rows as spreadsheet rows under batchCsvHeader(). `makerOf` gives the Maker column's words
 * for a canonical MAC (device-maker makerLabel of the lookup); a MAC that is none has no maker.
 */
export function batchCsvRows(
  rows: readonly BatchRow[],
  makerOf: (canonicalMac: string) => string,
): CsvValue[][] {
  // Each outcome said once, not once per row (a run may hold 10,000).
  const words = new Map<RecordedOutcome, string>();
  const outcomeWords = (outcome: RecordedOutcome) => {
    let said = words.get(outcome);
    if (said === undefined) {
      said = rowOutcomeWords(outcome);
      words.set(outcome, said);
    }
    return said;
  };
  return rows.map((row) => {
    const mac = canonicalMacOf(row);
    return [
      row.line,
      row.mac,
      mac === null ? '' : makerOf(mac),
      row.name,
      row.description,
      row.tags.join('; '),
      outcomeWords(row.outcome),
      row.reason,
      row.id ?? '',
    ];
  });
}
