// What the batch screen says in words outside its results: the counts line, the live-region
// announcements and the New batch question. Functions, so each is said in the language in use.
import { plural, t } from '@lingui/core/macro';
import type { CheckCounts } from './check/check-model.ts';

export const rechecking = () => t`The rows are being checked again: try again in a moment`;
export const resumeKept = () => t`Resume is kept: sending goes on once the rows are checked again`;
export const nothingReady = () => t`No row is ready to send: fix or include rows first`;
export const sendingDevices = () => t`Sending devices…`;
export const noCorrectedRow = () => t`No faulty row is corrected yet: fix one in the table first.`;
export const newBatchCleared = () => t`New batch: the list and its results were cleared`;

/** The counts line in one sentence, for screen readers: "Preview: 40 rows: 35 ready, …". */
export function countsSentence(counts: CheckCounts): string {
  const total = plural(counts.rows, { one: '# row', other: '# rows' });
  const figures = [
    plural(counts.ready, { one: '# ready', other: '# ready' }),
    plural(counts.invalid, { one: '# invalid', other: '# invalid' }),
    plural(counts.duplicate, { one: '# duplicate', other: '# duplicates' }),
    plural(counts.warning, { one: '# warning', other: '# warnings' }),
    plural(counts.excluded, { one: '# excluded', other: '# excluded' }),
  ].join(', ');
  return t`Preview: ${total}: ${figures}`;
}

/**
 * What New batch asks before it clears: null when nothing would be lost (no unsent row, no run).
 */
export function newBatchQuestion(hasRun: boolean, unsentRows: number): string | null {
  if (hasRun)
    return t`The results of this batch will be cleared. Download them first if you need them.`;
  if (unsentRows === 0) return null;
  return plural(unsentRows, {
    one: 'The pasted list, its # unsent row and your edits will be cleared.',
    other: 'The pasted list, its # unsent rows and your edits will be cleared.',
  });
}
