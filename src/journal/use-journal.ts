import { t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import { useConnection } from '../connection/connection-context.tsx';
import type { ConnectionStorages, StoredConnection } from '../connection/storage.ts';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import { subscribeActivityChanges } from './journal-events.ts';

export type { ActivityIo, Journal, JournalCall, OpenActivity, Settled } from './journal-types.ts';
import type { ActivityDb } from './journal-db.ts';
import type { Journal, OpenActivity } from './journal-types.ts';

/** The IndexedDB half of Activity, on demand. */
export const loadActivityIo = () => import('./journal-io.ts');

/** Query keys: the database, and everything read from it (refetched when any tab writes). */
export const ACTIVITY_KEYS = {
  db: ['activity', 'db'] as const,
  data: ['activity', 'data'] as const,
};

/**
 * Activity cannot be kept here (no IndexedDB, or it would not open). The query that failed keeps
 * this error: its message is said in the language in use whenever it is read.
 */
export class NoIndexedDbError extends Error {
  constructor() {
    super();
    this.name = 'NoIndexedDbError';
    Object.defineProperty(this, 'message', {
      get: () =>
        t`This browser does not let the app keep data on this device (IndexedDB is off or blocked), so Activity is not recorded.`,
    });
  }
}

/**
 * Opens the database once per tab (and tidies it: old Recent entries moved in, old records
 * deleted): what every read and write awaits. The QueryClient keeps the open database.
 */
export function useOpenActivity(): () => Promise<OpenActivity> {
  const queryClient = useQueryClient();
  const { storages, connections } = useConnection();
  return useCallback(
    () => openActivity(queryClient, storages, connections),
    [queryClient, storages, connections],
  );
}

/** useOpenActivity's work, for code that holds the QueryClient outside React (a batch run). */
export function openActivity(
  queryClient: QueryClient,
  storages: ConnectionStorages,
  connections: readonly StoredConnection[],
): Promise<OpenActivity> {
  return queryClient.fetchQuery({
    queryKey: ACTIVITY_KEYS.db,
    queryFn: async (): Promise<OpenActivity> => {
      if (!storages.indexedDB) throw new NoIndexedDbError();
      const io = await loadActivityIo();
      let db: ActivityDb;
      try {
        db = await io.openActivityDb(storages.indexedDB);
      } catch {
        throw new NoIndexedDbError();
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
  });
}

/** Calls `onChange` whenever any tab changed Activity. */
export function useActivityChanges(onChange: () => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => subscribeActivityChanges(() => changed()), []);
}

const loadJournalCalls = () => import('./journal-calls.ts');

/**
 * The journal as the mutation hooks and the batch run use it. Its code (and IndexedDB's) loads
 * when the browser is idle, and with the first change at the latest, not with the screen.
 */
export function useJournal(): Journal {
  const open = useOpenActivity();
  useIdlePrefetch(open);
  useIdlePrefetch(loadJournalCalls);
  return useMemo(() => journalOver(open), [open]);
}

/** The journal over a database opened by `open`, its code loaded with the first use. */
export function journalOver(open: () => Promise<OpenActivity>): Journal {
  const calls = () => loadJournalCalls().then((module) => module.journalCalls(open));
  return {
    begin: async (...args) => (await calls()).begin(...args),
    around: async (...args) => (await calls()).around(...args),
    record: async (...args) => (await calls()).record(...args),
    read: async (...args) => (await calls()).read(...args),
  };
}
