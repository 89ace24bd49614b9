// How a call to the API ended: one type that the client's callers, the journal, the retry
// logic and every screen read (docs/decisions.md "How the app reads what comes back"). What
// decides it for a failure is `callEnding` in errors.ts; the words are here, one per ending.
import { say } from './wording.ts';

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

/** The words for an ending, the same on every screen, in Activity and in its exports. */
export function callEndingWords(ending: CallEnding): string {
  switch (ending) {
    case 'answered':
      return say(/*i18n*/ { id: 'api.callEnding.answered', message: 'Answered' });
    case 'refused':
      return say(/*i18n*/ { id: 'api.callEnding.refused', message: 'Refused by the API' });
    case 'unanswered':
      return say(/*i18n*/ { id: 'api.callEnding.unanswered', message: 'Answer not received' });
    case 'not-api':
      return say(
        /*i18n*/ { id: 'api.callEnding.notApi', message: 'Answer not what the API describes' },
      );
  }
}

/**
 * callEndingWords as a record: each ending's words are said when read, in the language in use
 * then (so `CALL_ENDING_WORDS[ending]` follows a switch of language).
 */
export const CALL_ENDING_WORDS: Readonly<Record<CallEnding, string>> = {
  get answered() {
    return callEndingWords('answered');
  },
  get refused() {
    return callEndingWords('refused');
  },
  get unanswered() {
    return callEndingWords('unanswered');
  },
  get 'not-api'() {
    return callEndingWords('not-api');
  },
};

/**
 * The API may have made the change all the same: nothing came back that says it did not. A
 * retry with the same entry ID, a resumed chunk or a removal sent again settles it.
 */
export function mayHaveChanged(ending: CallEnding): boolean {
  return ending === 'unanswered' || ending === 'not-api';
}
