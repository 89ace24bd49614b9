// What a check means for Send: the rows it sends, and the rows an expiry's creates would refuse.
// Apart from check-rows.ts, so the screen has them before the checking code has loaded.
import type { CheckedRow, CheckResult } from './check-model.ts';

/** The rows "Send N devices" sends: not excluded, no duplicate, valid (or, if chosen, not). */
export function rowsToSend(result: CheckResult, alsoSendInvalid: boolean): CheckedRow[] {
  return result.rows.filter(
    (row) =>
      !row.excluded &&
      (row.status === 'ready' ||
        row.status === 'warning' ||
        (alsoSendInvalid && row.status === 'invalid')),
  );
}

/**
 * Rows (not excluded) that fail because they have no name while the create call, which an
 * expiry needs, requires one: a bare list of MACs then fails as a whole, and the screen says
 * why. The rule itself is the create schema's (the row's own name problem), not repeated here.
 */
export function rowsMissingName(result: CheckResult): number {
  let count = 0;
  for (const row of result.rows) {
    if (
      !row.excluded &&
      row.entry.name === undefined &&
      row.problems.some((problem) => problem.field === 'name')
    )
      count++;
  }
  return count;
}
