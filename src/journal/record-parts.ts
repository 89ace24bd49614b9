// The parts every record is made of, for the screens that record their changes: small and
// free of IndexedDB, so they cost the screens nothing to load. Pure.
import { ApiError, callEnding, describeApiError } from '../api/errors.ts';
import type { StoredConnection } from '../connection/storage.ts';
import type { StoredEntry } from './journal-db.ts';
import type {
  ActivityRecord,
  BatchRow,
  CallFailure,
  ConnectionRef,
  EntryState,
} from './journal-record.ts';

/** The connection as a record names it: never its key. */
export function connectionRef(connection: StoredConnection): ConnectionRef {
  const { id, name, organizationId, contextId, baseUrl } = connection;
  return { id, name, organizationId, contextId, baseUrl };
}

/** A failed call as a record keeps it: the words the app showed, status, request ID. */
export function callFailure(error: unknown): CallFailure {
  const ending = callEnding(error);
  if (!(error instanceof ApiError)) return { message: describeApiError(error), ending };
  return {
    ...(error.status === undefined ? {} : { status: error.status }),
    message: error.message,
    ...(error.requestId ? { requestId: error.requestId } : {}),
    ending,
  };
}

/** The entry a successful create or update leaves, for Recent entries. */
export function storedEntry(
  record: ActivityRecord,
  entry: EntryState,
  action: StoredEntry['action'],
): StoredEntry {
  return {
    connectionId: record.connection.id,
    key: entry.id.toLowerCase(),
    entry,
    action,
    at: record.updatedAt,
    recordId: record.id,
  };
}

/** About how many bytes a batch run's rows take: the length of their text. */
export function rowsSize(rows: readonly BatchRow[]): number {
  let bytes = 0;
  for (const row of rows) {
    bytes += 48 + row.mac.length + row.name.length + row.description.length + row.reason.length;
    for (const tag of row.tags) bytes += tag.length + 3;
  }
  return bytes;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The keeping period's cut-off (ISO time): a record last changed before it is deleted. Pruning
 * and the count the screen asks about before a shorter period use this one rule.
 */
export function keptSince(days: number, now: Date): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
