// Read and check without freezing the page: the text is recognised in a worker (recognise/), and
// its rows are checked here in slices with a macrotask between them (checking needs the API's
// schemas, which the page already holds, so the worker does not ship them again). Where no
// worker runs (jsdom and Node in tests) the recognisers run here; production builds leave that
// copy out, so it ships once, in the worker.
// Note for screens: a textarea holding 100,000 lines costs 700-900 ms of layout by itself,
// whatever parses it, so a paste that large should not stay in the textarea.
import { t } from '@lingui/core/macro';
import type { CheckResult, CheckSettings } from '../check/check-model.ts';
import type { ColumnRole } from '../../../recognise/types.ts';
import { checkInSlices } from '../check/check-rows.ts';
import {
  NO_PARSER,
  type BackgroundSettings,
  type WorkerAnswer,
  type WorkerRequest,
} from './parse-protocol.ts';
import type { RecognisedList, RecognisedRow, RecogniseOptions } from '../../../recognise/types.ts';
import type { DecodedFile } from './decode-file.ts';

export type { BackgroundSettings } from './parse-protocol.ts';

/** A recognised list and its check, as parseAndCheckInBackground resolves. */
export interface Parsed {
  parsed: RecognisedList;
  check: CheckResult;
}

/** A list cannot be read: a production build whose browser refused the worker (NO_PARSER). */
function noParser(): Error {
  const error = new Error('No background reader started');
  error.name = NO_PARSER;
  return error;
}

/** The worker answered a request with another kind of answer (a bug). */
const otherAnswer = () => new Error(t`The background reader answered with something else`);

/** The reader on this thread; null in production builds, where the worker's is the only copy. */
const readHere = import.meta.env.PROD ? null : () => import('./reader.ts');

function abortError(): DOMException {
  return new DOMException('A newer change replaced this work', 'AbortError');
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// --- The worker ------------------------------------------------------------------------------

type Answered = { kind: 'list'; list: RecognisedList } | { kind: 'decoded'; decoded: DecodedFile };

interface Pending {
  request: WorkerRequest;
  rows: RecognisedRow[];
  resolve: (answer: Answered) => void;
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
    else if (answer.kind === 'decoded') waiting.resolve(answer);
    else waiting.resolve({ kind: 'list', list: { ...answer.list, rows: waiting.rows } });
  });
  worker.addEventListener('error', () => {
    // A worker that cannot load (a blocked script, say).
    workerFailed = true;
    worker?.terminate();
    worker = null;
    for (const waiting of pending.values()) waiting.reject(noParser());
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
    if (fresh) fresh.postMessage({ ...rest.request, id: other });
    else rest.reject(noParser());
  }
  if (!fresh) pending.clear();
}

/** Sends a request to the worker; the answer comes back through its message listener. */
function ask(
  target: Worker,
  request: DistributiveOmit<WorkerRequest, 'id'>,
  signal: AbortSignal | undefined,
): Promise<Answered> {
  const id = nextRequestId++;
  return new Promise<Answered>((resolve, reject) => {
    const full = { ...request, id } as WorkerRequest;
    pending.set(id, { request: full, rows: [], resolve, reject });
    signal?.addEventListener('abort', () => abandon(id), { once: true });
    // The bytes are copied, not moved: a fresh worker may need them again (abandon).
    target.postMessage(full);
  });
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

// --- The promise API ---------------------------------------------------------------------------

/** The devices in the text, recognised: in the worker, or here where none runs. */
export async function parseInBackground(
  text: string,
  options: RecogniseOptions = {},
  signal?: AbortSignal,
): Promise<RecognisedList> {
  if (signal?.aborted) throw abortError();
  const target = startWorker();
  if (target) {
    try {
      const answer = await ask(target, { kind: 'read', text, options }, signal);
      if (answer.kind === 'list') return answer.list;
      throw otherAnswer();
    } catch (error) {
      // Only a worker that failed to start leaves the work to this thread (where it may).
      if (signal?.aborted || !workerFailed || readHere === null) throw error;
    }
  }
  if (readHere === null) throw noParser();
  const { recogniseList } = await readHere();
  const list = recogniseList(text, options);
  await macrotask();
  if (signal?.aborted) throw abortError();
  return list;
}

/** A chosen or dropped file's bytes as text, or why it is none: in the worker, or here. */
export async function decodeInBackground(bytes: ArrayBuffer): Promise<DecodedFile> {
  const target = startWorker();
  if (target) {
    try {
      const answer = await ask(target, { kind: 'decode', bytes }, undefined);
      if (answer.kind === 'decoded') return answer.decoded;
      throw otherAnswer();
    } catch (error) {
      if (!workerFailed || readHere === null) throw error;
    }
  }
  if (readHere === null) throw noParser();
  const { decodeFile } = await readHere();
  return decodeFile(bytes);
}

/**
 * The recogniser's options for a person's mapping: a MAC column they chose is read as the MAC
 * column (another MAC column of an inventory: Ethernet instead of Wi-Fi, say). The recognisers
 * ignore a column that holds no MAC addresses, and the check then says each row's MAC is invalid.
 */
export function recogniseOptionsFor(
  roles: readonly ColumnRole[] | null | undefined,
): RecogniseOptions {
  const macColumn = roles?.indexOf('mac') ?? -1;
  return macColumn >= 0 ? { macColumn } : {};
}

/**
 * Recognises the text and checks every row. `settings.roles` undefined = the recogniser's
 * mapping. Rejects with an AbortError when `signal` aborts first (a newer paste replaced it).
 */
export async function parseAndCheckInBackground(
  text: string,
  settings: BackgroundSettings,
  signal?: AbortSignal,
): Promise<Parsed> {
  const parsed = await parseInBackground(text, recogniseOptionsFor(settings.roles), signal);
  const check = await checkInBackground(parsed, settingsFor(parsed, settings), undefined, signal);
  return { parsed, check };
}

/**
 * Checks a list again with new settings, in slices. Pass the previous result of the same list:
 * rows whose values and basis are unchanged keep their check.
 */
export function checkInBackground(
  parsed: RecognisedList,
  settings: CheckSettings,
  previous?: CheckResult,
  signal?: AbortSignal,
): Promise<CheckResult> {
  if (signal?.aborted) return Promise.reject(abortError());
  return checkInSlices(parsed, settings, previous, macrotask, () => signal?.aborted === true);
}

/** The settings with the recogniser's roles where none were chosen. */
function settingsFor(parsed: RecognisedList, settings: BackgroundSettings): CheckSettings {
  return { ...settings, roles: settings.roles ?? parsed.roles };
}
