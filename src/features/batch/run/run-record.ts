// A batch run's one Activity record as the runner writes it (batch-activity.ts builds it): with
// its rows at the start, at the end and every few seconds, else its figures only.
import type { Settled } from '../../../journal/journal-types.ts';
import type { VenueGroup } from '../../../journal/journal-record.ts';
import { rowsSize } from '../../../journal/record-parts.ts';
import type { StoredConnection } from '../../../connection/storage.ts';
import type { BatchRun } from './run-model.ts';
import type { CheckedRow } from '../check/check-model.ts';
import { batchActivity } from './batch-activity.ts';
import type { RunRecentEntries } from './run-recent.ts';

/** A running batch's record is rewritten with its rows at most this often (besides start and end). */
export const FULL_RECORD_MS = 5_000;

/** The run's record as `run` stands; `full`: its rows and search terms too. */
export type RecordOf = (run: BatchRun, full?: boolean) => Settled;

export function runRecord({
  id,
  rows,
  connection,
  recent,
  group,
  now = Date.now,
}: {
  id: string;
  rows: readonly CheckedRow[];
  connection: StoredConnection;
  recent: RunRecentEntries;
  group?: VenueGroup | undefined;
  now?: () => number;
}): RecordOf {
  let lastFull = 0;
  let rowBytes = 0;
  return (run, full = now() - lastFull > FULL_RECORD_MS) => {
    if (full) lastFull = now();
    const activity = batchActivity({ run, rows, connection, id, withRows: full, group });
    if (activity.rows) rowBytes = rowsSize(activity.rows);
    const entries = recent.fresh(activity.record, activity.created, run);
    const extras = activity.rows
      ? { rows: activity.rows, entries }
      : { entries, keepRows: true, rowBytes };
    return [activity.record, extras];
  };
}
