// Counters in an answer (docs/decisions.md "How the app reads what comes back"): a counter that is
// not a non-negative integer is unknown (null), never a reason to throw the lists beside it away.
import * as z from 'zod/mini';
import { say } from './wording.ts';

/** A counter as read: the count, or null when the server sent something that is not one. */
export const countSchema = z.catch(z.nullable(z.int().check(z.nonnegative())), null);
export type Count = z.output<typeof countSchema>;

/** A total of counters: the sum of the known ones, and how many were unknown. */
export interface CountSum {
  known: number;
  unknown: number;
}

export function sumCounts(counts: Iterable<Count>): CountSum {
  const sum: CountSum = { known: 0, unknown: 0 };
  for (const count of counts) {
    if (count === null) sum.unknown++;
    else sum.known += count;
  }
  return sum;
}

/** Why a counter reads "unknown", for the sentence beside it, in the language in use. */
export function notACount(): string {
  return say(
    /*i18n*/ {
      id: 'api.counts.notACount',
      message: 'the server sent something that is not a count',
    },
  );
}
