// Read pasted text and files off the main thread (100,000 lines or a 20 MB file never freeze
// the tab): a file's bytes are decoded here, and the recognisers find the devices in whatever
// was pasted. Rows come back in slices of SLICE: each message is cheap for the page to read.
// Checking them is the page's.
import { SLICE, type WorkerAnswer, type WorkerRequest } from './parse-protocol.ts';
import { decodeFile, recogniseList } from './reader.ts';

/** The worker's global scope, taken once when the module is evaluated. */
const scope = self;

function post(answer: WorkerAnswer): void {
  scope.postMessage(answer);
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  const id = request.id;
  try {
    if (request.kind === 'decode') {
      post({ id, kind: 'decoded', decoded: decodeFile(request.bytes) });
      return;
    }
    const { rows, ...list } = recogniseList(request.text, request.options);
    for (let start = 0; start < rows.length; start += SLICE) {
      post({ id, kind: 'slice', rows: rows.slice(start, start + SLICE) });
    }
    post({ id, kind: 'done', list });
  } catch (error) {
    post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
