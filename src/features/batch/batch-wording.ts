// What the batch screen says in words outside its results: the counts line, the live-region
// announcements and the New batch question.
import { formatCount } from '../../lib/format.ts';
import type { CheckCounts } from './check/check-model.ts';

export const RECHECKING = 'The rows are being checked again: try again in a moment';
export const NOTHING_READY = 'No row is ready to send: fix or include rows first';
export const SENDING = 'Sending devices…';
export const NO_CORRECTED_ROW = 'No faulty row is corrected yet: fix one in the table first.';
export const NEW_BATCH_CLEARED = 'New batch: the list and its results were cleared';

/** The counts, each with its word: "40 rows", "35 ready", "1 duplicate"… */
export function countItems(counts: CheckCounts): [string, number][] {
  return [
    [counts.rows === 1 ? 'row' : 'rows', counts.rows],
    ['ready', counts.ready],
    ['invalid', counts.invalid],
    [counts.duplicate === 1 ? 'duplicate' : 'duplicates', counts.duplicate],
    [counts.warning === 1 ? 'warning' : 'warnings', counts.warning],
    ['excluded', counts.excluded],
  ];
}

/** The counts line in one sentence, for screen readers: "Preview: 40 rows: 35 ready, …". */
export function countsSentence(counts: CheckCounts): string {
  const [first, ...rest] = countItems(counts).map(([word, n]) => `${formatCount(n)} ${word}`);
  return `Preview: ${first ?? ''}: ${rest.join(', ')}`;
}

/**
 * What New batch asks before it clears: null when nothing would be lost (no unsent row, no run).
 */
export function newBatchQuestion(hasRun: boolean, unsentRows: number): string | null {
  if (hasRun)
    return 'The results of this batch will be cleared. Download them first if you need them.';
  if (unsentRows === 0) return null;
  return `The pasted list, its ${formatCount(unsentRows)} unsent ${unsentRows === 1 ? 'row' : 'rows'} and your edits will be cleared.`;
}
