import { ROW_OUTCOME_WORDS } from '../../../results/batch-outcome-words.ts';
// Results (issue 9 "Results"): the four figures, every row with its outcome and the reason in
// words, and the CSV export. The server's faultyRequests carry no reason (docs/decisions.md), so a
// faulty row is explained by the app's own check of it, else by the server's field messages
// (expiry path), else plainly as "rejected by the server without a reason".
import { formatCount } from '../../../lib/format.ts';
import { toCsv, type CsvValue } from '../../../ui/csv.ts';
import {
  entryKey,
  runFinished,
  type BatchRun,
  type CheckedRow,
  type CheckResult,
  type NotSentReason,
  type ResultOutcome,
  type RowOutcome,
} from '../model.ts';

export const NO_REASON = 'Rejected by the server without a reason.';
/** A faulty row edited since it was sent that now passes the checks: what Resubmit sends. */
export const CORRECTED_NOTE = 'Corrected here, not sent yet: Resubmit corrected rows sends it.';
/** A row created, probably by an earlier attempt: the retry found it already whitelisted. */
export const CREATED_EARLIER_NOTE =
  'Probably created by the attempt whose answer was not received: the retry found it already whitelisted.';
/** A row the answer did not mention (docs/decisions.md "Rows a batch answer does not mention"). */
export const UNCONFIRMED_NOTE =
  "The server's answer did not mention this row: whether it was stored is not known. Sending it again is safe.";
/** A row sent by an attempt whose answer may be lost (docs/decisions.md), before Resume settles it. */
export const UNANSWERED_NOTE =
  'Sent, answer not received: the server may have stored it. Resume settles it.';

/** The reasons a row was not sent, in words. */
export const NOT_SENT_WORDS: Record<Exclude<NotSentReason, 'invalid' | 'duplicate'>, string> = {
  excluded: 'Excluded from the batch.',
  cancelled: 'Not sent: the run was cancelled.',
  // Also the rows of a chunk the server refused (a 500, say): sent, but certainly not stored.
  stopped: 'Not stored yet: the run stopped at a failed chunk. Resume sends it.',
  waiting: 'Waiting to be sent.',
  unsent: 'Not part of the batch that was sent (it changed afterwards).',
};

export interface ResultRow {
  row: CheckedRow;
  outcome: ResultOutcome;
  /** Set when outcome is 'not-sent'. */
  notSent: NotSentReason | null;
  /** Why, in words ('' for a plain created or existing row). */
  reason: string;
  /** Created, probably by an earlier attempt whose answer was not received (or did not mention it). */
  earlier: boolean;
  /** Expiry path: the created entry's ID (it can go to Recent entries). */
  id: string | null;
  /** Faulty rows: edited since they were sent (what "Resubmit corrected rows" looks for). */
  changedSinceSent: boolean;
}

export interface ResultFigures {
  created: number;
  existing: number;
  faulty: number;
  /** Answered, but the answer did not mention them: whether they were stored is not known. */
  unconfirmed: number;
  /** Sum of updatedLogins: guest sessions on the new MACs that became whitelist-authorized. */
  guestSessionsUpdated: number;
  /** Answered chunks whose updatedLogins was not a count: guestSessionsUpdated lacks them. */
  guestSessionsUnknown: number;
  notSent: number;
  /** Sent by an attempt whose answer may be lost, not settled yet: neither answered nor notSent. */
  unanswered: number;
  /** created + existing + faulty: every row the server's answers accounted for. */
  sent: number;
  /** Of created: probably by an earlier attempt whose answer was not received (or did not mention it). */
  createdEarlier: number;
}

export interface BatchResults {
  figures: ResultFigures;
  notSentBy: Record<NotSentReason, number>;
  /** Every row, in source order. */
  rows: ResultRow[];
  byOutcome: Record<ResultOutcome, ResultRow[]>;
  /** MACs the answers listed that this batch never sent (run.strayMacs). */
  strayMacs: string[];
}

/** One sentence for the "guest sessions updated" figure. */
export const GUEST_SESSIONS_SENTENCE =
  'Guests already waiting at the portal on one of the new MACs were let in: each such session counts once.';

/** Why a faulty row failed: the app's check, else the server's words, else no reason. */
export function faultyReason(
  row: CheckedRow,
  outcome: Extract<RowOutcome, { kind: 'faulty' }>,
): string {
  if (row.problems.length > 0) return row.problems.map((problem) => problem.message).join('; ');
  if (outcome.messages.length > 0) return outcome.messages.join('; ');
  return NO_REASON;
}

function notSentReason(row: CheckedRow, inOpenChunk: boolean, run: BatchRun): NotSentReason {
  if (inOpenChunk) return run.cancelled ? 'cancelled' : run.error ? 'stopped' : 'waiting';
  if (row.excluded) return 'excluded';
  if (row.status === 'duplicate') return 'duplicate';
  if (row.status === 'invalid') return 'invalid';
  return 'unsent';
}

function notSentWords(reason: NotSentReason, row: CheckedRow): string {
  if (reason === 'duplicate')
    return `Same device as row ${row.duplicateOf ?? '?'}: the first is kept.`;
  if (reason === 'invalid') return row.problems.map((problem) => problem.message).join('; ');
  return NOT_SENT_WORDS[reason];
}

/** Every row of the check with what became of it in the run. */
export function summarizeResults(check: Pick<CheckResult, 'rows'>, run: BatchRun): BatchResults {
  const open = new Set<number>();
  // Rows an attempt sent that went unanswered: the server may hold them (docs/decisions.md).
  const unanswered = new Set<number>();
  for (const chunk of run.chunks) {
    if (chunk.state === 'done') continue;
    for (const index of chunk.rows) open.add(index);
    for (const index of chunk.unansweredRows) unanswered.add(index);
  }
  const figures: ResultFigures = {
    created: 0,
    existing: 0,
    faulty: 0,
    unconfirmed: 0,
    guestSessionsUpdated: run.updatedLogins,
    guestSessionsUnknown: run.updatedLoginsUnknown ?? 0,
    notSent: 0,
    unanswered: 0,
    sent: 0,
    createdEarlier: 0,
  };
  const notSentBy: Record<NotSentReason, number> = {
    invalid: 0,
    excluded: 0,
    duplicate: 0,
    cancelled: 0,
    stopped: 0,
    waiting: 0,
    unsent: 0,
  };
  const byOutcome: Record<ResultOutcome, ResultRow[]> = {
    created: [],
    existing: [],
    faulty: [],
    unconfirmed: [],
    unanswered: [],
    'not-sent': [],
  };
  const rows = check.rows.map((row): ResultRow => {
    const outcome = run.outcomes[row.index];
    let result: ResultRow;
    if (outcome === undefined && unanswered.has(row.index)) {
      figures.unanswered++;
      result = {
        row,
        outcome: 'unanswered',
        notSent: null,
        reason: UNANSWERED_NOTE,
        earlier: false,
        id: null,
        changedSinceSent: false,
      };
    } else if (outcome === undefined) {
      const reason = notSentReason(row, open.has(row.index), run);
      notSentBy[reason]++;
      figures.notSent++;
      result = {
        row,
        outcome: 'not-sent',
        notSent: reason,
        reason: notSentWords(reason, row),
        earlier: false,
        id: null,
        changedSinceSent: false,
      };
    } else if (outcome.kind === 'created') {
      figures.created++;
      const earlier = outcome.earlier === true;
      if (earlier) figures.createdEarlier++;
      result = {
        row,
        outcome: 'created',
        notSent: null,
        reason: earlier ? CREATED_EARLIER_NOTE : '',
        earlier,
        id: outcome.id ?? null,
        changedSinceSent: false,
      };
    } else if (outcome.kind === 'existing') {
      figures.existing++;
      result = {
        row,
        outcome: 'existing',
        notSent: null,
        reason: '',
        earlier: false,
        id: null,
        changedSinceSent: false,
      };
    } else if (outcome.kind === 'unconfirmed') {
      figures.unconfirmed++;
      result = {
        row,
        outcome: 'unconfirmed',
        notSent: null,
        reason: UNCONFIRMED_NOTE,
        earlier: false,
        id: null,
        changedSinceSent: false,
      };
    } else {
      figures.faulty++;
      // A run stored before `sent` was recorded: any faulty row counts as changed.
      const changedSinceSent = outcome.sent === undefined || outcome.sent !== entryKey(row.entry);
      result = {
        row,
        outcome: 'faulty',
        notSent: null,
        // Once corrected, the old reason no longer holds (and "rejected by the server without
        // a reason" would be wrong for a row the app's own check had explained).
        reason:
          changedSinceSent && row.problems.length === 0
            ? CORRECTED_NOTE
            : faultyReason(row, outcome),
        earlier: false,
        id: null,
        changedSinceSent,
      };
    }
    byOutcome[result.outcome].push(result);
    return result;
  });
  figures.sent = figures.created + figures.existing + figures.faulty;
  return { figures, notSentBy, rows, byOutcome, strayMacs: run.strayMacs ?? [] };
}

/**
 * What a screen reader hears when a run ends: the figures when it finished, else why it
 * stopped (a failed chunk, Cancel), with the rows whose answer was not received; null for
 * anything else.
 */
export function runEndSentence(check: CheckResult, run: BatchRun): string | null {
  if (runFinished(run)) {
    const { figures } = summarizeResults(check, run);
    const unconfirmed =
      figures.unconfirmed > 0 ? `, ${formatCount(figures.unconfirmed)} not confirmed` : '';
    return `Batch sent: ${formatCount(figures.created)} created, ${formatCount(figures.existing)} already whitelisted, ${formatCount(figures.faulty)} faulty${unconfirmed}, ${formatCount(figures.notSent)} not sent. The results are below.`;
  }
  const stopped = run.error
    ? `Sending stopped: ${run.error.message}`
    : run.cancelled
      ? 'Sending cancelled'
      : null;
  if (stopped === null) return null;
  const { unanswered } = summarizeResults(check, run).figures;
  if (unanswered === 0) return stopped;
  const end = /[.!?]$/.test(stopped) ? '' : '.';
  return `${stopped}${end} ${unansweredSentence(unanswered)}`;
}

/** The rows sent whose answer was not received, in one sentence (live region, progress). */
export function unansweredSentence(rows: number): string {
  return rows === 1
    ? '1 row sent, answer not received: Resume settles it.'
    : `${formatCount(rows)} rows sent, answer not received: Resume settles them.`;
}

/**
 * "Resubmit corrected rows": the faulty rows edited since they were sent that now pass the
 * app's check (a row refused without a reason and left as it was would only be refused again).
 */
export function correctedFaultyRows(results: BatchResults): number[] {
  return results.byOutcome.faulty
    .filter(
      ({ row, changedSinceSent }) =>
        changedSinceSent &&
        row.problems.length === 0 &&
        row.status !== 'duplicate' &&
        !row.excluded,
    )
    .map(({ row }) => row.index);
}

/** Above the not-confirmed rows: what is known of them, and that sending them again is safe. */
export function unconfirmedSentence(rows: number): string {
  const [these, were, them] =
    rows === 1 ? ['this row', 'it was', 'it'] : ['these rows', 'they were', 'them'];
  return `The server's answer did not mention ${these}, so whether ${were} stored is not known. Sending ${them} again is safe: what the server already holds comes back already whitelisted and counts as created.`;
}

/**
 * "Send the not-confirmed rows again": the rows the answers did not mention. Resending is safe
 * (docs/decisions.md): one the server stored comes back existing and counts as created earlier.
 */
export function unconfirmedRows(results: BatchResults): number[] {
  return results.byOutcome.unconfirmed.map(({ row }) => row.index);
}

/** The MAC of a row as shown and exported: canonical, or as written when it is no MAC. */
export function displayMac(row: CheckedRow): string {
  return row.canonicalMac ?? row.values.mac.trim();
}

/** A MAC list to copy: one per line. */
export function macList(rows: readonly ResultRow[]): string {
  return rows.map(({ row }) => displayMac(row)).join('\n');
}

export const CSV_HEADER = [
  'Row',
  'MAC',
  'Maker',
  'Name',
  'Description',
  'Tags',
  'Outcome',
  'Reason',
] as const;

/**
 * The results as spreadsheet rows under CSV_HEADER. `makerOf` gives the Maker column's words for
 * a canonical MAC (device-maker makerLabel of the lookup).
 */
export function resultsCsvRows(
  rows: readonly ResultRow[],
  makerOf: (canonicalMac: string) => string,
): CsvValue[][] {
  return rows.map(({ row, outcome, reason }) => [
    row.line,
    displayMac(row),
    row.canonicalMac === null ? '' : makerOf(row.canonicalMac),
    row.entry.name ?? '',
    row.entry.description ?? '',
    (row.entry.tags ?? []).map((tag) => tag.value).join('; '),
    ROW_OUTCOME_WORDS[outcome],
    reason,
  ]);
}

/** The results as a spreadsheet file's text (ui/csv.ts: formula cells neutralised). */
export function resultsCsv(
  rows: readonly ResultRow[],
  makerOf: (canonicalMac: string) => string,
): string {
  return toCsv(CSV_HEADER, resultsCsvRows(rows, makerOf));
}
