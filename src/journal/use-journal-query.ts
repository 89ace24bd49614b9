import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVITY_KEYS,
  useActivityChanges,
  useOpenActivity,
  type OpenActivity,
} from './use-journal.ts';

/**
 * Reads from Activity as a query of its own, read again whenever any tab writes. `key` names
 * what is read. Inside <ConnectionProvider>.
 */
export function useJournalQuery<T>(
  key: readonly unknown[],
  read: (activity: OpenActivity) => Promise<T>,
) {
  const open = useOpenActivity();
  const queryClient = useQueryClient();
  const queryKey = [...ACTIVITY_KEYS.data, ...key];
  useActivityChanges(() => void queryClient.invalidateQueries({ queryKey }));
  return useQuery({
    queryKey,
    queryFn: async () => read(await open()),
    staleTime: Infinity,
    // Not kept once no screen reads it: a change made while none did is read on the next visit.
    gcTime: 0,
    retry: false,
  });
}
