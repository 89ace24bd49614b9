import { useCallback, useEffect, useState } from 'react';
import { useConnection } from '../connection/connection-context.tsx';
import {
  readRecentEntries,
  recentEntriesKey,
  recordRecentEntry,
  type RecentEntry,
} from './recent-entries.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';

export interface RecentEntries {
  entries: RecentEntry[];
  /** After a create or update; false when the browser refused to store it. */
  record: (entry: RecentEntry) => boolean;
}

/** The connection's Recent entries, kept current when another tab records one. Inside <RequireConnection>. */
export function useRecentEntries(): RecentEntries {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const storage = storages.local;
  const [state, setState] = useState(() => ({
    key: recentEntriesKey(id),
    entries: readRecentEntries(storage, id),
  }));
  // Another connection: its own list (state adjusted during render, as React advises).
  let entries = state.entries;
  if (state.key !== recentEntriesKey(id)) {
    entries = readRecentEntries(storage, id);
    setState({ key: recentEntriesKey(id), entries });
  }

  useEffect(() => {
    const key = recentEntriesKey(id);
    function onStorage(event: StorageEvent) {
      if (event.key === key) setState({ key, entries: readRecentEntries(storage, id) });
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, id]);

  const record = useCallback(
    (entry: RecentEntry) => {
      const result = recordRecentEntry(storage, id, entry);
      setState({ key: recentEntriesKey(id), entries: result.entries });
      return result.stored;
    },
    [storage, id],
  );
  return { entries, record };
}
