// Parse and check without freezing the page: the text is parsed in a worker, and its rows are
// checked here in slices with a macrotask between them (checking needs the API's schemas, which
// the page already holds, so the worker does not ship them again). Where no worker runs (jsdom
// and Node in tests) the parser runs here; production builds leave that copy out, so it ships
// once, in the worker.
// Note for screens: a textarea holding 100,000 lines costs 700-900 ms of layout by itself,
// whatever parses it, so a paste that large should not stay in the textarea.
import type { CheckResult, CheckSettings, ParsedList, ParsedRow } from './model.ts';
import { checking } from './check-rows.ts';
import {
  SLICE,
  type BackgroundSettings,
  type WorkerAnswer,
  type WorkerRequest,
} from './parse-protocol.ts';

export type { BackgroundSettings } from './parse-protocol.ts';

/** A parsed list and its check, as parseAndCheckInBackground resolves. */
export interface Parsed {
  parsed: ParsedList;
  check: CheckResult;
}

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
  request: Omit<WorkerRequest, 'id'>;
  rows: ParsedRow[];
  resolve: (list: ParsedList) => void;
  reject: (error: unknown) => void;
}

let worker: Worker | null = null;
let workerFailed = false;
let nextRequestId = 1;
const pending = new Map<number, Pending>();

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
      for (const row of answer.rows) waiting.rows.push(row);
      return;
    }
    pending.delete(answer.id);
    if (answer.kind === 'error') waiting.reject(new Error(answer.message));
    else waiting.resolve({ ...answer.list, rows: waiting.rows });
  });
  worker.addEventListener('error', () => {
    // A worker that cannot load (a blocked script, say).
    workerFailed = true;
    worker?.terminate();
    worker = null;
    for (const waiting of pending.values()) waiting.reject(new Error(NO_PARSER));
    pending.clear();
  });
  return worker;
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
  const fresh = pending.size > 0 ? startWorker() : null;
  for (const [other, rest] of pending) {
    rest.rows = [];
    if (fresh) fresh.postMessage({ ...rest.request, id: other } satisfies WorkerRequest);
    else rest.reject(new Error(NO_PARSER));
  }
  if (!fresh) pending.clear();
}

function parseInWorker(
  target: Worker,
  text: string,
  signal: AbortSignal | undefined,
): Promise<ParsedList> {
  const id = nextRequestId++;
  return new Promise<ParsedList>((resolve, reject) => {
    const request = { text };
    pending.set(id, { request, rows: [], resolve, reject });
    signal?.addEventListener('abort', () => abandon(id), { once: true });
    target.postMessage({ ...request, id } satisfies WorkerRequest);
  });
}

// --- The promise API ---------------------------------------------------------------------------

/** The text as rows of cells: in the worker, or here where none runs. */
export async function parseInBackground(text: string, signal?: AbortSignal): Promise<ParsedList> {
  if (signal?.aborted) throw abortError();
  const target = startWorker();
  if (target) {
    try {
      return await parseInWorker(target, text, signal);
    } catch (error) {
      // Only a worker that failed to start leaves the work to this thread (where it may).
      if (signal?.aborted || !workerFailed || parseHere === null) throw error;
    }
  }
  if (parseHere === null) throw new Error(NO_PARSER);
  const { parseRows } = await parseHere();
  const list = parseRows(text);
  await macrotask();
  if (signal?.aborted) throw abortError();
  return list;
}

/**
 * Parses the text and checks every row. `settings.roles` undefined = the parser's mapping. Rejects with an AbortError when `signal` aborts first (a newer paste replaced it).
 */
export async function parseAndCheckInBackground(
  text: string,
  settings: BackgroundSettings,
  signal?: AbortSignal,
): Promise<Parsed> {
  const parsed = await parseInBackground(text, signal);
  const check = await checkInBackground(parsed, settingsFor(parsed, settings), undefined, signal);
  return { parsed, check };
}

/**
 * Checks a list again with new settings, in slices. Pass the previous result of the same list:
 * rows whose values and basis are unchanged keep their check.
 */
export function checkInBackground(
  parsed: ParsedList,
  settings: CheckSettings,
  previous?: CheckResult,
  signal?: AbortSignal,
): Promise<CheckResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  return checkInSlices(parsed, settings, previous, macrotask, () => signal?.aborted === true);
}

/** The settings with the parser's roles where none were chosen. */
function settingsFor(parsed: ParsedList, settings: BackgroundSettings): CheckSettings {
  return { ...settings, roles: settings.roles ?? parsed.roles };
}

/**
 * Runs a check slice by slice on the page (checking needs the API's schemas, which the page
 * holds already: the worker does not ship them again): `pause` is awaited between slices (a macrotask), and `stopped`
 * is asked after each.
 */
async function checkInSlices(
  parsed: ParsedList,
  settings: CheckSettings,
  previous: CheckResult | undefined,
  pause: () => Promise<void>,
  stopped: () => boolean,
): Promise<CheckResult> {
  const steps = checking(parsed, settings, previous, SLICE);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
    if (stopped()) throw new DOMException('A newer change replaced this check', 'AbortError');
  }
}
