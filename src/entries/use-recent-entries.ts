import { listEntries } from '../activity/activity-db.ts';
import {
  useActivityQuery,
  useRecordActivity,
  type RecordActivity,
} from '../activity/use-activity.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';
import { recentEntryOf, type RecentEntry } from './recent-entries.ts';

export interface RecentEntries {
  /** Newest first; [] until read. */
  entries: RecentEntry[];
  /** Read (or known to be unreadable): a link to one entry can be followed. */
  ready: boolean;
  /** Why the list cannot be read (the browser keeps no data), when it cannot. */
  problem: string | null;
  /** Records a change; the entries it made appear in the list. */
  record: RecordActivity;
}

const NONE: RecentEntry[] = [];

/**
 * The connection's Recent entries: a view of Activity, kept current when any tab records a
 * change. Inside <RequireConnection>.
 */
export function useRecentEntries(): RecentEntries {
  const { id } = useReadyConnection();
  const record = useRecordActivity();
  const query = useActivityQuery(['entries', id], async (db) =>
    (await listEntries(db, id)).map(recentEntryOf),
  );
  return {
    entries: query.data ?? NONE,
    ready: !query.isPending,
    problem: query.error ? query.error.message : null,
    record,
  };
}
