import { useCallback } from 'react';
import { useRecordActivity } from '../journal/use-journal.ts';
import { useReadyConnection } from '../connection/require-connection.tsx';
import { useIdlePrefetch } from '../lib/use-idle-prefetch.ts';
import type { EntryCall } from './entry-activity.ts';

const loadEntryActivity = () => import('./entry-activity.ts');

/**
 * Records a create or update in Activity (with the entry it left, for Recent entries). What
 * builds the record loads when the browser is idle, not with the screen. Inside
 * <RequireConnection>.
 */
export function useRecordEntryCall(): (call: Omit<EntryCall, 'connection'>) => Promise<boolean> {
  const record = useRecordActivity();
  const connection = useReadyConnection();
  useIdlePrefetch(loadEntryActivity);
  return useCallback(
    async (call) => {
      try {
        const { entryCallActivity } = await loadEntryActivity();
        const { record: made, entries } = entryCallActivity({ ...call, connection });
        return await record(made, { entries });
      } catch {
        // Its code could not load (offline, a new deployment): the change itself was made.
        return false;
      }
    },
    [record, connection],
  );
}
