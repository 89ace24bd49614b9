import { lazy, Suspense } from 'react';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';

const load = () => import('./device-maker-note.tsx');
const Note = lazy(() => load().then((m) => ({ default: m.DeviceMakerNote })));

/**
 * "· Brother industries" beside a MAC, for screens that show a maker only after a MAC is typed
 * or chosen: the lookup and the query behind it load then, not with the screen (route budget).
 */
export function LazyMakerNote({ mac }: { mac: string }) {
  return (
    <Suspense fallback={null}>
      <Note mac={mac} />
    </Suspense>
  );
}

/**
 * Loads the note's code when the browser is idle. The registry itself (300 kB) is fetched only
 * when a MAC is shown: a person on a slow line who never types one never pays for it.
 */
export function usePrefetchMakerNote(): void {
  useIdlePrefetch(load);
}
