import { useCallback } from 'react';
import { useConnection } from '../connection/connection-context.tsx';
import { useReadyConnection } from '../connection/require-connection.tsx';
import { useStoredList } from '../lib/use-stored-list.ts';
import { RECENT_ENTRIES, recentEntriesKey, type RecentEntry } from './recent-entries.ts';

export interface RecentEntries {
  entries: RecentEntry[];
  /** After a create or update; false when the browser refused to store it. */
  record: (entry: RecentEntry) => boolean;
}

/** The connection's Recent entries, kept current when another tab records one. Inside <RequireConnection>. */
export function useRecentEntries(): RecentEntries {
  const { storages } = useConnection();
  const { id } = useReadyConnection();
  const { items, put } = useStoredList(storages.local, recentEntriesKey(id), RECENT_ENTRIES);
  const record = useCallback((entry: RecentEntry) => put(() => entry), [put]);
  return { entries: items, record };
}
