// The storages renderScreen rendered with in this test file (a worker runs one file at a time),
// and the wait at the file's end for their batch runs (component-setup.ts). No static imports
// but types: the setup file loads this into every component test before its own modules.
import type { ConnectionStorages } from '../../src/connection/storage.ts';

export const rendered = new Set<ConnectionStorages>();

/**
 * Waits until no batch run of the storages rendered so far is still running, `withinMs` at most,
 * then forgets them. A run goes on after its test, as it goes on after its screen is left; one
 * that ends after the file's window is torn down meets a window without listeners, an unhandled
 * error that fails the whole run. A run left running on purpose (its page left, an answer that
 * never comes) only makes it wait `withinMs`.
 */
export async function renderedRunsEnded(withinMs: number): Promise<void> {
  if (rendered.size === 0) return;
  const { runningBatchRuns } = await import('./journal-db.ts');
  const until = Date.now() + withinMs;
  for (const storages of rendered) {
    if (!storages.indexedDB) continue;
    while ((await runningBatchRuns(storages)).length > 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  rendered.clear();
}
