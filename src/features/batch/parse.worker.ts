// Parse and check off the main thread (issue 9: 100,000 pasted rows never freeze the tab). The
// worker keeps the last parsed list, so a new mapping re-checks without sending the rows again.
// Answers come back in slices of SLICE rows: each message is cheap for the page to read.
import { checkRows } from './check-rows.ts';
import type { ParsedList } from './model.ts';
import { settingsFor, SLICE, type WorkerAnswer, type WorkerRequest } from './parse-protocol.ts';
import { parseRows } from './parse-rows.ts';

/** The worker's global scope, taken once when the module is evaluated. */
const scope = self;

let held: { id: number; parsed: ParsedList } | null = null;
let nextParsedId = 1;

function post(answer: WorkerAnswer): void {
  scope.postMessage(answer);
}

function handle(request: WorkerRequest): void {
  let parsed: ParsedList;
  let parsedId: number;
  if (request.kind === 'parse') {
    parsed = parseRows(request.text);
    parsedId = nextParsedId++;
  } else if (request.parsed) {
    parsed = request.parsed;
    parsedId = request.parsedId;
  } else if (held && held.id === request.parsedId) {
    ({ parsed, id: parsedId } = held);
  } else {
    post({ id: request.id, kind: 'error', message: 'The worker no longer holds these rows' });
    return;
  }
  held = { id: parsedId, parsed };
  const settings =
    request.kind === 'parse' ? settingsFor(parsed, request.settings) : request.settings;
  const check = checkRows(parsed, settings);
  const sendRows = request.kind === 'parse';
  for (let start = 0; start < check.rows.length; start += SLICE) {
    post({
      id: request.id,
      kind: 'slice',
      parsedRows: sendRows ? parsed.rows.slice(start, start + SLICE) : null,
      checkedRows: check.rows.slice(start, start + SLICE),
    });
  }
  const { rows: _rows, ...list } = parsed;
  post({
    id: request.id,
    kind: 'done',
    list: sendRows ? list : null,
    parsedId,
    counts: check.counts,
    basis: check.basis,
  });
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  try {
    handle(event.data);
  } catch (error) {
    post({
      id: event.data.id,
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
