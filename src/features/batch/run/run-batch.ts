// Sending (issue 9 "Sending"): a plain loop that awaits one chunk after another. Cancel stops
// after the chunk in flight; a failed chunk stops the run and keeps everything; calling
// runBatch again resumes from the failed chunk. Answers are matched to rows by canonical MAC; a
// row an answer does not mention is not confirmed, and an answer that mentions none of the rows
// sent is not what the API describes (docs/decisions.md "Rows a batch answer does not mention").
// With an expiry the batch call cannot carry toDate, so each row is one create with an ID made
// here, a few at a time, and 200 / 409 / 400 map to the same outcomes.
import { mayHaveChanged, type FailedEnding } from '../../../api/call-ending.ts';
import {
  ApiError,
  callEnding,
  describeApiError,
  unmentionedRowsError,
} from '../../../api/errors.ts';
import { normalizeMac } from '../../../api/normalize.ts';
import type {
  BatchAddRequest,
  BatchAddResult,
  BatchEntry,
  CreateWhitelistingRequest,
  WhitelistingEntry,
} from '../../../api/schemas.ts';
import {
  entryKey,
  failedEnding,
  type BatchRun,
  type RowOutcome,
  type RunChunk,
  type RunError,
} from './run-model.ts';
import { type CheckedRow } from '../check/check-model.ts';

/** Creates in flight at once on the expiry path. */
export const CREATE_CONCURRENCY = 4;
/** On the expiry path, progress is reported after this many answers within a chunk. */
export const PROGRESS_EVERY = 10;

export interface RunDeps {
  /** The current check, indexed by row index: entries are built from it when a chunk goes. */
  rows: readonly CheckedRow[];
  /** One batch-add call (mutateAsync of the chunk mutation). */
  sendChunk: (body: BatchAddRequest, signal: AbortSignal | undefined) => Promise<BatchAddResult>;
  /** One create call, for the expiry path. */
  createOne: (
    body: CreateWhitelistingRequest,
    signal: AbortSignal | undefined,
  ) => Promise<WhitelistingEntry | undefined>;
  /** Cancel: checked between chunks, so the chunk in flight finishes and is recorded. */
  cancel?: AbortSignal;
  /** Stops the request in flight too (leaving the page): it counts as unanswered. */
  signal?: AbortSignal;
  /** Called with the new state whenever it changes: store it, show it. */
  onProgress: (run: BatchRun) => void;
  concurrency?: number;
}

/** How results and rows are matched: canonical MAC, or the text as sent when it is no MAC. */
export function macKey(mac: unknown): string {
  if (typeof mac !== 'string') return '';
  const normalized = normalizeMac(mac);
  return normalized.ok ? normalized.value : mac.trim();
}

function runError(chunk: number, error: unknown): RunError {
  if (!(error instanceof ApiError)) {
    return { chunk, message: describeApiError(error), kind: 'unknown' };
  }
  return {
    chunk,
    message: error.message,
    kind: error.kind,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.requestId ? { requestId: error.requestId } : {}),
  };
}

/** The run's failures with one more (Activity keeps them all, not only the last). */
function withFailure(run: BatchRun, error: RunError, ending: FailedEnding): BatchRun['failures'] {
  return [...(run.failures ?? []), { ...error, at: new Date().toISOString(), ending }];
}

/**
 * The outcome of a row the server reports as existing: created by this run, if it was; created
 * by an earlier attempt, if one may have stored it (`unanswered`: it went unanswered; or its
 * answer did not mention the row); else existing before the run.
 */
function existingOutcome(
  prior: RowOutcome | undefined,
  unanswered: boolean,
  id?: string,
): RowOutcome {
  if (prior?.kind === 'created') return prior;
  if (unanswered || prior?.kind === 'unconfirmed')
    return id === undefined
      ? { kind: 'created', earlier: true }
      : { kind: 'created', id, earlier: true };
  return { kind: 'existing' };
}

/**
 * Sends every chunk that is not done, in order, and resolves with the final state (also given
 * to onProgress). Never rejects for an API failure: it ends up in `error`.
 */
export async function runBatch(start: BatchRun, deps: RunDeps): Promise<BatchRun> {
  let run: BatchRun = { ...start, error: null, cancelled: false };
  const update = (next: BatchRun) => {
    run = next;
    deps.onProgress(run);
  };
  update(run);
  for (let c = 0; c < run.chunks.length; c++) {
    const chunk = run.chunks[c] as RunChunk;
    if (chunk.state === 'done') continue;
    if (deps.cancel?.aborted || deps.signal?.aborted) {
      update({ ...run, cancelled: true });
      return run;
    }
    const failed =
      run.options.toDate === null
        ? await sendBatchChunk(run, c, deps, update)
        : await sendCreateChunk(run, c, deps, update);
    if (failed) return run;
  }
  return run;
}

function replaceChunk(run: BatchRun, c: number, chunk: RunChunk): RunChunk[] {
  return run.chunks.map((old, i) => (i === c ? chunk : old));
}

function entryOf(deps: RunDeps, index: number): BatchEntry {
  const row = deps.rows[index];
  return row?.entry ?? { mac: '' };
}

/**
 * Sends chunk `c` of the run, giving each new state of the run to `update`; resolves true when
 * the run must stop there. One per path: a batch call, or one create per row.
 */
type ChunkSender = (
  run: BatchRun,
  c: number,
  deps: RunDeps,
  update: (run: BatchRun) => void,
) => Promise<boolean>;

/** Batch path: one request for the whole chunk. */
const sendBatchChunk: ChunkSender = async (run, c, deps, update) => {
  const chunk = run.chunks[c] as RunChunk;
  const body: BatchAddRequest = {
    whitelistings: chunk.rows.map((index) => entryOf(deps, index)),
    autoGenerateTags: run.options.autoGenerateTags,
    autoGenerateDateTag: run.options.autoGenerateDateTag,
  };
  let result: BatchAddResult;
  let created: Set<string>;
  let existing: Set<string>;
  let faulty: Set<string>;
  try {
    result = await deps.sendChunk(body, deps.signal);
    created = new Set(result.createdWhitelistingMacs.map(macKey));
    existing = new Set(result.existingWhitelistingMacs.map(macKey));
    faulty = new Set(result.faultyRequests.map((request) => macKey(request.mac)));
    const mentioned = (entry: BatchEntry) => {
      const key = macKey(entry.mac);
      return created.has(key) || existing.has(key) || faulty.has(key);
    };
    if (!body.whitelistings.some(mentioned))
      throw unmentionedRowsError(body.whitelistings.length, result);
  } catch (error) {
    const ending = callEnding(error);
    const unanswered = mayHaveChanged(ending);
    const failure = runError(c, error);
    update({
      ...run,
      chunks: replaceChunk(run, c, {
        ...chunk,
        state: 'failed',
        attempts: chunk.attempts + 1,
        unanswered: chunk.unanswered || unanswered,
        unansweredRows: unanswered
          ? [...new Set([...chunk.unansweredRows, ...chunk.rows])]
          : chunk.unansweredRows,
      }),
      error: failure,
      failures: withFailure(run, failure, ending),
    });
    return true;
  }
  const answered = [
    ...result.createdWhitelistingMacs,
    ...result.existingWhitelistingMacs,
    ...result.faultyRequests.map((request) => request.mac),
  ];
  const unanswered = new Set(chunk.unansweredRows);
  const outcomes = { ...run.outcomes };
  for (const index of chunk.rows) {
    const entry = entryOf(deps, index);
    const key = macKey(entry.mac);
    const prior = outcomes[index];
    if (created.has(key)) outcomes[index] = { kind: 'created' };
    else if (existing.has(key)) outcomes[index] = existingOutcome(prior, unanswered.has(index));
    else if (faulty.has(key))
      outcomes[index] = { kind: 'faulty', messages: [], sent: entryKey(entry) };
    // Not mentioned: the server did not say it was faulty, nor that it stored it.
    else if (prior?.kind !== 'created' && prior?.kind !== 'existing')
      outcomes[index] = { kind: 'unconfirmed' };
  }
  update({
    ...run,
    chunks: replaceChunk(run, c, { ...chunk, state: 'done', attempts: chunk.attempts + 1 }),
    outcomes,
    // An unknown counter is counted apart, so the chunks before and after it still add up.
    updatedLogins: run.updatedLogins + (result.updatedLogins ?? 0),
    updatedLoginsUnknown: (run.updatedLoginsUnknown ?? 0) + (result.updatedLogins === null ? 1 : 0),
    strayMacs: strayMacs(run, deps, answered),
  });
  return false;
};

/** The run's stray MACs with those of one answer added: listed, yet sent by no row of the run. */
function strayMacs(run: BatchRun, deps: RunDeps, answered: readonly unknown[]): string[] {
  const sent = new Set(
    run.chunks.flatMap((chunk) => chunk.rows).map((i) => macKey(entryOf(deps, i).mac)),
  );
  const stray = [...(run.strayMacs ?? [])];
  const seen = new Set(stray.map(macKey));
  for (const mac of answered) {
    const key = macKey(mac);
    // A faulty request without a MAC names no address to list.
    if (typeof mac !== 'string' || key === '' || sent.has(key) || seen.has(key)) continue;
    seen.add(key);
    stray.push(mac);
  }
  return stray;
}

/** The server's own words for a 400 on one create. */
function fieldMessages(error: ApiError): string[] {
  const messages = error.fieldErrors
    .map((field) =>
      field.path && field.message ? `${field.path}: ${field.message}` : field.message || field.path,
    )
    .filter((message) => message !== '');
  return messages.length > 0 ? messages : [error.message];
}

/** Expiry path: one create per row, a few at a time. */
const sendCreateChunk: ChunkSender = async (run, c, deps, update) => {
  const chunk = run.chunks[c] as RunChunk;
  const toDate = run.options.toDate ?? undefined;
  const outcomes = { ...run.outcomes };
  const unansweredBefore = new Set(chunk.unansweredRows);
  const unansweredNow: number[] = [];
  // Rows already created or found existing by an earlier attempt are not sent again.
  const queue = chunk.rows.filter((index) => {
    const prior = outcomes[index];
    return prior === undefined || prior.kind === 'faulty' || prior.kind === 'unconfirmed';
  });
  let failure: unknown = null;
  let failed = false;
  let answered = chunk.rows.length - queue.length;
  let reported = answered;
  // The bar moves every few answers; every answer would store the session that often.
  const report = () => {
    if (answered - reported < PROGRESS_EVERY || failed) return;
    reported = answered;
    update({
      ...run,
      chunks: replaceChunk(run, c, { ...chunk, answered }),
      outcomes: { ...outcomes },
    });
  };

  /** One create; true when the server answered it (created, existing or faulty). */
  async function createRow(index: number): Promise<boolean> {
    const id = run.ids[index];
    const entry = entryOf(deps, index);
    const body: CreateWhitelistingRequest = {
      ...(id === undefined ? {} : { id }),
      mac: entry.mac,
      name: entry.name ?? '',
      ...(entry.description === undefined ? {} : { description: entry.description }),
      ...(toDate === undefined ? {} : { toDate }),
      ...(entry.tags === undefined ? {} : { tags: entry.tags }),
    };
    try {
      await deps.createOne(body, deps.signal);
      outcomes[index] = id === undefined ? { kind: 'created' } : { kind: 'created', id };
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 409) {
        outcomes[index] = existingOutcome(outcomes[index], unansweredBefore.has(index), id);
        return true;
      } else if (error instanceof ApiError && error.kind === 'http' && error.status === 400) {
        outcomes[index] = { kind: 'faulty', messages: fieldMessages(error), sent: entryKey(entry) };
        return true;
      } else {
        if (mayHaveChanged(callEnding(error))) unansweredNow.push(index);
        if (!failed) failure = error;
        failed = true;
        return false;
      }
    }
  }

  let next = 0;
  // Cancel stops between creates: a chunk of creates may be hundreds of requests long.
  async function lane(): Promise<void> {
    while (!failed && !deps.cancel?.aborted && next < queue.length) {
      const index = queue[next++] as number;
      if (await createRow(index)) {
        answered++;
        report();
      }
    }
  }
  const lanes = Math.max(1, Math.min(deps.concurrency ?? CREATE_CONCURRENCY, queue.length));
  await Promise.all(Array.from({ length: lanes }, lane));

  const unansweredRows = [...new Set([...chunk.unansweredRows, ...unansweredNow])];
  // Cancelled before every create of the chunk started: it stays waiting, its answers kept.
  const cancelled = !failed && next < queue.length;
  const error = failed ? runError(c, failure) : null;
  update({
    ...run,
    chunks: replaceChunk(run, c, {
      ...chunk,
      state: failed ? 'failed' : cancelled ? 'waiting' : 'done',
      attempts: chunk.attempts + 1,
      unanswered: chunk.unanswered || unansweredNow.length > 0,
      unansweredRows,
      answered,
    }),
    outcomes,
    error,
    ...(error
      ? { failures: withFailure(run, error, failedEnding(error.kind, unansweredNow.length > 0)) }
      : {}),
    cancelled,
  });
  return failed || cancelled;
};

/**
 * Provisionally marks rows about to be sent as unanswered in the stored run (the whole chunk
 * for a batch call, the one row for a create), so a reload while they are in flight resumes
 * them as unanswered: found existing by the retry, they count as created by the earlier
 * attempt. The loop's own update after the answer replaces the mark.
 */
export function markInFlight(run: BatchRun, rows: readonly number[]): BatchRun {
  const open = run.chunks.findIndex((chunk) => chunk.state !== 'done');
  if (open === -1 || rows.length === 0) return run;
  return {
    ...run,
    chunks: run.chunks.map((chunk, i) =>
      i === open
        ? { ...chunk, unansweredRows: [...new Set([...chunk.unansweredRows, ...rows])] }
        : chunk,
    ),
  };
}
