// Earlier versions kept Edit device's Recent entries in localStorage, one list per connection
// (`sign-in-admin.recent-entries.v1.<connection id>`). They become Activity records once, and the
// lists are then dropped: Recent entries is a view of Activity now. Pure but for the Storage.
import * as z from 'zod/mini';
import type { StoredConnection } from '../connection/storage.ts';
import { readJsonList, writeText } from '../lib/web-storage.ts';
import { entryWithCallSchema } from './entry-state.ts';
import type { StoredEntry } from './journal-db.ts';
import type { ActivityRecord, ConnectionRef } from './journal-record.ts';

const PREFIX = 'sign-in-admin.recent-entries.v1.';

/** An item of the old list, as it was stored (an ID it could be found by). */
const oldEntrySchema = z.extend(entryWithCallSchema, { id: z.string().check(z.minLength(1)) });

export interface MigratedEntry {
  record: ActivityRecord;
  entry: StoredEntry;
}

/** Every old list's items as records, oldest first, and the keys to drop afterwards. */
export function oldRecentEntries(
  local: Storage | undefined,
  connections: readonly StoredConnection[],
  now: Date,
  newId: () => string = () => crypto.randomUUID(),
): { migrated: MigratedEntry[]; keys: string[] } {
  const keys: string[] = [];
  const migrated: MigratedEntry[] = [];
  let length = 0;
  try {
    length = local?.length ?? 0;
  } catch {
    return { migrated, keys };
  }
  for (let i = 0; i < length; i++) {
    const key = local?.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) {
    const connectionId = key.slice(PREFIX.length);
    const saved = connections.find((connection) => connection.id === connectionId);
    // A deleted connection's list still says which organization: only its ID is known.
    const connection: ConnectionRef = saved
      ? {
          id: saved.id,
          name: saved.name,
          organizationId: saved.organizationId,
          contextId: saved.contextId,
          baseUrl: saved.baseUrl,
        }
      : { id: connectionId, name: connectionId, organizationId: '', contextId: '', baseUrl: '' };
    for (const old of readJsonList(local, key, oldEntrySchema)) {
      const { action, at, ...entry } = old;
      const sent = {
        id: entry.id,
        mac: entry.mac,
        name: entry.name,
        description: entry.description,
        toDate: entry.toDate,
        tags: entry.tags,
      };
      const base = {
        id: newId(),
        at,
        // Kept for the whole period from the day it moved here, not from the day it was made.
        updatedAt: now.toISOString(),
        connection,
        status: 'done' as const,
        sent,
        entry,
        migrated: true,
      };
      const record: ActivityRecord =
        action === 'created' ? { ...base, kind: 'add' } : { ...base, kind: 'edit' };
      migrated.push({
        record,
        entry: {
          connectionId: connection.id,
          key: entry.id.toLowerCase(),
          entry,
          action,
          at,
          recordId: record.id,
        },
      });
    }
  }
  migrated.sort((a, b) => (a.record.at < b.record.at ? -1 : a.record.at > b.record.at ? 1 : 0));
  return { migrated, keys };
}

/** Drops the old lists once their items are records. */
export function dropOldRecentEntries(local: Storage | undefined, keys: readonly string[]): void {
  for (const key of keys) writeText(local, key, null);
}
