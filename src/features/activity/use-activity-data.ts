import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { announceActivityChange } from '../../journal/journal-events.ts';
import {
  ACTIVITY_KEYS,
  useActivityChanges,
  useOpenActivity,
  type OpenActivity,
} from '../../journal/use-journal.ts';

/** How long a burst of changes (a batch run's chunks) waits before Activity reads again. */
const SETTLE_MS = 150;

/**
 * The Activity screen's one subscription: when any tab writes, its reads are read again once
 * the writes pause, instead of once per hook and per write.
 */
export function useFollowActivity(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      // Left: what was read goes, so the next visit reads what changed meanwhile, not this.
      queryClient.removeQueries({ queryKey: ACTIVITY_KEYS.data });
    },
    [queryClient],
  );
  useActivityChanges(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEYS.data });
    }, SETTLE_MS);
  });
}

/**
 * Reads of the Activity screen: cached while it is shown (useFollowActivity reads them again
 * after a change), read anew each time it opens (a change made meanwhile is not missed), never
 * retried (a browser that keeps no data will not start to).
 */
const FRESH = { staleTime: Infinity, refetchOnMount: 'always', retry: false } as const;

/** A read of the open database, under Activity's data keys (refetched after every write). */
function useActivityDataQuery<T>(
  key: readonly unknown[],
  read: (activity: OpenActivity) => Promise<T>,
  enabled = true,
) {
  const open = useOpenActivity();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, ...key],
    queryFn: async () => read(await open()),
    enabled,
    ...FRESH,
  });
}

/** Every record of every connection, raw, newest first; read once `enabled` (the newest shown). */
export function useRawRecords(enabled = true) {
  return useActivityDataQuery(['raw-records'], ({ db, io }) => io.listRawRecords(db), enabled);
}

/** The newest records, raw: read in a moment, shown while all of them are read. */
export function useNewestRecords(limit: number) {
  return useActivityDataQuery(['newest-records', limit], async ({ db, io }) => {
    // Records whose page was left before their answer came are settled first.
    await io.settlePageLeft(db, new Date());
    return io.listNewestRawRecords(db, limit);
  });
}

/** The IDs a text search finds; null while the query asks for nothing. */
export function useActivitySearch(query: string) {
  const open = useOpenActivity();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'search', query],
    queryFn: async () => {
      const { db, io } = await open();
      return io.searchActivity(db, query);
    },
    enabled: query.trim() !== '',
    ...FRESH,
    // While a new query is read, what the last one found stays on screen.
    placeholderData: (previous) => previous,
  });
}

/** A batch run's rows, read when its record is opened. */
export function useRecordRows(id: string) {
  return useActivityDataQuery(['rows', id], ({ db, io }) => io.getRows(db, id));
}

/** How long records are kept, in days. */
export function useRetention() {
  return useActivityDataQuery(['retention'], ({ db, io }) => io.readRetention(db));
}

/** The changes the screen itself makes: the period kept (pruning at once), and Clear. */
export function useActivityUpkeep() {
  const open = useOpenActivity();
  const setRetention = useMutation({
    mutationKey: ['activity', 'retention'],
    mutationFn: async (days: number) => {
      const { db, io } = await open();
      await io.writeRetention(db, days);
      await io.pruneActivity(db, new Date());
    },
    onSuccess: announceActivityChange,
  });
  const clear = useMutation({
    mutationKey: ['activity', 'clear'],
    mutationFn: async () => {
      const { db, io } = await open();
      await io.clearActivity(db);
    },
    onSuccess: announceActivityChange,
  });
  return { setRetention, clear };
}

/** How often, while a record still waits for its answer, whether its page is gone is checked. */
const OPEN_CHECK_MS = 2_000;

/**
 * While a record shown waits for its answer (or a run goes on), checks every few seconds
 * whether its page is still there: a tab that closes tells nobody, so its records are settled
 * as "answer not received" here, and every tab hears of it.
 */
export function useSettleLeftRecords(anyOpen: boolean): void {
  const open = useOpenActivity();
  useEffect(() => {
    if (!anyOpen) return;
    const timer = setInterval(() => {
      void open()
        .then(({ db, io }) => io.settlePageLeft(db, new Date()))
        .catch(() => {});
    }, OPEN_CHECK_MS);
    return () => clearInterval(timer);
  }, [anyOpen, open]);
}
