// A run's chunks, planned when Send is pressed (issue 9 "Sending"). Apart from run-batch.ts's
// loop, so the screen can plan a run before the code that sends it has loaded.
import type { BatchRun, CheckedRow, RunChunk, RunOptions } from '../model.ts';

/** Splits rows into chunks of the chunk size; on the expiry path each row gets its ID now. */
export function planRun(
  rows: readonly CheckedRow[],
  options: RunOptions,
  newId: () => string = () => crypto.randomUUID(),
  about: Pick<BatchRun, 'source' | 'extraTags'> = {},
  now: Date = new Date(),
): BatchRun {
  const run: BatchRun = {
    activityId: crypto.randomUUID(),
    startedAt: now.toISOString(),
    ...about,
    options,
    chunks: [],
    outcomes: {},
    ids: {},
    updatedLogins: 0,
    error: null,
    cancelled: false,
  };
  return addChunks(
    run,
    rows.map((row) => row.index),
    newId,
  );
}

function addChunks(run: BatchRun, indexes: readonly number[], newId: () => string): BatchRun {
  const size = Math.max(1, run.options.chunkSize);
  const chunks: RunChunk[] = [...run.chunks];
  for (let start = 0; start < indexes.length; start += size) {
    chunks.push({
      rows: indexes.slice(start, start + size),
      state: 'waiting',
      attempts: 0,
      unanswered: false,
      unansweredRows: [],
    });
  }
  const ids = { ...run.ids };
  if (run.options.toDate !== null) for (const index of indexes) ids[index] ??= newId();
  return { ...run, chunks, ids, error: null, cancelled: false };
}

/**
 * "Resubmit corrected rows" and "Send the not-confirmed rows again": the rows go again in new
 * chunks of the same run, so their answers merge into the same results (and their figures are
 * not counted twice).
 */
export function planResubmit(
  run: BatchRun,
  rows: readonly number[],
  newId: () => string = () => crypto.randomUUID(),
): BatchRun {
  return addChunks(run, rows, newId);
}
