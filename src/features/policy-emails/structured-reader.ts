// The readers of lists that are more than a list (structured-lists.ts: users exports, vCards)
// and lib/delimited.ts are code most pasted lists never need. They load when the Emails field
// is first used (or holds a restored draft), not with the screen; until they have, a text that
// may be one of those is not read at all (extract.ts says it waits), so a manager's column is
// never read as a list of leavers.
type StructuredLists = typeof import('./structured-lists.ts');

export type StructuredReaderState =
  { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; lists: StructuredLists };

let state: StructuredReaderState = { status: 'idle' };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function become(next: StructuredReaderState) {
  state = next;
  for (const listener of listeners) listener();
}

/** The readers' state; a new object each time it changes (for useSyncExternalStore). */
export function structuredReaderState(): StructuredReaderState {
  return state;
}

export function subscribeStructuredReader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A load that takes longer has failed: a stalled request would otherwise wait forever. */
export const LOAD_TIMEOUT_MS = 15_000;

/** Loads the readers once; after a failure (no network, or none within LOAD_TIMEOUT_MS), the next call tries again. */
export function loadStructuredReader(): Promise<void> {
  if (loading && state.status !== 'failed') return loading;
  become({ status: 'loading' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The readers did not load in time')),
      LOAD_TIMEOUT_MS,
    );
  });
  loading = Promise.race([import('./structured-lists.ts'), timeout])
    .then(
      (lists) => become({ status: 'ready', lists }),
      () => become({ status: 'failed' }),
    )
    .finally(() => clearTimeout(timer));
  return loading;
}
