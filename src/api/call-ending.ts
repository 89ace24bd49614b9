// How a call to the API ended: one type that the client's callers, the journal, the retry
// logic and every screen read (docs/decisions.md "How the app reads what comes back"). What
// decides it for a failure is `callEnding` in errors.ts; the words are here, one per ending.

export const CALL_ENDINGS = ['answered', 'refused', 'unanswered', 'not-api'] as const;
/**
 * answered: the API answered as it describes; refused: it answered with an error of its own (the
 * change was not made); unanswered: no answer came (network, timeout, the page left, a
 * gateway's 502/503/504); not-api: an answer came that is not what the API describes (a 2xx the
 * app cannot read, or without the lists it must hold).
 */
export type CallEnding = (typeof CALL_ENDINGS)[number];
/** How a call that did not succeed ended. */
export type FailedEnding = Exclude<CallEnding, 'answered'>;
export const FAILED_ENDINGS = [
  'refused',
  'unanswered',
  'not-api',
] as const satisfies readonly FailedEnding[];

/** One word for each ending, the same on every screen, in Activity and in its exports. */
export const CALL_ENDING_WORDS: Readonly<Record<CallEnding, string>> = {
  answered: 'Answered',
  refused: 'Refused by the API',
  unanswered: 'Answer not received',
  'not-api': 'Answer not what the API describes',
};

/**
 * The API may have made the change all the same: nothing came back that says it did not. A
 * retry with the same entry ID, a resumed chunk or a removal sent again settles it.
 */
export function mayHaveChanged(ending: CallEnding): boolean {
  return ending === 'unanswered' || ending === 'not-api';
}
