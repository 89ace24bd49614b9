// Parse pasted text off the main thread (100,000 rows never freeze the tab). Rows come back in
// slices of SLICE: each message is cheap for the page to read. Checking them is the page's.
import { SLICE, type WorkerAnswer, type WorkerRequest } from './parse-protocol.ts';
import { parseRows } from './parse-rows.ts';

/** The worker's global scope, taken once when the module is evaluated. */
const scope = self;

function post(answer: WorkerAnswer): void {
  scope.postMessage(answer);
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, text } = event.data;
  try {
    const { rows, ...list } = parseRows(text);
    for (let start = 0; start < rows.length; start += SLICE) {
      post({ id, kind: 'slice', rows: rows.slice(start, start + SLICE) });
    }
    post({ id, kind: 'done', list });
  } catch (error) {
    post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
