import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
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

/** A change whose record was written ahead: what settles it. */
export interface JournalCall {
  /** The record was committed before the request left (false: the browser keeps no data). */
  recorded: boolean;
  /** Writes the record as it stands now (a batch run between chunks), committed when it resolves. */
  write: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /** Writes the record as the call ended and lets go of the call: other tabs stop waiting. */
  settle: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /**
   * Lets go without a last write (a run stopped when its screen was left): the record stays
   * as last written, and the next tab to read it settles it as left (journal-store.ts).
   */
  leave: () => void;
}

export interface Journal {
  /**
   * Before a request leaves: holds the call (call-locks.ts) and commits its record, waiting
   * for the answer (status waiting, or a batch run's running). Never rejects: a browser that
   * keeps no data still makes the call, unrecorded.
   */
  begin: (record: ActivityRecord, extras?: RecordExtras) => Promise<JournalCall>;
  /**
   * One call, journaled: `ahead` is committed before `send` runs, and the record `settled`
   * makes of what came (the answer, or the failure, which is thrown on) settles it.
   */
  around: <T>(
    ahead: ActivityRecord,
    send: () => Promise<T>,
    settled: (outcome: { answer: T } | { error: unknown }) => Settled,
  ) => Promise<T>;
  /** One write of a change not written ahead (a run settled as cancelled after a reload). */
  record: (record: ActivityRecord, extras?: RecordExtras) => Promise<boolean>;
  /** Reads from the open database; undefined when the browser keeps no data. */
  read: <T>(read: (activity: OpenActivity) => Promise<T>) => Promise<T | undefined>;
}

/** A record as its call ended, with what goes with it. */
export type Settled = readonly [ActivityRecord, RecordExtras?];

const loadJournalCalls = () => import('./journal-calls.ts');

/**
 * The journal as the mutation hooks and the batch run use it. Its code (and IndexedDB's) loads
 * when the browser is idle, and with the first change at the latest, not with the screen.
 */
export function useJournal(): Journal {
  const open = useOpenActivity();
  useIdlePrefetch(open);
  useIdlePrefetch(loadJournalCalls);
  return useMemo(() => {
    const calls = () => loadJournalCalls().then((module) => module.journalCalls(open));
    return {
      begin: async (...args) => (await calls()).begin(...args),
      around: async (...args) => (await calls()).around(...args),
      record: async (...args) => (await calls()).record(...args),
      read: async (...args) => (await calls()).read(...args),
    };
  }, [open]);
}
