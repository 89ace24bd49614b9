import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useConnection } from '../connection/connection-context.tsx';
import type { ConnectionStorages, StoredConnection } from '../connection/storage.ts';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import type { ActivityDb } from './journal-db.ts';
import { subscribeActivityChanges } from './journal-events.ts';
import type { ActivityRecord } from './journal-record.ts';
import type { RecordExtras } from './journal-store.ts';

/** The IndexedDB half of Activity, on demand. */
export const loadActivityIo = () => import('./journal-io.ts');
export type ActivityIo = Awaited<ReturnType<typeof loadActivityIo>>;

/** The open database and the functions that use it. */
export interface OpenActivity {
  db: ActivityDb;
  io: ActivityIo;
}

/** Query keys: the database, and everything read from it (refetched when any tab writes). */
export const ACTIVITY_KEYS = {
  db: ['activity', 'db'] as const,
  data: ['activity', 'data'] as const,
};

export const NO_INDEXED_DB =
  'This browser does not let the app keep data on this device (IndexedDB is off or blocked), so Activity is not recorded.';

function dbQuery(
  queryClient: QueryClient,
  storages: ConnectionStorages,
  connections: readonly StoredConnection[],
) {
  return {
    queryKey: ACTIVITY_KEYS.db,
    queryFn: async (): Promise<OpenActivity> => {
      if (!storages.indexedDB) throw new Error(NO_INDEXED_DB);
      const io = await loadActivityIo();
      let db: ActivityDb;
      try {
        db = await io.openActivityDb(storages.indexedDB);
      } catch {
        throw new Error(NO_INDEXED_DB);
      }
      // Closed under it (a newer version in another tab, site data cleared): the next use opens
      // it again instead of failing on a closed database.
      const forget = () => queryClient.removeQueries({ queryKey: ACTIVITY_KEYS.db });
      db.addEventListener('close', forget);
      db.addEventListener('versionchange', forget);
      try {
        await io.prepareActivity(db, { local: storages.local, connections, now: new Date() });
      } catch {
        // Tidying is best-effort: a failed move or prune leaves Activity usable.
      }
      return { db, io };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  };
}

/**
 * Opens the database once per tab (and tidies it: old Recent entries moved in, old records
 * deleted): what every read and write awaits. The QueryClient keeps the open database.
 */
export function useOpenActivity(): () => Promise<OpenActivity> {
  const queryClient = useQueryClient();
  const { storages, connections } = useConnection();
  return useCallback(
    () => queryClient.fetchQuery(dbQuery(queryClient, storages, connections)),
    [queryClient, storages, connections],
  );
}

/** Calls `onChange` whenever any tab changed Activity. */
export function useActivityChanges(onChange: () => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => subscribeActivityChanges(() => changed()), []);
}

/** What a screen calls after each change it made; resolves false when it could not be kept. */
export type RecordActivity = (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;

/** The writer the screens record their changes with; it gets ready when the browser is idle. */
export function useRecordActivity(): RecordActivity {
  const open = useOpenActivity();
  // The database opens when the browser is idle, so a change's record is one quick write:
  // a reload right after the change does not cut it off.
  useIdlePrefetch(open);
  return useCallback(
    async (...args) => {
      try {
        const { db, io } = await open();
        await io.recordActivity(db, ...args);
        return true;
      } catch {
        // The change itself was made; only its record is missing (storage off or full).
        return false;
      }
    },
    [open],
  );
}

export interface ActivityRead<T> {
  /** The last value read; undefined until the first read. */
  data: T | undefined;
  /** Why it cannot be read (the browser keeps no data), when it cannot. */
  error: Error | null;
}

/**
 * A value read from Activity, read again whenever any tab writes. `key` names what is read:
 * a new key reads again. Light on purpose (no query observer): screens whose first load is
 * tight read their part of Activity with it.
 */
export function useActivityRead<T>(
  key: string,
  read: (activity: OpenActivity) => Promise<T>,
): ActivityRead<T> {
  const open = useOpenActivity();
  const [state, setState] = useState<ActivityRead<T> & { key: string }>({
    key,
    data: undefined,
    error: null,
  });
  const reading = useEffectEvent(() => read);
  const [version, setVersion] = useState(0);
  useActivityChanges(() => setVersion((n) => n + 1));
  useEffect(() => {
    let current = true;
    open()
      .then((activity) => reading()(activity))
      .then(
        (data) => {
          if (current) setState({ key, data, error: null });
        },
        (error: unknown) => {
          if (current) {
            const failure = error instanceof Error ? error : new Error(NO_INDEXED_DB);
            setState((before) => ({ ...before, key, error: failure }));
          }
        },
      );
    return () => {
      current = false;
    };
  }, [key, open, version]);
  // A value read for another key is not this key's.
  return state.key === key ? state : { data: undefined, error: null };
}
