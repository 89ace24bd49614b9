import { useQuery, useQueryClient } from '@tanstack/react-query';
import { announceActivityChange } from '../../activity/activity-events.ts';
import { ACTIVITY_KEYS, useActivityChanges, useOpenActivity } from '../../activity/use-activity.ts';

/** Reads of the Activity screen: React Query caches them and refetches when any tab writes. */
function useActivityData() {
  const queryClient = useQueryClient();
  useActivityChanges(() => {
    void queryClient.invalidateQueries({ queryKey: ACTIVITY_KEYS.data });
  });
  return useOpenActivity();
}

/** Every record of every connection, raw, newest first; read once `enabled` (the newest shown). */
export function useRawRecords(enabled = true) {
  const open = useActivityData();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'raw-records'],
    queryFn: async () => {
      const { db, io } = await open();
      return io.listRawRecords(db);
    },
    enabled,
    staleTime: Infinity,
  });
}

/** The newest records, raw: read in a moment, shown while all of them are read. */
export function useNewestRecords(limit: number) {
  const open = useActivityData();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'newest-records', limit],
    queryFn: async () => {
      const { db, io } = await open();
      return io.listNewestRawRecords(db, limit);
    },
    staleTime: Infinity,
  });
}

/** The IDs a text search finds; null while the query asks for nothing. */
export function useActivitySearch(query: string) {
  const open = useActivityData();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'search', query],
    queryFn: async () => {
      const { db, io } = await open();
      return io.searchActivity(db, query);
    },
    enabled: query.trim() !== '',
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

/** A batch run's rows, read when its record is opened. */
export function useRecordRows(id: string) {
  const open = useActivityData();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'rows', id],
    queryFn: async () => {
      const { db, io } = await open();
      return io.getRows(db, id);
    },
    staleTime: Infinity,
  });
}

/** How long records are kept, in days. */
export function useRetention() {
  const open = useActivityData();
  return useQuery({
    queryKey: [...ACTIVITY_KEYS.data, 'retention'],
    queryFn: async () => {
      const { db, io } = await open();
      return io.readRetention(db);
    },
    staleTime: Infinity,
  });
}

/** The changes the screen itself makes: the period kept (pruning at once), and Clear. */
export function useActivityUpkeep() {
  const open = useActivityData();
  return {
    setRetention: async (days: number) => {
      const { db, io } = await open();
      await io.writeRetention(db, days);
      await io.pruneActivity(db, new Date());
      announceActivityChange();
    },
    clear: async () => {
      const { db, io } = await open();
      await io.clearActivity(db);
      announceActivityChange();
    },
  };
}
