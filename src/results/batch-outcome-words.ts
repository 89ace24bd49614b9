import type { RecordedOutcome } from '../journal/journal-record.ts';

/** A batch row's outcome in words: the batch screen's results and Activity's say the same. */
export const ROW_OUTCOME_WORDS: Record<RecordedOutcome, string> = {
  created: 'Created',
  existing: 'Already whitelisted',
  faulty: 'Faulty',
  unconfirmed: 'Not confirmed',
  unanswered: 'Sent, answer not received',
  'not-sent': 'Not sent',
};
