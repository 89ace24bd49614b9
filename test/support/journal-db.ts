// What Activity holds, read straight from a test's IndexedDB (the storages it rendered with).
import { listEntries, listRecords, openActivityDb } from '../../src/journal/journal-db.ts';
import type { ActivityRecord } from '../../src/journal/journal-record.ts';
import type { ConnectionStorages } from '../../src/connection/storage.ts';

async function open(storages: ConnectionStorages) {
  if (!storages.indexedDB) throw new Error('these storages have no IndexedDB');
  return openActivityDb(storages.indexedDB);
}

/** Every record, newest first. */
export async function activityRecords(storages: ConnectionStorages): Promise<ActivityRecord[]> {
  const db = await open(storages);
  try {
    return await listRecords(db, null);
  } finally {
    db.close();
  }
}

/** The IDs of a connection's Recent entries, newest first. */
export async function recentEntryIds(
  storages: ConnectionStorages,
  connectionId: string,
): Promise<string[]> {
  const db = await open(storages);
  try {
    return (await listEntries(db, connectionId)).map((stored) => stored.entry.id);
  } finally {
    db.close();
  }
}

/** The batch runs of these storages still running (their record not settled). */
export async function runningBatchRuns(storages: ConnectionStorages): Promise<ActivityRecord[]> {
  return (await activityRecords(storages)).filter(
    (record) => record.kind === 'batch' && record.status === 'running',
  );
}
