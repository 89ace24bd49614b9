// Results (issue 9 "Results"): the four figures, every row with its outcome and the reason in
// words, and the CSV export. The server's faultyRequests carry no reason (docs/decisions.md), so a
// faulty row is explained by the app's own check of it, else by the server's field messages
// (expiry path), else plainly as "rejected by the server without a reason".
// Each row becomes the one row model of src/results/batch (the journal's BatchRow), with what
// this screen adds to act on it: the checked row, why it was not sent, whether it was edited.
import type { BatchFigures, BatchRow, RecordedOutcome } from '../../../journal/journal-record.ts';
import { plural, t } from '@lingui/core/macro';
import { rowsByOutcome } from '../../../results/batch/batch-rows.ts';
import { entryKey, runFinished, type BatchRun, type RowOutcome } from '../run/run-model.ts';
import { type CheckedRow, type CheckResult } from '../check/check-model.ts';

/**
 * Why a row has no outcome: failing the checks, excluded, a duplicate; or, for rows of the run,
 * cancelled, stopped at a failed chunk, or still waiting; 'unsent' = not part of the run (it
 * changed after the run was planned).
 */
export type NotSentReason =
  'invalid' | 'excluded' | 'duplicate' | 'cancelled' | 'stopped' | 'waiting' | 'unsent';

/** A faulty row the server refused without saying why (its faultyRequests carry no reason). */
export const noReason = () => t`Rejected by the server without a reason.`;
/** A faulty row edited since it was sent that now passes the checks: what Resubmit sends. */
export const correctedNote = () =>
  t`Corrected here, not sent yet: Resubmit corrected rows sends it.`;
/** A row created, probably by an earlier attempt: the retry found it already whitelisted. */
export const createdEarlierNote = () =>
  t`Probably created by the attempt whose answer was not received: the retry found it already whitelisted.`;
/** A row the answer did not mention (docs/decisions.md "Rows a batch answer does not mention"). */
export const unconfirmedNote = () =>
  t`The server's answer did not mention this row: whether it was stored is not known. Sending it again is safe.`;
/** A row sent by an attempt whose answer may be lost (docs/decisions.md), before Resume settles it. */
export const unansweredNote = () =>
  t`Sent, answer not received: the server may have stored it. Resume settles it.`;

/** The reasons a row was not sent, in words (in the language in use). */
export function notSentWords(reason: Exclude<NotSentReason, 'invalid' | 'duplicate'>): string {
  switch (reason) {
    case 'excluded':
      return t`Excluded from the batch.`;
    case 'cancelled':
      return t`Not sent: the run was cancelled.`;
    // Also the rows of a chunk the server refused (a 500, say): sent, but certainly not stored.
    case 'stopped':
      return t`Not stored yet: the run stopped at a failed chunk. Resume sends it.`;
    case 'waiting':
      return t`Waiting to be sent.`;
    case 'unsent':
      return t`Not part of the batch that was sent (it changed afterwards).`;
  }
}

/** A row of the results: what Activity records of it, and what this screen acts on. */
export type ResultRow = BatchRow & {
  row: CheckedRow;
  /** Set when outcome is 'not-sent'. */
  notSent: NotSentReason | null;
  /** Faulty rows: edited since they were sent (what "Resubmit corrected rows" looks for). */
  changedSinceSent: boolean;
};

export interface BatchResults {
  figures: BatchFigures;
  notSentBy: Record<NotSentReason, number>;
  /** Every row, in source order. */
  rows: ResultRow[];
  byOutcome: Record<RecordedOutcome, ResultRow[]>;
  /** MACs the answers listed that this batch never sent (run.strayMacs). */
  strayMacs: string[];
}

/** Why a faulty row failed: the app's check, else the server's words, else no reason. */
export function faultyReason(
  row: CheckedRow,
  outcome: Extract<RowOutcome, { kind: 'faulty' }>,
): string {
  if (row.problems.length > 0) return row.problems.map((problem) => problem.message).join('; ');
  if (outcome.messages.length > 0) return outcome.messages.join('; ');
  return noReason();
}

function notSentReason(row: CheckedRow, inOpenChunk: boolean, run: BatchRun): NotSentReason {
  if (inOpenChunk) return run.cancelled ? 'cancelled' : run.error ? 'stopped' : 'waiting';
  if (row.excluded) return 'excluded';
  if (row.status === 'duplicate') return 'duplicate';
  if (row.status === 'invalid') return 'invalid';
  return 'unsent';
}

function notSentReasonWords(reason: NotSentReason, row: CheckedRow): string {
  if (reason === 'duplicate') {
    const line = row.duplicateOf ?? '?';
    return t`Same device as row ${line}: that row is the one sent.`;
  }
  if (reason === 'invalid') return row.problems.map((problem) => problem.message).join('; ');
  return notSentWords(reason);
}

/** A row as it was sent (canonical MAC, trimmed values) with its outcome and the reason. */
function resultRow(row: CheckedRow, outcome: RecordedOutcome, reason: string): ResultRow {
  return {
    line: row.line,
    mac: displayMac(row),
    name: row.entry.name ?? '',
    description: row.entry.description ?? '',
    tags: (row.entry.tags ?? []).map((tag) => tag.value),
    outcome,
    reason,
    row,
    notSent: null,
    changedSinceSent: false,
  };
}

/** What Activity keeps of a result row: the row as sent, its outcome and the reason. */
export function recordedRow(result: ResultRow): BatchRow {
  const { line, mac, name, description, tags, outcome, reason, id, earlier } = result;
  return {
    line,
    mac,
    name,
    description,
    tags,
    outcome,
    reason,
    ...(id ? { id } : {}),
    ...(earlier ? { earlier } : {}),
  };
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
  const figures: BatchFigures = {
    created: 0,
    existing: 0,
    faulty: 0,
    unconfirmed: 0,
    guestSessionsUpdated: run.updatedLogins,
    guestSessionsUnknown: run.updatedLoginsUnknown ?? 0,
    notSent: 0,
    unanswered: 0,
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
  const rows = check.rows.map((row): ResultRow => {
    const outcome = run.outcomes[row.index];
    let result: ResultRow;
    if (outcome === undefined && unanswered.has(row.index)) {
      figures.unanswered++;
      result = resultRow(row, 'unanswered', unansweredNote());
    } else if (outcome === undefined) {
      const reason = notSentReason(row, open.has(row.index), run);
      notSentBy[reason]++;
      figures.notSent++;
      result = { ...resultRow(row, 'not-sent', notSentReasonWords(reason, row)), notSent: reason };
    } else if (outcome.kind === 'created') {
      figures.created++;
      const earlier = outcome.earlier === true;
      if (earlier) figures.createdEarlier++;
      result = {
        ...resultRow(row, 'created', earlier ? createdEarlierNote() : ''),
        ...(outcome.id ? { id: outcome.id } : {}),
        ...(earlier ? { earlier } : {}),
      };
    } else if (outcome.kind === 'existing') {
      figures.existing++;
      result = resultRow(row, 'existing', '');
    } else if (outcome.kind === 'unconfirmed') {
      figures.unconfirmed++;
      result = resultRow(row, 'unconfirmed', unconfirmedNote());
    } else {
      figures.faulty++;
      // A run stored before `sent` was recorded: any faulty row counts as changed.
      const changedSinceSent = outcome.sent === undefined || outcome.sent !== entryKey(row.entry);
      result = {
        // Once corrected, the old reason no longer holds (and "rejected by the server without
        // a reason" would be wrong for a row the app's own check had explained).
        ...resultRow(
          row,
          'faulty',
          changedSinceSent && row.problems.length === 0
            ? correctedNote()
            : faultyReason(row, outcome),
        ),
        changedSinceSent,
      };
    }
    return result;
  });
  const byOutcome = rowsByOutcome(rows);
  return { figures, notSentBy, rows, byOutcome, strayMacs: run.strayMacs ?? [] };
}

/**
 * What a screen reader hears when a run ends: the figures when it finished, else why it
 * stopped (a failed chunk, Cancel), with the rows whose answer was not received; null for
 * anything else.
 */
export function runEndSentence(check: CheckResult, run: BatchRun): string | null {
  if (runFinished(run)) {
    const figures = figuresSentence(summarizeResults(check, run).figures);
    return t`Batch sent: ${figures}. The results are below.`;
  }
  const message = run.error?.message;
  const stopped =
    message !== undefined
      ? t`Sending stopped: ${message}`
      : run.cancelled
        ? t`Sending cancelled`
        : null;
  if (stopped === null) return null;
  const { unanswered } = summarizeResults(check, run).figures;
  if (unanswered === 0) return stopped;
  const end = /[.!?]$/.test(stopped) ? '' : '.';
  return `${stopped}${end} ${unansweredSentence(unanswered)}`;
}

/**
 * The figures in one sentence: "6 created, 0 already whitelisted, 0 faulty, 0 not sent", with
 * the rows not confirmed when there are any; each figure in its number (Swedish: "1 skapad",
 * "2 skapade").
 */
export function figuresSentence({
  created,
  existing,
  faulty,
  unconfirmed,
  notSent,
}: Pick<BatchFigures, 'created' | 'existing' | 'faulty' | 'unconfirmed' | 'notSent'>): string {
  return unconfirmed > 0
    ? t`${plural(created, { one: '# created', other: '# created' })}, ${plural(existing, { one: '# already whitelisted', other: '# already whitelisted' })}, ${plural(faulty, { one: '# faulty', other: '# faulty' })}, ${plural(unconfirmed, { one: '# not confirmed', other: '# not confirmed' })}, ${plural(notSent, { one: '# not sent', other: '# not sent' })}`
    : t`${plural(created, { one: '# created', other: '# created' })}, ${plural(existing, { one: '# already whitelisted', other: '# already whitelisted' })}, ${plural(faulty, { one: '# faulty', other: '# faulty' })}, ${plural(notSent, { one: '# not sent', other: '# not sent' })}`;
}

/** The rows sent whose answer was not received, in one sentence (live region, progress). */
export function unansweredSentence(rows: number): string {
  return plural(rows, {
    one: '# row sent, answer not received: Resume settles it.',
    other: '# rows sent, answer not received: Resume settles them.',
  });
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
