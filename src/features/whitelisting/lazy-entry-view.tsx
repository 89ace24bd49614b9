import { lazy, Suspense } from 'react';
import type { EntryState } from '../../journal/journal-record.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';

// The entry as the API holds it shows after a save: its code loads then (prefetched when idle).
const loadEntryView = () => import('../../results/entry-view.tsx');
const EntryView = lazy(() => loadEntryView().then((m) => ({ default: m.EntryView })));

/** Prefetches the result view while the form is being filled in. */
export function usePrefetchEntryView(): void {
  useIdlePrefetch(loadEntryView);
}

export function LazyEntryView({ entry, timeZone }: { entry: EntryState; timeZone: string }) {
  return (
    <Suspense fallback={<p role="status">Loading the entry…</p>}>
      <EntryView entry={entry} timeZone={timeZone} />
    </Suspense>
  );
}
