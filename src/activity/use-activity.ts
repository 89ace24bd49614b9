import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useConnection } from '../connection/connection-context.tsx';
import type { ConnectionStorages, StoredConnection } from '../connection/storage.ts';
import { openActivityDb, type ActivityDb, type StoredEntry } from './activity-db.ts';
import type { ActivityRecord, BatchRow } from './activity-record.ts';
import { prepareActivity, recordActivity, subscribeActivityChanges } from './activity-store.ts';

/** Query keys: the database, and everything read from it (refetched when any tab writes). */
export const ACTIVITY_KEYS = {
  db: ['activity', 'db'] as const,
  data: ['activity', 'data'] as const,
};

export const NO_INDEXED_DB =
  'This browser does not let the app keep data on this device (IndexedDB is off or blocked), so Activity is not recorded.';

function dbQuery(storages: ConnectionStorages, connections: readonly StoredConnection[]) {
  return {
    queryKey: ACTIVITY_KEYS.db,
    queryFn: async (): Promise<ActivityDb> => {
      if (!storages.indexedDB) throw new Error(NO_INDEXED_DB);
      const db = await openActivityDb(storages.indexedDB);
      await prepareActivity(db, { local: storages.local, connections, now: new Date() });
      return db;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  };
}

/** The database, opened (and tidied: old Recent entries moved, old records deleted) once per tab. */
export function useActivityDb() {
  const { storages, connections } = useConnection();
  return useQuery(dbQuery(storages, connections));
}

/** Reads from Activity follow every tab's writes. */
export function useActivityChanges(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeActivityChanges(() => {
        void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEYS.data });
      }),
    [queryClient],
  );
}

/** What a screen calls after each change it made; resolves false when it could not be kept. */
export type RecordActivity = (
  record: ActivityRecord,
  extras?: { rows?: readonly BatchRow[]; entries?: readonly StoredEntry[] },
) => Promise<boolean>;

async function write(
  queryClient: QueryClient,
  query: ReturnType<typeof dbQuery>,
  ...args: Parameters<RecordActivity>
): Promise<boolean> {
  try {
    const db = await queryClient.fetchQuery(query);
    await recordActivity(db, ...args);
    return true;
  } catch {
    // The change itself was made; only its record is missing (storage off or full).
    return false;
  }
}

/** The writer the screens record their changes with. */
export function useRecordActivity(): RecordActivity {
  const queryClient = useQueryClient();
  const { storages, connections } = useConnection();
  return useCallback(
    (...args) => write(queryClient, dbQuery(storages, connections), ...args),
    [queryClient, storages, connections],
  );
}

/** A query over the open database, refetched when any tab writes. */
export function useActivityQuery<T>(
  key: readonly unknown[],
  read: (db: ActivityDb) => Promise<T>,
  enabled = true,
) {
  useActivityChanges();
  const db = useActivityDb();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, ...key],
    queryFn: () => {
      if (!db.data) throw new Error(NO_INDEXED_DB);
      return read(db.data);
    },
    // A database that could not open makes the read fail with the reason.
    enabled: enabled && !db.isPending,
    staleTime: Infinity,
  });
}
