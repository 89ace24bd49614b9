import { useJournalQuery } from '../journal/use-journal-query.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';
import { recentEntryOf, type RecentEntry } from './recent-entries.ts';

export interface RecentEntries {
  /** Newest first; [] until read. */
  entries: RecentEntry[];
  /** Read (or known to be unreadable): a link to one entry can be followed. */
  ready: boolean;
  /** Why the list cannot be read (the browser keeps no data), when it cannot. */
  problem: string | null;
}

const NONE: RecentEntry[] = [];

/**
 * The connection's Recent entries: a view of Activity, kept current when any tab records a
 * change. Inside <RequireConnection>.
 */
export function useRecentEntries(): RecentEntries {
  const { id } = useReadyConnection();
  const read = useJournalQuery(['entries', id], async ({ db, io }) =>
    (await io.listEntries(db, id)).map(recentEntryOf),
  );
  return {
    entries: read.data ?? NONE,
    ready: read.data !== undefined || read.error !== null,
    problem: read.error ? read.error.message : null,
  };
}
