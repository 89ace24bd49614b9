// Parse and check without freezing the page (issue 9 "Large lists stay smooth"): in a worker.
// A re-check that can reuse the previous result (an edit, an exclusion) runs here in slices: it
// is cheap, and the rows need not travel. Where no worker runs (jsdom and Node in tests) the
// parse runs here too, in slices with a macrotask between them; production builds leave that
// copy of the parser (papaparse) out, so it ships once, in the worker.
// Measured in Chromium (10,000 rows): paste to counts 150-190 ms; each 5,000-row answer takes
// 10-35 ms to read. Note for screens: a textarea holding 100,000 lines costs 700-900 ms of
// layout by itself, whatever parses it, so a paste that large should not stay in the textarea.
import { basisOf } from './check-rows.ts';
import type {
  CheckedRow,
  CheckResult,
  CheckSettings,
  Parsed,
  ParsedList,
  ParsedRow,
} from './model.ts';
import {
  checkInSlices,
  settingsFor,
  type BackgroundSettings,
  type WorkerAnswer,
  type WorkerRequest,
  type WorkerWork,
} from './parse-protocol.ts';

export type { BackgroundSettings } from './parse-protocol.ts';

/** Why a list cannot be read in a production build whose browser refused the worker. */
export const NO_PARSER =
  'This browser did not start the background reader that batch import needs. Reload the page, or use another browser.';

/** The parser on this thread; null in production builds, where the worker's is the only copy. */
const parseHere = import.meta.env.PROD ? null : () => import('./parse-rows.ts');

function abortError(): DOMException {
  return new DOMException('A newer change replaced this work', 'AbortError');
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// --- The worker ------------------------------------------------------------------------------

interface Pending {
  work: WorkerWork;
  /** For a check: the whole list, in case a fresh worker must be sent it. */
  parsed: ParsedList | null;
  parsedRows: ParsedRow[];
  checkedRows: CheckedRow[];
  resolve: (answer: Done) => void;
  reject: (error: unknown) => void;
}

type Done = Extract<WorkerAnswer, { kind: 'done' }> & {
  parsedRows: ParsedRow[];
  checkedRows: CheckedRow[];
};

let worker: Worker | null = null;
let workerFailed = false;
let nextRequestId = 1;
const pending = new Map<number, Pending>();
/** The worker's ID of each parsed list it produced or was sent (it holds only the last). */
const workerIds = new WeakMap<ParsedList, number>();
let workerHolds = 0;
let nextSentId = -1;

function startWorker(): Worker | null {
  if (worker || workerFailed) return worker;
  if (typeof Worker === 'undefined') {
    workerFailed = true;
    return null;
  }
  try {
    worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerFailed = true;
    return null;
  }
  worker.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    if (answer.kind === 'slice') {
      if (answer.parsedRows) for (const row of answer.parsedRows) waiting.parsedRows.push(row);
      for (const row of answer.checkedRows) waiting.checkedRows.push(row);
      return;
    }
    pending.delete(answer.id);
    if (answer.kind === 'error') waiting.reject(new Error(answer.message));
    else {
      workerHolds = answer.parsedId;
      waiting.resolve({
        ...answer,
        parsedRows: waiting.parsedRows,
        checkedRows: waiting.checkedRows,
      });
    }
  });
  worker.addEventListener('error', () => {
    // A worker that cannot load (a blocked script, say): everything runs here from now on.
    workerFailed = true;
    stopWorker(new Error('The background parser could not start'));
  });
  return worker;
}

function stopWorker(reason: unknown): void {
  worker?.terminate();
  worker = null;
  workerHolds = 0;
  for (const waiting of pending.values()) waiting.reject(reason);
  pending.clear();
}

function post(target: Worker, id: number, waiting: Pending): void {
  const { work } = waiting;
  const request: WorkerRequest =
    // The rows travel unless the worker holds them and nothing queued before could replace them.
    work.kind === 'check' && waiting.parsed && (work.parsedId !== workerHolds || pending.size > 1)
      ? { ...work, parsed: waiting.parsed, id }
      : { ...work, id };
  target.postMessage(request);
}

/**
 * Stops an aborted request at once: the worker cannot be interrupted mid-parse, and a fresh one
 * is quicker than waiting. Requests still wanted go to the fresh worker.
 */
function abandon(id: number): void {
  const waiting = pending.get(id);
  if (!waiting) return;
  pending.delete(id);
  waiting.reject(abortError());
  worker?.terminate();
  worker = null;
  workerHolds = 0;
  if (pending.size === 0) return;
  const fresh = startWorker();
  if (!fresh) {
    stopWorker(new Error('The background parser could not start again'));
    return;
  }
  for (const [other, rest] of pending) {
    rest.parsedRows = [];
    rest.checkedRows = [];
    post(fresh, other, rest);
  }
}

/** Sends one request and collects its slices until it is done or aborted. */
function ask(
  target: Worker,
  work: WorkerWork,
  parsed: ParsedList | null,
  signal: AbortSignal | undefined,
): Promise<Done> {
  const id = nextRequestId++;
  return new Promise<Done>((resolve, reject) => {
    const waiting: Pending = { work, parsed, parsedRows: [], checkedRows: [], resolve, reject };
    pending.set(id, waiting);
    signal?.addEventListener('abort', () => abandon(id), { once: true });
    post(target, id, waiting);
  });
}

// --- The promise API ---------------------------------------------------------------------------

/**
 * Parses the text and checks every row. `settings.roles` undefined = the parser's mapping.
 * Rejects with an AbortError when `signal` aborts first (a newer paste replaced it).
 */
export async function parseAndCheckInBackground(
  text: string,
  settings: BackgroundSettings,
  signal?: AbortSignal,
): Promise<Parsed> {
  if (signal?.aborted) throw abortError();
  const target = startWorker();
  if (target) {
    try {
      const answer = await ask(target, { kind: 'parse', text, settings }, null, signal);
      if (answer.list === null) throw new Error('The worker answered a parse without the list');
      const parsed: ParsedList = { ...answer.list, rows: answer.parsedRows };
      workerIds.set(parsed, answer.parsedId);
      return {
        parsed,
        check: { rows: answer.checkedRows, counts: answer.counts, basis: answer.basis },
      };
    } catch (error) {
      if (signal?.aborted || !workerFailed) throw error;
      // The worker failed to start: do it here instead.
    }
  }
  if (parseHere === null) throw new Error(NO_PARSER);
  const { parseRows } = await parseHere();
  const parsed = parseRows(text);
  await macrotask();
  if (signal?.aborted) throw abortError();
  const check = await checkInSlices(
    parsed,
    settingsFor(parsed, settings),
    undefined,
    macrotask,
    () => signal?.aborted === true,
  );
  return { parsed, check };
}

/**
 * Checks a parsed list again with new settings. Pass the previous result of the same list:
 * when only edits, exclusions or the roles' columns for unchanged rows differ, unchanged rows
 * keep their check and the work stays here (cheap); a changed mode, delimiter or extra tags
 * (a new basis) or no previous result goes to the worker.
 */
export async function checkInBackground(
  parsed: ParsedList,
  settings: CheckSettings,
  previous?: CheckResult,
  signal?: AbortSignal,
): Promise<CheckResult> {
  if (signal?.aborted) throw abortError();
  const sameBasis =
    previous !== undefined &&
    previous.rows.length === parsed.rows.length &&
    previous.basis === basisOf(parsed, settings);
  const target = sameBasis ? null : startWorker();
  if (target) {
    try {
      let parsedId = workerIds.get(parsed);
      if (parsedId === undefined) {
        parsedId = nextSentId--;
        workerIds.set(parsed, parsedId);
      }
      const answer = await ask(
        target,
        { kind: 'check', parsedId, parsed: null, settings },
        parsed,
        signal,
      );
      return { rows: answer.checkedRows, counts: answer.counts, basis: answer.basis };
    } catch (error) {
      if (signal?.aborted || !workerFailed) throw error;
    }
  }
  return checkInSlices(parsed, settings, previous, macrotask, () => signal?.aborted === true);
}
