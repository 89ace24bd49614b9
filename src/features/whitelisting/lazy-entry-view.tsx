import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { loadWords } from '../../i18n/catalogs.ts';
import type { EntryState } from '../../journal/journal-record.ts';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch.ts';

// The entry as the API holds it shows after a save: its code and words load then (prefetched
// when idle).
const loadEntryView = () =>
  Promise.all([import('../../results/entry-view.tsx'), loadWords('results')]).then(([m]) => m);
const EntryView = lazy(() => loadEntryView().then((m) => ({ default: m.EntryView })));

/** Prefetches the result view while the form is being filled in. */
export function usePrefetchEntryView(): void {
  useIdlePrefetch(loadEntryView);
}

export function LazyEntryView({ entry, timeZone }: { entry: EntryState; timeZone: string }) {
  return (
    <Suspense
      fallback={
        <p role="status">
          <Trans>Loading the entry…</Trans>
        </p>
      }
    >
      <EntryView entry={entry} timeZone={timeZone} />
    </Suspense>
  );
}
