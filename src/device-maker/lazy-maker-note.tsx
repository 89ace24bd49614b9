import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
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

/** Loads the note and the registry when the browser is idle, so the maker is there when asked. */
export function usePrefetchMakerNote(): void {
  const client = useQueryClient();
  useIdlePrefetch(useCallback(() => load().then((m) => m.prefetchMakers(client)), [client]));
}
